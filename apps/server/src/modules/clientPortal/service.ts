/**
 * The client portal (issue 43; docs/decisions.md "Client portal"). A recruiter invites a person of one of
 * their client records: a client account linked to that record (one per record) with a link that sets its
 * password. The recruiter shares applications to the record's jobs; the client sees only its own record's
 * jobs and the candidates shared with it (no contact details), and answers each one. The answer is kept on
 * the share (the recruiter's pipeline reads it) and rings the recruiter's bell.
 */
import {
  CLIENT_DECISION_LABELS,
  type ClientAccount,
  type ClientCandidate,
  type ClientDecision,
  type ClientInvite,
  type ClientPortal,
  type ClientShare,
} from '@talent/api';
import type { AppContext } from '../../context';
import type { User } from '../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { codeService } from '../auth/codes';
import { newUserRow } from '../auth/users';
import { scopeOf } from '../jobs/service';
import { clientPortalRepo, type ShareRow } from './repo';

const NO_CLIENT = 'No such client of yours.';
const NO_APPLICATION = 'No such application to your jobs.';
const NO_CANDIDATE = 'No such candidate shared with you.';
const NOT_A_CLIENT = 'Only a client account has a client portal.';
const EMAIL_IN_USE = 'This e-mail address belongs to another account.';

const decisionOf = (row: ShareRow) => {
  const decision = (row.decision as ClientDecision | null) ?? null;
  return {
    decision,
    decision_label: decision ? CLIENT_DECISION_LABELS[decision] : null,
    comment: row.comment,
    answered_at: row.answered_at,
  };
};

function toShare(row: ShareRow): ClientShare {
  return {
    id: row.id,
    client_id: row.client_id,
    client_name: row.client_name,
    application_id: row.application_id,
    job_id: row.job_id,
    job_title: row.job_title,
    candidate_name: row.full_name,
    note: row.note,
    ...decisionOf(row),
    created_at: row.created_at,
  };
}

function toCandidate(row: ShareRow): ClientCandidate {
  return {
    id: row.id,
    job_id: row.job_id,
    job_title: row.job_title,
    full_name: row.full_name,
    job_title_of_candidate: row.job_title_of_candidate,
    city: row.city,
    state: row.state,
    skills: (row.technical_skill ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s.length > 0)
      .slice(0, 20),
    experience_years: row.experience_years === null ? null : Number(row.experience_years),
    note: row.note,
    ...decisionOf(row),
    shared_at: row.created_at,
  };
}

