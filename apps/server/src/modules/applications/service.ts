/** Applications to jobs: a job seeker applies once per profile to an open, unexpired job; the job's owner
 * moves it along APPLICATION_TRANSITIONS with every move kept in the history (docs/decisions.md
 * "Applications"). Only the job's owner (and admin) see an application; they see the candidate's contact
 * details without paying TAT, and nobody gains access to the profile beyond that. */
import type { Kysely } from 'kysely';
import {
  APPLICATION_STATUS,
  APPLICATION_STATUS_CODES,
  APPLICATION_TRANSITIONS,
  JOB_STATUSES,
  canMoveApplication,
  type ApplicationStatus,
} from '@talent/api/rules';
import type { Application } from '@talent/api';
import type { AppContext } from '../../context';
import type { Database, User } from '../../db/schema';
import { HttpError, conflict, notFound } from '../../lib/errors';
import { unexpired } from '../jobs/fields';
import { jobRepo } from '../jobs/repo';
import { NO_JOB, scopeOf } from '../jobs/service';
import type { DialectName } from '../../db/index';
import { resumeRepo } from '../resumes/repo';
import { toProfile } from '../resumes/view';
import { matcher } from './match';
import { applicationRepo, type ApplicationJoined } from './repo';
import { isoNow, type Clock } from '../../lib/clock';

const NO_APPLICATION = 'No such application to your jobs.';
const WEEK_MS = 7 * 86400_000;

export interface ApplicationDeps {
  db: Kysely<Database>;
  dialect: DialectName;
  hub: AppContext['hub'];
  log: AppContext['log'];
  /** The app's clock (AppContext.now). */
  now: Clock;
}
interface ListFilters {
  job_id?: number;
  status?: number;
  search?: string;
  limit?: number;
  offset?: number;
}

