import { describe, expect, it } from 'vitest';
import { endpoints } from '@talent/api';
import { RESOURCE_CODES, ROLES, defineAbilityFor } from '@talent/api/abilities';
import { describeAccess, routes } from '../src/routes/table';
import { pageLoaders } from '../src/routes/pages';

/** Spec 000 section 2.3, route by route, with the access tag this portal gives it (README.md has the same). */
const expected: Record<string, string> = {
  '/login': 'restricted',
  '/register': 'restricted',
  '/signup': 'restricted',
  '/forgot-password': 'restricted',
  '/forgot-password-basic': 'restricted',
  '/reset-password/:uid/:token': 'restricted',
  '/undo-email-change/:uid/:token': 'public',
  // Not in spec 2.3: the undo link of an account deletion (issue 44 part B).
  '/undo-account-deletion/:uid/:token': 'public',
  '/payment/success/subscription': 'public',
  '/payment/fail/subscription': 'public',
  '/payment/success/token': 'public',
  '/payment/fail/token': 'public',
  '/misc/coming-soon': 'public',
  '/misc/not-authorized': 'public',
  '/misc/maintenance': 'public',
  '/misc/error': 'public',
  '/privacy/policy/sharing-data': 'public',
  '/pages/faq': 'public',
  '/public-job/:uid': 'public',
  // Not in spec 2.3: the people in the resumes (issue 44).
  '/my-data': 'public',
  '/my-data/dont-publish/:token': 'public',
  '/dashboard': 'read RA',
  '/resume-search': 'read RAE',
  '/market_place': 'read RA',
  '/resume-uploader': 'read RAE',
  '/resume-management': 'read RAE',
  '/resume-management/public': 'read RAE',
  '/keyword_management': 'read RAE',
  '/domain_management': 'read RAE',
  // Not in spec 2.3: the account's invoices and the demo's invoice preview and print routes (issue 20).
  '/pages/invoices': 'read ACL',
  '/apps/invoice/preview/:uid': 'read ACL',
  '/apps/invoice/print/:uid': 'read ACL',
  '/apps/invoice/add': 'read ACL',
  '/apps/invoice/edit/:uid': 'read ACL',
  '/pages/landing-content': 'read ACL',
  // Not in spec 2.3: the keyword_exclusion list's screen (issue 25).
  '/keyword_exclusion': 'read RAE',
  '/experience_keyword': 'read RAE',
  '/client_management': 'read RA',
  '/client_management/create': 'read RA',
  '/client_management/edit/:uid': 'read RA',
  '/purchase-resume': 'read RA',
  '/job_template': 'read RA',
  '/job_template/create': 'read RA',
  '/job_template/edit/:uid': 'read RA',
  '/mobile-plugin': 'read RA',
  '/email-plugin': 'read RA',
  '/jobs': 'read RA',
  '/jobs/create-job': 'read RA',
  '/update-job/:uid': 'read RA',
  '/view-job/:uid': 'read RA',
  '/job_application': 'read RA',
  '/freework': 'read RAEF',
  '/create-project': 'read RAEF',
  '/freework/project_details': 'read RAEF',
  '/freework/project_details/:uid': 'read RAEF',
  '/update-upwork/:uid': 'read RAEF',
  '/sms_template': 'read RA',
  '/resume-uploaded': 'read RAE',
  '/manual-resume/:uid': 'read RAE',
  '/profile': 'read Auth',
  '/user/profile': 'read Auth',
  '/jobs/reveived/profiles/:uid': 'read RA',
  '/wallet': 'read RA',
  '/candidates_communicated': 'read RA',
  '/app/profile/uploade': 'read RAE',
  '/check-out': 'read RU',
  '/non-public-resume': 'read RAEF',
  '/pages/pricing': 'read Auth',
  '/pages/tat-coins/purchase': 'read RA',
  '/pages/profile': 'read ACL',
  '/pages/account-settings': 'read ACL',
  '/pages/api-key': 'read ACL',
  '/pages/license': 'read ACL',
  '/pages/blog/list': 'read ACL',
  '/pages/blog/detail': 'read ACL',
  '/pages/blog/edit': 'read ACL',
  '/user_dashboard': 'read J',
  '/create_my_resume': 'read J',
  '/profile_project': 'read J',
  '/my_upload_resume': 'read J',
  '/profile-resume/:uid': 'read J',
  '/search_job': 'read J',
  '/search_job/apply_job': 'read J',
  '/my_applied_job': 'read J',
  '/fl_dashboard': 'read F',
  '/manage_project': 'read F',
  '/freelancer_profile': 'read F',
  '/apps/user/list': 'read AF',
  '/apps/user/update/:uid': 'read AF',
  '/apps/user/create/': 'read AF',
  '/update-users/:uid': 'read AF',
  // Not in spec 2.3: the audit log of issue 19, under the user-administration set (docs/decisions.md).
  '/apps/user/audit-log': 'read AF',
  // Not in spec 2.3: the register of data requests (issue 44), the admin alone as its call's guard says.
  '/data_requests': 'manage ACL',
  // Not in spec 2.3: the retention setting of issue 44 part B, the admin alone as its calls' guard says.
  '/apps/user/retention': 'manage ACL',
  // Issue 40: the guard of the calls, the admin alone and a team owner.
  '/apps/user-service-management': 'manage UserServices',
  '/user-role-management': 'read AF',
  '/create-user-role': 'read AF',
  '/update-user-role/:uid': 'read AF',
  '/user-management': 'manage Team',
  '/create-user': 'manage Team',
  '/update-user': 'manage Team',
  '/apps/user/view/:id': 'signed in (no tag)',
};

