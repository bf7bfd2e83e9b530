/** The job seeker's side of jobs: public jobs and their search, following and withdrawing my applications,
 * and applying without an account (docs/decisions.md "Guest applications", "Withdrawing an application"). */
import type { Kysely } from 'kysely';
import {
  APPLICATION_STATUS,
  APPLICATION_STATUS_CODES,
  EMPLOYMENT_TYPES,
  POSTED_WITHIN_DAYS,
  WITHDRAWN_STATUS,
  WORK_LOCATIONS,
  canWithdraw,
  type ApplicationStatus,
  type EmploymentType,
  type WorkLocation,
} from '@talent/api/rules';
import {
  guestApplySchema,
  jobSearchBodySchema,
  publicJobOf,
  type MyApplication,
  type NotificationMessage,
  type PublicJob,
  type ResumeFields,
} from '@talent/api';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Database, JobRow, User } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import { zodToHttp } from '../../plugins/contract';
import type { Limiter } from '../../plugins/rate-limit';
import { applicationRepo } from '../applications/repo';
import { codeService } from '../auth/codes';
import { authRepo } from '../auth/repo';
import { newUserRow } from '../auth/users';
import { toJob, unexpired } from '../jobs/fields';
import type { Page } from '../../lib/paging';
import { NO_JOB } from '../jobs/service';
import { columnsFrom } from '../resumes/fields';
import type { ProfileFiles } from '../resumes/files';
import { resumeRepo } from '../resumes/repo';
import type { ResumeService } from '../resumes/service';
import { checkedUpload, type Upload } from '../resumes/upload';
import { seekerRepo, type MyApplicationRow } from './repo';
import { isoNow } from '../../lib/clock';

type SearchBody = z.infer<typeof jobSearchBodySchema>;

const NO_APPLICATION = 'No such application of yours.';
const ALREADY_APPLIED = 'You already applied to this job.';
const NOT_ACCEPTING = 'This job is no longer accepting applications.';
const HAS_ACCOUNT = 'An account with this e-mail already exists. Sign in to apply.';
const GUEST_SENT =
  'Thank you for applying. We sent you an e-mail with a link to set a password and follow your application.';
const RECENT_CHANGES = 10;

export interface SeekerDeps {
  db: Kysely<Database>;
  dialect: AppContext['dialect'];
  hub: AppContext['hub'];
  log: AppContext['log'];
  mail: AppContext['mail'];
  /** The auth module's clock, so reset links made here expire as auth's do. */
  now: () => number;
  resumes: ResumeService;
  files: ProfileFiles;
  guestLimits: { perAddress: Limiter; perEmail: Limiter };
}

const accepting = (row: Pick<JobRow, 'status' | 'expires_on'>) =>
  row.status === 'open' && unexpired(row.expires_on);

const oneOf = <T extends string>(list: readonly T[], v: string | null): T | null =>
  v !== null && (list as readonly string[]).includes(v) ? (v as T) : null;

const statusOf = (v: number | string) => Number(v) as ApplicationStatus;

/** A job as anyone may see it (no owner, no applicant counts), with the viewer's application if any. */
export function toPublicJob(row: JobRow, mine?: { id: number; status: number }): PublicJob {
  return publicJobOf(toJob(row, {}), {
    accepting_applications: accepting(row),
    application_id: mine?.id ?? null,
    application_status: mine ? statusOf(mine.status) : null,
  });
}

function toMyApplication(
  row: MyApplicationRow,
  steps: Array<{ to_status: number; created_at: string }>,
): MyApplication {
  const status = statusOf(row.status);
  return {
    id: row.id,
    job: {
      id: row.job_id,
      title: row.job_title,
      company_name: row.job_company_name,
      city: row.job_city,
      state: row.job_state,
      work_location: oneOf<WorkLocation>(WORK_LOCATIONS, row.job_work_location),
      employment_type: oneOf<EmploymentType>(EMPLOYMENT_TYPES, row.job_employment_type),
      accepting_applications: accepting({ status: row.job_status, expires_on: row.job_expires_on }),
    },
    profile_id: row.profile_id,
    profile_name: row.profile_name,
    status,
    status_label: APPLICATION_STATUS[status],
    cover_note: row.cover_note,
    created_at: row.created_at,
    updated_at: row.updated_at,
    withdrawn_at: row.withdrawn_at,
    can_withdraw: canWithdraw(status) && row.withdrawn_at === null,
    steps: steps.map((s) => {
      const reached = statusOf(s.to_status);
      return { status: reached, label: APPLICATION_STATUS[reached], at: s.created_at };
    }),
  };
}

/** The resume fields of a guest's profile: what the parser found, with the name and e-mail the guest
 * typed where the file gave none. */
function guestResumeFields(fields: ResumeFields, name: string, email: string): ResumeFields {
  const [first, ...rest] = name.split(/\s+/);
  const named = Boolean(fields.first_name?.trim() || fields.last_name?.trim());
  return {
    ...fields,
    ...(named ? {} : { first_name: first, last_name: rest.join(' ') || null }),
    email: fields.email?.trim() ? fields.email : email,
  };
}

