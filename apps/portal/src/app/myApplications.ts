/**
 * The SWR entries that show the job seeker's own applications: the list (`job_i_applied`, every page and
 * filter) and the dashboard's counts (`applied_job`). A status change from the socket, or a withdrawal,
 * revalidates all of them at once, whatever page or filter they were read with.
 */
import type { ScopedMutator } from 'swr';
import { endpointUrl, routes } from '@talent/api/client';

const urls = new Set([endpointUrl(routes.jobIApplied), endpointUrl(routes.appliedJob)]);

/** Matches the keys `readKey` builds for those reads: `[url, query, body?]`. */
export function isMyApplicationsKey(key: unknown): boolean {
  return Array.isArray(key) && typeof key[0] === 'string' && urls.has(key[0]);
}

/**
 * Revalidates them in the cache of `mutate` (the app keeps one SWR cache per session, so this takes the
 * `mutate` of `useSWRConfig()`, not the module-level one, which only knows the default cache).
 */
export function revalidateMyApplications(mutate: ScopedMutator): Promise<unknown> {
  // A filter alone (no data argument) revalidates the matching entries and keeps their data meanwhile.
  return mutate(isMyApplicationsKey);
}
