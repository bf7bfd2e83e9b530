/** Message templates, e-mail and SMS, of the signed-in user (spec 001 section 7 "Messaging": the `sms_view/`
 * full set; issue 18 "Templates"). Placeholders, rendering and SMS lengths: @talent/api/rules/templates. */
import { z } from 'zod';
import {
  MAX_EMAIL_BODY,
  MAX_SMS_BODY,
  MAX_TEMPLATE_NAME,
  MAX_TEMPLATE_SUBJECT,
  TEMPLATE_KINDS,
  parsePlaceholders,
  placeholderProblems,
} from '../rules/templates';
import { endpoint, idParam, listOf, messageBody, pageQuery } from './core';

/** /sms_template is an RA page (recruiter-type roles and admin). */
const templatePage = { action: 'read', subject: 'RA' } as const;

export const templateKindSchema = z.enum(TEMPLATE_KINDS, { message: 'Choose e-mail or SMS.' });

/**
 * What the editor sends. An e-mail template needs a subject; an SMS template has none (an empty subject is
 * taken as none). Subject and body may use only the known placeholders: "Unknown placeholder {{foo}}."
 */
export const templateInputSchema = z
  .object({
    kind: templateKindSchema,
    name: z
      .string({ message: 'The name is required.' })
      .trim()
      .min(1, { message: 'The name is required.' })
      .max(MAX_TEMPLATE_NAME, { message: `The name has at most ${MAX_TEMPLATE_NAME} characters.` }),
    subject: z
      .string({ message: 'The subject must be text.' })
      .trim()
      .max(MAX_TEMPLATE_SUBJECT, { message: `The subject has at most ${MAX_TEMPLATE_SUBJECT} characters.` })
      .nullable()
      .optional()
      .transform((s) => (s ? s : null)),
    body: z
      .string({ message: 'The message is required.' })
      .max(MAX_EMAIL_BODY, { message: `The message has at most ${MAX_EMAIL_BODY} characters.` })
      .refine((b) => b.trim().length > 0, { message: 'The message is required.' }),
  })
  .superRefine((t, ctx) => {
    if (t.kind === 'email' && !t.subject)
      ctx.addIssue({
        code: 'custom',
        path: ['subject'],
        message: 'The subject is required for an e-mail template.',
      });
    if (t.kind === 'sms' && t.subject)
      ctx.addIssue({ code: 'custom', path: ['subject'], message: 'An SMS template has no subject.' });
    if (t.kind === 'sms' && t.body.length > MAX_SMS_BODY)
      ctx.addIssue({
        code: 'custom',
        path: ['body'],
        message: `An SMS template has at most ${MAX_SMS_BODY} characters.`,
      });
    for (const field of ['subject', 'body'] as const)
      for (const message of placeholderProblems(t[field] ?? ''))
        ctx.addIssue({ code: 'custom', path: [field], message });
  });
export type TemplateInput = z.input<typeof templateInputSchema>;

export const messageTemplateSchema = z.object({
  id: z.number().int(),
  kind: templateKindSchema,
  name: z.string(),
  /** null for SMS templates. */
  subject: z.string().nullable(),
  body: z.string(),
  /** The placeholder names the subject and body use, each once, in order. */
  placeholders: z.array(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type MessageTemplate = z.infer<typeof messageTemplateSchema>;

export const templateListQuery = pageQuery.extend({
  /** One kind only; both when left out. */
  kind: templateKindSchema.optional(),
});

/** The placeholder names a template uses (the answer's `placeholders`). */
export function placeholdersOf(subject: string | null, body: string): string[] {
  return [...new Set(parsePlaceholders(`${subject ?? ''}\n${body}`).map((p) => p.name))];
}

const notFound = { 404: 'No such template of mine' } as const;

export const templateEndpoints = {
  messageTemplateList: endpoint({
    method: 'GET',
    path: '/api/sms_view/',
    summary: 'My e-mail and SMS templates (`kind` filters; `search` matches name, subject and message).',
    query: templateListQuery,
    response: listOf(messageTemplateSchema),
    access: templatePage,
  }),
  createMessageTemplate: endpoint({
    invalidates: ['messageTemplates'],
    method: 'POST',
    path: '/api/sms_view/',
    summary: 'Save an e-mail template (subject required) or an SMS template (no subject).',
    body: templateInputSchema,
    status: 201,
    response: messageTemplateSchema,
    errors: { 400: 'Invalid fields, a subject rule broken, or an unknown placeholder (named)' },
    access: templatePage,
  }),
  getMessageTemplate: endpoint({
    method: 'GET',
    path: '/api/sms_view/:id/',
    summary: 'One of my templates.',
    params: idParam,
    response: messageTemplateSchema,
    errors: notFound,
    access: templatePage,
  }),
  updateMessageTemplate: endpoint({
    invalidates: ['messageTemplates'],
    method: 'PUT',
    path: '/api/sms_view/:id/',
    summary: 'Replace my template (its kind may change; the subject rule follows the new kind).',
    params: idParam,
    body: templateInputSchema,
    response: messageTemplateSchema,
    errors: { 400: 'Invalid fields or an unknown placeholder (named)', ...notFound },
    access: templatePage,
  }),
  deleteMessageTemplate: endpoint({
    invalidates: ['messageTemplates'],
    method: 'DELETE',
    path: '/api/sms_view/:id/',
    summary: 'Delete my template.',
    params: idParam,
    response: messageBody,
    errors: notFound,
    access: templatePage,
  }),
} as const;
