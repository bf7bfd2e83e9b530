/** Clients: the companies a recruiter hires for (spec 001 section 7 "Companies"; issue 18). Each recruiter
 * sees and edits only their own clients; admins see and edit every client (docs/decisions.md "Clients"). */
import { z } from 'zod';
import {
  CLIENT_LOGO_TYPES,
  MAX_CLIENT_CONTACTS,
  MAX_CLIENT_LOGO_BYTES,
  PHONE_DIGITS,
  PHONE_PATTERN,
} from '../rules';
import { endpoint, id, idParam, listOf, messageBody, pageQuery } from './core';

/** /client_management and the job form's client picker: recruiter-type roles and admin (route table RA). */
const clientPages = { action: 'read', subject: 'RA' } as const;

const text = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, { message: `${label} has at most ${max} characters.` });
/** An optional text field: empty text (what a cleared form field sends) is stored as null. */
const optional = <T extends z.ZodType<string | null>>(schema: T) =>
  z
    .union([z.literal(''), z.null(), schema])
    .optional()
    .transform((v) => (v === '' || v === undefined ? null : v));

const WEBSITE_MESSAGE = 'Enter a web address such as https://example.com.';
/** A web address: http or https with a real host name; a bare "example.com" gets https:// in front. */
export const websiteSchema = z
  .string()
  .trim()
  .max(500, { message: 'The website has at most 500 characters.' })
  .transform((v) => (v && !/^[a-z][a-z0-9+.-]*:/i.test(v) ? `https://${v}` : v))
  .pipe(z.url({ protocol: /^https?$/, hostname: z.regexes.domain, message: WEBSITE_MESSAGE }));

const PHONE_MESSAGE = `Enter a phone number of ${PHONE_DIGITS.min} to ${PHONE_DIGITS.max} digits, such as +1 (555) 010-2030.`;
export const phoneSchema = z
  .string()
  .trim()
  .max(30, { message: PHONE_MESSAGE })
  .refine(
    (v) => {
      const digits = v.replace(/\D/g, '').length;
      return PHONE_PATTERN.test(v) && digits >= PHONE_DIGITS.min && digits <= PHONE_DIGITS.max;
    },
    { message: PHONE_MESSAGE },
  );

export const contactEmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, { message: 'Enter a valid e-mail address such as name@example.com.' })
  .pipe(z.email({ message: 'Enter a valid e-mail address such as name@example.com.' }));

export const clientContactInputSchema = z.object({
  name: text(120, 'The name').min(1, { message: 'The contact needs a name.' }),
  role: optional(text(120, 'The role')),
  email: optional(contactEmailSchema),
  phone: optional(phoneSchema),
});
export type ClientContactInput = z.input<typeof clientContactInputSchema>;

const displayNameSchema = text(200, 'The display name');

/** What a recruiter writes about a client. Optional fields may be left out, null or empty. */
export const clientInputSchema = z.object({
  name: text(200, 'The name').min(1, { message: 'The client name is required.' }),
  /** What candidates see on a job of this client (a confidential client: "A leading fintech company");
   * empty shows the name. */
  display_name: optional(displayNameSchema),
  /** A name from the `industry` lookup list. */
  industry: optional(text(100, 'The industry')),
  website: optional(websiteSchema),
  address: optional(text(500, 'The address')),
  notes: optional(text(4000, 'The notes')),
  contacts: z
    .array(clientContactInputSchema)
    .max(MAX_CLIENT_CONTACTS, { message: `At most ${MAX_CLIENT_CONTACTS} contacts.` })
    .optional()
    .default([]),
  /** PUT only: false brings an archived client back to the list and the picker. */
  archived: z.boolean().optional(),
});
export type ClientInput = z.input<typeof clientInputSchema>;

export const clientContactSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  role: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
});
export type ClientContact = z.infer<typeof clientContactSchema>;

export const clientLogoSchema = z.object({
  content_type: z.enum(Object.values(CLIENT_LOGO_TYPES) as [string, ...string[]]),
  size: z.number().int(),
  /** Changes with each upload: the portal reloads the image when it changes. */
  updated_at: z.string(),
});

