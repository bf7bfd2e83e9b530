import { useMemo } from 'react';
import { anonymousAbility, defineAbilityFor, type AppAbility } from '@talent/api/abilities';
import { useSession } from './session';

/** The signed-in user's abilities (spec 000 section 6), or an anonymous visitor's. */
export function useAbility(): AppAbility {
  const { user } = useSession();
  return useMemo(() => (user ? defineAbilityFor(user.role) : anonymousAbility()), [user]);
}
