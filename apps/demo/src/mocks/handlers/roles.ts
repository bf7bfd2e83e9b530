import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import type { ListedUser } from '../data/listedUsers';
import { roleActions, roleOfListedUser, roleResources, slugOf, type Role } from '../data/roles';
import { demoPath, fail, jsonBody } from '../http';
import { demoDb } from '../store';

/** How many users' avatars a role card shows. */
export const ROLE_AVATARS = 4;

const subjects = roleResources.map((r) => r.id) as [string, ...string[]];
const grants = z
  .array(z.object({ action: z.enum(roleActions), subject: z.enum(subjects) }))
  .max(roleActions.length * subjects.length);
const roleName = z
  .string()
  .trim()
  .min(1, 'Enter a role name.')
  .max(40, 'A role name is at most 40 characters.');
const addBody = z.object({ role: z.object({ name: roleName, grants }) });
const updateBody = z.object({ id: z.number().int().positive(), name: roleName, grants });

const firstIssue = (error: z.ZodError) => error.issues[0]?.message ?? 'Invalid request.';
const TAKEN = 'A role with this name already exists.';

/** One cell once, in the matrix's order (a double click cannot grant twice). */
const tidy = (list: z.infer<typeof grants>) =>
  roleResources.flatMap((r) =>
    roleActions
      .filter((action) => list.some((g) => g.action === action && g.subject === r.id))
      .map((action) => ({ action, subject: r.id })),
  );

/** A role as the screen shows it: with its user count and the first few users. */
function withUsers(role: Role, users: ListedUser[]) {
  const members = users.filter((u) => roleOfListedUser[u.role] === role.key);
  return {
    ...role,
    totalUsers: members.length,
    users: members.slice(0, ROLE_AVATARS).map(({ id, fullName, avatar, avatarColor }) => ({
      id,
      fullName,
      avatar,
      avatarColor,
    })),
  };
}

const nameTaken = (name: string, except?: number) =>
  demoDb().roles.some((r) => r.id !== except && r.name.toLowerCase() === name.toLowerCase());

/**
 * The roles screen's calls. Spec 001 has none for roles (only the sample roles in section 6), so these are
 * the demo's own: the change lives in the demo store until reload, like every other demo change.
 */
export const roleHandlers = [
  http.get(demoPath('/apps/roles/data'), () => {
    const { roles, listedUsers } = demoDb();
    return HttpResponse.json({
      roles: roles.map((role) => withUsers(role, listedUsers)),
      resources: roleResources,
      actions: roleActions,
    });
  }),

  /** 201 with the new role (no users yet); 400 for a used name. */
  http.post(demoPath('/apps/roles/add-role'), async ({ request }) => {
    const parsed = addBody.safeParse(await jsonBody(request));
    if (!parsed.success) return fail(400, firstIssue(parsed.error));
    const { name } = parsed.data.role;
    if (nameTaken(name)) return fail(400, TAKEN);
    const roles = demoDb().roles;
    const role: Role = {
      id: Math.max(0, ...roles.map((r) => r.id)) + 1,
      key: slugOf(name),
      name,
      grants: tidy(parsed.data.role.grants),
    };
    roles.push(role);
    return HttpResponse.json(withUsers(role, demoDb().listedUsers), { status: 201 });
  }),

  /** 200 with the role renamed and its grants replaced; 404 for an unknown id, 400 for a used name. */
  http.post(demoPath('/apps/roles/update-role'), async ({ request }) => {
    const parsed = updateBody.safeParse(await jsonBody(request));
    if (!parsed.success) return fail(400, firstIssue(parsed.error));
    const role = demoDb().roles.find((r) => r.id === parsed.data.id);
    if (!role) return fail(404, 'Role not found.');
    if (nameTaken(parsed.data.name, role.id)) return fail(400, TAKEN);
    role.name = parsed.data.name;
    role.grants = tidy(parsed.data.grants);
    return HttpResponse.json(withUsers(role, demoDb().listedUsers));
  }),
];
