/** The health module's SQL: server heartbeats, applied migrations and the sending queue's backlog. */
import { sql, type Kysely } from 'kysely';
import type { Database, ServerHeartbeatsTable } from '../../db/schema';

export function healthRepo(db: Kysely<Database>) {
  return {
    /** Inserts or renews this server's row. */
    async beat(row: ServerHeartbeatsTable): Promise<void> {
      await db
        .insertInto('server_heartbeats')
        .values(row)
        .onConflict((oc) => oc.column('id').doUpdateSet({ seen_at: row.seen_at }))
        .execute();
    },

    /** The other servers seen since `since` (ISO). */
    others(selfId: string, since: string) {
      return db
        .selectFrom('server_heartbeats')
        .selectAll()
        .where('id', '<>', selfId)
        .where('seen_at', '>=', since)
        .orderBy('started_at')
        .execute();
    },

    /** Drops this server's row, and rows of servers gone silent before `staleBefore`. */
    async leave(selfId: string, staleBefore: string): Promise<void> {
      await db
        .deleteFrom('server_heartbeats')
        .where((eb) => eb.or([eb('id', '=', selfId), eb('seen_at', '<', staleBefore)]))
        .execute();
    },

    async ping(): Promise<void> {
      await sql`SELECT 1`.execute(db);
    },

    /** The names of the migrations this database has run. */
    async appliedMigrations(): Promise<string[]> {
      const { rows } = await sql<{ name: string }>`SELECT name FROM kysely_migration`.execute(db);
      return rows.map((r) => r.name);
    },

    /** Messages waiting to be sent whose time has come: how many, and since when the oldest waits. */
    async dueMessages(now: string): Promise<{ count: number; oldest: string | null }> {
      const row = await db
        .selectFrom('messages')
        .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.min('next_attempt_at').as('oldest')])
        .where('status', '=', 'queued')
        .where('next_attempt_at', '<=', now)
        .executeTakeFirstOrThrow();
      return { count: Number(row.count), oldest: row.oldest ?? null };
    },
  };
}
export type HealthRepo = ReturnType<typeof healthRepo>;
