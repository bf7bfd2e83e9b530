/** User administration (spec 000 section 2.3, resource AF; spec 001 section 7 "Users and roles"; issue 19):
 * users, roles with their permissions, and the audit log. The admin calls need `manage` on ACL (only the
 * built-in admin role holds it); a user's own view needs only a session. */
import { z } from 'zod';
import { ACTIONS, PERMISSION_SUBJECTS, ROLES, USER_ADMIN } from '../abilities';
import { endpoint, id, idParam, idText, listOf, messageBody, pageQuery } from './core';
import { contactEmailSchema, phoneSchema } from './companies';
import { movementSchema } from './wallet';

const signedIn = { action: 'read', subject: 'Auth' } as const;
const userAdmin = USER_ADMIN;

export const USER_STATUSES = ['active', 'inactive', 'pending'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
export const USER_STATUS_LABELS: Record<UserStatus, string> = {
  active: 'Active',
  inactive: 'Inactive',
  pending: 'Pending verification',
};

export const USER_SORTS = ['full_name', 'email', 'role', 'created_at', 'last_login_at'] as const;
export type UserSort = (typeof USER_SORTS)[number];

/** One permission: an action on a resource code (or Auth, ACL). */
export const permissionSchema = z.object({
  action: z.enum(ACTIONS, { message: 'Choose read or manage.' }),
  subject: z.enum(PERMISSION_SUBJECTS, { message: 'Choose a known resource code.' }),
});
export type Permission = z.infer<typeof permissionSchema>;

export const roleEntrySchema = z.object({
  id: z.number().int(),
  key: z.string(),
  name: z.string(),
  builtin: z.boolean(),
  permissions: z.array(permissionSchema),
  /** Users who hold it: a role held by users cannot be deleted. */
  user_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type RoleEntry = z.infer<typeof roleEntrySchema>;

export const roleInputSchema = z.object({
  name: z
    .string()
    .trim()
    .min(2, { message: 'The role name has at least 2 characters.' })
    .max(60, { message: 'The role name has at most 60 characters.' }),
  permissions: z
    .array(permissionSchema)
    .max(PERMISSION_SUBJECTS.length * ACTIONS.length, { message: 'Too many permissions.' }),
});
export type RoleInput = z.input<typeof roleInputSchema>;

/** A user as the admin's list shows them. `role` is the built-in role; `role_name` the held role's name
 * (a custom role's when `role_id` is set). */
export const adminUserSchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  email: z.string(),
  mobile: z.string().nullable(),
  role: z.enum(ROLES),
  role_id: z.number().int(),
  role_name: z.string(),
  custom_role: z.boolean(),
  plan: z.string().nullable(),
  plan_id: z.number().int().nullable(),
  status: z.enum(USER_STATUSES),
  is_email_verified: z.boolean(),
  created_at: z.string(),
  last_login_at: z.string().nullable(),
  deactivated_at: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

const dateText = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'Use a date such as 2026-11-26.' })
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), { message: 'Use a real date.' });

export const userListQuery = pageQuery.extend({
  role_id: idText().optional(),
  plan_id: idText().optional(),
  status: z.enum(USER_STATUSES, { message: 'Choose active, inactive or pending.' }).optional(),
  /** Signed up on or after this day (UTC). */
  joined_from: dateText.optional(),
  /** Signed up on or before this day (UTC). */
  joined_to: dateText.optional(),
  sort: z.enum(USER_SORTS, { message: 'Sort by a column of the list.' }).optional(),
  dir: z.enum(['asc', 'desc'], { message: 'Choose asc or desc.' }).optional(),
});
export type UserListQuery = z.input<typeof userListQuery>;

export const userInputSchema = z.object({
  full_name: z
    .string()
    .trim()
    .min(1, { message: 'The name is required.' })
    .max(120, { message: 'The name has at most 120 characters.' }),
  email: contactEmailSchema,
  mobile: z
    .union([z.literal(''), z.null(), phoneSchema])
    .optional()
    .transform((v) => (v === '' || v === undefined ? null : v)),
  role_id: id(),
  status: z.enum(['active', 'inactive'], { message: 'Choose active or inactive.' }),
});
export type UserInput = z.input<typeof userInputSchema>;

export const bulkStatusSchema = z.object({
  ids: z
    .array(id())
    .min(1, { message: 'Choose at least one user.' })
    .max(100, { message: 'At most 100 users at a time.' }),
  active: z.boolean({ message: 'Say whether to reactivate (true) or deactivate (false).' }),
});

export const auditEntrySchema = z.object({
  id: z.number().int(),
  actor_id: z.number().int().nullable(),
  actor_name: z.string().nullable(),
  action: z.string(),
  target_user_id: z.number().int().nullable(),
  target_name: z.string().nullable(),
  subject: z.string().nullable(),
  reason: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  ip: z.string().nullable(),
  created_at: z.string(),
});
export type AuditEntryRow = z.infer<typeof auditEntrySchema>;

export const auditQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).optional(),
  offset: z.coerce.number().int().min(0).optional(),
  actor_id: idText().optional(),
  target_user_id: idText().optional(),
  /** An action (`user.deactivate`) or its family (`user.`, `auth.`). */
  action: z.string().trim().max(60).optional(),
  from: dateText.optional(),
  to: dateText.optional(),
});
export type AuditQuery = z.input<typeof auditQuery>;

