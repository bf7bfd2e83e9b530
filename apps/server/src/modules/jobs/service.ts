/** Jobs and job templates: owners only (admin sees all; anyone else's id answers 404), drafts may be
 * incomplete, publishing checks the required fields and the plan's open-job limit, and a job's status moves
 * only along JOB_TRANSITIONS (docs/decisions.md "Jobs"). */
import type { Kysely } from 'kysely';
import {
  EMPLOYMENT_TYPES,
  JOB_STATUSES,
  LIVE_JOB_STATUSES,
  OPEN_JOB_LIMITS,
  WORK_LOCATIONS,
  canMoveJob,
  type JobStatus,
  type PlanTier,
} from '@talent/api/rules';
import type { z } from 'zod';
import type { endpoints, jobListQuery } from '@talent/api';
import type { Database, JobRow, User } from '../../db/schema';
import { type DialectName } from '../../db/index';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { shownClientName } from '@talent/api/rules';
import { clientForJob } from '../companies/service';
import { effectivePlan } from '../plans/limits';
import { searchTerms } from '../resumes/search';
import { columnsOf, inputOf, publishErrors, toJob, toTemplate, type JobInput } from './fields';
import { jobRepo, templateRepo, type JobRepo } from './repo';
import { isoNow, type Clock } from '../../lib/clock';

type ListQuery = z.infer<typeof jobListQuery>;
type TemplateInput = z.infer<(typeof endpoints)['createJobTemplate']['body']>;
type Page = { limit?: number; offset?: number };

const LIVE: readonly string[] = LIVE_JOB_STATUSES;
export const NO_JOB = 'No such job.';
const NO_TEMPLATE = 'No such job template.';

/** The owner filter of a user's queries: their own rows, or every row for an admin. */
export const scopeOf = (user: User): number | null => (user.role === 'admin' ? null : user.id);

/** "Your plan allows 3 open jobs. ..." (docs/decisions.md). */
export const jobLimitMessage = (limit: number) =>
  `Your plan allows ${limit} open jobs. Close one or upgrade your plan to open another.`;

export interface JobDeps {
  db: Kysely<Database>;
  dialect: DialectName;
  /** The app's clock (AppContext.now). */
  now: Clock;
}

