/** The client portal (issue 43): a recruiter invites a client record's contact to a client account, shares
 * applications to the client's jobs with it, and the client answers each one (approve, reject, ask for an
 * interview) with a comment that reaches the recruiter's pipeline and bell (docs/decisions.md "Client
 * portal"). A client sees only its own record's jobs and the candidates shared with it, and never their
 * contact details: the recruiter stays the go-between. */
import { z } from 'zod';
import { endpoint, id, idParam, idText, listOf, pageQuery } from './core';
import { contactEmailSchema } from './companies';

/** Recruiter-type roles and admin (the Client Management pages). */
const recruiter = { action: 'read', subject: 'RA' } as const;
/** Every signed-in user reads Auth: the server answers 403 to anyone but a client account. */
const client = { action: 'read', subject: 'Auth' } as const;

export const CLIENT_DECISIONS = ['approved', 'rejected', 'interview'] as const;
export type ClientDecision = (typeof CLIENT_DECISIONS)[number];
export const CLIENT_DECISION_LABELS: Record<ClientDecision, string> = {
  approved: 'Approved',
  rejected: 'Rejected',
  interview: 'Interview requested',
};
export const MAX_CLIENT_COMMENT = 2000;

const comment = (label: string) =>
  z
    .string()
    .trim()
    .max(MAX_CLIENT_COMMENT, { message: `${label} has at most ${MAX_CLIENT_COMMENT} characters.` })
    .optional()
    .transform((v) => (v ? v : null));

/** The portal account of a client record. */
export const clientAccountSchema = z.object({
  client_id: z.number().int(),
  user_id: z.number().int(),
  email: z.string(),
  full_name: z.string(),
  /** False until the invitation's link has set a password. */
  has_signed_in: z.boolean(),
  invited_at: z.string(),
});
export type ClientAccount = z.infer<typeof clientAccountSchema>;

export const clientInviteSchema = z.object({
  full_name: z
    .string()
    .trim()
    .min(1, { message: 'Enter the name of the person to invite.' })
    .max(120, { message: 'The name has at most 120 characters.' }),
  email: contactEmailSchema,
});
export type ClientInvite = z.input<typeof clientInviteSchema>;

const decisionFields = {
  decision: z.enum(CLIENT_DECISIONS).nullable(),
  decision_label: z.string().nullable(),
  comment: z.string().nullable(),
  answered_at: z.string().nullable(),
};

/** A shared candidate as the recruiter sees it (the pipeline shows the client's answer). */
export const clientShareSchema = z.object({
  id: z.number().int(),
  client_id: z.number().int(),
  client_name: z.string(),
  application_id: z.number().int(),
  job_id: z.number().int(),
  job_title: z.string(),
  candidate_name: z.string(),
  note: z.string().nullable(),
  ...decisionFields,
  created_at: z.string(),
});
export type ClientShare = z.infer<typeof clientShareSchema>;

/** A shared candidate as the client sees it: no e-mail, no phone. */
export const clientCandidateSchema = z.object({
  id: z.number().int(),
  job_id: z.number().int(),
  job_title: z.string(),
  full_name: z.string(),
  job_title_of_candidate: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  skills: z.array(z.string()),
  experience_years: z.number().nullable(),
  /** What the recruiter wrote when sharing. */
  note: z.string().nullable(),
  ...decisionFields,
  shared_at: z.string(),
});
export type ClientCandidate = z.infer<typeof clientCandidateSchema>;

export const clientJobSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  status: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  openings: z.number().int(),
  shared: z.number().int(),
  awaiting: z.number().int(),
  created_at: z.string(),
});
export type ClientJob = z.infer<typeof clientJobSchema>;

export const clientPortalSchema = z.object({
  /** null: this client account is linked to no client record (a self-registered client). */
  client: z.object({ id: z.number().int(), name: z.string(), recruiter_name: z.string() }).nullable(),
  jobs: z.array(clientJobSchema),
  candidates: z.array(clientCandidateSchema),
});
export type ClientPortal = z.infer<typeof clientPortalSchema>;

export const clientPortalEndpoints = {
  clientAccount: endpoint({
    method: 'GET',
    path: '/api/update-company/:id/portal',
    summary: 'The portal account of one of my clients (admin: any), or null when it has none.',
    params: idParam,
    response: clientAccountSchema.nullable(),
    errors: { 404: 'No such client of mine' },
    access: recruiter,
  }),
  inviteClient: endpoint({
    invalidates: ['clientPortal', 'companies'],
    method: 'POST',
    path: '/api/update-company/:id/invite',
    summary:
      'Invite a person of my client to the client portal: creates their client account and e-mails a link that sets the password (7 days). Inviting again while it is unused sends a new link.',
    params: idParam,
    body: clientInviteSchema,
    status: 201,
    response: clientAccountSchema,
    errors: {
      400: 'Invalid fields',
      404: 'No such client of mine',
      409: 'The client already has an account that signed in, or the e-mail belongs to another account',
    },
    access: recruiter,
  }),
  listClientShares: endpoint({
    method: 'GET',
    path: '/api/client_shares/',
    summary: 'Candidates I shared with my clients, with their answers, newest first; filter by job.',
    query: pageQuery.extend({ job_id: idText().optional() }),
    response: listOf(clientShareSchema),
    access: recruiter,
  }),
  shareWithClient: endpoint({
    invalidates: ['clientPortal', 'applications'],
    method: 'POST',
    path: '/api/client_shares/',
    summary: "Share an application to one of my jobs with the job's client (once per application).",
    body: z.object({ application_id: id(), note: comment('A note') }),
    status: 201,
    response: clientShareSchema,
    errors: {
      400: 'The job has no client',
      404: 'No such application to my jobs',
      409: 'Already shared',
    },
    access: recruiter,
  }),
  clientPortal: endpoint({
    method: 'GET',
    path: '/api/client_portal/',
    summary: "A client's dashboard: its record, the jobs run for it, the candidates shared with it.",
    response: clientPortalSchema,
    errors: { 403: 'Not a client account' },
    access: client,
  }),
  answerCandidate: endpoint({
    invalidates: ['clientPortal', 'applications'],
    method: 'POST',
    path: '/api/client_portal/candidates/:id/answer',
    summary:
      "A client approves, rejects or asks to interview a candidate shared with it, with a comment; the recruiter's pipeline shows it and the bell rings. A later answer replaces it.",
    params: idParam,
    body: z.object({
      decision: z.enum(CLIENT_DECISIONS, { message: 'Choose approve, reject or interview.' }),
      comment: comment('A comment'),
    }),
    response: clientCandidateSchema,
    errors: { 403: 'Not a client account', 404: 'No such candidate shared with me' },
    access: client,
  }),
} as const;
