/** The API contract: every endpoint declared once (see core.ts for the shape of a declaration). */
import { z } from 'zod';
import { authEndpoints } from './auth';
import { profileEndpoints } from './profile';
import { lookupEndpoints } from './lookups';
import { exclusionEndpoints } from './exclusions';
import { resumeEndpoints } from './resumes';
import { walletEndpoints } from './wallet';
import { subscriptionEndpoints } from './subscription';
import { dashboardEndpoints } from './dashboard';
import { notificationEndpoints } from './notifications';
import { apiKeyEndpoints } from './apikeys';
import { jobEndpoints } from './jobs';
import { applicationEndpoints } from './applications';
import { seekerEndpoints } from './seeker';
import { projectEndpoints } from './projects';
import { templateEndpoints } from './templates';
import { messagingEndpoints } from './messaging';
import { inboxEndpoints } from './inbox';
import { serverEndpoints } from './servers';
import { companyEndpoints } from './companies';
import { userEndpoints } from './users';
import { teamEndpoints } from './team';
import { userServiceEndpoints } from './userServices';
import { invoiceEndpoints } from './invoices';
import { landingEndpoints } from './landing';
import { blogEndpoints } from './blog';
import { healthEndpoints } from './health';
import { clientPortalEndpoints } from './clientPortal';
import { dataRightsEndpoints } from './dataRights';
import { rightsEndpoints } from './rights';
import type { BodyOf, EndpointDef, ParamsOf, QueryOf, ResponseOf } from './core';
import type { Tag } from './tags';

export * from './core';
export * from './tags';
export * from './entities';
export * from './auth';
export * from './profile';
export * from './lookups';
export * from './exclusions';
export * from './resumeFields';
export * from './resumes';
export * from './market';
export * from './wallet';
export * from './subscription';
export * from './dashboard';
export * from './notifications';
export * from './apikeys';
export * from './jobs';
export * from './applications';
export * from './seeker';
export * from './projects';
export * from './templates';
export * from './messaging';
export * from './inbox';
export * from './servers';
export * from './companies';
export * from './users';
export * from './team';
export * from './userServices';
export * from './invoices';
export * from './landing';
export * from './blog';
export * from './health';
export * from './clientPortal';
export * from './dataRights';
export * from './rights';

export const endpoints = {
  ...authEndpoints,
  ...profileEndpoints,
  ...lookupEndpoints,
  ...exclusionEndpoints,
  ...resumeEndpoints,
  ...walletEndpoints,
  ...subscriptionEndpoints,
  ...dashboardEndpoints,
  ...notificationEndpoints,
  ...apiKeyEndpoints,
  ...jobEndpoints,
  ...applicationEndpoints,
  ...seekerEndpoints,
  ...projectEndpoints,
  ...templateEndpoints,
  ...messagingEndpoints,
  ...inboxEndpoints,
  ...serverEndpoints,
  ...companyEndpoints,
  ...userEndpoints,
  ...teamEndpoints,
  ...userServiceEndpoints,
  ...invoiceEndpoints,
  ...landingEndpoints,
  ...blogEndpoints,
  ...healthEndpoints,
  ...clientPortalEndpoints,
  ...dataRightsEndpoints,
  ...rightsEndpoints,
} as const satisfies Record<string, EndpointDef>;

export type Endpoints = typeof endpoints;

/** The domain file each endpoint is declared in, for grouping the API reference. */
export const endpointDomains = {
  auth: authEndpoints,
  profile: profileEndpoints,
  lookups: lookupEndpoints,
  exclusions: exclusionEndpoints,
  resumes: resumeEndpoints,
  wallet: walletEndpoints,
  payments: subscriptionEndpoints,
  dashboard: dashboardEndpoints,
  notifications: notificationEndpoints,
  'api keys': apiKeyEndpoints,
  jobs: jobEndpoints,
  applications: applicationEndpoints,
  'job seekers': seekerEndpoints,
  projects: projectEndpoints,
  'message templates': templateEndpoints,
  'sending accounts': serverEndpoints,
  messaging: messagingEndpoints,
  'resumes by e-mail': inboxEndpoints,
  companies: companyEndpoints,
  users: userEndpoints,
  'team members': teamEndpoints,
  'user services': userServiceEndpoints,
  invoices: invoiceEndpoints,
  landing: landingEndpoints,
  blog: blogEndpoints,
  operations: healthEndpoints,
  'client portal': clientPortalEndpoints,
  'data rights': dataRightsEndpoints,
  'account rights': rightsEndpoints,
} as const satisfies Record<string, Record<string, EndpointDef>>;

/** The cache tag each read provides: its domain's (tags.ts). The same files as `endpointDomains`, named
 * as identifiers. */
export const endpointTags = {
  auth: authEndpoints,
  profile: profileEndpoints,
  lookups: lookupEndpoints,
  exclusions: exclusionEndpoints,
  resumes: resumeEndpoints,
  wallet: walletEndpoints,
  payments: subscriptionEndpoints,
  dashboard: dashboardEndpoints,
  notifications: notificationEndpoints,
  apiKeys: apiKeyEndpoints,
  jobs: jobEndpoints,
  applications: applicationEndpoints,
  jobSeekers: seekerEndpoints,
  projects: projectEndpoints,
  messageTemplates: templateEndpoints,
  sendingAccounts: serverEndpoints,
  messaging: messagingEndpoints,
  inbox: inboxEndpoints,
  companies: companyEndpoints,
  users: userEndpoints,
  team: teamEndpoints,
  userServices: userServiceEndpoints,
  invoices: invoiceEndpoints,
  landing: landingEndpoints,
  blog: blogEndpoints,
  operations: healthEndpoints,
  clientPortal: clientPortalEndpoints,
  dataRights: dataRightsEndpoints,
  rights: rightsEndpoints,
} as const satisfies Record<Tag, Record<string, EndpointDef>>;

export function tagOf(name: string): Tag {
  for (const [tag, list] of Object.entries(endpointTags)) if (name in list) return tag as Tag;
  throw new Error(`Endpoint ${name} is declared in no domain file`);
}

/** A read, which SWR may cache: a GET, or a POST search answering a `{ count, results }` list (the
 * client's `ReadEndpointName` says the same in types). Every other endpoint is a write. */
export function isRead(def: EndpointDef): boolean {
  if (def.method === 'GET') return true;
  const shape = (def.response as { shape?: Record<string, unknown> }).shape;
  return !!shape && shape.count instanceof z.ZodNumber && shape.results instanceof z.ZodArray;
}

export function domainOf(name: string): string {
  for (const [domain, list] of Object.entries(endpointDomains)) if (name in list) return domain;
  throw new Error(`Endpoint ${name} is declared in no domain file`);
}
export type EndpointName = keyof Endpoints;
export type EndpointParams<N extends EndpointName> = ParamsOf<Endpoints[N]>;
export type EndpointQuery<N extends EndpointName> = QueryOf<Endpoints[N]>;
export type EndpointBody<N extends EndpointName> = BodyOf<Endpoints[N]>;
export type EndpointResponse<N extends EndpointName> = ResponseOf<Endpoints[N]>;
