/** User services (/apps/user-service-management, issue 19): an admin overrides a user's plan or daily
 * limits until an end date, grants or deducts TAT through the ledger, and resends the e-mail verification.
 * Every change carries a reason and lands in the audit log. docs/decisions.md "User services". */
import { z } from 'zod';
import { LIMIT_KINDS, MAX_SERVICE_TAT, SERVICE_REASON } from '../rules';
import { endpoint, id, idParam, listOf, pageQuery } from './core';
import { roleSchema } from './entities';
import { USER_SERVICES } from '../abilities';

/** Issue 40: admin only at the guard (USER_SERVICES), with the text the handler gave. */
const servicePages = { ...USER_SERVICES, denied: 'Only an admin manages user services.' } as const;

export const reasonSchema = z
  .string({ message: 'Give a reason.' })
  .trim()
  .min(SERVICE_REASON.min, { message: `Give a reason of at least ${SERVICE_REASON.min} characters.` })
  .max(SERVICE_REASON.max, { message: `The reason has at most ${SERVICE_REASON.max} characters.` });

/** An end date-time in ISO 8601 (a date alone ends at that day's start, UTC). */
export const endsAtSchema = z
  .string({ message: 'Give an end date.' })
  .trim()
  .max(40)
  .refine((v) => /^\d{4}-\d{2}-\d{2}/.test(v) && !Number.isNaN(Date.parse(v)), {
    message: 'Give the end as a date, such as 2026-12-31.',
  });

export const overrideSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['plan', ...LIMIT_KINDS]),
  plan_id: z.number().int().nullable(),
  plan_name: z.string().nullable(),
  /** The daily limit while the override lasts; null is unlimited (kind plan: null). */
  daily_limit: z.number().int().nullable(),
  ends_at: z.string(),
  reason: z.string(),
  created_at: z.string(),
});
export type ServiceOverride = z.infer<typeof overrideSchema>;

export const serviceUserSchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  email: z.string(),
  role: roleSchema,
  is_email_verified: z.boolean(),
  /** The plan in force now, overrides included. */
  plan: z.object({ id: z.number().int(), name: z.string(), overridden: z.boolean() }),
  tat: z.number(),
  /** Overrides in force now, newest first. */
  overrides: z.array(overrideSchema),
});
export type ServiceUser = z.infer<typeof serviceUserSchema>;

export const serviceActionSchema = z.object({
  id: z.number().int(),
  action: z.string(),
  reason: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  actor_name: z.string().nullable(),
  created_at: z.string(),
});

export const serviceUserDetailSchema = serviceUserSchema.extend({
  ttt: z.number(),
  limits: z.object({
    upload: z.number().int().nullable(),
    view: z.number().int().nullable(),
    message: z.number().int().nullable(),
  }),
  history: z.array(serviceActionSchema),
});
export type ServiceUserDetail = z.infer<typeof serviceUserDetailSchema>;

export const planOverrideBody = z.object({
  plan_id: id(),
  ends_at: endsAtSchema,
  reason: reasonSchema,
});

export const tatAdjustBody = z.object({
  /** Positive grants, negative deducts; whole TAT. */
  amount: z
    .number({ message: 'Enter an amount of TAT.' })
    .int({ message: 'The amount is whole TAT.' })
    .min(-MAX_SERVICE_TAT, { message: `At most ${MAX_SERVICE_TAT} TAT at once.` })
    .max(MAX_SERVICE_TAT, { message: `At most ${MAX_SERVICE_TAT} TAT at once.` })
    .refine((n) => n !== 0, { message: 'The amount cannot be 0.' }),
  reason: reasonSchema,
  /** Sent again with a retry, so one click moves the TAT once. */
  idempotency_key: z.string().min(8).max(100),
});

export const limitOverrideBody = z.object({
  kind: z.enum(LIMIT_KINDS, { message: `The limit is one of ${LIMIT_KINDS.join(', ')}.` }),
  /** The daily limit until the end date; null is unlimited. */
  daily_limit: z
    .number({ message: 'Enter a daily limit.' })
    .int({ message: 'The limit is a whole number.' })
    .min(0, { message: 'The limit is 0 or more.' })
    .max(1_000_000)
    .nullable(),
  ends_at: endsAtSchema,
  reason: reasonSchema,
});

export const userServiceEndpoints = {
  serviceUsers: endpoint({
    method: 'GET',
    path: '/api/user-services',
    summary: 'Users with their plan, TAT and overrides in force, searchable by name or e-mail (admin).',
    query: pageQuery,
    response: listOf(serviceUserSchema),
    errors: { 403: 'Admins only.' },
    access: servicePages,
  }),
  serviceUser: endpoint({
    method: 'GET',
    path: '/api/user-services/:id',
    summary: "One user's services: plan, balances, limits in force, overrides and the history of changes.",
    params: idParam,
    response: serviceUserDetailSchema,
    errors: { 403: 'Admins only.', 404: 'No such user.' },
    access: servicePages,
  }),
  overridePlan: endpoint({
    invalidates: ['userServices', 'users', 'wallet', 'profile'],
    method: 'POST',
    path: '/api/user-services/:id/plan',
    summary: 'Puts a plan in force until an end date, whatever the user pays for; logged with the reason.',
    params: idParam,
    body: planOverrideBody,
    status: 201,
    response: serviceUserDetailSchema,
    errors: { 400: 'Invalid fields, an end in the past, or an unknown plan.', 403: 'Admins only.' },
    access: servicePages,
    sessionOnly: true,
  }),
  overrideLimit: endpoint({
    invalidates: ['userServices', 'users', 'wallet', 'profile'],
    method: 'POST',
    path: '/api/user-services/:id/limits',
    summary: 'Raises or lowers one daily limit until an end date; logged with the reason.',
    params: idParam,
    body: limitOverrideBody,
    status: 201,
    response: serviceUserDetailSchema,
    errors: { 400: 'Invalid fields or an end in the past.', 403: 'Admins only.' },
    access: servicePages,
    sessionOnly: true,
  }),
  adjustTat: endpoint({
    invalidates: ['userServices', 'users', 'wallet', 'profile'],
    method: 'POST',
    path: '/api/user-services/:id/tat',
    summary: 'Grants (positive) or deducts (negative) TAT through the ledger, against the platform account.',
    params: idParam,
    body: tatAdjustBody,
    status: 201,
    response: serviceUserDetailSchema,
    errors: { 400: 'Invalid fields, or a deduction beyond the balance.', 403: 'Admins only.' },
    access: servicePages,
    sessionOnly: true,
  }),
  resendVerification: endpoint({
    invalidates: ['userServices', 'users', 'wallet', 'profile'],
    method: 'POST',
    path: '/api/user-services/:id/resend-verification',
    summary: 'Sends the user a new e-mail verification code; logged with the reason.',
    params: idParam,
    body: z.object({ reason: reasonSchema }),
    response: z.object({ message: z.string() }),
    errors: { 400: 'The address is already verified.', 403: 'Admins only.' },
    access: servicePages,
    sessionOnly: true,
  }),
} as const;
