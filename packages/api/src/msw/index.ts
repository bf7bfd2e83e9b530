/**
 * msw handlers typed from the contract: happy paths on fixtures, one module per domain of the contract
 * (`handlers/<domain>.ts`), plus overrides for error and empty states. Usable by Storybook
 * (msw-storybook-addon), vitest (`setupServer` from `msw/node`) and the demo app (`setupWorker` from
 * `msw/browser`).
 */
import type { HttpHandler } from 'msw';
import { apiKeyHandlers } from './handlers/apikeys';
import { rightsHandlers } from './handlers/rights';
import { applicationHandlers } from './handlers/applications';
import { authHandlers } from './handlers/auth';
import { companyHandlers } from './handlers/companies';
import { userHandlers } from './handlers/users';
import { dashboardHandlers } from './handlers/dashboard';
import { exclusionHandlers } from './handlers/exclusions';
import { jobHandlers } from './handlers/jobs';
import { lookupHandlers } from './handlers/lookups';
import { messagingHandlers } from './handlers/messaging';
import { inboxHandlers } from './handlers/inbox';
import { invoiceHandlers } from './handlers/invoices';
import { landingHandlers } from './handlers/landing';
import { healthHandlers } from './handlers/health';
import { blogHandlers } from './handlers/blog';
import { notificationHandlers } from './handlers/notifications';
import { profileHandlers } from './handlers/profile';
import { projectHandlers } from './handlers/projects';
import { resumeHandlers } from './handlers/resumes';
import { seekerHandlers } from './handlers/seeker';
import { serverHandlers } from './handlers/servers';
import { subscriptionHandlers } from './handlers/subscription';
import { templateHandlers } from './handlers/templates';
import { walletHandlers } from './handlers/wallet';
import { teamHandlers } from './handlers/team';
import { userServiceHandlers } from './handlers/userServices';
import { clientPortalHandlers } from './handlers/clientPortal';
import { dataRightsHandlers } from './handlers/dataRights';

export * from './fixtures';
export { handle, errorResponse, mswPath, type ParsedBody, type Resolver, type ResolverInfo } from './handle';
export { overrides } from './overrides';
export { lookupFixtures } from './handlers/lookups';
export { profileFixture, profilesFixture } from './profileFixtures';
export {
  applicationFixture,
  applicationsFixture,
  jobFixture,
  jobsFixture,
  jobTemplatesFixture,
  myApplicationFixture,
  myApplicationsFixture,
  publicJobFixture,
  publicJobsFixture,
} from './jobFixtures';
export {
  freelancerDashboardFixture,
  freelancerProfileFixture,
  projectFixture,
  projectsFixture,
  proposalFixture,
  proposalsFixture,
} from './projectFixtures';
export { communicationFixture, communicationsFixture } from './messagingFixtures';
export {
  claimedShareFixture,
  emailInboxFixture,
  imapStatusFixture,
  imapTestOkFixture,
  inboxFilesFixture,
  shareClaimFixture,
} from './inboxFixtures';
export { messageTemplateFixture, messageTemplatesFixture } from './templateFixtures';
export {
  sendTestOkFixture,
  smsAccountFixture,
  smsAccountsFixture,
  smtpAccountFixture,
  smtpAccountsFixture,
} from './serverFixtures';
export { clientFixture, clientsFixture } from './clientFixtures';
export { clientCandidateFixture, clientPortalFixture, clientSharesFixture } from './clientPortalFixtures';
export { adminUserFixture, adminUsersFixture, auditFixture, rolesFixture } from './handlers/users';
export { invoiceFixture, invoiceGraphFixture, invoicesFixture } from './invoiceFixtures';
export { landingFixture } from './landingFixtures';
export { dataRequestsFixture, myDataProfilesFixture } from './dataRightsFixtures';
export { blogCommentsFixture, blogPostFixture, blogPostsFixture, blogSidebarFixture } from './blogFixtures';
export { notificationSocket, notificationSocketHandler, sampleNotifications } from './notifications';
export { authHandlers, profileHandlers };

/** Happy-path handlers of the server-core domains (every domain but auth and the profile). */
export const domainHandlers: HttpHandler[] = [
  ...lookupHandlers,
  ...exclusionHandlers,
  ...resumeHandlers,
  ...walletHandlers,
  ...subscriptionHandlers,
  ...dashboardHandlers,
  ...notificationHandlers,
  ...apiKeyHandlers,
  ...jobHandlers,
  ...applicationHandlers,
  ...seekerHandlers,
  ...projectHandlers,
  ...messagingHandlers,
  ...inboxHandlers,
  ...templateHandlers,
  ...serverHandlers,
  ...companyHandlers,
  ...userHandlers,
  ...teamHandlers,
  ...userServiceHandlers,
  ...invoiceHandlers,
  ...landingHandlers,
  ...healthHandlers,
  ...blogHandlers,
  ...clientPortalHandlers,
  ...dataRightsHandlers,
  ...rightsHandlers,
];

/** Every happy-path handler. */
export const handlers: HttpHandler[] = [...authHandlers, ...profileHandlers, ...domainHandlers];
