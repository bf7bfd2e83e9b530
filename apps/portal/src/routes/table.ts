/**
 * The route table: every route of spec 000 section 2.3, plus the ones later issues added (a comment above each
 * says which), with its access tag (spec 2.1) and layout.
 * - `public`: no login needed.
 * - `restricted`: logged-out users only; a signed-in user goes to the home of their role.
 * - `{ action, subject }`: signed in and the role's ability reads `subject` (subject null = signed in, no tag).
 * Resource codes follow the brief's groups (J, F, RAE, RA, RU, AF, RAEF, JF, plus Auth and ACL for every
 * signed-in user). Every route has its screen (`PageKey`, loaded by routes/pages.ts); `/` (role home or
 * landing page) is in routes/router.tsx. The server's own pages (the public blog, the template gallery under
 * /demo/) are not routes of the app. apps/portal/README.md carries the same table.
 */
import { TEAM_MANAGER, USER_ADMIN, USER_SERVICES, type Action, type Subject } from '@talent/api/abilities';

export type RouteAccess = 'public' | 'restricted' | { action: Action; subject: Subject | null };

export type RouteLayout = 'shell' | 'blank';

/** The screens of the app, one lazy chunk each (routes/pages.ts maps every key to its module). */
export type PageKey =
  | 'login'
  | 'register'
  | 'forgotPassword'
  | 'resetPassword'
  | 'undoEmailChange'
  | 'paymentResult'
  | 'miscComingSoon'
  | 'notAuthorized'
  | 'maintenance'
  | 'error'
  | 'privacySharing'
  | 'faq'
  | 'myData'
  | 'dontPublish'
  | 'dataRequests'
  | 'dashboard'
  | 'upload'
  | 'profiles'
  | 'profileEdit'
  | 'createProfile'
  | 'marketplace'
  | 'resumeSearch'
  | 'purchasedProfiles'
  | 'wallet'
  | 'tatPurchase'
  | 'pricing'
  | 'checkout'
  | 'accountProfile'
  | 'accountOverview'
  | 'accountSettings'
  | 'apiKey'
  | 'license'
  | 'userDashboard'
  | 'profileProject'
  | 'keywordManagement'
  | 'domainManagement'
  | 'keywordExclusion'
  | 'experienceKeyword'
  | 'jobs'
  | 'jobForm'
  | 'viewJob'
  | 'jobApplications'
  | 'jobTemplates'
  | 'jobTemplateForm'
  | 'receivedProfiles'
  | 'searchJob'
  | 'applyJob'
  | 'publicJob'
  | 'myApplications'
  | 'freework'
  | 'mobilePlugin'
  | 'projectForm'
  | 'projectDetails'
  | 'manageProject'
  | 'freelancerDashboard'
  | 'freelancerProfile'
  | 'communications'
  | 'emailPlugin'
  | 'messageTemplates'
  | 'clients'
  | 'clientForm'
  | 'usersList'
  | 'userForm'
  | 'userView'
  | 'roles'
  | 'roleForm'
  | 'auditLog'
  | 'retention'
  | 'undoAccountDeletion'
  | 'teamMembers'
  | 'teamMemberForm'
  | 'userServices'
  | 'invoices'
  | 'invoicePreview'
  | 'invoicePrint'
  | 'invoiceForm'
  | 'landingEditor'
  | 'blogList'
  | 'blogDetail'
  | 'blogEdit';

export interface RouteDef {
  path: string;
  title: string;
  access: RouteAccess;
  layout: RouteLayout;
  page: PageKey;
}

const read = (subject: Subject | null) => ({ action: 'read', subject }) as const;

function shell(
  path: string,
  title: string,
  subject: Subject | null | { action: Action; subject: Subject },
  page: PageKey,
): RouteDef {
  const access = subject !== null && typeof subject === 'object' ? subject : read(subject);
  return { path, title, access: { action: access.action, subject: access.subject }, layout: 'shell', page };
}
function blank(path: string, title: string, access: RouteAccess, page: PageKey): RouteDef {
  return { path, title, access, layout: 'blank', page };
}