export function seekerService(deps: SeekerDeps) {
  const clock = deps.now;
  const { db, dialect, hub, log, resumes, guestLimits } = deps;
  const repo = seekerRepo(db);
  const profiles = resumeRepo(db, dialect);
  const codes = codeService(db, deps.mail, deps.now);

  /** After commit: a notification that fails is logged, never undoes what was done. */
  const notify = async (userId: number, message: NotificationMessage) => {
    await hub.publish(userId, message).catch((err: unknown) => log.warn({ err }, 'notification failed'));
  };

  async function withSteps(rows: MyApplicationRow[]): Promise<MyApplication[]> {
    const steps = await repo.steps(rows.map((r) => r.id));
    return rows.map((r) =>
      toMyApplication(
        r,
        steps.filter((s) => s.application_id === r.id),
      ),
    );
  }

  async function mine(user: User, id: number): Promise<MyApplication> {
    const row = await repo.oneOfMine(user.id, id);
    if (!row) throw notFound(NO_APPLICATION);
    return (await withSteps([row]))[0]!;
  }

  /** The job a guest applies to: 404 unless published and not a draft, 409 unless it accepts them. */
  async function acceptingJob(id: number): Promise<JobRow> {
    const job = await repo.published(id);
    if (!job) throw notFound(NO_JOB);
    if (!accepting(job)) throw conflict(NOT_ACCEPTING);
    return job;
  }

  return {
    async search(viewer: User | null, body: SearchBody, page: Page) {
      // A word left empty once LIKE's wildcards are dropped (likeOf) would match every job.
      const words = [
        ...new Set(
          body.search
            .toLowerCase()
            .split(/\s+/)
            .filter((w) => w.replace(/[%_\\]/g, '').length > 0),
        ),
      ];
      const found = await repo.searchPublic(
        { words, type: body.search_type, filters: body.filters, sort: body.sort, now: clock() },
        page,
      );
      const applied = viewer
        ? await repo.applicationsTo(
            viewer.id,
            found.rows.map((r) => r.id),
          )
        : [];
      return {
        count: found.count,
        results: found.rows.map((r) => ({
          ...toPublicJob(
            r,
            applied.find((a) => a.job_id === r.id),
          ),
          score: Number(r.score),
        })),
      };
    },

    async publicJob(viewer: User | null, id: number) {
      const row = await repo.published(id);
      if (!row) throw notFound(NO_JOB);
      const [mineToo] = viewer ? await repo.applicationsTo(viewer.id, [row.id]) : [];
      return toPublicJob(row, mineToo);
    },

    async filters() {
      const values = await repo.publicFilterValues();
      const sorted = (list: Iterable<string>) => [...new Set(list)].sort((a, b) => a.localeCompare(b));
      const skills = values.skillLists.flatMap((text) => {
        const v: unknown = JSON.parse(text);
        return Array.isArray(v) ? v.map(String) : [];
      });
      return {
        work_locations: [...WORK_LOCATIONS],
        employment_types: [...EMPLOYMENT_TYPES],
        posted_within_days: [...POSTED_WITHIN_DAYS],
        cities: sorted(values.cities),
        states: sorted(values.states),
        skills: sorted(skills),
        salary_max: values.salaryMax,
      };
    },

    async applications(user: User, query: { status?: number; limit?: number; offset?: number }) {
      const { count, rows } = await repo.listMine(user.id, query.status, query);
      return { count, results: await withSteps(rows) };
    },

    async dashboard(user: User) {
      const byStatus: Record<string, number> = Object.fromEntries(
        APPLICATION_STATUS_CODES.map((c) => [String(c), 0]),
      );
      for (const r of await repo.countMineByStatus(user.id)) byStatus[String(r.status)] = r.n;
      const recent = await repo.recentChanges(user.id, RECENT_CHANGES);
      return {
        by_status: byStatus,
        total: Object.values(byStatus).reduce((a, b) => a + b, 0),
        recent_changes: recent.map((r) => {
          const status = statusOf(r.to_status);
          return {
            application_id: r.application_id,
            job_id: r.job_id,
            job_title: r.job_title,
            status,
            label: APPLICATION_STATUS[status],
            at: r.created_at,
          };
        }),
      };
    },

    /** Statuses 1-5 only (WITHDRAWABLE_STATUSES): the application becomes Archived in one transaction
     * with its history row, through the recruiter's guarded move, and the job's owner is told. */
    async withdraw(user: User, id: number) {
      const row = await repo.oneOfMine(user.id, id);
      if (!row) throw notFound(NO_APPLICATION);
      const from = statusOf(row.status);
      if (!canWithdraw(from) || row.withdrawn_at !== null)
        throw conflict(`An application in "${APPLICATION_STATUS[from]}" can no longer be withdrawn.`);
      await db.transaction().execute(async (trx) => {
        const apps = applicationRepo(trx);
        const now = isoNow(clock);
        if (!(await apps.setStatus(row.id, from, WITHDRAWN_STATUS, now)))
          throw conflict('The application was changed meanwhile. Reload it and try again.');
        await seekerRepo(trx).setWithdrawn(row.id, now);
        await apps.addHistory({
          application_id: row.id,
          from_status: from,
          to_status: WITHDRAWN_STATUS,
          note: 'Withdrawn by the candidate.',
          changed_by: user.id,
          created_at: now,
        });
      });
      await notify(row.job_owner_id, {
        job_id: row.job_id,
        message: `${row.profile_name} withdrew their application to ${row.job_title}.`,
        profileId: null,
      });
      return mine(user, id);
    },

    /**
     * A guest application. Counted per client address before anything is read, then per e-mail; then the
     * fields, the file, the job and the e-mail's account are checked before anything is written. What it
     * writes (a pending account, a private profile, the application, the e-mailed link) is undone if a
     * later step fails, so a refusal leaves nothing behind.
     */
    async applyAsGuest(ip: string, read: () => Promise<Upload>, baseUrl: string) {
      await guestLimits.perAddress.take(ip);
      const upload = await read();
      const parsed = guestApplySchema.safeParse(upload.fields);
      if (!parsed.success) throw zodToHttp(parsed.error, 'body');
      const { job_id, guest_name, guest_email, cover_note, ...resumeFields } = parsed.data;
      await guestLimits.perEmail.take(guest_email);
      const { file, images, masked } = checkedUpload(upload);
      const job = await acceptingJob(job_id);

      let account = await repo.userByEmail(guest_email);
      // Only a pending account an earlier guest application made is the guest's to apply again with; one an
      // admin or a team owner made waits for its own invitation, untouched (issue 43).
      if (account && (account.is_pending !== 1 || !(await madeByGuest(account))))
        throw conflict(HAS_ACCOUNT, { guest_email: [HAS_ACCOUNT] });
      if (account && (await repo.hasApplied(account.id, job.id))) throw conflict(ALREADY_APPLIED);

      const fields = guestResumeFields(resumeFields, guest_name, guest_email);
      const created: { user?: number; profile?: number; application?: number } = {};
      let notice: NotificationMessage;
      try {
        if (!account) {
          account = await authRepo(db).insertUser(
            newUserRow(
              {
                email: guest_email,
                // An empty hash never verifies; login also refuses pending accounts outright.
                password_hash: '',
                full_name: guest_name,
                role: 'jobseeker',
                is_pending: 1,
              },
              isoNow(clock),
            ),
          );
          created.user = account.id;
        }
        const owner = account;
        // A pending account applying again with the same resume (same contact or file) reuses its profile.
        const same = created.user
          ? undefined
          : await profiles.sameContactOrFile(owner.id, columnsFrom(fields), file.hash);
        let profileId: number;
        let profileName: string;
        if (same) {
          profileId = same.id;
          profileName = (await profiles.byId(same.id))?.full_name ?? guest_name;
        } else {
          const made = await resumes.create(owner, fields, file, images, masked);
          profileId = created.profile = made.profile.id;
          profileName = made.profile.full_name || guest_name;
        }
        created.application = await db.transaction().execute(async (trx) => {
          const apps = applicationRepo(trx);
          const now = isoNow(clock);
          const id = await apps.insert({
            job_id: job.id,
            profile_id: profileId,
            applicant_id: owner.id,
            cover_note: cover_note || null,
            created_at: now,
          });
          if (id === null) throw conflict(ALREADY_APPLIED);
          await apps.addHistory({
            application_id: id,
            from_status: null,
            to_status: 1,
            note: null,
            changed_by: owner.id,
            created_at: now,
          });
          return id;
        });
        await codes.sendGuestLink(owner, baseUrl, job.title);
        notice = { job_id: job.id, message: `${profileName} applied to your job ${job.title}.`, profileId };
      } catch (err) {
        await undo(created).catch((e: unknown) => log.error({ err: e }, 'guest application not undone'));
        throw err;
      }
      await notify(job.owner_id, notice);
      return { message: GUEST_SENT };
    },
  };

  /** A pending job seeker of no team that has applied before: what a guest application leaves. */
  async function madeByGuest(account: { id: number; role: string; owner_id: number | null }) {
    return (
      account.role === 'jobseeker' && account.owner_id === null && (await repo.appliedAnywhere(account.id))
    );
  }

  /** Removes what a failed guest application wrote, newest first. */
  async function undo(created: { user?: number; profile?: number; application?: number }) {
    if (created.application !== undefined) await repo.removeApplication(created.application);
    if (created.profile !== undefined) {
      await profiles.remove(created.profile);
      await deps.files.removeAll(created.profile);
    }
    if (created.user !== undefined) await repo.removeUser(created.user);
  }
}
export type SeekerService = ReturnType<typeof seekerService>;
