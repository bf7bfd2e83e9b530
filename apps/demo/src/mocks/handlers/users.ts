import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import {
  avatarColors,
  billingMethods,
  listedUserPlans,
  listedUserRoles,
  listedUserStatuses,
  type ListedUser,
} from '../data/listedUsers';
import { demoPath, fail, jsonBody } from '../http';
import { demoDb } from '../store';

/** Spec 001 section 9: the users list pages by 10. */
export const USER_PAGE_SIZE = 10;
export const userSortColumns = ['fullName', 'email', 'role', 'currentPlan', 'billing', 'status'] as const;

const listParams = z.object({
  q: z.string().trim().toLowerCase().default(''),
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(USER_PAGE_SIZE),
  role: z.enum(listedUserRoles).optional(),
  currentPlan: z.enum(listedUserPlans).optional(),
  status: z.enum(listedUserStatuses).optional(),
  sort: z.enum(['asc', 'desc']).default('desc'),
  sortColumn: z.enum(userSortColumns).optional(),
});

/** add-user: what the side sheet sends; the rest is filled in. */
const newUser = z.object({
  fullName: z.string().trim().min(1, 'Enter the full name.').max(100),
  username: z.string().trim().min(1, 'Enter a username.').max(60),
  email: z.email('Enter a valid e-mail.'),
  company: z.string().trim().max(100).default(''),
  country: z.string().trim().max(60).default(''),
  contact: z.string().trim().max(40).default(''),
  role: z.enum(listedUserRoles),
  currentPlan: z.enum(listedUserPlans),
  billing: z.enum(billingMethods).default('Auto Debit'),
});
const idParam = z.coerce.number().int().positive();

const firstIssue = (error: z.ZodError) => error.issues[0]?.message ?? 'Invalid request.';
const NOT_FOUND = 'User not found.';

const matches = (user: ListedUser, q: string) =>
  [user.fullName, user.username, user.email, user.role, user.currentPlan, user.status, user.billing].some(
    (field) => field.toLowerCase().includes(q),
  );

export const userHandlers = [
  http.get(demoPath('/api/users/list/all-data'), () => HttpResponse.json(demoDb().listedUsers)),

  /** {allData, users, params, total}: q over name, username, e-mail, role, plan, status and billing. */
  http.get(demoPath('/api/users/list/data'), ({ request }) => {
    const parsed = listParams.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!parsed.success) return fail(400, firstIssue(parsed.error));
    const params = parsed.data;
    const allData = demoDb().listedUsers;
    const filtered = allData.filter(
      (u) =>
        matches(u, params.q) &&
        (params.role === undefined || u.role === params.role) &&
        (params.currentPlan === undefined || u.currentPlan === params.currentPlan) &&
        (params.status === undefined || u.status === params.status),
    );
    const column = params.sortColumn;
    const sorted = column
      ? [...filtered].sort(
          (a, b) =>
            a[column].localeCompare(b[column], 'en', { sensitivity: 'base' }) *
            (params.sort === 'asc' ? 1 : -1),
        )
      : [...filtered].reverse();
    const start = (params.page - 1) * params.perPage;
    return HttpResponse.json({
      allData,
      users: sorted.slice(start, start + params.perPage),
      params,
      total: filtered.length,
    });
  }),

  /** One user by `id`: 404 for an unknown one. */
  http.get(demoPath('/api/users/user'), ({ request }) => {
    const id = idParam.safeParse(new URL(request.url).searchParams.get('id'));
    if (!id.success) return fail(400, 'Give the id of the user.');
    const user = demoDb().listedUsers.find((u) => u.id === id.data);
    return user ? HttpResponse.json(user) : fail(404, NOT_FOUND);
  }),

  /** 201 with the new user (active, with a new id); a used e-mail or username: 400. */
  http.post(demoPath('/apps/users/add-user'), async ({ request }) => {
    const body = await jsonBody(request);
    const parsed = newUser.safeParse(body && typeof body === 'object' && 'user' in body ? body.user : body);
    if (!parsed.success) return fail(400, firstIssue(parsed.error));
    const users = demoDb().listedUsers;
    if (users.some((u) => u.email === parsed.data.email)) return fail(400, 'This email is already in use.');
    if (users.some((u) => u.username === parsed.data.username))
      return fail(400, 'This username is already in use.');
    const id = Math.max(0, ...users.map((u) => u.id)) + 1;
    const user: ListedUser = {
      ...parsed.data,
      id,
      status: 'active',
      avatar: '',
      avatarColor: avatarColors[id % avatarColors.length]!,
    };
    users.push(user);
    return HttpResponse.json(user, { status: 201 });
  }),

  /** 200 with the id; 404 for an unknown one. */
  http.delete(demoPath('/apps/users/delete'), ({ request }) => {
    const id = idParam.safeParse(new URL(request.url).searchParams.get('id'));
    if (!id.success) return fail(400, 'Give the id of the user to delete.');
    const users = demoDb().listedUsers;
    const at = users.findIndex((u) => u.id === id.data);
    if (at < 0) return fail(404, NOT_FOUND);
    users.splice(at, 1);
    return HttpResponse.json({ id: id.data });
  }),
];
