/** Messages to candidates: the log the sender reads and the queue the worker claims from. Queries only; the
 * rules are in service.ts and worker.ts. */
import { sql, type Insertable, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { MessageChannel, MessageStatus } from '@talent/api/rules';
import type { Database, MessagesTable } from '../../db/schema';
import type { DialectName } from '../../db/index';
import { likeOf, paged, type Page } from '../jobs/repo';

type Db = Kysely<Database> | Transaction<Database>;
export type MessageRow = Selectable<MessagesTable>;

export interface MessageFilter extends Page {
  search?: string;
  channel?: MessageChannel;
  status?: MessageStatus;
  job_id?: number;
  profile_id?: number;
}

/** How many messages of each status the database holds (the metrics gauge). */
export function messageCountsByStatus(db: Db) {
  return db
    .selectFrom('messages')
    .select((eb) => ['status', eb.fn.countAll<number>().as('n')])
    .groupBy('status')
    .execute();
}

export function messageRepo(db: Db, dialect: DialectName) {
  return {
    /** The recipients' profiles (the sender's right to message them is checked in service.ts). */
    profilesByIds(ids: number[]) {
      return db.selectFrom('profiles').selectAll().where('id', 'in', ids).execute();
    },

    /** Which of `ids` the user unlocked, bought, or rents until after `now`. */
    async grantedProfileIds(userId: number, ids: number[], now: string): Promise<number[]> {
      const rows = await db
        .selectFrom('profile_access')
        .select('profile_id')
        .where('user_id', '=', userId)
        .where('profile_id', 'in', ids)
        .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
        .execute();
      return rows.map((r) => r.profile_id);
    },

    /** Which of `ids` applied to a job of `ownerId`. */
    async applicantProfileIds(ownerId: number, ids: number[]): Promise<number[]> {
      const rows = await db
        .selectFrom('applications')
        .innerJoin('jobs', 'jobs.id', 'applications.job_id')
        .select('applications.profile_id')
        .where('jobs.owner_id', '=', ownerId)
        .where('applications.profile_id', 'in', ids)
        .execute();
      return rows.map((r) => r.profile_id);
    },

    /** The job a message is about, when `ownerId` owns it. */
    jobOfOwner(jobId: number, ownerId: number) {
      return db
        .selectFrom('jobs')
        .select(['id', 'title', 'company_name', 'city', 'state'])
        .where('id', '=', jobId)
        .where('owner_id', '=', ownerId)
        .executeTakeFirst();
    },

    async insert(rows: Insertable<MessagesTable>[]): Promise<number[]> {
      if (rows.length === 0) return [];
      const out = await db.insertInto('messages').values(rows).returning('id').execute();
      return out.map((r) => r.id);
    },

    /** The ids a send with this idempotency key queued before, if any. */
    async idsOfKey(senderId: number, key: string): Promise<number[]> {
      const rows = await db
        .selectFrom('messages')
        .select('id')
        .where('sender_id', '=', senderId)
        .where('client_key', '=', key)
        .orderBy('id')
        .execute();
      return rows.map((r) => r.id);
    },

    async list(senderId: number, f: MessageFilter): Promise<{ count: number; rows: MessageRow[] }> {
      let q = db.selectFrom('messages').where('sender_id', '=', senderId);
      if (f.channel) q = q.where('channel', '=', f.channel);
      if (f.status) q = q.where('status', '=', f.status);
      if (f.job_id) q = q.where('job_id', '=', f.job_id);
      if (f.profile_id) q = q.where('profile_id', '=', f.profile_id);
      for (const word of (f.search ?? '').trim().split(/\s+/).filter(Boolean)) {
        const like = likeOf(word);
        q = q.where((eb) =>
          eb.or(
            (['candidate_name', 'recipient', 'subject', 'job_title', 'template_name'] as const).map((c) =>
              eb(eb.fn('lower', [eb.fn.coalesce(c, sql.lit(''))]), 'like', like),
            ),
          ),
        );
      }
      const count = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      const rows = await q
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .$call(paged(f))
        .execute();
      return { count: Number(count.n), rows };
    },

    byId(senderId: number, id: number): Promise<MessageRow | undefined> {
      return db
        .selectFrom('messages')
        .selectAll()
        .where('id', '=', id)
        .where('sender_id', '=', senderId)
        .executeTakeFirst();
    },

    /** A failed message queued again with a fresh set of tries; undefined when it is not failed. */
    requeue(senderId: number, id: number, now: string): Promise<MessageRow | undefined> {
      return db
        .updateTable('messages')
        .set({ status: 'queued', attempts: 0, next_attempt_at: now, last_error: null, updated_at: now })
        .where('id', '=', id)
        .where('sender_id', '=', senderId)
        .where('status', '=', 'failed')
        .returningAll()
        .executeTakeFirst();
    },

    /**
     * Claims up to `limit` queued messages whose time has come: each becomes `sending`, one try more, with
     * `next_attempt_at` as the lease's end. PostgreSQL skips rows another server has locked, so two workers
     * never claim the same message; SQLite has one writer, so the update is atomic as it is.
     */
    claim(now: string, leaseEnd: string, limit: number): Promise<MessageRow[]> {
      return db
        .updateTable('messages')
        .set((eb) => ({
          status: 'sending',
          attempts: eb('attempts', '+', 1),
          next_attempt_at: leaseEnd,
          updated_at: now,
        }))
        .where('id', 'in', (eb) =>
          eb
            .selectFrom('messages')
            .select('id')
            .where('status', '=', 'queued')
            .where('next_attempt_at', '<=', now)
            .orderBy('next_attempt_at')
            .orderBy('id')
            .limit(limit)
            .$if(dialect === 'postgres', (q) => q.forUpdate().skipLocked()),
        )
        .where('status', '=', 'queued')
        .returningAll()
        .execute();
    },

    /** Records the end of a try of a message this worker holds (`status = 'sending'`). */
    async settle(
      id: number,
      values: Pick<MessagesTable, 'next_attempt_at' | 'last_error' | 'sent_at'> & {
        status: 'queued' | 'sent' | 'failed';
        updated_at: string;
      },
    ): Promise<void> {
      await db
        .updateTable('messages')
        .set(values)
        .where('id', '=', id)
        .where('status', '=', 'sending')
        .execute();
    },

    /** Messages whose sending lease ran out: the server that held them stopped in the middle of a try. */
    async failInterrupted(now: string, reason: string): Promise<number> {
      const res = await db
        .updateTable('messages')
        .set({ status: 'failed', last_error: reason, next_attempt_at: null, updated_at: now })
        .where('status', '=', 'sending')
        .where('next_attempt_at', '<', now)
        .executeTakeFirst();
      return Number(res.numUpdatedRows);
    },
  };
}
export type MessageRepo = ReturnType<typeof messageRepo>;
