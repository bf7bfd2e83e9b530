/**
 * The roles screen's sample (spec 001 section 6): the five sample permission roles, each with what it may
 * do on each sample permission (read, write, create). The spec shows no rules; these are derived from the
 * sample permissions' `assignedTo`, and a restricted user only reads.
 */
import type { ListedUser } from './listedUsers';
import { permissionFixtures, permissionRoles, type PermissionRole } from './permissions';

export const roleActions = ['read', 'write', 'create'] as const;
export type RoleAction = (typeof roleActions)[number];

/** One granted cell of the matrix: an action on a sample permission (by its slug). */
export interface RoleGrant {
  action: RoleAction;
  subject: string;
}

export interface Role {
  id: number;
  /** A sample role's key, or the slug of a role added in the demo. */
  key: string;
  name: string;
  grants: RoleGrant[];
}

/** What the matrix's rows are: the spec's nine sample permissions, by slug. */
export const roleResources = permissionFixtures().map((p) => ({ id: slugOf(p.name), label: p.name }));

export const roleTitles: Record<PermissionRole, string> = {
  administrator: 'Administrator',
  manager: 'Manager',
  user: 'User',
  support: 'Support',
  'restricted-user': 'Restricted User',
};

/**
 * The listed users (admin, editor, ...) and the sample roles (administrator, manager, ...) are two lists in
 * the spec with no link between them; the demo pairs them one to one so that a role card can count users.
 */
export const roleOfListedUser: Record<ListedUser['role'], PermissionRole> = {
  admin: 'administrator',
  editor: 'manager',
  author: 'user',
  maintainer: 'support',
  subscriber: 'restricted-user',
};

export function slugOf(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function roleFixtures(): Role[] {
  const permissions = permissionFixtures();
  return permissionRoles.map((key, i) => ({
    id: i + 1,
    key,
    name: roleTitles[key],
    grants: permissions
      .filter((p) => p.assignedTo.includes(key))
      .flatMap((p) =>
        (key === 'restricted-user' ? (['read'] as const) : roleActions).map((action) => ({
          action,
          subject: slugOf(p.name),
        })),
      ),
  }));
}