export const clientSchema = z.object({
  id: z.number().int(),
  owner_id: z.number().int(),
  name: z.string(),
  display_name: z.string().nullable(),
  /** What candidates see on this client's jobs: the display name, else the name. */
  shown_name: z.string(),
  industry: z.string().nullable(),
  website: z.string().nullable(),
  address: z.string().nullable(),
  notes: z.string().nullable(),
  /** Fetch the image from `api/update-company/:id/logo`. */
  logo: clientLogoSchema.nullable(),
  contacts: z.array(clientContactSchema),
  archived: z.boolean(),
  archived_at: z.string().nullable(),
  /** Jobs that refer to this client (any status): deleting it archives it when there is one. */
  job_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Client = z.infer<typeof clientSchema>;

export const CLIENT_STATUSES = ['active', 'archived', 'all'] as const;
export const clientListQuery = pageQuery.extend({
  /** Active clients by default; archived ones only when asked. */
  status: z.enum(CLIENT_STATUSES, { message: 'Choose active, archived or all.' }).optional(),
});

/** What deleting answered: the client was deleted, or archived because jobs refer to it. */
export const clientRemovalSchema = messageBody.extend({
  outcome: z.enum(['deleted', 'archived']),
  jobs: z.number().int(),
});
export type ClientRemoval = z.infer<typeof clientRemovalSchema>;

/** One entry of `company_display_name`: what candidates see for each of my active clients. */
export const clientDisplayNameSchema = z.object({
  id: z.number().int(),
  owner_id: z.number().int(),
  name: z.string(),
  display_name: z.string().nullable(),
  shown_name: z.string(),
});
export type ClientDisplayName = z.infer<typeof clientDisplayNameSchema>;

const displayNameBody = z.object({
  display_name: displayNameSchema.min(1, { message: 'The display name is required.' }),
});

export const companyEndpoints = {
  listCompanies: endpoint({
    method: 'GET',
    path: '/api/manage-company/',
    summary:
      'My clients (admin: every client), by name; `search` matches the name, display name or industry; archived ones only with `status`.',
    query: clientListQuery,
    response: listOf(clientSchema),
    access: clientPages,
  }),
  createCompany: endpoint({
    invalidates: ['companies'],
    method: 'POST',
    path: '/api/manage-company/',
    summary: 'Add a client with its contacts.',
    body: clientInputSchema,
    status: 201,
    response: clientSchema,
    errors: { 400: 'Invalid fields', 409: 'I already have a client of this name' },
    access: clientPages,
  }),
  getCompany: endpoint({
    method: 'GET',
    path: '/api/update-company/:id',
    summary: 'One of my clients (admin: any), archived or not.',
    params: idParam,
    response: clientSchema,
    errors: { 404: 'No such client of mine' },
    access: clientPages,
  }),
  updateCompany: endpoint({
    invalidates: ['companies', 'jobs', 'invoices'],
    method: 'PUT',
    path: '/api/update-company/:id',
    summary:
      "Replace a client's fields and contacts (the display name shown on its jobs changes with it); `archived: false` restores an archived client.",
    params: idParam,
    body: clientInputSchema,
    response: clientSchema,
    errors: {
      400: 'Invalid fields',
      404: 'No such client of mine',
      409: 'I already have a client of this name',
    },
    access: clientPages,
  }),
  deleteCompany: endpoint({
    invalidates: ['companies', 'jobs', 'invoices'],
    method: 'DELETE',
    path: '/api/update-company/:id',
    summary:
      'Delete a client; one that jobs refer to is archived instead (hidden from the list and the picker, its jobs keep it). The answer says which happened.',
    params: idParam,
    response: clientRemovalSchema,
    errors: { 404: 'No such client of mine' },
    access: clientPages,
  }),
  uploadCompanyLogo: endpoint({
    invalidates: ['companies'],
    method: 'POST',
    path: '/api/update-company/:id/logo',
    summary: `Set a client's logo (multipart field \`file\`: PNG, JPEG or WebP, at most ${MAX_CLIENT_LOGO_BYTES / 1024} KB), replacing the one before.`,
    params: idParam,
    body: z.object({}),
    multipart: true,
    status: 201,
    response: clientSchema,
    errors: {
      400: 'No file, or not a real PNG, JPEG or WebP image',
      404: 'No such client of mine',
      413: 'The image is too large',
    },
    access: clientPages,
  }),
  companyLogo: endpoint({
    method: 'GET',
    path: '/api/update-company/:id/logo',
    summary: "A client's logo image.",
    params: idParam,
    response: z.unknown(),
    contentType: 'image/png, image/jpeg or image/webp',
    errors: {
      404: 'No such client of mine, or it has no logo, or its image is missing from the file store (code file_missing)',
    },
    access: clientPages,
  }),
  deleteCompanyLogo: endpoint({
    invalidates: ['companies'],
    method: 'DELETE',
    path: '/api/update-company/:id/logo',
    summary: "Remove a client's logo.",
    params: idParam,
    response: clientSchema,
    errors: {
      404: 'No such client of mine, or it has no logo, or its image is missing from the file store (code file_missing)',
    },
    access: clientPages,
  }),
  listCompanyDisplayNames: endpoint({
    method: 'GET',
    path: '/api/company_display_name/',
    summary:
      "What candidates see for each of my active clients (admin: every one), by name: the job form's client picker reads it.",
    query: pageQuery,
    response: listOf(clientDisplayNameSchema),
    access: clientPages,
  }),
  setCompanyDisplayName: endpoint({
    invalidates: ['companies', 'jobs', 'invoices'],
    method: 'POST',
    path: '/api/company_display_name/',
    summary:
      'Give a client that has none a display name (its jobs show it at once); 409 when it has one: change it with PUT.',
    body: displayNameBody.extend({ company_id: id() }),
    status: 201,
    response: clientDisplayNameSchema,
    errors: {
      400: 'Invalid fields',
      404: 'No such client of mine',
      409: 'The client already has a display name',
    },
    access: clientPages,
  }),
  updateCompanyDisplayName: endpoint({
    invalidates: ['companies', 'jobs', 'invoices'],
    method: 'PUT',
    path: '/api/company_display_name/:id',
    summary:
      "Change or clear (null) a client's display name; its jobs show the new name (or the client's name) at once.",
    params: idParam,
    body: z.object({ display_name: optional(displayNameSchema) }),
    response: clientDisplayNameSchema,
    errors: { 400: 'Invalid fields', 404: 'No such client of mine' },
    access: clientPages,
  }),
} as const;
