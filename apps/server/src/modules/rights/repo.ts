/** SQL of account rights (issue 44 part B): archives, deletion requests, and what they read and remove. */
import type { Kysely, Transaction } from 'kysely';
import type { Database, ProfileRow } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

export function rightsRepo(db: Kysely<Database>) {
  return {
    newestExport: (userId: number) =>
      db
        .selectFrom('data_exports')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('id', 'desc')
        .executeTakeFirst(),

    exportById: (id: number) =>
      db.selectFrom('data_exports').selectAll().where('id', '=', id).executeTakeFirst(),

    async insertExport(userId: number, at: string): Promise<number> {
      const row = await db
        .insertInto('data_exports')
        .values({ user_id: userId, status: 'preparing', requested_at: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** Archives still to build, oldest first. */
    preparing: (limit: number) =>
      db
        .selectFrom('data_exports')
        .selectAll()
        .where('status', '=', 'preparing')
        .orderBy('id')
        .limit(limit)
        .execute(),

    async settleExport(
      id: number,
      set: Partial<{
        status: string;
        file_key: string | null;
        token_hash: string | null;
        size_bytes: number | null;
        error: string | null;
        ready_at: string | null;
        expires_at: string | null;
      }>,
    ): Promise<void> {
      await db.updateTable('data_exports').set(set).where('id', '=', id).execute();
    },

    /** Ready archives whose link expired and whose file is still stored. */
    expiredFiles: (now: string) =>
      db
        .selectFrom('data_exports')
        .select(['id', 'file_key'])
        .where('status', '=', 'ready')
        .where('file_key', 'is not', null)
        .where('expires_at', '<=', now)
        .execute(),

    openDeletion: (userId: number) =>
      db
        .selectFrom('account_deletions')
        .selectAll()
        .where('user_id', '=', userId)
        .where('cancelled_at', 'is', null)
        .where('completed_at', 'is', null)
        .executeTakeFirst(),

    /** Cancels the open request of the user (one matching the token when given); whether one was open. */
    async cancelDeletion(userId: number, at: string, tokenHash?: string, notAfter?: string) {
      let q = db
        .updateTable('account_deletions')
        .set({ cancelled_at: at })
        .where('user_id', '=', userId)
        .where('cancelled_at', 'is', null)
        .where('completed_at', 'is', null);
      if (tokenHash !== undefined) q = q.where('undo_token_hash', '=', tokenHash);
      if (notAfter !== undefined) q = q.where('delete_after', '>', notAfter);
      const res = await q.executeTakeFirst();
      return Number(res.numUpdatedRows) === 1;
    },

    dueDeletions: (now: string, limit: number) =>
      db
        .selectFrom('account_deletions')
        .selectAll()
        .where('cancelled_at', 'is', null)
        .where('completed_at', 'is', null)
        .where('delete_after', '<=', now)
        .orderBy('id')
        .limit(limit)
        .execute(),

    async activeTeamMembers(ownerId: number): Promise<number> {
      const row = await db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('owner_id', '=', ownerId)
        .where('deactivated_at', 'is', null)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    ownProfiles: (userId: number) =>
      db.selectFrom('profiles').selectAll().where('owner_id', '=', userId).orderBy('id').execute(),

    /** Private uploaded profiles (not bought copies) untouched since `before`: what retention purges. */
    staleProfiles(before: string, limit?: number): Promise<ProfileRow[]> {
      let q = db
        .selectFrom('profiles')
        .selectAll()
        .where('is_public', '=', 0)
        .where('is_copy', '=', 0)
        .where('updated_at', '<', before)
        .orderBy('id');
      if (limit !== undefined) q = q.limit(limit);
      return q.execute();
    },

    async countStaleProfiles(before: string): Promise<number> {
      const row = await db
        .selectFrom('profiles')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('is_public', '=', 0)
        .where('is_copy', '=', 0)
        .where('updated_at', '<', before)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    readSetting: (key: string) =>
      db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst(),
  };
}
export type RightsRepo = ReturnType<typeof rightsRepo>;

/** Removes one profile row; the ledger keeps its rows (their profile reference is a plain number). */
export async function removeProfileRow(db: Db, profileId: number): Promise<void> {
  await db.deleteFrom('profiles').where('id', '=', profileId).execute();
}

export const userById = (db: Db, id: number) =>
  db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();

export async function insertDeletion(
  db: Db,
  v: { user_id: number; undo_token_hash: string; requested_at: string; delete_after: string },
): Promise<void> {
  await db.insertInto('account_deletions').values(v).execute();
}

export async function completeDeletion(db: Db, id: number, at: string): Promise<void> {
  await db.updateTable('account_deletions').set({ completed_at: at }).where('id', '=', id).execute();
}

export async function writeSetting(db: Db, key: string, value: string): Promise<void> {
  await db
    .insertInto('settings')
    .values({ key, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute();
}
