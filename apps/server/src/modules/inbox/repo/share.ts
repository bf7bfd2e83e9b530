/** Files shared from a phone, kept under a claim id until a signed-in page claims them (inbox/share.ts). */
import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database, SharedFilesTable } from '../../../db/schema';

export function shareRepo(db: Kysely<Database> | Transaction<Database>) {
  return {
    expired(now: string) {
      return db
        .selectFrom('shared_files')
        .select(['id', 'file_key'])
        .where('expires_at', '<=', now)
        .execute();
    },

    async remove(ids: number[]): Promise<void> {
      await db.deleteFrom('shared_files').where('id', 'in', ids).execute();
    },

    async insert(row: Insertable<SharedFilesTable>): Promise<void> {
      await db.insertInto('shared_files').values(row).execute();
    },

    /** Deletes and answers the live rows of a claim in one statement, so only one claim gets them. */
    take(claim: string, now: string) {
      return db
        .deleteFrom('shared_files')
        .where('claim', '=', claim)
        .where('expires_at', '>', now)
        .returningAll()
        .execute();
    },
  };
}
