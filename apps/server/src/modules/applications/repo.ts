/** Application rows joined with their job and profile, the status history, and the dashboard figures.
 * Queries only; the rules are in service.ts. `ownerId` null means every job owner (admin). */
import type { Kysely, Transaction } from 'kysely';
import type { Insertable } from 'kysely';
import type { ApplicationHistoryTable, Database } from '../../db/schema';
import { likeOf, paged } from '../jobs/repo';

type Db = Kysely<Database> | Transaction<Database>;
export interface ApplicationFilters {
  job_id?: number;
  status?: number;
  /** Each word in the candidate's name, their job title or the job's title. */
  words: string[];
}

export function applicationRepo(db: Db) {
  const joined = (ownerId: number | null) => {
    let q = db
      .selectFrom('applications')
      .innerJoin('jobs', 'jobs.id', 'applications.job_id')
      .innerJoin('profiles', 'profiles.id', 'applications.profile_id');
    if (ownerId !== null) q = q.where('jobs.owner_id', '=', ownerId);
    return q;
  };
  const columns = [
    'applications.id',
    'applications.job_id',
    'jobs.title as job_title',
    'jobs.owner_id as job_owner_id',
    'applications.profile_id',
    'applications.applicant_id',
    'profiles.full_name',
    'profiles.email',
    'profiles.mobile',
    'profiles.city',
    'profiles.state',
    'profiles.job_title as job_title_of_candidate',
    'applications.status',
    'applications.cover_note',
    'applications.created_at',
    'applications.updated_at',
  ] as const;

  return {
    async list(ownerId: number | null, f: ApplicationFilters, page: { limit?: number; offset?: number }) {
      let q = joined(ownerId);
      if (f.job_id !== undefined) q = q.where('applications.job_id', '=', f.job_id);
      if (f.status !== undefined) q = q.where('applications.status', '=', f.status);
      for (const w of f.words) {
        const like = likeOf(w);
        q = q.where((eb) =>
          eb.or([
            eb(eb.fn('lower', ['profiles.full_name']), 'like', like),
            eb(eb.fn('lower', ['profiles.job_title']), 'like', like),
            eb(eb.fn('lower', ['jobs.title']), 'like', like),
          ]),
        );
      }
      const { n } = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      const rows = await q
        .select(columns)
        .orderBy('applications.created_at', 'desc')
        .orderBy('applications.id', 'desc')
        .$call(paged(page))
        .execute();
      return { count: Number(n), rows };
    },

    byId(id: number, ownerId: number | null) {
      return joined(ownerId).select(columns).where('applications.id', '=', id).executeTakeFirst();
    },

    history(applicationId: number) {
      return db
        .selectFrom('application_history')
        .innerJoin('users', 'users.id', 'application_history.changed_by')
        .select([
          'application_history.id',
          'application_history.from_status',
          'application_history.to_status',
          'application_history.note',
          'application_history.changed_by',
          'users.full_name as changed_by_name',
          'application_history.created_at',
        ])
        .where('application_id', '=', applicationId)
        .orderBy('application_history.id')
        .execute();
    },

    /** The new application's id, or null when the applicant (or this profile) already applied to this
     * job: the conflict target is left out so that either unique index counts. */
    async insert(row: {
      job_id: number;
      profile_id: number;
      applicant_id: number;
      cover_note: string | null;
      created_at: string;
    }): Promise<number | null> {
      const res = await db
        .insertInto('applications')
        .values({ ...row, status: 1, updated_at: row.created_at })
        .onConflict((oc) => oc.doNothing())
        .returning('id')
        .executeTakeFirst();
      return res?.id ?? null;
    },

    /** Moves the application only when it is still in `from` (a concurrent move makes this a no-op). */
    async setStatus(id: number, from: number, to: number, now: string): Promise<boolean> {
      const res = await db
        .updateTable('applications')
        .set({ status: to, updated_at: now })
        .where('id', '=', id)
        .where('status', '=', from)
        .executeTakeFirst();
      return Number(res.numUpdatedRows) === 1;
    },

    async addHistory(row: Insertable<ApplicationHistoryTable>): Promise<void> {
      await db.insertInto('application_history').values(row).execute();
    },

    ownProfile(profileId: number, userId: number) {
      return db
        .selectFrom('profiles')
        .select(['id', 'full_name'])
        .where('id', '=', profileId)
        .where('owner_id', '=', userId)
        .executeTakeFirst();
    },

    job(id: number) {
      return db
        .selectFrom('jobs')
        .select(['id', 'owner_id', 'title', 'status', 'expires_on'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /** Applications to the owner's jobs created since `since`, counted by their status now. */
    async countByStatusSince(ownerId: number | null, since: string) {
      let q = db
        .selectFrom('applications')
        .innerJoin('jobs', 'jobs.id', 'applications.job_id')
        .select(['applications.status', (eb) => eb.fn.countAll<number>().as('n')])
        .where('applications.created_at', '>=', since)
        .groupBy('applications.status');
      if (ownerId !== null) q = q.where('jobs.owner_id', '=', ownerId);
      return (await q.execute()).map((r) => ({ status: Number(r.status), n: Number(r.n) }));
    },

    /** Each application's creation time and the time of its first move (the first history row that has a
     * from status), for those that were answered. */
    firstResponses(ownerId: number | null) {
      let q = db
        .selectFrom('applications')
        .innerJoin('jobs', 'jobs.id', 'applications.job_id')
        .innerJoin('application_history as h', 'h.application_id', 'applications.id')
        .select(['applications.id', 'applications.created_at', (eb) => eb.fn.min('h.created_at').as('first')])
        .where('h.from_status', 'is not', null)
        .groupBy(['applications.id', 'applications.created_at']);
      if (ownerId !== null) q = q.where('jobs.owner_id', '=', ownerId);
      return q.execute();
    },

    userExists(id: number) {
      return db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst();
    },
  };
}
export type ApplicationRepo = ReturnType<typeof applicationRepo>;
export type ApplicationJoined = NonNullable<Awaited<ReturnType<ApplicationRepo['byId']>>>;
