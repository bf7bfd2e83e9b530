/** Turning a user row into the client's userData / profile answers. */
import { abilityRulesFor, isRole, landingFor, type Role, type UserData, type UserProfile } from '@talent/api';
import type { AppContext } from '../../context';
import type { NewUser, User } from '../../db/schema';
import { clockNow } from '../../lib/request-context';
import { activePlanId, overrideInForce } from '../plans/limits';
import { memberRules, ownerAbility } from '../team/access';

export async function currentPlanPair(ctx: AppContext, user: User): Promise<[number, string] | null> {
  // An admin's plan override (user services) is the plan in force until its end.
  const planId = (await overrideInForce(ctx.db, user.id, 'plan'))?.plan_id ?? activePlanId(user, clockNow());
  if (planId === null) return null;
  const plan = await ctx.db
    .selectFrom('plans')
    .select(['id', 'name'])
    .where('id', '=', planId)
    .executeTakeFirst();
  return plan ? [plan.id, plan.name] : null;
}

/** The account a user works in: the owner's for a team member (issue 19), else their own. */
async function accountOf(ctx: AppContext, user: User): Promise<User> {
  if (user.owner_id === null) return user;
  const owner = await ctx.db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', user.owner_id)
    .executeTakeFirst();
  return owner ?? user;
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
    ability: account === user ? abilityRulesFor(role) : memberRules(ownerAbility(account), user),
  };
}

export async function toUserProfile(ctx: AppContext, user: User): Promise<UserProfile> {
  const { refreshToken: _omit, ...data } = await toUserData(ctx, user, '');
  const balance = await ctx.balances((await accountOf(ctx, user)).id);
  return {
    ...data,
    company_name: user.company_name,
    date_joined: user.created_at,
    ttt_coin: balance.ttt,
    landing: landingFor(user.role),
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
