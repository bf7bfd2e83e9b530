/**
 * Side menus of spec 000 section 2.4. Each entry carries the access tag of the route it opens, so the
 * shell's ability filter hides what the role cannot read (and a group with no visible child).
 */
import { canOwnTeam } from '@talent/api/rules';
import type { MenuItem } from '@talent/ui';

const item = (id: string, title: string, navLink: string, resource: string): MenuItem => ({
  id,
  title,
  navLink,
  action: 'read',
  resource,
});

/**
 * Job seeker menu: Dashboard, Upload Profile, Uploaded Profile; plus the two job seeker entries of the
 * recruiter list (Search Job, the job seeker's landing, and Applied Job) so the landing page is reachable.
 */
export const jobSeekerMenu: MenuItem[] = [
  item('js-dashboard', 'Dashboard', '/user_dashboard', 'J'),
  item('js-upload', 'Upload Profile', '/create_my_resume', 'J'),
  item('js-uploaded', 'Uploaded Profile', '/my_upload_resume', 'J'),
  item('js-search-job', 'Search Job', '/search_job', 'J'),
  item('js-applied-job', 'Applied Job', '/my_applied_job', 'J'),
];

const group = (id: string, title: string, children: MenuItem[]): MenuItem => ({ id, title, children });

/**
 * Recruiter menu in the spec's order, in collapsible sections (spec 2.4 allows groups; issue 25: the 22 entries
 * no longer fit a 1366x900 screen). Entries for other roles' pages (Search Job, Applied Job, Manage work) stay
 * in the list and are filtered by ability, as the spec describes. A freelancer sees its own dashboard.
 */
export const recruiterMenu: MenuItem[] = [
  item('dashboard', 'Dashboard', '/dashboard', 'RA'),
  item('fl-dashboard', 'Dashboard', '/fl_dashboard', 'F'),
  group('profiles', 'Profiles', [
    item('upload-profile', 'Upload Profile', '/resume-uploader', 'RAE'),
    item('create-my-profile', 'Create My Profile', '/app/profile/uploade', 'RAE'),
    item('profile-management', 'Profile Management', '/resume-management', 'RAE'),
    item('search-my-profile', 'Search My Profile', '/resume-search', 'RAE'),
  ]),
  group('marketplace', 'Marketplace', [
    item('market-place', 'Market Place', '/market_place', 'RA'),
    item('my-rented-profile', 'My Rented Profile', '/purchase-resume', 'RA'),
  ]),
  group('keywords', 'Keywords', [
    item('keyword-stream', 'Keyword Stream', '/keyword_management', 'RAE'),
    item('domain-exclusions', 'Domain Exclusions', '/domain_management', 'RAE'),
    // Not in the spec's menu: the keyword_exclusion list's screen, beside the other exclusion lists (issue 25).
    item('keyword-exclusion', 'Keyword Exclusion', '/keyword_exclusion', 'RAE'),
    item('extraction-keyword', 'Extraction Keyword', '/experience_keyword', 'RAE'),
  ]),
  group('hiring', 'Hiring', [
    item('client-management', 'Client Management', '/client_management', 'RA'),
    item('job-template', 'Job Template', '/job_template', 'RA'),
    item('job-management', 'Job Management', '/jobs', 'RA'),
    item('job-applications', 'Job Applications', '/job_application', 'RA'),
    item('project-job', 'Project Job', '/freework', 'RAEF'),
    item('manage-work', 'Manage work', '/manage_project', 'F'),
    item('search-job', 'Search Job', '/search_job', 'J'),
    item('applied-job', 'Applied Job', '/my_applied_job', 'J'),
  ]),
  group('communication', 'Communication', [
    item('sms-template', 'SMS Template', '/sms_template', 'RA'),
    item('phone-plugins', 'Phone Plugins', '/mobile-plugin', 'RA'),
    item('email-plugins', 'Email Plugins', '/email-plugin', 'RA'),
    // Issue 43: the log of sent messages, which the toast after a send names.
    item('candidates-communicated', 'Candidates Communicated', '/candidates_communicated', 'RA'),
  ]),
  {
    id: 'user-admin',
    title: 'User Management',
    action: 'read',
    resource: 'AF',
    children: [
      // The admin's pages need user administration (manage ACL), which freelancers (AF) lack.
      { ...item('user-list', 'Users', '/apps/user/list', 'ACL'), action: 'manage' },
      { ...item('user-roles', 'User Role Management', '/user-role-management', 'ACL'), action: 'manage' },
      { ...item('audit-log', 'Audit Log', '/apps/user/audit-log', 'ACL'), action: 'manage' },
      { ...item('data-requests', 'Data Requests', '/data_requests', 'ACL'), action: 'manage' },
      { ...item('retention', 'Data Retention', '/apps/user/retention', 'ACL'), action: 'manage' },
      {
        ...item('user-services', 'User Service Management', '/apps/user-service-management', 'UserServices'),
        action: 'manage',
      },
    ],
  },
  group('account-section', 'Account', [
    item('wallet', 'Wallet', '/wallet', 'RA'),
    item('subscription', 'Subscription', '/pages/pricing', 'RA'),
    item('purchase-tat', 'Purchase TAT', '/pages/tat-coins/purchase', 'RA'),
    item('account', 'Profile', '/pages/profile', 'ACL'),
  ]),
];

