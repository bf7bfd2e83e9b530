/** The people in the resumes (issue 44 part A): /my-data, where anyone proves control of an e-mail address
 * or mobile number with a one-time code and then sees, corrects, withdraws or erases the profiles carrying
 * it; the one-click "don't publish me" link of the notice e-mail; and the admins' register of requests. */
import { z } from 'zod';
import { USER_ADMIN } from '../abilities';
import { endpoint, idText, listOf, messageBody, pageQuery } from './core';
import { resumeFieldsSchema } from './resumeFields';

/** What the uploader confirms when publishing: the person consented, or it is the person's own upload. */
export const LAWFUL_BASES = ['consent', 'own_upload'] as const;
export const lawfulBasisSchema = z.enum(LAWFUL_BASES, {
  message: 'Confirm the lawful basis: consent obtained, or the person’s own upload.',
});
export type LawfulBasis = z.infer<typeof lawfulBasisSchema>;

export const DATA_REQUEST_KINDS = ['access', 'correction', 'withdrawal', 'consent', 'erasure'] as const;
export type DataRequestKind = (typeof DATA_REQUEST_KINDS)[number];

/** The answer to a code request, the same whether or not a profile carries the address. */
export const CODE_SENT_MESSAGE =
  'If a profile carries this address, the code we sent lets you see it. A code has been sent; it expires in 10 minutes.';

const ADDRESS_MESSAGE = 'Enter an e-mail address or a mobile number of 10 to 15 digits.';

/** An e-mail address (lower-cased) or a mobile number (its digits), as profiles store them. */
export const dataAddressSchema = z
  .string({ message: ADDRESS_MESSAGE })
  .trim()
  .max(200, { message: ADDRESS_MESSAGE })
  .transform((v) => (v.includes('@') ? v.toLowerCase() : v.replace(/[\s().+-]/g, '')))
  // One refinement rather than a union: a union's failure reads "Invalid input", not what to enter.
  .refine((v) => /^\d{10,15}$/.test(v) || z.email().safeParse(v).success, { message: ADDRESS_MESSAGE });

const tokenSchema = z
  .string({ message: 'The data-access session is missing. Ask for a new code.' })
  .min(16, { message: 'The data-access session is not valid. Ask for a new code.' })
  .max(200, { message: 'The data-access session is not valid. Ask for a new code.' });
const withToken = z.object({ token: tokenSchema });
const idParams = z.object({ id: idText() });

/** The fields the person may correct: names, contacts, place and headline, with the holder's rules. */
export const dataCorrectionSchema = resumeFieldsSchema.pick({
  first_name: true,
  last_name: true,
  email: true,
  mobile: true,
  city: true,
  state: true,
  Zipcode: true,
  job_title: true,
  linkedInUrl: true,
});
export type DataCorrection = z.infer<typeof dataCorrectionSchema>;

export const myDataProfileSchema = z.object({
  id: z.number().int(),
  /** The account holding it: its display name (a client account: the client's display name only). */
  holder: z.string(),
  since: z.string(),
  is_public: z.boolean(),
  /** Withdrawn by the person: private, and not publishable until they consent again. */
  withdrawn_at: z.string().nullable(),
  unlocks: z.number().int(),
  rentals: z.number().int(),
  purchases: z.number().int(),
  lawful_basis: lawfulBasisSchema.nullable(),
  lawful_basis_at: z.string().nullable(),
  /** Who confirmed the basis (the uploader's display name). */
  lawful_basis_by: z.string().nullable(),
  fields: z.object({
    first_name: z.string().nullable(),
    last_name: z.string().nullable(),
    email: z.string().nullable(),
    mobile: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    Zipcode: z.string().nullable(),
    job_title: z.string().nullable(),
    linkedInUrl: z.string().nullable(),
  }),
});
export type MyDataProfile = z.infer<typeof myDataProfileSchema>;

