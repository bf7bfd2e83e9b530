/** The users' IMAP mailboxes (`imap_mailboxes`, one per user). Queries only; the rules are in imap.ts. */
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database, ImapMailboxesTable } from '../../../db/schema';

export type ImapMailboxRow = Selectable<ImapMailboxesTable>;

export function imapRepo(db: Kysely<Database>) {
  return {
    find(userId: number): Promise<ImapMailboxRow | undefined> {
      return db.selectFrom('imap_mailboxes').selectAll().where('user_id', '=', userId).executeTakeFirst();
    },
    async upsert(row: Insertable<ImapMailboxesTable>): Promise<void> {
      const { user_id: _owner, created_at: _created, ...changes } = row;
      await db
        .insertInto('imap_mailboxes')
        .values(row)
        .onConflict((oc) => oc.column('user_id').doUpdateSet(changes))
        .execute();
    },
    async update(userId: number, changes: Updateable<ImapMailboxesTable>): Promise<void> {
      await db.updateTable('imap_mailboxes').set(changes).where('user_id', '=', userId).execute();
    },
    /** Whether the user had a mailbox. */
    async remove(userId: number): Promise<boolean> {
      const res = await db.deleteFrom('imap_mailboxes').where('user_id', '=', userId).executeTakeFirst();
      return Number(res.numDeletedRows) > 0;
    },

    /** The mailboxes due for a look at `now` (never looked at, or last looked at by `dueBefore`) that no
     * server is reading. */
    due(now: string, dueBefore: string, limit: number): Promise<ImapMailboxRow[]> {
      return db
        .selectFrom('imap_mailboxes')
        .selectAll()
        .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)]))
        .where((eb) => eb.or([eb('last_checked_at', 'is', null), eb('last_checked_at', '<=', dueBefore)]))
        .orderBy('user_id')
        .limit(limit)
        .execute();
    },
    /** Takes the lease of a mailbox if no other server holds it: one conditional update, so two servers
     * cannot both win. */
    async lease(userId: number, now: string, until: string): Promise<boolean> {
      const res = await db
        .updateTable('imap_mailboxes')
        .set({ lease_until: until })
        .where('user_id', '=', userId)
        .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)]))
        .executeTakeFirst();
      return Number(res.numUpdatedRows) > 0;
    },
  };
}
export type ImapRepo = ReturnType<typeof imapRepo>;
