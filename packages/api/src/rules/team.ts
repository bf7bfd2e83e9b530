/** Team members (sub-users) and user services (issue 19): the rules both the server and the portal read. */
import type { ResourceCode } from '../abilities';
import type { PlanTier } from './index';

export { TEAM_OWNER_ROLES, canOwnTeam, derivedRules } from '../abilities';

/** Team members an account may have, per plan tier (the free plan included). */
export const TEAM_MEMBER_LIMITS = { 1: 2, 2: 5, 3: 10, 4: 25 } as const satisfies Record<PlanTier, number>;

export function teamMemberLimit(tier: number): number {
  return tier in TEAM_MEMBER_LIMITS ? TEAM_MEMBER_LIMITS[tier as PlanTier] : TEAM_MEMBER_LIMITS[1];
}

/** AF opens the team's own pages: a member works in the account, the owner alone manages the team. */
export const NOT_GRANTABLE_TO_MEMBERS = ['AF'] as const satisfies readonly ResourceCode[];

/** A change made on /apps/user-service-management needs a reason of this length. */
export const SERVICE_REASON = { min: 3, max: 500 } as const;
/** The largest TAT grant or deduction in one step. */
export const MAX_SERVICE_TAT = 1_000_000;
/** An override ends at most this many days ahead. */
export const MAX_OVERRIDE_DAYS = 366;
/** What a daily-limit override changes (the plan's daily allowances). */
export const LIMIT_KINDS = ['upload', 'view', 'message'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];