export const authRoutes: RouteDef[] = [
  blank('/login', 'Login', 'restricted', 'login'),
  blank('/register', 'Register', 'restricted', 'register'),
  blank('/signup', 'Sign Up', 'restricted', 'register'),
  blank('/forgot-password', 'Forgot Password', 'restricted', 'forgotPassword'),
  blank('/forgot-password-basic', 'Forgot Password', 'restricted', 'forgotPassword'),
  blank('/reset-password/:uid/:token', 'Reset Password', 'restricted', 'resetPassword'),
  // The link e-mailed to the old address after an e-mail change (issue 24): public, signed in or not.
  blank('/undo-email-change/:uid/:token', 'Undo E-mail Change', 'public', 'undoEmailChange'),
  // The link e-mailed after asking to delete the account (issue 44 part B): public, signed in or not.
  blank('/undo-account-deletion/:uid/:token', 'Keep My Account', 'public', 'undoAccountDeletion'),
];

export const paymentRoutes: RouteDef[] = [
  blank('/payment/success/subscription', 'Subscription Payment Successful', 'public', 'paymentResult'),
  blank('/payment/fail/subscription', 'Subscription Payment Failed', 'public', 'paymentResult'),
  blank('/payment/success/token', 'Token Payment Successful', 'public', 'paymentResult'),
  blank('/payment/fail/token', 'Token Payment Failed', 'public', 'paymentResult'),
];

export const miscRoutes: RouteDef[] = [
  blank('/misc/coming-soon', 'Coming Soon', 'public', 'miscComingSoon'),
  blank('/misc/not-authorized', 'Not Authorized', 'public', 'notAuthorized'),
  blank('/misc/maintenance', 'Under Maintenance', 'public', 'maintenance'),
  blank('/misc/error', 'Page Not Found', 'public', 'error'),
  blank('/privacy/policy/sharing-data', 'Privacy Policy: Sharing Data', 'public', 'privacySharing'),
  blank('/pages/faq', 'Frequently Asked Questions', 'public', 'faq'),
  // Not in the spec: the people in the resumes see and act on their data without an account (issue 44).
  blank('/my-data', 'Your Data', 'public', 'myData'),
  blank('/my-data/dont-publish/:token', 'Do Not Publish Me', 'public', 'dontPublish'),
  // Not in spec 2.3: the shareable page of a published job, where visitors apply as guests (issue 16).
  blank('/public-job/:uid', 'Job', 'public', 'publicJob'),
];