describe('route table', () => {
  it('has every route of spec 2.3 with its access tag, and nothing else', () => {
    const actual = Object.fromEntries(routes.map((r) => [r.path, describeAccess(r.access)]));
    expect(actual).toEqual(expected);
  });

  it('declares each path once', () => {
    const paths = routes.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('uses only the known resource codes plus Auth, ACL and the derived Team and UserServices', () => {
    const allowed = new Set<string>([...RESOURCE_CODES, 'Auth', 'ACL', 'Team', 'UserServices']);
    for (const r of routes) {
      if (typeof r.access === 'object' && r.access.subject)
        expect(allowed.has(r.access.subject), r.path).toBe(true);
    }
  });

  it('puts auth, misc, payment pages and /check-out in the blank layout and the rest in the shell', () => {
    const blank = routes.filter((r) => r.layout === 'blank').map((r) => r.path);
    expect(blank).toContain('/check-out');
    for (const r of routes) {
      if (r.access === 'public' || r.access === 'restricted') expect(r.layout, r.path).toBe('blank');
    }
    expect(routes.find((r) => r.path === '/dashboard')?.layout).toBe('shell');
  });

  // Real work, not waiting: it transforms and imports every page module of the portal (10 s with eight
  // jobs sharing 2 cores), so it keeps a longer limit than the other tests.
  it('lazy-loads a real page module for every route', async () => {
    const keys = new Set(routes.map((r) => r.page));
    for (const key of keys) {
      const mod = await pageLoaders[key]();
      expect(typeof mod.default, key).toBe('function');
    }
  }, 60_000);
});

describe('pages and the calls they make (issue 40)', () => {
  // A page's tag is the guard of the calls it makes, so a role that opens the page is never refused by them.
  const pageCalls: Record<string, (keyof typeof endpoints)[]> = {
    '/user-management': ['myTeam', 'setTeamMemberStatus'],
    '/create-user': ['addTeamMember'],
    '/update-user': ['myTeamMember', 'updateTeamMember'],
    '/apps/user-service-management': [
      'serviceUsers',
      'serviceUser',
      'overridePlan',
      'overrideLimit',
      'adjustTat',
      'resendVerification',
    ],
  };
  it.each(Object.entries(pageCalls))('%s has the guard of its calls', (path, calls) => {
    const route = routes.find((r) => r.path === path)!;
    if (typeof route.access !== 'object') throw new Error(`${path} is not signed-in`);
    for (const name of calls) {
      const access = endpoints[name].access;
      if (access === 'public') throw new Error(`${name} is public`);
      expect({ action: route.access.action, subject: route.access.subject }, name).toEqual({
        action: access.action,
        subject: access.subject,
      });
      for (const role of ROLES)
        expect(defineAbilityFor(role).can(access.action, access.subject), `${role} ${name}`).toBe(
          defineAbilityFor(role).can(route.access.action, route.access.subject!),
        );
    }
  });
});
