/** Job and job template rows, the applicant counts of jobs and the filter values. Queries only; the rules
 * are in service.ts. `ownerId` null means every owner (admin). */
import { sql, type Insertable, type Kysely, type Transaction, type Updateable } from 'kysely';
import type { Database, JobsTable, JobTemplatesTable } from '../../db/schema';
import type { DialectName } from '../../db/index';

type Db = Kysely<Database> | Transaction<Database>;
export interface JobFilters {
  status?: string;
  work_location?: string;
  employment_type?: string;
  /** Words of `search` and keys of `key`: a job matches when each one is in its title, company, city,
   * state or skills. */
  words: string[];
}
export { likeOf, paged, type Page } from '../../lib/paging';
import { likeOf, paged, type Page } from '../../lib/paging';

export function jobRepo(db: Db, dialect: DialectName) {
  const mine = (ownerId: number | null) => {
    let q = db.selectFrom('jobs');
    if (ownerId !== null) q = q.where('jobs.owner_id', '=', ownerId);
    return q;
  };

  return {
    /** Until the transaction ends, the owner's job writes run one after another (the open-job limit is
     * counted then written); SQLite has a single writer already. */
    async lockOwner(ownerId: number): Promise<void> {
      if (dialect === 'postgres')
        await db.selectFrom('users').select('id').where('id', '=', ownerId).forUpdate().execute();
    },

    async list(ownerId: number | null, f: JobFilters, page: Page) {
      let q = mine(ownerId);
      if (f.status) q = q.where('status', '=', f.status);
      if (f.work_location) q = q.where('work_location', '=', f.work_location);
      if (f.employment_type) q = q.where('employment_type', '=', f.employment_type);
      for (const w of f.words) {
        const like = likeOf(w);
        q = q.where((eb) =>
          eb.or(
            (['title', 'company_name', 'city', 'state', 'skills'] as const).map((c) =>
              eb(sql`lower(${sql.ref(`jobs.${c}`)})`, 'like', like),
            ),
          ),
        );
      }
      const { n } = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      const rows = await q
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .$call(paged(page))
        .execute();
      return { count: Number(n), rows };
    },

    byId(id: number, ownerId: number | null) {
      return mine(ownerId).selectAll().where('id', '=', id).executeTakeFirst();
    },

    insert(row: Insertable<JobsTable>) {
      return db.insertInto('jobs').values(row).returningAll().executeTakeFirstOrThrow();
    },

    update(id: number, set: Updateable<JobsTable>) {
      return db.updateTable('jobs').set(set).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
    },

    async remove(id: number): Promise<void> {
      await db.deleteFrom('jobs').where('id', '=', id).execute();
    },

    /** The owner's jobs in a live status (open or paused), leaving out `exceptId`. */
    async countIn(ownerId: number, statuses: readonly string[], exceptId = 0): Promise<number> {
      const { n } = await mine(ownerId)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('status', 'in', statuses)
        .where('id', '!=', exceptId)
        .executeTakeFirstOrThrow();
      return Number(n);
    },

    async countByStatus(ownerId: number | null): Promise<Map<string, number>> {
      const rows = await mine(ownerId)
        .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
        .groupBy('status')
        .execute();
      return new Map(rows.map((r) => [r.status, Number(r.n)]));
    },

    /** Applications per job and status code. */
    async applicantCounts(jobIds: number[]) {
      if (jobIds.length === 0) return [];
      const rows = await db
        .selectFrom('applications')
        .select(['job_id', 'status', (eb) => eb.fn.countAll<number>().as('n')])
        .where('job_id', 'in', jobIds)
        .groupBy(['job_id', 'status'])
        .execute();
      return rows.map((r) => ({ job_id: r.job_id, status: Number(r.status), n: Number(r.n) }));
    },

    async applicationsOf(ownerId: number | null): Promise<number> {
      let q = db.selectFrom('applications').innerJoin('jobs', 'jobs.id', 'applications.job_id');
      if (ownerId !== null) q = q.where('jobs.owner_id', '=', ownerId);
      const { n } = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      return Number(n);
    },

    /** City, state and skills columns of the owner's jobs (the filter values are built from them). */
    filterColumns(ownerId: number | null) {
      return mine(ownerId).select(['city', 'state', 'skills']).execute();
    },
  };
}
export type JobRepo = ReturnType<typeof jobRepo>;

export function templateRepo(db: Db) {
  const mine = (ownerId: number | null) => {
    let q = db.selectFrom('job_templates');
    if (ownerId !== null) q = q.where('owner_id', '=', ownerId);
    return q;
  };
  return {
    async list(ownerId: number | null, page: Page) {
      const { n } = await mine(ownerId)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      const rows = await mine(ownerId).selectAll().orderBy('name').orderBy('id').$call(paged(page)).execute();
      return { count: Number(n), rows };
    },

    byId(id: number, ownerId: number | null) {
      return mine(ownerId).selectAll().where('id', '=', id).executeTakeFirst();
    },

    insert(row: Insertable<JobTemplatesTable>) {
      return db.insertInto('job_templates').values(row).returningAll().executeTakeFirstOrThrow();
    },

    /** The updated row, or undefined when it is not the owner's. */
    update(id: number, ownerId: number | null, set: Updateable<JobTemplatesTable>) {
      let q = db.updateTable('job_templates').set(set).where('id', '=', id);
      if (ownerId !== null) q = q.where('owner_id', '=', ownerId);
      return q.returningAll().executeTakeFirst();
    },

    async remove(id: number, ownerId: number | null): Promise<boolean> {
      let q = db.deleteFrom('job_templates').where('id', '=', id);
      if (ownerId !== null) q = q.where('owner_id', '=', ownerId);
      return Number((await q.executeTakeFirst()).numDeletedRows) > 0;
    },
  };
}
export type TemplateRepo = ReturnType<typeof templateRepo>;
