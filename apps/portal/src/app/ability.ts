import { useMemo } from 'react';
import {
  abilityFromRules,
  anonymousAbility,
  defineAbilityFor,
  type AbilityRule,
  type AppAbility,
} from '@talent/api/abilities';
import type { StoredUserData } from '@talent/api/client';
import { useSession } from './session';

/**
 * What a signed-in user may do. A team member (issue 19: `sub_user` names their owner) has the permissions
 * the owner granted, which the server sends in userData.ability; everyone else has their role's.
 */
export function abilityOf(user: StoredUserData): AppAbility {
  if (typeof user.sub_user === 'number' && Array.isArray(user.ability))
    return abilityFromRules(user.ability as AbilityRule[]);
  return defineAbilityFor(user.role);
}

/** The signed-in user's abilities (spec 000 section 6), or an anonymous visitor's. */
export function useAbility(): AppAbility {
  const { user } = useSession();
  return useMemo(() => (user ? abilityOf(user) : anonymousAbility()), [user]);
}
