/**
 * Message templates: each user's own (admins too: a template is a personal tool, not shared data), so any
 * other id answers 404. The contract checks the fields, the subject rule and the placeholders; this file
 * stores and renders. `render` is what the sending worker calls (issue 18, "Sending").
 */
import type { z } from 'zod';
import { placeholdersOf, type MessageTemplate, type templateInputSchema } from '@talent/api';
import { smsSegments, type SmsCount } from '@talent/api/rules/sms';
import { renderTemplate, type TemplateKind, type TemplateValues } from '@talent/api/rules/templates';
import type { Selectable } from 'kysely';
import type { MessageTemplatesTable } from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { MessageTemplateRepo, TemplateFilter } from './repo';
import { isoNow, type Clock } from '../../lib/clock';

type TemplateInput = z.infer<typeof templateInputSchema>;
type Row = Selectable<MessageTemplatesTable>;

export const NO_TEMPLATE = 'No such template.';

export function toTemplate(row: Row): MessageTemplate {
  return {
    id: row.id,
    kind: row.kind as TemplateKind,
    name: row.name,
    subject: row.subject,
    body: row.body,
    placeholders: placeholdersOf(row.subject, row.body),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** A template filled in for one recipient: what the sending worker sends. */
export interface RenderedMessage {
  kind: TemplateKind;
  /** null for SMS. */
  subject: string | null;
  body: string;
  /** SMS only: the encoding and segments of the filled-in text. */
  sms: SmsCount | null;
}

export function messageTemplateService(repo: MessageTemplateRepo, clock: Clock) {
  const columns = (input: TemplateInput) => ({
    kind: input.kind,
    name: input.name,
    subject: input.kind === 'email' ? input.subject : null,
    body: input.body,
  });

  return {
    async list(ownerId: number, filter: TemplateFilter) {
      const { count, rows } = await repo.list(ownerId, filter);
      return { count, results: rows.map(toTemplate) };
    },

    async get(ownerId: number, id: number) {
      const row = await repo.byId(ownerId, id);
      if (!row) throw notFound(NO_TEMPLATE);
      return toTemplate(row);
    },

    async create(ownerId: number, input: TemplateInput) {
      const now = isoNow(clock);
      return toTemplate(
        await repo.insert({ ...columns(input), owner_id: ownerId, created_at: now, updated_at: now }),
      );
    },

    async replace(ownerId: number, id: number, input: TemplateInput) {
      const row = await repo.update(ownerId, id, { ...columns(input), updated_at: isoNow(clock) });
      if (!row) throw notFound(NO_TEMPLATE);
      return toTemplate(row);
    },

    async remove(ownerId: number, id: number) {
      if (!(await repo.remove(ownerId, id))) throw notFound(NO_TEMPLATE);
      return { message: 'The template was deleted.' };
    },

    /** The owner's template `templateId` filled in with `context` (missing values render empty); 404 when
     * the template is not the owner's. */
    async render(templateId: number, ownerId: number, context: TemplateValues): Promise<RenderedMessage> {
      const row = await repo.byId(ownerId, templateId);
      if (!row) throw notFound(NO_TEMPLATE);
      const body = renderTemplate(row.body, context);
      const kind = row.kind as TemplateKind;
      return {
        kind,
        subject: kind === 'email' && row.subject ? renderTemplate(row.subject, context) : null,
        body,
        sms: kind === 'sms' ? smsSegments(body) : null,
      };
    },
  };
}
export type MessageTemplateService = ReturnType<typeof messageTemplateService>;