export function jobService({ db, dialect, now: clock }: JobDeps) {
  const jobs = jobRepo(db, dialect);
  const templates = templateRepo(db);

  /** The number of live jobs the user may have; null is unlimited (admin, top tier). */
  async function limitOf(user: User): Promise<number | null> {
    if (user.role === 'admin') return null;
    const tier = (await effectivePlan(db, user)).tier;
    // A tier the rules do not know gets the lowest limit (null means unlimited, so no `??`).
    return tier in OPEN_JOB_LIMITS ? OPEN_JOB_LIMITS[tier as PlanTier] : OPEN_JOB_LIMITS[1];
  }

  async function withCounts(rows: JobRow[]) {
    const counts = new Map<number, Record<string, number>>();
    for (const c of await jobs.applicantCounts(rows.map((r) => r.id))) {
      const m = counts.get(c.job_id) ?? {};
      m[String(c.status)] = c.n;
      counts.set(c.job_id, m);
    }
    return rows.map((r) => toJob(r, counts.get(r.id) ?? {}));
  }
  const one = async (row: JobRow) => (await withCounts([row]))[0]!;

  async function owned(user: User, id: number): Promise<JobRow> {
    const row = await jobs.byId(id, scopeOf(user));
    if (!row) throw notFound(NO_JOB);
    return row;
  }

  /**
   * Writes a job whose fields are `input` and whose status becomes `next`, inside one transaction that
   * holds the owner's lock: the publish checks when it becomes (or stays) open, the plan limit when it
   * enters a live status, the transition table for any move.
   */
  async function save(user: User, current: JobRow | null, input: JobInput, next: JobStatus) {
    const cols = columnsOf(input);
    const from = current?.status as JobStatus | undefined;
    if (from !== undefined && from !== next && !canMoveJob(from, next))
      throw conflict(`A job that is ${from} cannot move to ${next}.`);
    if (next === 'open') {
      const errors = publishErrors({ ...cols, expires_on: input.expires_on ?? null });
      if (Object.keys(errors).length > 0) throw badRequest('Complete the job before publishing it.', errors);
    }
    const ownerId = current?.owner_id ?? user.id;
    // Read before the transaction: SQLite has one connection, which the transaction holds.
    const limit = await limitOf(user);
    return db.transaction().execute(async (trx) => {
      const repo: JobRepo = jobRepo(trx, dialect);
      await repo.lockOwner(ownerId);
      if (LIVE.includes(next) && !(from && LIVE.includes(from))) {
        if (limit !== null && (await repo.countIn(ownerId, LIVE, current?.id)) >= limit)
          throw conflict(jobLimitMessage(limit));
      }
      const now = isoNow(clock);
      // A job with a client shows the client's display name (or name) as its company to candidates.
      const client = input.client_id
        ? await clientForJob(trx, dialect, ownerId, input.client_id, current?.client_id ?? null)
        : null;
      const values = {
        ...cols,
        client_id: client?.id ?? null,
        ...(client ? { company_name: shownClientName(client) } : {}),
        expires_on: input.expires_on ?? null,
        status: next,
        updated_at: now,
        ...(next === 'open' && from !== 'open' ? { published_at: now } : {}),
      };
      const row = current
        ? await repo.update(current.id, values)
        : await repo.insert({
            ...values,
            owner_id: ownerId,
            created_at: now,
            published_at: values.published_at ?? null,
          });
      return row;
    });
  }

  /** The status an edit asks for: "open" publishes; "draft" saves without publishing, which keeps the
   * status of a job that is past draft (no job moves back to draft). */
  const wanted = (current: JobRow | null, asked: 'draft' | 'open'): JobStatus =>
    asked === 'open' ? 'open' : ((current?.status as JobStatus | undefined) ?? 'draft');

  return {
    async list(user: User, q: ListQuery) {
      const words = [...searchTerms(q.search), ...(q.key ?? '').split(',').map((k) => k.trim())].filter(
        (w) => w.length > 0,
      );
      const { count, rows } = await jobs.list(scopeOf(user), { ...q, words }, q);
      return { count, results: await withCounts(rows) };
    },

    async get(user: User, id: number) {
      return one(await owned(user, id));
    },

    async create(user: User, input: JobInput) {
      return one(await save(user, null, input, wanted(null, input.status)));
    },

    async replace(user: User, id: number, input: JobInput) {
      const current = await owned(user, id);
      return one(await save(user, current, input, wanted(current, input.status)));
    },

    /** Only the fields the request carried change (the contract's defaults must not wipe the rest). */
    async patch(user: User, id: number, given: Partial<JobInput>) {
      const current = await owned(user, id);
      const input = { ...inputOf(current), ...given };
      const asked = given.status ?? (current.status === 'open' ? 'open' : 'draft');
      return one(await save(user, current, input, wanted(current, asked)));
    },

    async remove(user: User, id: number) {
      await owned(user, id);
      await jobs.remove(id);
      return { message: 'The job was deleted.' };
    },

    async move(user: User, id: number, to: JobStatus) {
      const current = await owned(user, id);
      if (current.status === to) throw conflict(`The job is already ${to}.`);
      return one(await save(user, current, inputOf(current), to));
    },

    async count(user: User) {
      const limit = await limitOf(user);
      const open = await jobs.countIn(user.id, LIVE);
      const allowed = limit === null || open < limit;
      const message =
        limit === null
          ? 'Your plan allows any number of open jobs.'
          : allowed
            ? `You have ${open} of ${limit} open jobs on your plan.`
            : jobLimitMessage(limit);
      return { allowed, open_jobs: open, limit, message };
    },

    async filters(user: User) {
      const rows = await jobs.filterColumns(scopeOf(user));
      const uniq = (vals: Array<string | null>) =>
        [...new Set(vals.filter((v): v is string => !!v))].sort((a, b) => a.localeCompare(b));
      return {
        statuses: [...JOB_STATUSES],
        work_locations: [...WORK_LOCATIONS],
        employment_types: [...EMPLOYMENT_TYPES],
        cities: uniq(rows.map((r) => r.city)),
        states: uniq(rows.map((r) => r.state)),
        skills: uniq(rows.flatMap((r) => JSON.parse(r.skills) as string[])),
      };
    },

    async card(user: User) {
      const by = await jobs.countByStatus(scopeOf(user));
      return {
        by_status: Object.fromEntries(JOB_STATUSES.map((s) => [s, by.get(s) ?? 0])),
        applications: await jobs.applicationsOf(scopeOf(user)),
      };
    },

    async templates(user: User, page: Page) {
      const { count, rows } = await templates.list(scopeOf(user), page);
      return { count, results: rows.map(toTemplate) };
    },

    async template(user: User, id: number) {
      const row = await templates.byId(id, scopeOf(user));
      if (!row) throw notFound(NO_TEMPLATE);
      return toTemplate(row);
    },

    async createTemplate(user: User, input: TemplateInput) {
      const now = isoNow(clock);
      const row = await templates.insert({
        ...columnsOf(input),
        name: input.name,
        owner_id: user.id,
        created_at: now,
        updated_at: now,
      });
      return toTemplate(row);
    },

    async replaceTemplate(user: User, id: number, input: TemplateInput) {
      const set = { ...columnsOf(input), name: input.name, updated_at: isoNow(clock) };
      const row = await templates.update(id, scopeOf(user), set);
      if (!row) throw notFound(NO_TEMPLATE);
      return toTemplate(row);
    },

    async removeTemplate(user: User, id: number) {
      if (!(await templates.remove(id, scopeOf(user)))) throw notFound(NO_TEMPLATE);
      return { message: 'The job template was deleted.' };
    },
  };
}