export const userDetailSchema = z.object({
  user: adminUserSchema,
  wallet: z.object({ tat: z.number(), ttt: z.number(), movements: z.array(movementSchema) }),
  counts: z.object({
    profiles: z.number().int(),
    public_profiles: z.number().int(),
    jobs: z.number().int(),
    projects: z.number().int(),
  }),
  jobs: z.array(z.object({ id: z.number().int(), title: z.string(), status: z.string() })),
  projects: z.array(z.object({ id: z.number().int(), title: z.string(), status: z.string() })),
  /** The team members who work in this user's account (their `sub_user` is this user's id). */
  team: z.object({
    members: z.array(z.object({ id: z.number().int(), full_name: z.string(), email: z.string() })),
  }),
  audit: z.array(auditEntrySchema),
});
export type UserDetail = z.infer<typeof userDetailSchema>;

export const userEndpoints = {
  listUsers: endpoint({
    method: 'GET',
    path: '/api/users/',
    summary:
      'Every user (admin): `search` matches name or e-mail; filters by role, plan, status and sign-up date; sorted by a column.',
    query: userListQuery,
    response: listOf(adminUserSchema),
    access: userAdmin,
  }),
  getUser: endpoint({
    method: 'GET',
    path: '/api/get-user/:id',
    summary:
      "A user's account, wallet, counts, jobs, projects, team and audit trail: one's own, or anyone's for an admin.",
    params: idParam,
    response: userDetailSchema,
    errors: { 404: 'No such user (or not yours to see)' },
    access: signedIn,
  }),
  createUser: endpoint({
    invalidates: ['users', 'userServices'],
    method: 'POST',
    path: '/api/create-user/',
    summary: 'Create a user (admin); they get an e-mail with a link to set their password.',
    body: userInputSchema,
    status: 201,
    response: adminUserSchema,
    errors: {
      400: 'Invalid fields or unknown role',
      403: 'The role holds a permission the caller does not hold',
      409: 'The e-mail is taken',
    },
    access: userAdmin,
  }),
  updateUser: endpoint({
    invalidates: ['users', 'userServices'],
    method: 'PUT',
    path: '/api/update-user/:id/',
    summary:
      "Change a user's name, e-mail, mobile, role and status (admin). Deactivating ends their session and unpublishes their profiles.",
    params: idParam,
    body: userInputSchema,
    response: adminUserSchema,
    errors: {
      400: 'Invalid fields, unknown role, or the last admin deactivating or demoting themselves',
      403: 'The old or the new role holds a permission the caller does not hold',
      404: 'No such user',
      409: 'The e-mail is taken',
    },
    access: userAdmin,
  }),
  setUsersStatus: endpoint({
    invalidates: ['users', 'userServices'],
    method: 'POST',
    path: '/api/users/status/',
    summary: 'Deactivate or reactivate several users at once (admin).',
    body: bulkStatusSchema,
    response: messageBody.extend({ changed: z.number().int() }),
    errors: {
      400: 'Invalid ids, or the last admin deactivating themselves',
      403: "A user's role holds a permission the caller does not hold",
      404: 'An id is no user',
    },
    access: userAdmin,
  }),
  listRoles: endpoint({
    method: 'GET',
    path: '/api/manage-user-role/',
    summary: 'Every role with its permissions and how many users hold it (admin).',
    response: z.object({ results: z.array(roleEntrySchema) }),
    access: userAdmin,
  }),
  createRole: endpoint({
    invalidates: ['users', 'userServices'],
    method: 'POST',
    path: '/api/manage-user-role/',
    summary: 'Create a custom role (admin); only permissions the admin holds may be granted.',
    body: roleInputSchema,
    status: 201,
    response: roleEntrySchema,
    errors: { 400: 'Invalid fields or a permission the admin does not hold', 409: 'The name is taken' },
    access: userAdmin,
  }),
  updateRole: endpoint({
    invalidates: ['users', 'userServices'],
    method: 'PUT',
    path: '/api/manage-user-role/:id',
    summary: "Rename a custom role or change its permissions (admin); built-in roles can't be changed.",
    params: idParam,
    body: roleInputSchema,
    response: roleEntrySchema,
    errors: {
      400: 'Invalid fields, a built-in role, or a permission the admin does not hold',
      404: 'No such role',
      409: 'The name is taken',
    },
    access: userAdmin,
  }),
  deleteRole: endpoint({
    invalidates: ['users', 'userServices'],
    method: 'DELETE',
    path: '/api/manage-user-role/:id',
    summary: 'Delete a custom role no user holds (admin).',
    params: idParam,
    response: messageBody,
    errors: { 400: 'A built-in role, or one still held by users', 404: 'No such role' },
    access: userAdmin,
  }),
  listAudit: endpoint({
    method: 'GET',
    path: '/api/audit-log/',
    summary: 'The audit log, newest first (admin): by actor, target, action and date range. Read-only.',
    query: auditQuery,
    response: listOf(auditEntrySchema),
    access: userAdmin,
  }),
};
