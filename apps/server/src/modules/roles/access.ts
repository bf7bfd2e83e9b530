/**
 * Issue 40: here in roles (not team) because auth, the contract plugin and team all read it, and team
 * imports auth.
 *
 * The account a signed-in user works in (issue 19): their own, or their owner's when they are a team
 * member. Resolved once at the auth layer (plugins/contract.ts), so every module that scopes by
 * `auth.user.id` (collection, wallet, marketplace, jobs, projects) acts on the owner's account, while
 * `auth.self` stays the member for what is personal (password, e-mail, session, API keys).
 */
import {
  RESOURCE_CODES,
  abilityFromRules,
  type AbilityRule,
  type AppAbility,
  type ResourceCode,
} from '@talent/api';
import { NOT_GRANTABLE_TO_MEMBERS, derivedRules } from '@talent/api/rules';
import type { Kysely } from 'kysely';
import type { Database, User } from '../../db/schema';
import { storedRulesFor } from './repo';

/** An account's own rules: the stored rules of its role and the derived team and user-service rules
 * (issue 40). The guard, the handlers and userData (the portal) all read these. */
export async function accountRules(
  db: Kysely<Database>,
  user: Pick<User, 'role' | 'role_id' | 'owner_id'>,
): Promise<AbilityRule[]> {
  return derivedRules(user, await storedRulesFor(db, user));
}

/** The resource codes stored for a member (unknown codes are dropped). */
export function storedPermissions(user: Pick<User, 'member_permissions'>): ResourceCode[] {
  if (!user.member_permissions) return [];
  try {
    const parsed: unknown = JSON.parse(user.member_permissions);
    return Array.isArray(parsed) ? RESOURCE_CODES.filter((code) => (parsed as unknown[]).includes(code)) : [];
  } catch {
    return [];
  }
}

/** What an owner may grant: the codes their ability reads, less the team's own pages. */
export function grantableBy(ownerAbility: AppAbility): ResourceCode[] {
  return RESOURCE_CODES.filter(
    (code) =>
      ownerAbility.can('read', code) && !(NOT_GRANTABLE_TO_MEMBERS as readonly string[]).includes(code),
  );
}

/** A member's rules: Auth and ACL, and the granted codes the owner still has (a grant never outlives the
 * owner's own permission). */
export function memberRules(
  ownerAbility: AppAbility,
  member: Pick<User, 'member_permissions'>,
): AbilityRule[] {
  const allowed = grantableBy(ownerAbility);
  return [
    { action: 'read', subject: 'Auth' },
    { action: 'read', subject: 'ACL' },
    ...storedPermissions(member)
      .filter((code) => allowed.includes(code))
      .map((code): AbilityRule => ({ action: 'read', subject: code })),
  ];
}

export function memberAbility(
  ownerAbility: AppAbility,
  member: Pick<User, 'member_permissions'>,
): AppAbility {
  return abilityFromRules(memberRules(ownerAbility, member));
}
