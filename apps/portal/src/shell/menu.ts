/**
 * Side menus of spec 000 section 2.4. Each entry carries the access tag of the route it opens, so the
 * shell's ability filter hides what the role cannot read (and a group with no visible child).
 */
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

/**
 * Recruiter menu in the spec's order. Entries for other roles' pages (Search Job, Applied Job, Manage work)
 * stay in the list and are filtered by ability, as the spec describes. A freelancer sees its own dashboard.
 */
export const recruiterMenu: MenuItem[] = [
  item('dashboard', 'Dashboard', '/dashboard', 'RA'),
  item('fl-dashboard', 'Dashboard', '/fl_dashboard', 'F'),
  item('upload-profile', 'Upload Profile', '/resume-uploader', 'RAE'),
  item('profile-management', 'Profile Management', '/resume-management', 'RAE'),
  item('search-my-profile', 'Search My Profile', '/resume-search', 'RAE'),
  item('market-place', 'Market Place', '/market_place', 'RA'),
  item('my-rented-profile', 'My Rented Profile', '/purchase-resume', 'RA'),
  item('keyword-stream', 'Keyword Stream', '/keyword_management', 'RAE'),
  item('domain-exclusions', 'Domain Exclusions', '/domain_management', 'RAE'),
  // Not in the spec's menu: the keyword_exclusion list's screen, beside the other exclusion lists (issue 25).
  item('keyword-exclusion', 'Keyword Exclusion', '/keyword_exclusion', 'RAE'),
  item('extraction-keyword', 'Extraction Keyword', '/experience_keyword', 'RAE'),
  item('client-management', 'Client Management', '/client_management', 'RA'),
  item('job-template', 'Job Template', '/job_template', 'RA'),
  item('job-management', 'Job Management', '/jobs', 'RA'),
  item('project-job', 'Project Job', '/freework', 'RAEF'),
  item('create-my-profile', 'Create My Profile', '/app/profile/uploade', 'RAE'),
  item('manage-work', 'Manage work', '/manage_project', 'F'),
  item('sms-template', 'SMS Template', '/sms_template', 'RA'),
  item('job-applications', 'Job Applications', '/job_application', 'RA'),
  item('search-job', 'Search Job', '/search_job', 'J'),
  item('applied-job', 'Applied Job', '/my_applied_job', 'J'),
  item('phone-plugins', 'Phone Plugins', '/mobile-plugin', 'RA'),
  item('email-plugins', 'Email Plugins', '/email-plugin', 'RA'),
  item('wallet', 'Wallet', '/wallet', 'RA'),
  item('subscription', 'Subscription', '/pages/pricing', 'RA'),
  item('purchase-tat', 'Purchase TAT', '/pages/tat-coins/purchase', 'RA'),
  {
    id: 'user-admin',
    title: 'User Management',
    action: 'read',
    resource: 'AF',
    children: [
      item('user-list', 'Users', '/apps/user/list', 'AF'),
      item('user-roles', 'User Role Management', '/user-role-management', 'AF'),
      item('user-services', 'User Service Management', '/apps/user-service-management', 'AF'),
    ],
  },
  item('account', 'Profile', '/pages/profile', 'ACL'),
];

/**
 * Freelancer menu (issue 17: Dashboard, Project Job, Manage work, Profile): the recruiter menu, filtered, whose
 * Profile is the freelancer's own profile (/freelancer_profile, spec 000 section 2.3, resource F) that
 * posters see on each proposal. The account page stays in the top bar's user menu.
 */
export const freelancerMenu: MenuItem[] = recruiterMenu.map((entry) =>
  entry.id === 'account'
    ? item('fl-profile', 'Profile', '/freelancer_profile', 'F')
    : // A freelancer's User Management is their team (issue 19); the admin's user pages are not theirs.
      entry.id === 'user-admin'
      ? item('user-team', 'User Management', '/user-management', 'AF')
      : entry,
);

/** The job seeker and the freelancer get their own menus; every other role the recruiter menu, filtered. */
export function menuFor(role: string | null | undefined): MenuItem[] {
  if (role === 'jobseeker') return jobSeekerMenu;
  return role === 'freelancer' ? freelancerMenu : recruiterMenu;
}