export const recruiterRoutes: RouteDef[] = [
  shell('/dashboard', 'Dashboard', 'RA', 'dashboard'),
  shell('/resume-search', 'Search My Profile', 'RAE', 'resumeSearch'),
  shell('/market_place', 'Market Place', 'RA', 'marketplace'),
  shell('/resume-uploader', 'Upload Profile', 'RAE', 'upload'),
  shell('/resume-management', 'Profile Management', 'RAE', 'profiles'),
  shell('/resume-management/public', 'Public Profile Management', 'RAE', 'profiles'),
  shell('/keyword_management', 'Keyword Stream', 'RAE', 'keywordManagement'),
  shell('/domain_management', 'Domain Exclusions', 'RAE', 'domainManagement'),
  // Not in spec 2.3: the keyword_exclusion list of spec 001 had no screen (issue 25).
  shell('/keyword_exclusion', 'Keyword Exclusion', 'RAE', 'keywordExclusion'),
  shell('/experience_keyword', 'Extraction Keyword', 'RAE', 'experienceKeyword'),
  shell('/client_management', 'Client Management', 'RA', 'clients'),
  shell('/client_management/create', 'Create Client', 'RA', 'clientForm'),
  shell('/client_management/edit/:uid', 'Edit Client', 'RA', 'clientForm'),
  shell('/purchase-resume', 'My Rented Profile', 'RA', 'purchasedProfiles'),
  shell('/job_template', 'Job Template', 'RA', 'jobTemplates'),
  shell('/job_template/create', 'Create Job Template', 'RA', 'jobTemplateForm'),
  shell('/job_template/edit/:uid', 'Edit Job Template', 'RA', 'jobTemplateForm'),
  shell('/mobile-plugin', 'Phone Plugins', 'RA', 'mobilePlugin'),
  shell('/email-plugin', 'Email Plugins', 'RA', 'emailPlugin'),
  shell('/jobs', 'Job Management', 'RA', 'jobs'),
  shell('/jobs/create-job', 'Create Job', 'RA', 'jobForm'),
  shell('/update-job/:uid', 'Update Job', 'RA', 'jobForm'),
  shell('/view-job/:uid', 'View Job', 'RA', 'viewJob'),
  shell('/job_application', 'Job Applications', 'RA', 'jobApplications'),
  shell('/freework', 'Project Job', 'RAEF', 'freework'),
  shell('/create-project', 'Create Project', 'RAEF', 'projectForm'),
  shell('/freework/project_details', 'Project Details', 'RAEF', 'projectDetails'),
  shell('/freework/project_details/:uid', 'Project Details', 'RAEF', 'projectDetails'),
  shell('/update-upwork/:uid', 'Update Project', 'RAEF', 'projectForm'),
  shell('/sms_template', 'SMS Template', 'RA', 'messageTemplates'),
  shell('/resume-uploaded', 'Uploaded Profiles', 'RAE', 'profiles'),
  shell('/manual-resume/:uid', 'Manual Profile', 'RAE', 'profileEdit'),
  shell('/profile', 'Profile', 'Auth', 'accountProfile'),
  shell('/user/profile', 'User Profile', 'Auth', 'accountProfile'),
  shell('/jobs/reveived/profiles/:uid', 'Received Profiles', 'RA', 'receivedProfiles'),
  shell('/wallet', 'Wallet', 'RA', 'wallet'),
  shell('/candidates_communicated', 'Candidates Communicated', 'RA', 'communications'),
  shell('/app/profile/uploade', 'Create My Profile', 'RAE', 'createProfile'),
  { path: '/check-out', title: 'Check Out', access: read('RU'), layout: 'blank', page: 'checkout' },
  shell('/non-public-resume', 'Non-Public Profiles', 'RAEF', 'profiles'),
];

export const subscriptionRoutes: RouteDef[] = [
  shell('/pages/pricing', 'Choose Your Subscription', 'Auth', 'pricing'),
  shell('/pages/tat-coins/purchase', 'Purchase TAT', 'RA', 'tatPurchase'),
];

export const accountRoutes: RouteDef[] = [
  shell('/pages/profile', 'Profile', 'ACL', 'accountOverview'),
  shell('/pages/account-settings', 'Account Settings', 'ACL', 'accountSettings'),
  shell('/pages/api-key', 'API Key', 'ACL', 'apiKey'),
  shell('/pages/license', 'License', 'ACL', 'license'),
  // Not in spec 2.3: the account's invoices (issue 20), and the demo's invoice preview and print routes.
  shell('/pages/invoices', 'Invoices', 'ACL', 'invoices'),
  // Not in spec 2.3: the landing page's content, for admins and editors (issue 20).
  shell('/pages/landing-content', 'Landing Page', 'ACL', 'landingEditor'),
  shell('/apps/invoice/preview/:uid', 'Invoice', 'ACL', 'invoicePreview'),
  // The demo's add and edit routes: the admin's manual invoice and correction (the page admits admins only).
  shell('/apps/invoice/add', 'Add Invoice', 'ACL', 'invoiceForm'),
  shell('/apps/invoice/edit/:uid', 'Correct Invoice', 'ACL', 'invoiceForm'),
  {
    path: '/apps/invoice/print/:uid',
    title: 'Print Invoice',
    access: read('ACL'),
    layout: 'blank',
    page: 'invoicePrint',
  },
  // The blog (issue 20): which post by `?slug=` (docs/decisions.md "Blog"); the public pages are the server's.
  shell('/pages/blog/list', 'Blog', 'ACL', 'blogList'),
  shell('/pages/blog/detail', 'Blog Detail', 'ACL', 'blogDetail'),
  shell('/pages/blog/edit', 'Edit Blog', 'ACL', 'blogEdit'),
];

