/** Users, roles and the audit log (contract/users.ts) on fixtures, for stories and unit tests. */
import type { HttpHandler } from 'msw';
import { ROLES, ROLE_LABELS, abilityRulesFor, type Role } from '../../abilities';
import type { AdminUser, AuditEntryRow, Permission, RoleEntry } from '../../contract';
import { NOW, errorResponse, handle, ok, page } from '../handle';

export const rolesFixture: RoleEntry[] = [
  ...ROLES.map((role: Role, i) => ({
    id: i + 1,
    key: role,
    name: ROLE_LABELS[role],
    builtin: true,
    permissions: abilityRulesFor(role) as Permission[],
    user_count: 1,
    created_at: NOW,
    updated_at: NOW,
  })),
  {
    id: 10,
    key: 'custom_reviewer',
    name: 'Reviewer',
    builtin: false,
    permissions: [{ action: 'read', subject: 'RAE' }],
    user_count: 0,
    created_at: NOW,
    updated_at: NOW,
  },
];

export function adminUserFixture(id: number, overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id,
    full_name: `User ${id}`,
    email: `user${id}@example.com`,
    mobile: null,
    role: 'recruiter',
    role_id: 6,
    role_name: 'Recruiter',
    custom_role: false,
    plan: 'TAT Kickstart',
    plan_id: 1,
    status: 'active',
    is_email_verified: true,
    created_at: NOW,
    last_login_at: NOW,
    deactivated_at: null,
    ...overrides,
  };
}
export const adminUsersFixture: AdminUser[] = [
  adminUserFixture(1, {
    full_name: 'Ada Admin',
    email: 'admin@example.com',
    role: 'admin',
    role_id: 1,
    role_name: 'Admin',
  }),
  adminUserFixture(2),
  adminUserFixture(3, { status: 'inactive', deactivated_at: NOW }),
  adminUserFixture(4, { status: 'pending', is_email_verified: false, last_login_at: null }),
];

export const auditFixture: AuditEntryRow[] = [
  {
    id: 1,
    actor_id: 1,
    actor_name: 'Ada Admin',
    action: 'user.deactivate',
    target_user_id: 3,
    target_name: 'User 3',
    subject: null,
    reason: null,
    details: { unpublished_profiles: 2 },
    ip: '127.0.0.1',
    created_at: NOW,
  },
  {
    id: 2,
    actor_id: 2,
    actor_name: 'User 2',
    action: 'auth.sign_in',
    target_user_id: 2,
    target_name: 'User 2',
    subject: null,
    reason: null,
    details: null,
    ip: '127.0.0.1',
    created_at: NOW,
  },
];

const userOf = (params: Record<string, unknown>) => adminUsersFixture.find((u) => u.id === Number(params.id));
const roleOf = (params: Record<string, unknown>) => rolesFixture.find((r) => r.id === Number(params.id));

export const userHandlers: HttpHandler[] = [
  handle('listUsers', ({ request }) => page(adminUsersFixture, request.url)),
  handle('getUser', ({ params }) => {
    const user = userOf(params);
    if (!user) return errorResponse(404, 'No such user.');
    return {
      user,
      wallet: { tat: 120, ttt: 40, movements: [] },
      counts: { profiles: 12, public_profiles: 3, jobs: 2, projects: 1 },
      jobs: [],
      projects: [],
      team: { members: [] },
      audit: auditFixture.filter((e) => e.target_user_id === user.id),
    };
  }),
  handle('createUser', ({ body }) =>
    adminUsersFixture.some((u) => u.email === body.email)
      ? errorResponse(409, 'This email is already in use.', { email: ['This email is already in use.'] })
      : adminUserFixture(50, { full_name: body.full_name, email: body.email, status: 'pending' }),
  ),
  handle('updateUser', ({ params, body }) => {
    const user = userOf(params);
    if (!user) return errorResponse(404, 'No such user.');
    return { ...user, full_name: body.full_name, email: body.email, mobile: body.mobile ?? null };
  }),
  handle('setUsersStatus', ({ body }) => ({
    message: `${body.ids.length} ${body.ids.length === 1 ? 'user' : 'users'} ${body.active ? 'reactivated' : 'deactivated'}.`,
    changed: body.ids.length,
  })),
  handle('listRoles', () => ({ results: rolesFixture })),
  handle('createRole', ({ body }) => ({
    ...rolesFixture[9]!,
    id: 11,
    name: body.name,
    permissions: body.permissions,
  })),
  handle('updateRole', ({ params, body }) => {
    const role = roleOf(params);
    if (!role) return errorResponse(404, 'No such role.');
    if (role.builtin) return errorResponse(400, 'Built-in roles cannot be changed or deleted.');
    return { ...role, name: body.name, permissions: body.permissions };
  }),
  handle('deleteRole', ({ params }) => {
    const role = roleOf(params);
    if (!role) return errorResponse(404, 'No such role.');
    if (role.builtin) return errorResponse(400, 'Built-in roles cannot be changed or deleted.');
    return ok('The role has been deleted.');
  }),
  handle('listAudit', ({ request }) => page(auditFixture, request.url)),
];
