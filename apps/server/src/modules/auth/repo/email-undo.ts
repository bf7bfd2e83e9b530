/** The queries of undoing an e-mail change (auth/email-undo.ts): the one-time links and the address. */
import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database, EmailChangeUndosTable } from '../../../db/schema';

export function emailUndoRepo(db: Kysely<Database> | Transaction<Database>) {
  return {
    async insert(row: Insertable<EmailChangeUndosTable>): Promise<void> {
      await db.insertInto('email_change_undos').values(row).execute();
    },

    byToken(userId: number, tokenHash: string) {
      return db
        .selectFrom('email_change_undos')
        .selectAll()
        .where('user_id', '=', userId)
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst();
    },

    /** Another account that holds `email` now, if any. */
    async emailTakenBy(email: string, exceptUserId: number): Promise<boolean> {
      const row = await db
        .selectFrom('users')
        .select('id')
        .where('email', '=', email)
        .where('id', '!=', exceptUserId)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Spends the link once: false when a parallel undo spent it first. */
    async spend(id: number, at: string): Promise<boolean> {
      const spent = await db
        .updateTable('email_change_undos')
        .set({ used_at: at })
        .where('id', '=', id)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(spent.numUpdatedRows) === 1;
    },

    async restoreEmail(userId: number, email: string, at: string): Promise<void> {
      await db
        .updateTable('users')
        .set({ email, is_email_verified: 1, updated_at: at })
        .where('id', '=', userId)
        .execute();
    },
  };
}
