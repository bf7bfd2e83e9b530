/** Turning a user row into the client's userData / profile answers. */
import {
  ROLE_LABELS,
  isRole,
  landingFor,
  landingForRules,
  type Role,
  type UserData,
  type UserProfile,
} from '@talent/api';
import { planDisplayName } from '@talent/api/rules';
import type { AppContext } from '../../context';
import type { NewUser, User } from '../../db/schema';
import { activePlanId } from '../plans/limits';
import { storedRulesFor } from '../roles/repo';

export async function currentPlanPair(ctx: AppContext, user: User): Promise<[number, string] | null> {
  const planId = activePlanId(user);
  if (planId === null) return null;
  const plan = await ctx.db
    .selectFrom('plans')
    .select(['id', 'name', 'login_name'])
    .where('id', '=', planId)
    .executeTakeFirst();
  // The pair's name is the plan's one display name (issue 25), as the badge and the profile show it.
  return plan ? [plan.id, planDisplayName(plan)] : null;
}

export async function toUserData(ctx: AppContext, user: User, refreshToken: string): Promise<UserData> {
  const role: Role = isRole(user.role) ? user.role : 'client';
  const balance = await ctx.balances(user.id);
  return {
    id: user.id,
    full_name: user.full_name,
    role,
    avatar: user.avatar,
    email: user.email,
    is_email_verified: user.is_email_verified === 1,
    is_phone_verified: user.is_phone_verified === 1,
    current_plan: await currentPlanPair(ctx, user),
    refreshToken,
    hire_visa_candidates_statement: user.hire_visa_candidates_statement,
    about_company_statement: user.about_company_statement,
    equal_employee_opportunity: user.equal_employee_opportunity,
    sub_user: user.sub_user === 1,
    userType: user.user_type,
    mobile: user.mobile,
    talentru_coin: balance.tat,
    // The stored rules of the held role (issue 19): a change reaches the portal at the next refresh of
    // the profile, and the server's checks read the same rows on every call.
    ability: await storedRulesFor(ctx.db, user),
    role_name: await roleNameOf(ctx, user, role),
    custom_role: user.role_id !== null,
  };
}

async function roleNameOf(ctx: AppContext, user: User, role: Role): Promise<string> {
  if (user.role_id === null) return ROLE_LABELS[role];
  const row = await ctx.db
    .selectFrom('roles')
    .select('name')
    .where('id', '=', user.role_id)
    .executeTakeFirst();
  return row?.name ?? ROLE_LABELS[role];
}

export async function toUserProfile(ctx: AppContext, user: User): Promise<UserProfile> {
  const { refreshToken: _omit, ...data } = await toUserData(ctx, user, '');
  const balance = await ctx.balances(user.id);
  return {
    ...data,
    company_name: user.company_name,
    date_joined: user.created_at,
    ttt_coin: balance.ttt,
    landing: data.custom_role ? landingForRules(await storedRulesFor(ctx.db, user)) : landingFor(user.role),
  };
}

/** A new account's row: registration and a guest application give these; everything else starts empty. */
export function newUserRow(
  given: Pick<NewUser, 'email' | 'password_hash' | 'full_name' | 'role'> &
    Partial<Pick<NewUser, 'mobile' | 'company_name' | 'is_pending'>>,
  now: string,
): NewUser {
  return {
    mobile: null,
    avatar: null,
    company_name: null,
    user_type: given.role,
    sub_user: 0,
    is_email_verified: 0,
    is_phone_verified: 0,
    hire_visa_candidates_statement: null,
    about_company_statement: null,
    equal_employee_opportunity: null,
    current_plan_id: null,
    plan_expires_at: null,
    current_session_id: null,
    ...given,
    created_at: now,
    updated_at: now,
  };
}