export function toApplication(row: ApplicationJoined): Application {
  const status = Number(row.status) as ApplicationStatus;
  return {
    id: row.id,
    job_id: row.job_id,
    job_title: row.job_title,
    profile_id: row.profile_id,
    applicant_id: row.applicant_id,
    full_name: row.full_name,
    email: row.email,
    mobile: row.mobile,
    city: row.city,
    state: row.state,
    job_title_of_candidate: row.job_title_of_candidate,
    status,
    status_label: APPLICATION_STATUS[status],
    next_statuses: [...APPLICATION_TRANSITIONS[status]],
    cover_note: row.cover_note,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

export function applicationService({ db, dialect, hub, log, now: clock }: ApplicationDeps) {
  const apps = applicationRepo(db);
  const profiles = resumeRepo(db, dialect);
  const jobs = jobRepo(db, dialect);
  const match = matcher(db, dialect);

  async function owned(user: User, id: number): Promise<ApplicationJoined> {
    const row = await apps.byId(id, scopeOf(user));
    if (!row) throw notFound(NO_APPLICATION);
    return row;
  }

  /** Moves an application and writes its history row in one transaction; 409 for a move the rules do
   * not allow, or when someone else moved it first. */
  async function move(user: User, row: ApplicationJoined, to: ApplicationStatus, note: string | null) {
    const from = Number(row.status) as ApplicationStatus;
    if (!canMoveApplication(from, to))
      throw conflict(
        `An application in "${APPLICATION_STATUS[from]}" cannot move to "${APPLICATION_STATUS[to]}".`,
      );
    await db.transaction().execute(async (trx) => {
      const repo = applicationRepo(trx);
      const now = isoNow(clock);
      if (!(await repo.setStatus(row.id, from, to, now)))
        throw conflict('The application was changed meanwhile. Reload it and try again.');
      await repo.addHistory({
        application_id: row.id,
        from_status: from,
        to_status: to,
        note,
        changed_by: user.id,
        created_at: now,
      });
    });
    // After commit: the applicant's list follows live; a failed publish never undoes the move.
    if (row.applicant_id !== null)
      await hub
        .publish(row.applicant_id, {
          job_id: row.job_id,
          message: `Your application to ${row.job_title} is now "${APPLICATION_STATUS[to]}".`,
          profileId: null,
          kind: 'application_status',
          application_id: row.id,
          status: to,
        })
        .catch((err: unknown) => log.warn({ err }, 'notification failed'));
    return owned(user, row.id);
  }

  async function figures(scope: number | null) {
    const byStatus = await jobs.countByStatus(scope);
    const since = isoNow(clock, -WEEK_MS);
    const week: Record<string, number> = Object.fromEntries(APPLICATION_STATUS_CODES.map((c) => [c, 0]));
    for (const r of await apps.countByStatusSince(scope, since)) week[String(r.status)] = r.n;
    const hours = (await apps.firstResponses(scope)).map(
      (r) => (Date.parse(String(r.first)) - Date.parse(r.created_at)) / 3600_000,
    );
    const med = median(hours);
    return {
      open_jobs: byStatus.get('open') ?? 0,
      jobs_by_status: Object.fromEntries(JOB_STATUSES.map((s) => [s, byStatus.get(s) ?? 0])) as Record<
        (typeof JOB_STATUSES)[number],
        number
      >,
      applications_this_week: week,
      applications_total: await jobs.applicationsOf(scope),
      median_hours_to_first_response: med === null ? null : Math.round(med * 10) / 10,
    };
  }

  return {
    async list(user: User, f: ListFilters) {
      const words = (f.search ?? '').split(/\s+/).filter((w) => w.length > 0);
      const { count, rows } = await apps.list(scopeOf(user), { ...f, words }, f);
      return { count, results: rows.map(toApplication) };
    },

    async forJob(user: User, jobId: number, page: { limit?: number; offset?: number; search?: string }) {
      if (!(await jobs.byId(jobId, scopeOf(user)))) throw notFound(NO_JOB);
      return this.list(user, { ...page, job_id: jobId });
    },

    async matches(user: User, jobId: number, page: { limit?: number; offset?: number }) {
      const job = await jobs.byId(jobId, scopeOf(user));
      if (!job) throw notFound(NO_JOB);
      return match(user, job, page);
    },

    async history(user: User, id: number) {
      const row = await owned(user, id);
      const history = (await apps.history(id)).map((h) => ({
        ...h,
        from_status: h.from_status === null ? null : (Number(h.from_status) as ApplicationStatus),
        to_status: Number(h.to_status) as ApplicationStatus,
      }));
      return { application: toApplication(row), history };
    },

    /** The applicant's whole profile. The job's owner opening an application that is still "Job Applied"
     * moves it to "Application viewed" (docs/decisions.md); an admin looking does not. */
    async candidate(user: User, id: number) {
      let row = await owned(user, id);
      if (Number(row.status) === 1 && row.job_owner_id === user.id)
        // Someone else moving it first (409) leaves their status in place; anything else is an error.
        row = await move(user, row, 2, 'Candidate details viewed.').catch((err: unknown) => {
          if (err instanceof HttpError && err.status === 409) return owned(user, id);
          throw err;
        });
      const profile = await profiles.byId(row.profile_id);
      if (!profile) throw notFound(NO_APPLICATION);
      // Full view for this answer only: no access grant is written, so the application opens nothing else.
      return {
        application: toApplication(row),
        profile: toProfile(profile, { kind: 'unlocked', expires_at: null }),
      };
    },

    async changeStatus(user: User, id: number, to: ApplicationStatus, note: string | undefined) {
      return toApplication(await move(user, await owned(user, id), to, note?.trim() || null));
    },

    async apply(user: User, body: { job_id: number; profile_id: number; cover_note?: string }) {
      const job = await apps.job(body.job_id);
      if (!job || job.status === 'draft') throw notFound(NO_JOB);
      if (job.status !== 'open' || !unexpired(job.expires_on))
        throw conflict('This job is no longer accepting applications.');
      const profile = await apps.ownProfile(body.profile_id, user.id);
      if (!profile) throw notFound('No such profile of yours.');
      const id = await db.transaction().execute(async (trx) => {
        const repo = applicationRepo(trx);
        const now = isoNow(clock);
        const created = await repo.insert({
          job_id: job.id,
          profile_id: profile.id,
          applicant_id: user.id,
          cover_note: body.cover_note?.trim() || null,
          created_at: now,
        });
        if (created === null) throw conflict('You already applied to this job.');
        await repo.addHistory({
          application_id: created,
          from_status: null,
          to_status: 1,
          note: null,
          changed_by: user.id,
          created_at: now,
        });
        return created;
      });
      // After commit: a failed notification never undoes the application.
      await hub
        .publish(job.owner_id, {
          job_id: job.id,
          message: `${profile.full_name} applied to your job ${job.title}.`,
          profileId: profile.id,
        })
        .catch((err: unknown) => log.warn({ err }, 'notification failed'));
      const row = await apps.byId(id, null);
      if (!row) throw notFound(NO_APPLICATION);
      return toApplication(row);
    },

    async dashboard(user: User) {
      return figures(scopeOf(user));
    },

    /** Myself, or (admin) another user; anyone else asking for someone else gets 404. */
    async userDashboard(user: User, userId: number | undefined) {
      if (userId === undefined || userId === user.id) return figures(user.id);
      if (user.role !== 'admin' || !(await apps.userExists(userId))) throw notFound('No such user.');
      return figures(userId);
    },
  };
}
