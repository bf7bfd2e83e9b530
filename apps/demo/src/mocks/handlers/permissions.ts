import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import { permissionDate, permissionRoles, type Permission } from '../data/permissions';
import { demoPath, fail, jsonBody } from '../http';
import { demoDb } from '../store';

/** Spec 001 section 9: the permission list pages by 10, from page 1. */
export const PERMISSION_PAGE_SIZE = 10;

const listParams = z.object({
  q: z.string().trim().default(''),
  perPage: z.coerce.number().int().min(1).max(100).default(PERMISSION_PAGE_SIZE),
  page: z.coerce.number().int().min(1).default(1),
  assignedTo: z.enum(permissionRoles).optional(),
});
const name = z
  .string()
  .trim()
  .min(1, 'Enter a permission name.')
  .max(100, 'A name is at most 100 characters.');
const addBody = z.object({ permission: z.object({ name }) });
const updateBody = z.object({ id: z.number().int().positive(), name });
const idParam = z.coerce.number().int().positive();

const firstIssue = (error: z.ZodError) => error.issues[0]?.message ?? 'Invalid request.';
const NOT_FOUND = 'Permission not found.';

export const permissionHandlers = [
  /** {params, allData, total, permissions}: q matches the name or the created date; assignedTo filters. */
  http.get(demoPath('/apps/permissions/data'), ({ request }) => {
    const parsed = listParams.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!parsed.success) return fail(400, firstIssue(parsed.error));
    const params = parsed.data;
    const q = params.q.toLowerCase();
    const allData = demoDb().permissions;
    const filtered = allData.filter(
      (p) =>
        (p.name.toLowerCase().includes(q) || p.createdDate.toLowerCase().includes(q)) &&
        (params.assignedTo === undefined || p.assignedTo.includes(params.assignedTo)),
    );
    const start = (params.page - 1) * params.perPage;
    return HttpResponse.json({
      params,
      allData,
      total: filtered.length,
      permissions: filtered.slice(start, start + params.perPage),
    });
  }),

  /** 201 with the permission, a new id and a created date; a new permission is for administrators only. */
  http.post(demoPath('/apps/permissions/add-permission'), async ({ request }) => {
    const parsed = addBody.safeParse(await jsonBody(request));
    if (!parsed.success) return fail(400, firstIssue(parsed.error));
    const permissions = demoDb().permissions;
    const permission: Permission = {
      id: Math.max(0, ...permissions.map((p) => p.id)) + 1,
      name: parsed.data.permission.name,
      assignedTo: ['administrator'],
      createdDate: permissionDate(new Date()),
    };
    permissions.push(permission);
    return HttpResponse.json(permission, { status: 201 });
  }),

  /** Renames a permission: 201 (spec 001's table), 404 for an unknown id. */
  http.post(demoPath('/apps/permissions/update-permission'), async ({ request }) => {
    const parsed = updateBody.safeParse(await jsonBody(request));
    if (!parsed.success) return fail(400, firstIssue(parsed.error));
    const permission = demoDb().permissions.find((p) => p.id === parsed.data.id);
    if (!permission) return fail(404, NOT_FOUND);
    permission.name = parsed.data.name;
    return HttpResponse.json(permission, { status: 201 });
  }),

  /** 200 with the id; 404 for an unknown one. */
  http.delete(demoPath('/apps/permissions/delete'), ({ request }) => {
    const id = idParam.safeParse(new URL(request.url).searchParams.get('id'));
    if (!id.success) return fail(400, 'Give the id of the permission to delete.');
    const permissions = demoDb().permissions;
    const at = permissions.findIndex((p) => p.id === id.data);
    if (at < 0) return fail(404, NOT_FOUND);
    permissions.splice(at, 1);
    return HttpResponse.json({ id: id.data });
  }),
];