/** A team owner's User Management is their team (issue 19); the admin's user pages are not theirs. */
const teamEntry: MenuItem = {
  ...item('user-team', 'User Management', '/user-management', 'Team'),
  action: 'manage',
};

const withFreelancerProfile = (entry: MenuItem): MenuItem =>
  entry.id === 'account'
    ? item('fl-profile', 'Profile', '/freelancer_profile', 'F')
    : entry.id === 'user-admin'
      ? teamEntry
      : entry.children
        ? { ...entry, children: entry.children.map(withFreelancerProfile) }
        : entry;

/**
 * The recruiter menu of an organisation that owns a team (freelance enterprise, recruitment agency,
 * enterprise): User Management opens their team. Their members do not read AF, so it hides for them.
 */
export const teamOwnerMenu: MenuItem[] = recruiterMenu.map((entry) =>
  entry.id === 'user-admin' ? teamEntry : entry,
);

/**
 * Freelancer menu (issue 17: Dashboard, Project Job, Manage work, Profile): the recruiter menu, filtered, whose
 * Profile is the freelancer's own profile (/freelancer_profile, spec 000 section 2.3, resource F) that
 * posters see on each proposal. The account page stays in the top bar's user menu.
 */
export const freelancerMenu: MenuItem[] = recruiterMenu.map(withFreelancerProfile);

/** Below this many entries a role's menu is shown flat: sections only help a long menu. */
export const MIN_ENTRIES_FOR_SECTIONS = 10;

/** The localStorage key of the side menu's open sections. */
export const MENU_OPEN_GROUPS_KEY = 'menuOpenGroups';

/** The blog's pages (issue 20), for the roles that write it: admins and editors. */
export const blogMenu: MenuItem = group('blog', 'Blog', [
  item('blog-list', 'Blog', '/pages/blog/list', 'ACL'),
  item('blog-write', 'Write a Post', '/pages/blog/edit', 'ACL'),
]);

/** A client account (issue 43): its dashboard, the client portal, and its profile. The portal route is RA
 * for everyone else; the guard lets a client account in (guards.ts), so the entry reads Auth here. */
export const clientMenu: MenuItem[] = [
  item('client-dashboard', 'Dashboard', '/dashboard', 'Auth'),
  item('account', 'Profile', '/pages/profile', 'ACL'),
];

/** A gallery entry: a whole page load of the template gallery (apps/demo, served under /demo/), which draws
 * the same shell (side menu, top bar, customizer) around the template's screens. */
const gallery = (id: string, title: string, path: string): MenuItem => ({
  ...item(id, title, `/demo${path}`, 'ACL'),
  externalLink: true,
});

/** Spec 000's "plus demo entries" (issue 43): the template gallery, for the roles that design with it. */
export const templatesMenu: MenuItem = group('templates', 'Templates', [
  gallery('templates-gallery', 'Template Gallery', '/gallery'),
  gallery('templates-email', 'E-mail', '/apps/email'),
  gallery('templates-chat', 'Chat', '/apps/chat'),
  gallery('templates-calendar', 'Calendar', '/apps/calendar'),
  gallery('templates-invoices', 'Invoices', '/apps/invoice/list'),
  gallery('templates-ecommerce', 'E-commerce', '/apps/ecommerce/shop'),
]);

/** The job seeker and the freelancer get their own menus, a team owner its team's entry; every other role
 * the recruiter menu, filtered; admins and editors also the blog and the template gallery. */
export function menuFor(role: string | null | undefined, customRole = false): MenuItem[] {
  if (role === 'client' && !customRole) return clientMenu;
  if (role === 'jobseeker') return jobSeekerMenu;
  if (role === 'freelancer') return freelancerMenu;
  if (role === 'admin' || role === 'editor') {
    // Before the account section, which stays last.
    const at = recruiterMenu.findIndex((entry) => entry.id === 'account-section');
    return [...recruiterMenu.slice(0, at), blogMenu, templatesMenu, ...recruiterMenu.slice(at)];
  }
  return canOwnTeam(role) ? teamOwnerMenu : recruiterMenu;
}
