import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { Tone } from '@talent/ui';
import { sendJson } from '../../lib/api';
import type { Permission, PermissionRole } from '../../mocks/data/permissions';

/** Spec 001 section 9: the permission list pages by 10, from page 1. */
export const PAGE_SIZES = [10, 25, 50] as const;

/** Each role's chip colour, the same on every screen. */
export const roleTones: Record<PermissionRole, Tone> = {
  administrator: 'accent',
  manager: 'caution',
  user: 'positive',
  support: 'info',
  'restricted-user': 'critical',
};
export const roleTitles: Record<PermissionRole, string> = {
  administrator: 'Administrator',
  manager: 'Manager',
  user: 'User',
  support: 'Support',
  'restricted-user': 'Restricted User',
};

export interface PermissionParams {
  q: string;
  assignedTo: PermissionRole | '';
  perPage: number;
  page: number;
}

export interface PermissionsAnswer {
  allData: Permission[];
  total: number;
  permissions: Permission[];
}

/** The permission list's endpoint: a page of `PermissionsAnswer` for `PermissionParams`. */
export const PERMISSIONS_PATH = '/apps/permissions/data';

/** Add (201), rename (201) and delete (200) as spec 001 lists them; each refreshes the list. */
export function usePermissionActions() {
  const { mutate } = useSWRConfig();
  const refresh = useCallback(
    () => mutate((key) => Array.isArray(key) && key[0] === PERMISSIONS_PATH),
    [mutate],
  );
  const add = useCallback(
    async (name: string) => {
      const created = await sendJson<Permission>('POST', '/apps/permissions/add-permission', {
        permission: { name },
      });
      void refresh();
      return created;
    },
    [refresh],
  );
  const rename = useCallback(
    async (id: number, name: string) => {
      const saved = await sendJson<Permission>('POST', '/apps/permissions/update-permission', { id, name });
      void refresh();
      return saved;
    },
    [refresh],
  );
  const remove = useCallback(
    async (id: number) => {
      await sendJson('DELETE', `/apps/permissions/delete?id=${id}`);
      void refresh();
    },
    [refresh],
  );
  return { add, rename, remove };
}
