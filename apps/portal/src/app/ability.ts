import { useMemo } from 'react';
import { abilityOfUser, anonymousAbility, type AppAbility } from '@talent/api/abilities';
import { useSession } from './session';

/** The signed-in user's abilities (spec 000 section 6): the stored rules of their role as the server sent
 * them (issue 19), or an anonymous visitor's. */
export function useAbility(): AppAbility {
  const { user } = useSession();
  return useMemo(() => (user ? abilityOfUser(user) : anonymousAbility()), [user]);
}

/** A user's abilities: their stored rules, or a team member's granted ones (both come in userData.ability). */
export const abilityOf = abilityOfUser;
