/**
 * Roles, resource codes and abilities (spec 000 section 6), defined once and used by the server,
 * the portal's route guards and the side menu.
 */
import { createMongoAbility, type MongoAbility, type RawRuleOf } from '@casl/ability';

export const ROLES = [
  'admin',
  'editor',
  'client',
  'jobseeker',
  'freelancer',
  'recruiter',
  'recruitment_agency',
  'enterprise',
  'freelance_enterprise',
] as const;
export type Role = (typeof ROLES)[number];

/** "Recruiter-type" roles: they reach the dashboard and the marketplace. */
export const RECRUITER_TYPE_ROLES = [
  'recruiter',
  'recruitment_agency',
  'enterprise',
  'freelance_enterprise',
] as const;
export type RecruiterTypeRole = (typeof RECRUITER_TYPE_ROLES)[number];

/** Roles a visitor may pick when registering (admin and editor are created by an admin). */
export const SELF_REGISTER_ROLES = [
  'jobseeker',
  'freelancer',
  'recruiter',
  'recruitment_agency',
  'enterprise',
  'freelance_enterprise',
  'client',
] as const satisfies readonly Role[];

export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Admin',
  editor: 'Editor',
  client: 'Client',
  jobseeker: 'Job Seeker',
  freelancer: 'Freelancer',
  recruiter: 'Recruiter',
  recruitment_agency: 'Recruitment Agency',
  enterprise: 'Enterprise',
  freelance_enterprise: 'Freelance Enterprise',
};

/** Resource codes of spec 000 section 6, plus Auth and ACL which every signed-in user reads. */
export const RESOURCE_CODES = ['J', 'F', 'RAE', 'RA', 'RU', 'AF', 'RAEF', 'JF'] as const;
export type ResourceCode = (typeof RESOURCE_CODES)[number];
/** Team and UserServices are never stored with a role: the server derives them from the account (issue 40,
 * `derivedRules` in the rules), so that a route's guard states the whole rule. */
export type Subject = ResourceCode | 'Auth' | 'ACL' | 'Team' | 'UserServices' | 'all';
/** What a stored permission may name (issue 19): the resource codes, then Auth and ACL. */
export const PERMISSION_SUBJECTS = [...RESOURCE_CODES, 'Auth', 'ACL'] as const;
export type PermissionSubject = (typeof PERMISSION_SUBJECTS)[number];
export const ACTIONS = ['read', 'manage'] as const;
export type Action = (typeof ACTIONS)[number];

export type AppAbility = MongoAbility<[Action, Subject]>;
export type AbilityRule = { action: Action; subject: Subject };

const RT = RECRUITER_TYPE_ROLES;

/** Which roles read which resource code (the brief's table, once). */
export const RESOURCE_ROLES: Record<ResourceCode, readonly Role[]> = {
  J: ['jobseeker'],
  F: ['freelancer'],
  RAE: [...RT, 'admin', 'editor'],
  RA: [...RT, 'admin'],
  RU: [...RT],
  // The spec's AF is admin and freelancer; the team owners of issue 19 read it too, for their team pages
  // (TEAM_OWNER_ROLES in the rules; docs/decisions.md "Team members").
  AF: ['admin', 'freelancer', 'recruitment_agency', 'enterprise', 'freelance_enterprise'],
  RAEF: [...RT, 'admin', 'editor', 'freelancer'],
  JF: ['jobseeker', 'freelancer'],
};

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

export function isRecruiterType(role: string | null | undefined): role is RecruiterTypeRole {
  return typeof role === 'string' && (RT as readonly string[]).includes(role);
}

/** Resource codes a role may read (without Auth/ACL). */
export function resourcesFor(role: string | null | undefined): ResourceCode[] {
  if (!isRole(role)) return [];
  return RESOURCE_CODES.filter((code) => RESOURCE_ROLES[code].includes(role));
}

/**
 * The rules stored in userData.ability. Every signed-in user reads Auth and ACL; an unknown or missing
 * role gets only those (the spec's default is read on Auth).
 */
export function abilityRulesFor(role: string | null | undefined): AbilityRule[] {
  const rules: AbilityRule[] = [
    { action: 'read', subject: 'Auth' },
    { action: 'read', subject: 'ACL' },
  ];
  for (const code of resourcesFor(role)) rules.push({ action: 'read', subject: code });
  if (role === 'admin') rules.push(USER_ADMIN);
  return rules;
}

/**
 * User administration (users, roles, the audit log; issue 19). Its pages carry the spec's AF tag, which
 * team owners also read (for their team pages), so the admin calls need more: manage on ACL, which only
 * the built-in admin role holds (docs/decisions.md "Roles and permissions").
 */
export const USER_ADMIN = { action: 'manage', subject: 'ACL' } as const satisfies AbilityRule;

/** Managing one's own team (issue 40): an account owner whose role has a team and who reads AF. */
export const TEAM_MANAGER = { action: 'manage', subject: 'Team' } as const satisfies AbilityRule;
/** Plan and limit overrides, TAT grants and resent verifications (issue 40): the built-in admin alone. */
export const USER_SERVICES = { action: 'manage', subject: 'UserServices' } as const satisfies AbilityRule;

