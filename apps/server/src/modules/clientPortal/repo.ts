/** Queries of the client portal (issue 43): client accounts, shared applications and their answers. The
 * rules are in service.ts. `ownerId` null means every recruiter (admin). */
import type { Kysely, Transaction } from 'kysely';
import type { Database, NewUser, User } from '../../db/schema';
import { paged } from '../jobs/repo';

type Db = Kysely<Database> | Transaction<Database>;

export function clientPortalRepo(db: Db) {
  const shares = (ownerId: number | null) => {
    let q = db
      .selectFrom('client_shares')
      .innerJoin('applications', 'applications.id', 'client_shares.application_id')
      .innerJoin('jobs', 'jobs.id', 'applications.job_id')
      .innerJoin('profiles', 'profiles.id', 'applications.profile_id')
      .innerJoin('clients', 'clients.id', 'client_shares.client_id');
    if (ownerId !== null) q = q.where('jobs.owner_id', '=', ownerId);
    return q;
  };
  const shareColumns = [
    'client_shares.id',
    'client_shares.client_id',
    'clients.name as client_name',
    'client_shares.application_id',
    'applications.job_id',
    'jobs.title as job_title',
    'jobs.owner_id as job_owner_id',
    'profiles.id as profile_id',
    'profiles.full_name',
    'profiles.job_title as job_title_of_candidate',
    'profiles.city',
    'profiles.state',
    'profiles.technical_skill',
    'profiles.experience_years',
    'client_shares.note',
    'client_shares.decision',
    'client_shares.comment',
    'client_shares.answered_at',
    'client_shares.created_at',
  ] as const;

  return {
    /** A client record of `ownerId` (any owner's when null). */
    client(id: number, ownerId: number | null) {
      let q = db.selectFrom('clients').selectAll().where('id', '=', id);
      if (ownerId !== null) q = q.where('owner_id', '=', ownerId);
      return q.executeTakeFirst();
    },

    /** The account linked to a client record, with its user. */
    accountOf(clientId: number) {
      return db
        .selectFrom('client_accounts')
        .innerJoin('users', 'users.id', 'client_accounts.user_id')
        .select([
          'client_accounts.client_id',
          'client_accounts.user_id',
          'client_accounts.created_at as invited_at',
          'users.email',
          'users.full_name',
          'users.is_pending',
        ])
        .where('client_accounts.client_id', '=', clientId)
        .executeTakeFirst();
    },

    /** The client record a client account belongs to, with its recruiter's name. */
    recordOfUser(userId: number) {
      return db
        .selectFrom('client_accounts')
        .innerJoin('clients', 'clients.id', 'client_accounts.client_id')
        .innerJoin('users', 'users.id', 'clients.owner_id')
        .select(['clients.id', 'clients.name', 'clients.owner_id', 'users.full_name as recruiter_name'])
        .where('client_accounts.user_id', '=', userId)
        .executeTakeFirst();
    },

    userById(id: number) {
      return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    },

    userByEmail(email: string) {
      return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
    },

    /** Locks the client record for the invitation (PostgreSQL; SQLite writes one at a time). */
    async lockClient(id: number, postgres: boolean): Promise<void> {
      const q = db.selectFrom('clients').select('id').where('id', '=', id);
      await (postgres ? q.forUpdate() : q).execute();
    },

    insertUser(row: NewUser): Promise<User> {
      return db.insertInto('users').values(row).returningAll().executeTakeFirstOrThrow();
    },

    async link(row: { user_id: number; client_id: number; invited_by: number; created_at: string }) {
      await db.insertInto('client_accounts').values(row).execute();
    },

    async renameUser(id: number, fullName: string, at: string) {
      await db
        .updateTable('users')
        .set({ full_name: fullName, updated_at: at })
        .where('id', '=', id)
        .execute();
    },

    /** The application of one of `ownerId`'s jobs, with the job's client. */
    application(id: number, ownerId: number | null) {
      let q = db
        .selectFrom('applications')
        .innerJoin('jobs', 'jobs.id', 'applications.job_id')
        .select(['applications.id', 'jobs.client_id', 'jobs.owner_id'])
        .where('applications.id', '=', id);
      if (ownerId !== null) q = q.where('jobs.owner_id', '=', ownerId);
      return q.executeTakeFirst();
    },

    /** The new share's id, or null when the application is already shared. */
    async insertShare(row: {
      client_id: number;
      application_id: number;
      shared_by: number;
      note: string | null;
      created_at: string;
    }): Promise<number | null> {
      const res = await db
        .insertInto('client_shares')
        .values({ ...row, updated_at: row.created_at })
        .onConflict((oc) => oc.column('application_id').doNothing())
        .returning('id')
        .executeTakeFirst();
      return res?.id ?? null;
    },

    share(id: number, ownerId: number | null) {
      return shares(ownerId).select(shareColumns).where('client_shares.id', '=', id).executeTakeFirst();
    },

    async listShares(
      ownerId: number | null,
      jobId: number | undefined,
      page: { limit?: number; offset?: number },
    ) {
      let q = shares(ownerId);
      if (jobId !== undefined) q = q.where('applications.job_id', '=', jobId);
      const { n } = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      const rows = await q
        .select(shareColumns)
        .orderBy('client_shares.created_at', 'desc')
        .orderBy('client_shares.id', 'desc')
        .$call(paged(page))
        .execute();
      return { count: Number(n), rows };
    },

    /** The shares of a client record, on jobs that still name it. */
    sharesOfClient(clientId: number) {
      return shares(null)
        .select(shareColumns)
        .where('client_shares.client_id', '=', clientId)
        .whereRef('jobs.client_id', '=', 'client_shares.client_id')
        .orderBy('client_shares.created_at', 'desc')
        .orderBy('client_shares.id', 'desc')
        .execute();
    },

    jobsOfClient(clientId: number) {
      return db
        .selectFrom('jobs')
        .select(['id', 'title', 'status', 'city', 'state', 'openings', 'created_at'])
        .where('client_id', '=', clientId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },

    async answer(id: number, answer: { decision: string; comment: string | null; at: string }) {
      await db
        .updateTable('client_shares')
        .set({
          decision: answer.decision,
          comment: answer.comment,
          answered_at: answer.at,
          updated_at: answer.at,
        })
        .where('id', '=', id)
        .execute();
    },
  };
}
export type ClientPortalRepo = ReturnType<typeof clientPortalRepo>;
export type ShareRow = NonNullable<Awaited<ReturnType<ClientPortalRepo['share']>>>;
