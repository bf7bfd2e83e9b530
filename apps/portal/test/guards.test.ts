import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from '@talent/api/abilities';
import { decide, homeFor, isProfileIncomplete } from '../src/routes/guards';
import { routes, type RouteDef } from '../src/routes/table';

const route = (path: string): RouteDef => {
  const found = routes.find((r) => r.path === path);
  if (!found) throw new Error(`no route ${path}`);
  return found;
};

type Statements = {
  about_company_statement: string | null;
  hire_visa_candidates_statement: string | null;
  equal_employee_opportunity: string | null;
};
const complete: Statements = {
  about_company_statement: 'We hire.',
  hire_visa_candidates_statement: null,
  equal_employee_opportunity: null,
};
const incomplete: Statements = {
  about_company_statement: null,
  hire_visa_candidates_statement: '  ',
  equal_employee_opportunity: null,
};
const user = (role: Role, statements = complete) => ({ role, ...statements });

describe('profile-completion check (spec 3)', () => {
  it('is true only when none of the three statements is set', () => {
    expect(isProfileIncomplete(incomplete)).toBe(true);
    expect(isProfileIncomplete(complete)).toBe(false);
    expect(isProfileIncomplete({ ...incomplete, equal_employee_opportunity: 'Yes' })).toBe(false);
    expect(isProfileIncomplete({ ...incomplete, hire_visa_candidates_statement: 'We sponsor' })).toBe(false);
  });
});

describe('guards (spec 2.1)', () => {
  it('sends a visitor without userData to /login from protected routes', () => {
    expect(decide(route('/dashboard'), null)).toEqual({ kind: 'redirect', to: '/login' });
    expect(decide(route('/apps/user/view/:id'), null)).toEqual({ kind: 'redirect', to: '/login' });
    expect(decide(route('/profile'), null)).toEqual({ kind: 'redirect', to: '/login' });
  });

  it('lets everybody open public routes', () => {
    for (const path of ['/misc/not-authorized', '/pages/faq', '/payment/success/token']) {
      expect(decide(route(path), null)).toEqual({ kind: 'render' });
      expect(decide(route(path), user('jobseeker'))).toEqual({ kind: 'render' });
      expect(decide(route(path), user('recruiter', incomplete))).toEqual({ kind: 'render' });
    }
  });

  it('sends a role lacking the read permission to /misc/not-authorized', () => {
    expect(decide(route('/dashboard'), user('jobseeker'))).toEqual({
      kind: 'redirect',
      to: '/misc/not-authorized',
    });
    expect(decide(route('/search_job'), user('recruiter'))).toEqual({
      kind: 'redirect',
      to: '/misc/not-authorized',
    });
    expect(decide(route('/fl_dashboard'), user('admin'))).toEqual({
      kind: 'redirect',
      to: '/misc/not-authorized',
    });
    expect(decide(route('/dashboard'), user('editor'))).toEqual({
      kind: 'redirect',
      to: '/misc/not-authorized',
    });
    expect(decide(route('/apps/user/list'), user('recruiter'))).toEqual({
      kind: 'redirect',
      to: '/misc/not-authorized',
    });
    expect(decide(route('/check-out'), user('admin'))).toEqual({
      kind: 'redirect',
      to: '/misc/not-authorized',
    });
  });

  it('lets roles read their resource groups', () => {
    const ok = { kind: 'render' };
    expect(decide(route('/dashboard'), user('admin'))).toEqual(ok);
    expect(decide(route('/dashboard'), user('recruitment_agency'))).toEqual(ok);
    expect(decide(route('/resume-management'), user('editor'))).toEqual(ok);
    expect(decide(route('/freework'), user('freelancer'))).toEqual(ok);
    expect(decide(route('/apps/user/list'), user('freelancer'))).toEqual(ok);
    expect(decide(route('/search_job'), user('jobseeker', incomplete))).toEqual(ok);
    expect(decide(route('/apps/user/view/:id'), user('client'))).toEqual(ok);
    expect(decide(route('/check-out'), user('enterprise'))).toEqual(ok);
  });

  it('sends a signed-in user on a restricted route to the home of the role', () => {
    const homes: Record<Role, string> = {
      admin: '/dashboard',
      jobseeker: '/search_job',
      freelancer: '/fl_dashboard',
      recruiter: '/dashboard',
      recruitment_agency: '/dashboard',
      enterprise: '/dashboard',
      freelance_enterprise: '/dashboard',
      editor: '/resume-management',
      client: '/dashboard',
    };
    for (const role of ROLES) {
      for (const path of [
        '/login',
        '/register',
        '/signup',
        '/forgot-password',
        '/reset-password/:uid/:token',
      ]) {
        expect(decide(route(path), user(role)), `${role} ${path}`).toEqual({
          kind: 'redirect',
          to: homes[role],
        });
      }
      expect(homeFor({ role })).toBe(homes[role]);
    }
    expect(decide(route('/login'), null)).toEqual({ kind: 'render' });
  });

  it('forces a non-job-seeker with an incomplete profile to /profile, but not a job seeker', () => {
    // A client (issue 43) is a recruiter's customer with no company statements to fill: tested below.
    for (const role of ROLES.filter((r) => r !== 'jobseeker' && r !== 'client')) {
      expect(decide(route('/pages/account-settings'), user(role, incomplete)), role).toEqual({
        kind: 'redirect',
        to: '/profile',
      });
      expect(decide(route('/profile'), user(role, incomplete)), role).toEqual({ kind: 'render' });
      // A plan is chosen and paid for before the company profile (issue 25).
      expect(decide(route('/pages/pricing'), user(role, incomplete)), role).toEqual({ kind: 'render' });
    }
    expect(decide(route('/check-out'), user('recruiter', incomplete))).toEqual({ kind: 'render' });
    expect(decide(route('/dashboard'), user('recruiter', incomplete))).toEqual({
      kind: 'redirect',
      to: '/profile',
    });
    expect(decide(route('/user_dashboard'), user('jobseeker', incomplete))).toEqual({ kind: 'render' });
  });

  it('lets a client account into /dashboard, its client portal, and nowhere else it cannot read (issue 43)', () => {
    const ok = { kind: 'render' };
    expect(decide(route('/dashboard'), user('client', incomplete))).toEqual(ok);
    expect(decide(route('/pages/account-settings'), user('client', incomplete))).toEqual(ok);
    expect(decide(route('/jobs'), user('client'))).toEqual({ kind: 'redirect', to: '/misc/not-authorized' });
    expect(decide(route('/client_management'), user('client'))).toEqual({
      kind: 'redirect',
      to: '/misc/not-authorized',
    });
    // A custom role is held with the neutral client role: it gets no client portal.
    const custom = { ...user('client'), custom_role: true, ability: [{ action: 'read', subject: 'RAE' }] };
    expect(decide(route('/dashboard'), custom)).toEqual({ kind: 'redirect', to: '/misc/not-authorized' });
  });

  it('checks the ability before profile completeness', () => {
    expect(decide(route('/search_job'), user('recruiter', incomplete))).toEqual({
      kind: 'redirect',
      to: '/misc/not-authorized',
    });
  });
});