export const dataRequestSchema = z.object({
  id: z.number().int(),
  kind: z.enum(DATA_REQUEST_KINDS),
  address: z.string(),
  profile_id: z.number().int().nullable(),
  state: z.enum(['done', 'refused']),
  details: z.string().nullable(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
});
export type DataRequest = z.infer<typeof dataRequestSchema>;

export const dataRightsEndpoints = {
  myDataCode: endpoint({
    invalidates: 'none',
    method: 'POST',
    path: '/api/my-data/code',
    summary:
      'Send a one-time code to an e-mail address or mobile number. The answer is the same whether or not a profile carries it.',
    body: z.object({ address: dataAddressSchema }),
    response: messageBody,
    errors: { 400: 'Not an address', 429: 'Too many codes sent to this address' },
    access: 'public',
  }),
  myDataVerify: endpoint({
    invalidates: 'none',
    method: 'POST',
    path: '/api/my-data/verify',
    summary: 'Check the code; answers a data-access session (a token for that address only, 30 minutes).',
    body: z.object({
      address: dataAddressSchema,
      otp: z
        .string()
        .trim()
        .regex(/^\d{4}$/, { message: 'The code has 4 digits.' }),
    }),
    response: z.object({ token: z.string(), address: z.string(), expires_at: z.string() }),
    errors: { 400: 'Wrong or expired code', 429: 'Too many tries' },
    access: 'public',
  }),
  myDataProfiles: endpoint({
    method: 'POST',
    path: '/api/my-data/profiles',
    summary: 'Every profile carrying the proven address: holder, since when, public or not, counts.',
    body: withToken,
    response: listOf(myDataProfileSchema),
    errors: { 403: 'The data-access session is missing or expired (code data_session)' },
    access: 'public',
  }),
  myDataWithdraw: endpoint({
    invalidates: ['dataRights', 'resumes'],
    method: 'POST',
    path: '/api/my-data/profiles/:id/withdraw',
    summary:
      'Withdraw a profile: private for its holder, and not publishable until the person consents again.',
    params: idParams,
    body: withToken,
    response: messageBody,
    errors: { 403: 'Session missing or expired (code data_session)', 404: 'No profile with this address' },
    access: 'public',
  }),
  myDataConsent: endpoint({
    invalidates: ['dataRights', 'resumes'],
    method: 'POST',
    path: '/api/my-data/profiles/:id/consent',
    summary: 'Consent again: the holder may publish a withdrawn profile again (it stays private until then).',
    params: idParams,
    body: withToken,
    response: messageBody,
    errors: { 403: 'Session missing or expired (code data_session)', 404: 'No profile with this address' },
    access: 'public',
  }),
  myDataCorrect: endpoint({
    invalidates: ['dataRights', 'resumes'],
    method: 'PUT',
    path: '/api/my-data/profiles/:id',
    summary: 'Correct the names, contacts, place and headline of a profile carrying the proven address.',
    params: idParams,
    body: withToken.extend({ fields: dataCorrectionSchema }),
    response: messageBody,
    errors: {
      400: 'Invalid fields',
      403: 'Session missing or expired (code data_session)',
      404: 'No profile with this address',
    },
    access: 'public',
  }),
  myDataErase: endpoint({
    invalidates: ['dataRights', 'resumes'],
    method: 'POST',
    path: '/api/my-data/profiles/:id/erase',
    summary:
      'Erase a profile, its files and images, and the copies bought of it; ledger rows stay, anonymised.',
    params: idParams,
    body: withToken,
    response: messageBody,
    errors: { 403: 'Session missing or expired (code data_session)', 404: 'No profile with this address' },
    access: 'public',
  }),
  myDataDontPublish: endpoint({
    invalidates: ['dataRights', 'resumes'],
    method: 'POST',
    path: '/api/my-data/dont-publish/:token',
    summary: 'The notice e-mail’s one-click link: withdraws the profile it was sent for.',
    params: z.object({ token: z.string().min(1).max(200) }),
    response: messageBody,
    errors: { 400: 'The link is not valid' },
    access: 'public',
  }),
  dataRequests: endpoint({
    method: 'GET',
    path: '/api/data-requests/',
    summary: 'Every data request of the people in the resumes, newest first (admin).',
    query: pageQuery.extend({ kind: z.enum(DATA_REQUEST_KINDS).optional() }),
    response: listOf(dataRequestSchema),
    access: USER_ADMIN,
  }),
};
