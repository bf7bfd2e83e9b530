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
import { clockNow } from '../../lib/request-context';
import { activePlanId, overrideInForce } from '../plans/limits';
import { storedRulesFor } from '../roles/repo';
import { accountRules, memberRules } from '../roles/access';
import { abilityFromRules } from '@talent/api';
import { authRepo } from './repo';
import { accountRepo } from './repo/account';

export async function currentPlanPair(ctx: AppContext, user: User): Promise<[number, string] | null> {
  // An admin's plan override (user services) is the plan in force until its end.
  const planId = (await overrideInForce(ctx.db, user.id, 'plan'))?.plan_id ?? activePlanId(user, clockNow());
  if (planId === null) return null;
  const plan = await accountRepo(ctx.db).planNames(planId);
  // The pair's name is the plan's one display name (issue 25), as the badge and the profile show it.
  return plan ? [plan.id, planDisplayName(plan)] : null;
}

/** The account a user works in: the owner's for a team member (issue 19), else their own. */
async function accountOf(ctx: AppContext, user: User): Promise<User> {
  if (user.owner_id === null) return user;
  return (await authRepo(ctx.db).userById(user.owner_id)) ?? user;
}

/** A team member's userData shows the account they work in: the owner's plan and TAT, and the
 * permissions granted to them (so the menu and route guards show only those pages). */
export async function toUserData(ctx: AppContext, user: User, refreshToken: string): Promise<UserData> {
  const role: Role = isRole(user.role) ? user.role : 'client';
  const account = await accountOf(ctx, user);
  const balance = await ctx.balances(account.id);
  return {
    id: user.id,
    full_name: user.full_name,
    role,
    avatar: user.avatar,
    email: user.email,
    is_email_verified: user.is_email_verified === 1,
    is_phone_verified: user.is_phone_verified === 1,
    current_plan: await currentPlanPair(ctx, account),
    refreshToken,
    // The company statements are the account's: a member works under the owner's company profile (and the
    // profile-completion check reads them).
    hire_visa_candidates_statement: account.hire_visa_candidates_statement,
    about_company_statement: account.about_company_statement,
    equal_employee_opportunity: account.equal_employee_opportunity,
    sub_user: user.owner_id,
    userType: user.user_type,
    mobile: user.mobile,
    talentru_coin: balance.tat,
    // The stored rules of the held role (issue 19): a change reaches the portal at the next refresh of
    // the profile, and the server's checks read the same rows on every call. A team member gets what the
    // owner granted, within the owner's rules.
    ability:
      account === user
        ? await accountRules(ctx.db, user)
        : memberRules(abilityFromRules(await storedRulesFor(ctx.db, account)), user),
    role_name: await roleNameOf(ctx, user, role),
    custom_role: user.role_id !== null,
  };
}

async function roleNameOf(ctx: AppContext, user: User, role: Role): Promise<string> {
  if (user.role_id === null) return ROLE_LABELS[role];
  return (await accountRepo(ctx.db).roleName(user.role_id)) ?? ROLE_LABELS[role];
}

export async function toUserProfile(ctx: AppContext, user: User): Promise<UserProfile> {
  const { refreshToken: _omit, ...data } = await toUserData(ctx, user, '');
  const balance = await ctx.balances((await accountOf(ctx, user)).id);
  return {
    ...data,
    company_name: user.company_name,
    billing_address: user.billing_address ?? null,
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
