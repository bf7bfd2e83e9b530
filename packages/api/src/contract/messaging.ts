/** Messaging: e-mail and SMS to candidates, sent by a durable queue, and the communication log (spec 001
 * section 7 "Messaging": `POST api/email_sent/`, `POST send_sms/`; issue 18). The log and resend are ours. */
import { z } from 'zod';
import {
  MAX_MESSAGE_BODY,
  MAX_MESSAGE_RECIPIENTS,
  MAX_MESSAGE_SUBJECT,
  MESSAGE_CHANNELS,
  MESSAGE_STATUSES,
} from '../rules';
import { endpoint, id, idParam, idText, listOf, pageQuery } from './core';

/** /candidates_communicated and the pages sending starts from: recruiter and admin (RA). */
const communication = { action: 'read', subject: 'RA' } as const;

export const messageChannelSchema = z.enum(MESSAGE_CHANNELS);
export const messageStatusSchema = z.enum(MESSAGE_STATUSES);

/** What a send names: its recipients (profiles), and a template or a one-off text. */
const sendBody = z
  .object({
    profile_ids: z
      .array(id(), { message: 'Choose the candidates to send to.' })
      .min(1, { message: 'Choose at least one candidate.' })
      .max(MAX_MESSAGE_RECIPIENTS, {
        message: `Send to at most ${MAX_MESSAGE_RECIPIENTS} candidates at once.`,
      }),
    /** A template of mine of the same kind; its subject and body are used, rendered per candidate. */
    template_id: id().optional(),
    /** A one-off subject (e-mail) and body when no template is named; placeholders work here too. */
    subject: z
      .string()
      .trim()
      .max(MAX_MESSAGE_SUBJECT, { message: `The subject has at most ${MAX_MESSAGE_SUBJECT} characters.` })
      .optional(),
    body: z
      .string()
      .trim()
      .max(MAX_MESSAGE_BODY, { message: `The message has at most ${MAX_MESSAGE_BODY} characters.` })
      .optional(),
    /** The job the message is about: fills {{job_title}} and {{company}}, and shows in the log. */
    job_id: id().optional(),
    /** A retry of the same send with the same key queues nothing new. */
    idempotency_key: z.string().trim().min(8).max(100).optional(),
  })
  .refine((b) => b.template_id !== undefined || (b.body ?? '') !== '', {
    message: 'Choose a template or write a message.',
    path: ['body'],
  });

export const sendResultSchema = z.object({
  /** Messages queued by this call (0 when it repeats an earlier send's key). */
  queued: z.number().int(),
  message_ids: z.array(z.number().int()),
});

export const communicationSchema = z.object({
  id: z.number().int(),
  channel: messageChannelSchema,
  status: messageStatusSchema,
  profile_id: z.number().int().nullable(),
  candidate_name: z.string(),
  /** The address or number it went to. */
  recipient: z.string(),
  template_name: z.string().nullable(),
  job_id: z.number().int().nullable(),
  job_title: z.string().nullable(),
  subject: z.string().nullable(),
  body: z.string(),
  attempts: z.number().int(),
  /** Why the last try failed (the provider's or the SMTP server's answer). */
  error: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  next_attempt_at: z.string().nullable(),
});
export type Communication = z.infer<typeof communicationSchema>;

const sendErrors = {
  400: 'No recipients, no template or text, an unknown placeholder, or a candidate without an address',
  403: 'A candidate who is not mine, not unlocked, rented or bought, and not an applicant to my jobs',
  404: 'No such template or job of mine',
  429: "Today's message limit of my plan is reached",
} as const;

/** `email_sent/` and `send_sms/` take the same send and answer alike; only the channel differs. */
const sendEndpoint = <P extends string>(path: P, summary: string) =>
  endpoint({
    invalidates: ['messaging', 'wallet', 'profile'],
    method: 'POST',
    path,
    summary,
    body: sendBody,
    status: 202,
    response: sendResultSchema,
    errors: sendErrors,
    access: communication,
    verifiedEmail: true,
  });

export const messagingEndpoints = {
  sendEmail: sendEndpoint(
    '/api/email_sent/',
    'Queue an e-mail to each candidate (a template of mine or a one-off text, placeholders filled per candidate). A worker sends it through my SMTP account or the platform mailer, retrying on failure.',
  ),
  sendSms: sendEndpoint(
    '/api/send_sms/',
    'Queue an SMS to each candidate (a template of mine or a one-off text). A worker sends it through my SMS account, or the outbox when none is set.',
  ),
  communications: endpoint({
    method: 'GET',
    path: '/api/candidates_communicated',
    summary:
      'Every message I sent, newest first: search (candidate, recipient, subject, job), channel, state, job, candidate (profile), paging.',
    query: pageQuery.extend({
      channel: messageChannelSchema.optional(),
      status: messageStatusSchema.optional(),
      job_id: idText().optional(),
      /** One candidate's messages (the candidate's page lists them, issue 43). */
      profile_id: idText().optional(),
    }),
    response: listOf(communicationSchema),
    access: communication,
  }),
  resendMessage: endpoint({
    invalidates: ['messaging', 'wallet', 'profile'],
    method: 'POST',
    path: '/api/candidates_communicated/:id/resend',
    summary: 'Queue a failed message of mine again, with a fresh set of tries.',
    params: idParam,
    body: z.object({}),
    response: communicationSchema,
    errors: { 404: 'No such message of mine', 409: 'Only a failed message can be sent again' },
    access: communication,
  }),
};