/**
 * Roles whose account may have team members: the freelancer and the three organisations (freelance
 * enterprise, recruitment agency, enterprise), each of which reads AF for /user-management. The admin
 * manages users rather than a team; a lone recruiter, a job seeker, an editor and a client have none
 * (docs/decisions.md "Team members").
 */
export const TEAM_OWNER_ROLES = [
  'freelancer',
  'freelance_enterprise',
  'recruitment_agency',
  'enterprise',
] as const satisfies readonly Role[];

export function canOwnTeam(role: string | null | undefined): boolean {
  return (TEAM_OWNER_ROLES as readonly string[]).includes(role ?? '');
}

/**
 * The rules an account holds beyond its stored ones (issue 40): managing its own team (an owner, not a
 * member, whose role has a team and whose rules read AF) and user services (the admin signed in as
 * themselves). The server adds them to the stored rules on every call and in userData, so the guard of a
 * route, its handler and the portal's route table read one rule.
 */
export function derivedRules(
  user: { role: string; owner_id?: number | null },
  stored: readonly AbilityRule[],
): AbilityRule[] {
  if (user.owner_id != null) return [...stored];
  const has = (rule: AbilityRule) =>
    stored.some((r) => r.action === rule.action && r.subject === rule.subject);
  const readsAf = stored.some((r) => r.subject === 'AF');
  const extra: AbilityRule[] = [];
  if (canOwnTeam(user.role) && readsAf && !has(TEAM_MANAGER)) extra.push(TEAM_MANAGER);
  if (user.role === 'admin' && !has(USER_SERVICES)) extra.push(USER_SERVICES);
  return [...stored, ...extra];
}

/** True when the rules hold user administration. */
export const canAdministerUsers = (ability: AppAbility): boolean => ability.can('manage', 'ACL');

/** Where a custom role lands after sign-in: the first page family its rules read, else the profile page. */
export function landingForRules(rules: readonly { action: string; subject: string }[]): string {
  const ability = abilityOfUser({ role: '', ability: rules });
  const order: [Subject, string][] = [
    ['RA', '/dashboard'],
    ['RAE', '/resume-management'],
    ['J', '/search_job'],
    ['F', '/fl_dashboard'],
  ];
  return order.find(([subject]) => ability.can('read', subject))?.[1] ?? '/pages/profile';
}

/** Builds the ability of an account (not a team member) of a built-in role, derived rules included. */
export function defineAbilityFor(role: string | null | undefined): AppAbility {
  const rules = derivedRules({ role: role ?? '' }, abilityRulesFor(role));
  return createMongoAbility<[Action, Subject]>(rules as RawRuleOf<AppAbility>[]);
}

/** Builds an ability from stored rules (userData.ability); no rules means read on Auth only. */
export function abilityFromRules(rules: readonly AbilityRule[] | null | undefined): AppAbility {
  const list = rules && rules.length > 0 ? rules : [{ action: 'read', subject: 'Auth' } as AbilityRule];
  return createMongoAbility<[Action, Subject]>(list as RawRuleOf<AppAbility>[]);
}

/**
 * A signed-in user's ability as the portal knows it: the stored rules the server sent in userData (issue 19),
 * or, for userData stored before rules came with it, the built-in table of the role.
 */
export function abilityOfUser(user: {
  role: string;
  ability?: readonly { action: string; subject: string }[] | null;
  /** A team member's owner (userData.sub_user); older stored userData may carry other shapes. */
  sub_user?: unknown;
}): AppAbility {
  // Rules come from the server or from storage: only known actions count.
  const rules = (user.ability ?? []).filter((r): r is AbilityRule =>
    (ACTIONS as readonly string[]).includes(r.action),
  );
  const owner = user.sub_user;
  const account = { role: user.role, owner_id: typeof owner === 'number' ? owner : owner ? 0 : null };
  return abilityFromRules(derivedRules(account, rules.length > 0 ? rules : abilityRulesFor(user.role)));
}

/** An ability for a visitor who is not signed in: nothing. */
export function anonymousAbility(): AppAbility {
  return createMongoAbility<[Action, Subject]>([]);
}

/** `read` check used by guards and the menu; a missing resource means the item is open to everyone. */
export function canRead(ability: AppAbility, resource: Subject | null | undefined): boolean {
  if (!resource) return true;
  return ability.can('read', resource);
}

/** Generic check (default action read), as the spec tests access as an action and resource pair. */
export function can(ability: AppAbility, action: Action | undefined, subject: Subject): boolean {
  return ability.can(action ?? 'read', subject);
}

/** Post-login landing per role (spec 2.2 plus the brief's decisions for admin, editor and client). */
export const LANDING_BY_ROLE: Record<Role, string> = {
  admin: '/dashboard',
  jobseeker: '/search_job',
  freelancer: '/fl_dashboard',
  recruiter: '/dashboard',
  recruitment_agency: '/dashboard',
  enterprise: '/dashboard',
  freelance_enterprise: '/dashboard',
  editor: '/resume-management',
  // Spec 000: a client on a restricted route goes to /dashboard, whose page for a client is the client
  // portal (issue 43).
  client: '/dashboard',
};

export function landingFor(role: string | null | undefined): string {
  return isRole(role) ? LANDING_BY_ROLE[role] : '/login';
}