export const jobSeekerRoutes: RouteDef[] = [
  shell('/user_dashboard', 'Dashboard', 'J', 'userDashboard'),
  shell('/create_my_resume', 'Upload Profile', 'J', 'upload'),
  shell('/profile_project', 'Profile Projects', 'J', 'profileProject'),
  shell('/my_upload_resume', 'Uploaded Profile', 'J', 'profiles'),
  shell('/profile-resume/:uid', 'Profile Resume', 'J', 'profileEdit'),
  shell('/search_job', 'Search Job', 'J', 'searchJob'),
  shell('/search_job/apply_job', 'Apply Job', 'J', 'applyJob'),
  shell('/my_applied_job', 'Applied Job', 'J', 'myApplications'),
];

export const freelancerRoutes: RouteDef[] = [
  shell('/fl_dashboard', 'Freelancer Dashboard', 'F', 'freelancerDashboard'),
  shell('/manage_project', 'Manage Work', 'F', 'manageProject'),
  shell('/freelancer_profile', 'Freelancer Profile', 'F', 'freelancerProfile'),
];

export const userAdminRoutes: RouteDef[] = [
  shell('/apps/user/list', 'Users', 'AF', 'usersList'),
  shell('/apps/user/update/:uid', 'Update User', 'AF', 'userForm'),
  shell('/apps/user/create/', 'Create User', 'AF', 'userForm'),
  shell('/update-users/:uid', 'Update User', 'AF', 'userForm'),
  // Not in the spec: the audit log (issue 19), under the user-administration set (docs/decisions.md).
  shell('/apps/user/audit-log', 'Audit Log', 'AF', 'auditLog'),
  // Not in the spec: the register of data requests of the people in the resumes (issue 44).
  shell('/data_requests', 'Data Requests', USER_ADMIN, 'dataRequests'),
  // Not in the spec: the retention setting for private uploads (issue 44 part B), the admin alone.
  shell('/apps/user/retention', 'Data Retention', USER_ADMIN, 'retention'),
  // Issue 40: the admin alone, as the calls' guard says (USER_SERVICES).
  shell('/apps/user-service-management', 'User Service Management', USER_SERVICES, 'userServices'),
  shell('/user-role-management', 'User Role Management', 'AF', 'roles'),
  shell('/create-user-role', 'Create User Role', 'AF', 'roleForm'),
  shell('/update-user-role/:uid', 'Update User Role', 'AF', 'roleForm'),
  // Issue 40: a team owner's own team, as the calls' guard says (TEAM_MANAGER).
  shell('/user-management', 'User Management', TEAM_MANAGER, 'teamMembers'),
  shell('/create-user', 'Create User', TEAM_MANAGER, 'teamMemberForm'),
  // Which member: `?id=` (docs/decisions.md "Team members").
  shell('/update-user', 'Update User', TEAM_MANAGER, 'teamMemberForm'),
  // The spec gives this one no access tag: signed in is enough.
  shell('/apps/user/view/:id', 'View User', null, 'userView'),
];

export const routes: RouteDef[] = [
  ...authRoutes,
  ...paymentRoutes,
  ...miscRoutes,
  ...recruiterRoutes,
  ...subscriptionRoutes,
  ...accountRoutes,
  ...jobSeekerRoutes,
  ...freelancerRoutes,
  ...userAdminRoutes,
];

export const PROFILE_PATH = '/profile';
export const LOGIN_PATH = '/login';
export const NOT_AUTHORIZED_PATH = '/misc/not-authorized';

/** Describes an access tag for docs and tests: "public", "restricted", "read RA", "signed in". */
export function describeAccess(access: RouteAccess): string {
  if (access === 'public' || access === 'restricted') return access;
  return access.subject ? `${access.action} ${access.subject}` : 'signed in (no tag)';
}
