/** The job seeker's queries: public jobs and their search, my applications with their history, and the
 * rows a guest application writes. Queries only; the rules are in service.ts. */
import { sql, type RawBuilder, type Kysely, type SqlBool, type Transaction } from 'kysely';
import type { JobSearchFilters } from '@talent/api';
import type { Database } from '../../db/schema';
import { utcDay } from '../plans/limits';
import { likeOf, paged, type Page } from '../../lib/paging';

type Db = Kysely<Database> | Transaction<Database>;

/** The columns a word is looked for in (lower-cased; skills are JSON text, description is HTML). */
const WORD_COLUMNS = ['title', 'company_name', 'description', 'skills'] as const;

export interface PublicSearch {
  words: string[];
  type: 'OR' | 'AND';
  filters: JobSearchFilters;
  sort: 'relevance' | 'date';
  /** ISO time: `posted_within_days` counts back from it. */
  now: number;
}

export function seekerRepo(db: Db) {
  /** Jobs anyone may find: open, published, through their expiry day (UTC). A null expiry never matches
   * (publishing requires one), as `unexpired` says. */
  const publicJobs = (today = utcDay()) =>
    db
      .selectFrom('jobs')
      .where('jobs.status', '=', 'open')
      .where('jobs.published_at', 'is not', null)
      .where('jobs.expires_on', '>=', today);

  /** 1 when the job matches the word in any of its word columns, else 0. */
  const hit = (word: string) => {
    const like = likeOf(word);
    const any = sql.join(
      WORD_COLUMNS.map((c) => sql`lower(coalesce(${sql.ref(`jobs.${c}`)}, '')) like ${like}`),
      sql` or `,
    );
    return sql<number>`(case when ${any} then 1 else 0 end)`;
  };

  /** My applications joined with their job and profile. */
  const mine = (applicantId: number) =>
    db
      .selectFrom('applications')
      .innerJoin('jobs', 'jobs.id', 'applications.job_id')
      .innerJoin('profiles', 'profiles.id', 'applications.profile_id')
      .where('applications.applicant_id', '=', applicantId)
      .select([
        'applications.id',
        'applications.profile_id',
        'profiles.full_name as profile_name',
        'applications.status',
        'applications.cover_note',
        'applications.created_at',
        'applications.updated_at',
        'applications.withdrawn_at',
        'jobs.id as job_id',
        'jobs.owner_id as job_owner_id',
        'jobs.title as job_title',
        'jobs.company_name as job_company_name',
        'jobs.city as job_city',
        'jobs.state as job_state',
        'jobs.work_location as job_work_location',
        'jobs.employment_type as job_employment_type',
        'jobs.status as job_status',
        'jobs.expires_on as job_expires_on',
      ]);

  return {
    async searchPublic(s: PublicSearch, page: Page) {
      let q = publicJobs();
      const f = s.filters;
      if (f.city) q = q.where(sql<SqlBool>`lower(jobs.city) = ${f.city.toLowerCase()}`);
      if (f.state) q = q.where(sql<SqlBool>`lower(jobs.state) = ${f.state.toLowerCase()}`);
      if (f.work_location) q = q.where('jobs.work_location', '=', f.work_location);
      if (f.employment_type) q = q.where('jobs.employment_type', '=', f.employment_type);
      if (f.salary_min !== undefined) {
        const min = f.salary_min;
        q = q.where((eb) =>
          eb.or([
            eb('jobs.salary_max', '>=', min),
            eb.and([eb('jobs.salary_max', 'is', null), eb('jobs.salary_min', '>=', min)]),
          ]),
        );
      }
      // skills is a JSON text array: a quoted, lower-cased element matches one skill exactly.
      for (const skill of f.skills ?? [])
        q = q.where(sql<SqlBool>`lower(jobs.skills) like ${likeOf(JSON.stringify(skill.toLowerCase()))}`);
      if (f.posted_within_days !== undefined)
        q = q.where(
          'jobs.published_at',
          '>=',
          new Date(s.now - f.posted_within_days * 86400_000).toISOString(),
        );
      const hits = s.words.map(hit);
      if (hits.length > 0) {
        const sum = sql.join(hits, sql` + `);
        q = q.where(s.type === 'AND' ? sql<SqlBool>`(${sum}) = ${hits.length}` : sql<SqlBool>`(${sum}) > 0`);
      }
      const score: RawBuilder<number> =
        hits.length > 0 ? sql<number>`(${sql.join(hits, sql` + `)})` : sql<number>`0`;
      const { n } = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      let ordered = q.selectAll('jobs').select(score.as('score'));
      if (s.sort === 'relevance' && hits.length > 0) ordered = ordered.orderBy('score', 'desc');
      const rows = await ordered
        .orderBy('jobs.published_at', 'desc')
        .orderBy('jobs.id', 'desc')
        .$call(paged(page))
        .execute();
      return { count: Number(n), rows };
    },

    /** A job that has been published and is not a draft now (paused, closed, filled and expired included). */
    published(id: number) {
      return db
        .selectFrom('jobs')
        .selectAll()
        .where('id', '=', id)
        .where('published_at', 'is not', null)
        .where('status', '!=', 'draft')
        .executeTakeFirst();
    },

    /** The filter values of the jobs open now. */
    async publicFilterValues() {
      const cities = await publicJobs()
        .select('jobs.city as v')
        .distinct()
        .where('jobs.city', 'is not', null)
        .execute();
      const states = await publicJobs()
        .select('jobs.state as v')
        .distinct()
        .where('jobs.state', 'is not', null)
        .execute();
      const skills = await publicJobs().select('jobs.skills as v').distinct().execute();
      const { max } = await publicJobs()
        .select(sql<number | null>`max(coalesce(jobs.salary_max, jobs.salary_min))`.as('max'))
        .executeTakeFirstOrThrow();
      return {
        cities: cities.map((r) => r.v!),
        states: states.map((r) => r.v!),
        skillLists: skills.map((r) => r.v),
        salaryMax: max === null ? null : Number(max),
      };
    },

    /** The user's applications to these jobs (job id -> id and status). */
    async applicationsTo(applicantId: number, jobIds: number[]) {
      if (jobIds.length === 0) return [];
      return db
        .selectFrom('applications')
        .select(['id', 'job_id', 'status'])
        .where('applicant_id', '=', applicantId)
        .where('job_id', 'in', jobIds)
        .execute();
    },

    async listMine(applicantId: number, status: number | undefined, page: Page) {
      let q = mine(applicantId);
      if (status !== undefined) q = q.where('applications.status', '=', status);
      let c = db.selectFrom('applications').where('applicant_id', '=', applicantId);
      if (status !== undefined) c = c.where('status', '=', status);
      const { n } = await c.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      const rows = await q
        .orderBy('applications.created_at', 'desc')
        .orderBy('applications.id', 'desc')
        .$call(paged(page))
        .execute();
      return { count: Number(n), rows };
    },

    oneOfMine(applicantId: number, id: number) {
      return mine(applicantId).where('applications.id', '=', id).executeTakeFirst();
    },

    /** The statuses each application reached, oldest first. */
    async steps(applicationIds: number[]) {
      if (applicationIds.length === 0) return [];
      return db
        .selectFrom('application_history')
        .select(['application_id', 'to_status', 'created_at'])
        .where('application_id', 'in', applicationIds)
        .orderBy('id')
        .execute();
    },

    async countMineByStatus(applicantId: number) {
      const rows = await db
        .selectFrom('applications')
        .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
        .where('applicant_id', '=', applicantId)
        .groupBy('status')
        .execute();
      return rows.map((r) => ({ status: Number(r.status), n: Number(r.n) }));
    },

    /** The latest moves of my applications (the first history row, applying itself, left out). */
    recentChanges(applicantId: number, limit: number) {
      return db
        .selectFrom('application_history as h')
        .innerJoin('applications', 'applications.id', 'h.application_id')
        .innerJoin('jobs', 'jobs.id', 'applications.job_id')
        .select([
          'h.application_id',
          'applications.job_id',
          'jobs.title as job_title',
          'h.to_status',
          'h.created_at',
        ])
        .where('applications.applicant_id', '=', applicantId)
        .where('h.from_status', 'is not', null)
        .orderBy('h.created_at', 'desc')
        .orderBy('h.id', 'desc')
        .limit(limit)
        .execute();
    },

    async setWithdrawn(id: number, at: string): Promise<void> {
      await db.updateTable('applications').set({ withdrawn_at: at }).where('id', '=', id).execute();
    },

    userByEmail(email: string) {
      return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
    },

    async removeUser(id: number): Promise<void> {
      await db.deleteFrom('users').where('id', '=', id).execute();
    },

    async removeApplication(id: number): Promise<void> {
      await db.deleteFrom('applications').where('id', '=', id).execute();
    },

    /** True when the account applied to anything: a pending account a guest application made has. */
    async appliedAnywhere(applicantId: number): Promise<boolean> {
      const row = await db
        .selectFrom('applications')
        .select('id')
        .where('applicant_id', '=', applicantId)
        .executeTakeFirst();
      return row !== undefined;
    },

    async hasApplied(applicantId: number, jobId: number): Promise<boolean> {
      const row = await db
        .selectFrom('applications')
        .select('id')
        .where('applicant_id', '=', applicantId)
        .where('job_id', '=', jobId)
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}
export type SeekerRepo = ReturnType<typeof seekerRepo>;
export type MyApplicationRow = NonNullable<Awaited<ReturnType<SeekerRepo['oneOfMine']>>>;
