import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { sendJson, swrFetcher } from '../../lib/api';
import type { ListedUser } from '../../mocks/data/listedUsers';
import type { Role, RoleGrant } from '../../mocks/data/roles';

/** A role as the roles call answers it: with its user count and the first users. */
export interface ShownRole extends Role {
  totalUsers: number;
  users: Array<Pick<ListedUser, 'id' | 'fullName' | 'avatar' | 'avatarColor'>>;
}

export interface RolesAnswer {
  roles: ShownRole[];
  resources: Array<{ id: string; label: string }>;
  actions: Array<RoleGrant['action']>;
}

export interface RoleDraft {
  name: string;
  grants: RoleGrant[];
}

export const actionTitles: Record<RoleGrant['action'], string> = {
  read: 'Read',
  write: 'Write',
  create: 'Create',
};

export function useRoles() {
  return useSWR<RolesAnswer>(['/apps/roles/data'], swrFetcher);
}

/** Add and edit: the demo's own calls (spec 001 has none for roles); both refresh the cards. */
export function useRoleActions() {
  const { mutate } = useSWRConfig();
  const refresh = useCallback(
    () => mutate((key) => Array.isArray(key) && key[0] === '/apps/roles/data'),
    [mutate],
  );
  const save = useCallback(
    async (draft: RoleDraft, role: ShownRole | null) => {
      const saved = role
        ? await sendJson<ShownRole>('POST', '/apps/roles/update-role', { id: role.id, ...draft })
        : await sendJson<ShownRole>('POST', '/apps/roles/add-role', { role: draft });
      void refresh();
      return saved;
    },
    [refresh],
  );
  return { save };
}
