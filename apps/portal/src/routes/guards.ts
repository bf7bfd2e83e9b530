/**
 * The guards of spec 000 section 2.1 as one pure function, so they are tested without a browser.
 */
import { abilityOfUser, landingFor, landingForRules, type AppAbility } from '@talent/api/abilities';
import type { StoredUserData } from '@talent/api/client';
import { LOGIN_PATH, NOT_AUTHORIZED_PATH, PROFILE_PATH, type RouteDef } from './table';

/** The client portal's address: the client's dashboard (issue 43). */
export const CLIENT_PORTAL_PATH = '/dashboard';

export type GuardDecision = { kind: 'render' } | { kind: 'redirect'; to: string };

type Statements = Pick<
  StoredUserData,
  'hire_visa_candidates_statement' | 'about_company_statement' | 'equal_employee_opportunity'
>;
type GuardUser = Statements &
  Pick<StoredUserData, 'role'> &
  Partial<Pick<StoredUserData, 'ability' | 'custom_role'>>;

const isSet = (value: string | null | undefined) => typeof value === 'string' && value.trim() !== '';

/** Spec 3, "Profile-completion check": true (incomplete) when none of the three company statements is set. */
export function isProfileIncomplete(user: Statements): boolean {
  return (
    !isSet(user.hire_visa_candidates_statement) &&
    !isSet(user.about_company_statement) &&
    !isSet(user.equal_employee_opportunity)
  );
}

/**
 * The home of a signed-in user's role (spec 2.2 plus the brief's decisions). A role whose landing would be
 * /login (a restricted route, so a loop) goes to '/' as spec 2.1 allows.
 */
export function homeFor(
  user: (Pick<StoredUserData, 'role'> & Partial<Pick<StoredUserData, 'ability' | 'custom_role'>>) | null,
): string {
  if (!user) return LOGIN_PATH;
  // A custom role (issue 19) lands on the first page family its stored rules read.
  const landing = user.custom_role && user.ability ? landingForRules(user.ability) : landingFor(user.role);
  return landing === LOGIN_PATH ? '/' : landing;
}

/**
 * Buying a plan comes before the company profile: a new recruiter chooses a plan on the pricing page and pays
 * for it on /check-out right after verifying the e-mail (spec 4), so these two are not forced to /profile.
 */
export const OPEN_WITH_INCOMPLETE_PROFILE: ReadonlySet<string> = new Set([
  PROFILE_PATH,
  '/pages/pricing',
  '/check-out',
]);

export function decide(route: RouteDef, user: GuardUser | null, ability?: AppAbility): GuardDecision {
  if (route.access === 'public') return { kind: 'render' };
  if (route.access === 'restricted') {
    return user ? { kind: 'redirect', to: homeFor(user) } : { kind: 'render' };
  }
  if (!user) return { kind: 'redirect', to: LOGIN_PATH };
  const can = ability ?? abilityOfUser(user);
  // Spec 000: a client goes to /dashboard, whose page for a client account is the client portal (issue 43).
  const client = user.role === 'client' && !user.custom_role;
  const clientPortal = client && route.path === CLIENT_PORTAL_PATH;
  if (!clientPortal && route.access.subject && !can.can(route.access.action, route.access.subject)) {
    return { kind: 'redirect', to: NOT_AUTHORIZED_PATH };
  }
  if (
    user.role !== 'jobseeker' &&
    // A client is a recruiter's customer, not a company hiring here: it has no company statements to fill.
    !client &&
    // A custom role (issue 19) is staff of the platform, not a company: it has no company profile to fill.
    !user.custom_role &&
    isProfileIncomplete(user) &&
    !OPEN_WITH_INCOMPLETE_PROFILE.has(route.path)
  ) {
    return { kind: 'redirect', to: PROFILE_PATH };
  }
  return { kind: 'render' };
}
