/**
 * Cache tags: which reads a write changes (issue 41). A read provides the tag of the domain file it is
 * declared in (`endpointTags` in index.ts); a write declares `invalidates: [...]` (or `'none'`), and the
 * client's `call()` revalidates every cached read providing one of them after a success. Domains, not
 * finer tags: a write revalidates only the reads on screen (and marks the others stale), so a coarse tag
 * costs a few refetches where a fine one forgotten would leave a stale list. docs/decisions.md has why.
 */
export const TAGS = [
  'auth',
  'profile',
  'lookups',
  'exclusions',
  'resumes',
  'wallet',
  'payments',
  'dashboard',
  'notifications',
  'apiKeys',
  'jobs',
  'applications',
  'jobSeekers',
  'projects',
  'messageTemplates',
  'sendingAccounts',
  'messaging',
  'inbox',
  'companies',
  'users',
  'team',
  'userServices',
  'invoices',
  'landing',
  'blog',
  'operations',
  'clientPortal',
  'dataRights',
  'rights',
] as const;
export type Tag = (typeof TAGS)[number];

/** What a write changes: the tags of the reads to revalidate, or `'none'` said out loud (a sign-in, an
 * OTP sent) so that a forgotten declaration is told apart from a write that changes no read. */
export type Invalidates = readonly [Tag, ...Tag[]] | 'none';
