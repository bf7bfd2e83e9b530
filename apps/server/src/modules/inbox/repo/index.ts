/** The inbound addresses, the inbox of files and its log. Queries only; the rules are in service.ts. */
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, InboundLogTable, InboxFilesTable } from '../../../db/schema';
import { paged, type Page } from '../../jobs/repo';

export type InboxFileRow = Selectable<InboxFilesTable>;
export type InboundLogRow = Selectable<InboundLogTable>;

export function inboxRepo(db: Kysely<Database>) {
  return {
    tokenOf(userId: number): Promise<string | undefined> {
      return db
        .selectFrom('inbound_mailboxes')
        .select('token')
        .where('user_id', '=', userId)
        .executeTakeFirst()
        .then((r) => r?.token);
    },
    /** Sets the user's token (a new address); the old one stops working at once. */
    async setToken(userId: number, token: string, now: string): Promise<void> {
      await db
        .insertInto('inbound_mailboxes')
        .values({ user_id: userId, token, created_at: now })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ token, created_at: now }))
        .execute();
    },
    userOfToken(token: string): Promise<number | undefined> {
      return db
        .selectFrom('inbound_mailboxes')
        .select('user_id')
        .where('token', '=', token)
        .executeTakeFirst()
        .then((r) => r?.user_id);
    },

    async addFile(row: Insertable<InboxFilesTable>): Promise<InboxFileRow> {
      return db.insertInto('inbox_files').values(row).returningAll().executeTakeFirstOrThrow();
    },
    async waiting(userId: number, page: Page): Promise<{ count: number; rows: InboxFileRow[] }> {
      const q = db.selectFrom('inbox_files').where('user_id', '=', userId).where('status', '=', 'waiting');
      const { n } = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      const rows = await q.selectAll().orderBy('id').$call(paged(page)).execute();
      return { count: Number(n), rows };
    },
    file(userId: number, id: number): Promise<InboxFileRow | undefined> {
      return db
        .selectFrom('inbox_files')
        .selectAll()
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
    },
    /** Settles a waiting file; undefined when it was not waiting (settled by a racing call). */
    settle(
      userId: number,
      id: number,
      values: { status: 'processed' | 'rejected'; note: string | null; settled_at: string },
    ): Promise<InboxFileRow | undefined> {
      return db
        .updateTable('inbox_files')
        .set(values)
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .where('status', '=', 'waiting')
        .returningAll()
        .executeTakeFirst();
    },

    async log(row: Insertable<InboundLogTable>): Promise<void> {
      await db.insertInto('inbound_log').values(row).execute();
    },
    latestLog(userId: number, limit = 10): Promise<InboundLogRow[]> {
      return db
        .selectFrom('inbound_log')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },
  };
}
export type InboxRepo = ReturnType<typeof inboxRepo>;
