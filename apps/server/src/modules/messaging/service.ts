/**
 * Sending to candidates (issue 18): who may be messaged, what each message says, and the daily allowance.
 * A send queues one message per candidate in one transaction (all or none); the worker sends them.
 *
 * The recipient rule: the sender's own profiles, profiles the sender unlocked, rented or bought (a grant that
 * is still running), and applicants to the sender's jobs. Anyone else refuses the whole send with 403, naming
 * only the ids the sender gave: a send never reveals a locked profile's contact or even its name.
 */
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Communication, endpoints } from '@talent/api';
import { smsAddress, type MessageChannel } from '@talent/api/rules';
import { placeholderProblems, renderTemplate, type TemplateValues } from '@talent/api/rules/templates';
import type { BodyOf } from '@talent/api/contract';
import type { Database, ProfileRow, User } from '../../db/schema';
import { type DialectName } from '../../db/index';
import { HttpError, badRequest, conflict, notFound } from '../../lib/errors';
import { consume } from '../plans/limits';
import type { MessageTemplateService } from '../templates/service';
import { messageRepo, type MessageFilter, type MessageRow } from './repo';
import { isoNow, type Clock } from '../../lib/clock';

type SendBody = z.output<(typeof endpoints)['sendEmail']['body']>;

export const NOT_ALLOWED =
  'You can message only your own profiles, profiles you unlocked, rented or bought, and applicants to your jobs.';

export interface MessagingDeps {
  db: Kysely<Database>;
  dialect: DialectName;
  templates: MessageTemplateService;
  /** New messages are queued: the worker sends them now rather than at its next poll. */
  queued(): void;
  /** The app's clock (AppContext.now). */
  now: Clock;
}

export function toCommunication(row: MessageRow): Communication {
  return {
    id: row.id,
    channel: row.channel,
    status: row.status,
    profile_id: row.profile_id,
    candidate_name: row.candidate_name,
    recipient: row.recipient,
    template_name: row.template_name,
    job_id: row.job_id,
    job_title: row.job_title,
    subject: row.subject,
    body: row.body,
    attempts: row.attempts,
    error: row.last_error,
    created_at: row.created_at,
    sent_at: row.sent_at,
    next_attempt_at: row.status === 'queued' ? row.next_attempt_at : null,
  };
}