export function clientPortalService(ctx: AppContext) {
  const repo = clientPortalRepo(ctx.db);
  const codes = codeService(ctx.db, ctx.mail, ctx.now);
  const iso = () => new Date(ctx.now()).toISOString();

  async function ownedClient(user: User, id: number) {
    const record = await repo.client(id, scopeOf(user));
    if (!record) throw notFound(NO_CLIENT);
    return record;
  }

  async function accountOf(clientId: number): Promise<ClientAccount | null> {
    const row = await repo.accountOf(clientId);
    if (!row) return null;
    const { is_pending, ...rest } = row;
    return { ...rest, has_signed_in: is_pending !== 1 };
  }

  /** The record of a client account; 403 for any other role. */
  async function recordOf(user: User) {
    if (user.role !== 'client' || user.role_id !== null) throw forbidden(NOT_A_CLIENT);
    return repo.recordOfUser(user.id);
  }

  return {
    async account(user: User, clientId: number) {
      await ownedClient(user, clientId);
      return accountOf(clientId);
    },

    async invite(user: User, clientId: number, body: Required<ClientInvite>): Promise<ClientAccount> {
      const record = await ownedClient(user, clientId);
      if (record.archived_at !== null)
        throw conflict('This client is archived. Restore it before inviting it to the portal.');
      const at = iso();
      const invited = await ctx.db.transaction().execute(async (trx) => {
        const r = clientPortalRepo(trx);
        await r.lockClient(clientId, ctx.dialect === 'postgres');
        const existing = await r.accountOf(clientId);
        if (existing) {
          if (existing.is_pending !== 1)
            throw conflict(`This client already uses the portal as ${existing.email}.`);
          if (existing.email !== body.email)
            throw conflict(
              `An invitation to ${existing.email} is waiting to be used; invite that address again to send a new link.`,
              { email: [`An invitation to ${existing.email} is waiting to be used.`] },
            );
          await r.renameUser(existing.user_id, body.full_name, at);
          return existing.user_id;
        }
        if (await r.userByEmail(body.email)) throw conflict(EMAIL_IN_USE, { email: [EMAIL_IN_USE] });
        const created = await r.insertUser(
          newUserRow(
            // An empty hash never verifies; sign-in refuses a pending account until the link sets a password.
            {
              email: body.email,
              password_hash: '',
              full_name: body.full_name,
              role: 'client',
              is_pending: 1,
            },
            at,
          ),
        );
        await r.link({ user_id: created.id, client_id: clientId, invited_by: user.id, created_at: at });
        return created.id;
      });
      const person = await repo.userById(invited);
      const linked = await repo.recordOfUser(invited);
      if (!person || !linked) throw notFound(NO_CLIENT);
      await codes.sendClientInvite(person, ctx.config.publicUrl, linked.recruiter_name, linked.name);
      return (await accountOf(clientId))!;
    },

    async share(user: User, body: { application_id: number; note: string | null }): Promise<ClientShare> {
      const application = await repo.application(body.application_id, scopeOf(user));
      if (!application) throw notFound(NO_APPLICATION);
      if (application.client_id === null)
        throw badRequest('This job has no client. Pick a client on the job before sharing candidates.', {
          application_id: ['This job has no client.'],
        });
      const id = await repo.insertShare({
        client_id: application.client_id,
        application_id: application.id,
        shared_by: user.id,
        note: body.note,
        created_at: iso(),
      });
      if (id === null) throw conflict('This candidate is already shared with the client.');
      const row = await repo.share(id, null);
      if (!row) throw notFound(NO_APPLICATION);
      return toShare(row);
    },

    async listShares(user: User, q: { job_id?: number; limit?: number; offset?: number }) {
      const { count, rows } = await repo.listShares(scopeOf(user), q.job_id, q);
      return { count, results: rows.map(toShare) };
    },

    async portal(user: User): Promise<ClientPortal> {
      const record = await recordOf(user);
      if (!record) return { client: null, jobs: [], candidates: [] };
      const shares = await repo.sharesOfClient(record.id);
      const jobs = (await repo.jobsOfClient(record.id)).map((job) => {
        const mine = shares.filter((s) => s.job_id === job.id);
        return {
          ...job,
          openings: Number(job.openings),
          shared: mine.length,
          awaiting: mine.filter((s) => s.decision === null).length,
        };
      });
      return {
        client: { id: record.id, name: record.name, recruiter_name: record.recruiter_name },
        jobs,
        candidates: shares.map(toCandidate),
      };
    },

    async answer(
      user: User,
      id: number,
      body: { decision: ClientDecision; comment: string | null },
    ): Promise<ClientCandidate> {
      const record = await recordOf(user);
      const row = record ? (await repo.sharesOfClient(record.id)).find((s) => s.id === id) : undefined;
      if (!record || !row) throw notFound(NO_CANDIDATE);
      await repo.answer(id, { decision: body.decision, comment: body.comment, at: iso() });
      const label = CLIENT_DECISION_LABELS[body.decision];
      const said = body.comment ? `: "${body.comment.slice(0, 200)}"` : '.';
      // After the write: a failed notification never undoes the answer.
      await ctx.hub
        .publish(row.job_owner_id, {
          job_id: row.job_id,
          message: `${record.name} answered ${row.full_name} for ${row.job_title}: ${label}${said}`,
          profileId: row.profile_id,
        })
        .catch((err: unknown) => ctx.log.warn({ err }, 'notification failed'));
      const after = await repo.share(id, null);
      if (!after) throw notFound(NO_CANDIDATE);
      return toCandidate(after);
    },
  };
}
