import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { Tone } from '@talent/ui';
import { sendJson, swrFetcher } from '../../lib/api';
import type { ListedUser } from '../../mocks/data/listedUsers';

/** The list's page sizes; 10 by default (spec 001 section 9). */
export const PAGE_SIZES = [10, 25, 50] as const;

export type UserRole = ListedUser['role'];
export type UserPlan = ListedUser['currentPlan'];
export type UserStatus = ListedUser['status'];

export const roleTitles: Record<UserRole, string> = {
  admin: 'Admin',
  editor: 'Editor',
  author: 'Author',
  maintainer: 'Maintainer',
  subscriber: 'Subscriber',
};
export const planTitles: Record<UserPlan, string> = {
  basic: 'Basic',
  team: 'Team',
  company: 'Company',
  enterprise: 'Enterprise',
};
export const statusTitles: Record<UserStatus, string> = {
  active: 'Active',
  inactive: 'Inactive',
  pending: 'Pending',
};
export const statusTones: Record<UserStatus, Tone> = {
  active: 'positive',
  inactive: 'neutral',
  pending: 'caution',
};

export interface UserListParams {
  q: string;
  role: UserRole | '';
  currentPlan: UserPlan | '';
  status: UserStatus | '';
  sort: 'asc' | 'desc';
  sortColumn: string;
  perPage: number;
  page: number;
}

export const initialUserParams: UserListParams = {
  q: '',
  role: '',
  currentPlan: '',
  status: '',
  sort: 'desc',
  sortColumn: '',
  perPage: 10,
  page: 1,
};

export interface UsersAnswer {
  allData: ListedUser[];
  users: ListedUser[];
  total: number;
}

/** What the add-user sheet sends; the handler makes the user active and gives the id and colour. */
export interface NewUser {
  fullName: string;
  username: string;
  email: string;
  company: string;
  country: string;
  contact: string;
  role: UserRole;
  currentPlan: UserPlan;
  billing: ListedUser['billing'];
}

const USER_KEYS = ['/api/users/', '/apps/roles/'];

/** The listed users' endpoint: a page of `UsersAnswer` for `UserListParams`. */
export const USERS_PATH = '/api/users/list/data';

export function useUser(id: number | null) {
  return useSWR<ListedUser>(id === null ? null : ['/api/users/user', { id }], swrFetcher);
}

/** The calls that change users; each refreshes every user list (and the role cards' counts). */
export function useUserActions() {
  const { mutate } = useSWRConfig();
  const refresh = useCallback(
    () =>
      mutate(
        (key) =>
          Array.isArray(key) &&
          typeof key[0] === 'string' &&
          USER_KEYS.some((prefix) => (key[0] as string).startsWith(prefix)),
      ),
    [mutate],
  );
  const add = useCallback(
    async (user: NewUser) => {
      const created = await sendJson<ListedUser>('POST', '/apps/users/add-user', { user });
      // The lists reload in the background: the sheet closes as soon as the user exists.
      void refresh();
      return created;
    },
    [refresh],
  );
  const remove = useCallback(
    async (id: number) => {
      await sendJson('DELETE', `/apps/users/delete?id=${id}`);
      void refresh();
    },
    [refresh],
  );
  return { add, remove };
}