export function messagingService(deps: MessagingDeps) {
  const clock = deps.now;
  const { db } = deps;
  const repo = messageRepo(db, deps.dialect);

  /** The profiles of `ids` the sender may message; throws 403 naming the others. */
  async function recipients(sender: User, ids: number[]): Promise<ProfileRow[]> {
    const rows = await repo.profilesByIds(ids);
    const granted = new Set(await repo.grantedProfileIds(sender.id, ids, isoNow(clock)));
    const applicants = new Set(await repo.applicantProfileIds(sender.id, ids));
    const byId = new Map(rows.map((r) => [r.id, r]));
    const refused = ids.filter((id) => {
      const p = byId.get(id);
      return !p || !(p.owner_id === sender.id || granted.has(id) || applicants.has(id));
    });
    if (refused.length > 0)
      throw new HttpError(403, `${NOT_ALLOWED} Not allowed: ${refused.map((id) => `#${id}`).join(', ')}.`, {
        profile_ids: [NOT_ALLOWED],
      });
    return ids.map((id) => byId.get(id)!);
  }

  /** What the message says before it is filled in per candidate: a template of the channel, or the text. */
  async function content(sender: User, channel: MessageChannel, body: SendBody) {
    if (body.template_id !== undefined) {
      const template = await deps.templates.get(sender.id, body.template_id);
      if (template.kind !== channel) {
        const message =
          channel === 'email'
            ? 'That is an SMS template: choose an e-mail template.'
            : 'That is an e-mail template: choose an SMS template.';
        throw badRequest(message, { template_id: [message] });
      }
      return { template, subject: template.subject, text: template.body };
    }
    const subject = channel === 'email' ? (body.subject ?? '') : null;
    if (subject === '') throw badRequest('Write a subject.', { subject: ['Write a subject.'] });
    const text = body.body ?? '';
    const problems = {
      subject: subject ? placeholderProblems(subject) : [],
      body: placeholderProblems(text),
    };
    const first = problems.subject[0] ?? problems.body[0];
    if (first)
      throw badRequest(first, {
        ...(problems.subject.length ? { subject: problems.subject } : {}),
        ...(problems.body.length ? { body: problems.body } : {}),
      });
    return { template: null, subject, text };
  }

  return {
    async send(sender: User, channel: MessageChannel, body: BodyOf<(typeof endpoints)['sendEmail']>) {
      const input = body as SendBody;
      const ids = [...new Set(input.profile_ids)];
      const key = input.idempotency_key;
      if (key) {
        const earlier = await repo.idsOfKey(sender.id, key);
        if (earlier.length > 0) return { queued: 0, message_ids: earlier };
      }
      const job = input.job_id === undefined ? undefined : await repo.jobOfOwner(input.job_id, sender.id);
      if (input.job_id !== undefined && !job) throw notFound('No such job of yours.');
      const { template, subject, text } = await content(sender, channel, input);
      const profiles = await recipients(sender, ids);
      const addressOf = (p: ProfileRow) => (channel === 'email' ? p.email : smsAddress(p.mobile));
      const missing = profiles.filter((p) => !addressOf(p));
      if (missing.length > 0) {
        // A number without its country (not +..., not US-style) cannot be texted either.
        const what = channel === 'email' ? 'e-mail address' : 'usable mobile number';
        const names = missing.map((p) => p.full_name).join(', ');
        throw badRequest(`No ${what} on the profile of ${names}.`, {
          profile_ids: [`No ${what}: ${names}.`],
        });
      }
      const now = isoNow(clock);
      const rows = profiles.map((p) => {
        const values: TemplateValues = {
          first_name: p.first_name,
          last_name: p.last_name,
          full_name: p.full_name,
          job_title: job?.title ?? p.job_title,
          job_location: job ? [job.city, job.state].filter(Boolean).join(', ') : null,
          company: job?.company_name ?? sender.company_name,
          recruiter_name: sender.full_name,
          recruiter_email: sender.email,
          recruiter_phone: sender.mobile,
        };
        return {
          sender_id: sender.id,
          profile_id: p.id,
          candidate_name: p.full_name,
          channel,
          recipient: addressOf(p)!,
          template_id: template?.id ?? null,
          template_name: template?.name ?? null,
          job_id: job?.id ?? null,
          job_title: job?.title ?? null,
          subject: subject === null ? null : renderTemplate(subject, values),
          body: renderTemplate(text, values),
          next_attempt_at: now,
          last_error: null,
          client_key: key ?? null,
          created_at: now,
          updated_at: now,
          sent_at: null,
        };
      });
      let messageIds: number[];
      try {
        messageIds = await db.transaction().execute(async (trx) => {
          await consume(trx, sender, 'message', rows.length);
          return messageRepo(trx, deps.dialect).insert(rows);
        });
      } catch (err) {
        // The same key raced in from a retry: the first send stands.
        if (key && (await repo.idsOfKey(sender.id, key)).length > 0)
          return { queued: 0, message_ids: await repo.idsOfKey(sender.id, key) };
        throw err;
      }
      deps.queued();
      return { queued: messageIds.length, message_ids: messageIds };
    },

    async list(sender: User, filter: MessageFilter) {
      const { count, rows } = await repo.list(sender.id, filter);
      return { count, results: rows.map(toCommunication) };
    },

    async resend(sender: User, id: number) {
      const row = await repo.byId(sender.id, id);
      if (!row) throw notFound('No such message of yours.');
      if (row.status !== 'failed') throw conflict('Only a failed message can be sent again.');
      const requeued = await db.transaction().execute(async (trx) => {
        await consume(trx, sender, 'message', 1);
        const again = await messageRepo(trx, deps.dialect).requeue(sender.id, id, isoNow(clock));
        // Resent by a racing call: this one takes none of the allowance.
        if (!again) throw conflict('Only a failed message can be sent again.');
        return again;
      });
      deps.queued();
      return toCommunication(requeued);
    },
  };
}
