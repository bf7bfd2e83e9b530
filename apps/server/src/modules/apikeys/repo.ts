/** API key rows: only the SHA-256 hash of a key is stored. */
import type { Kysely, Transaction } from 'kysely';
import type { DialectName } from '../../db/index';
import type { Database } from '../../db/schema';

export function apiKeyRepo(db: Kysely<Database> | Transaction<Database>, dialect: DialectName) {
  return {
    /** Until the transaction ends, the user's key creations run one after another (the key limit is
     * counted then written); SQLite has a single writer already. */
    async lockUser(userId: number): Promise<void> {
      if (dialect === 'postgres')
        await db.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
    },

    listFor(userId: number) {
      return db
        .selectFrom('api_keys')
        .select(['id', 'name', 'prefix', 'created_at', 'last_used_at', 'revoked_at', 'revoked_reason'])
        .where('user_id', '=', userId)
        .orderBy('id')
        .execute();
    },

    /** Keys that still work (revoked ones stay listed but do not count against the limit). */
    async countFor(userId: number): Promise<number> {
      const { n } = await db
        .selectFrom('api_keys')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(n);
    },

    insert(row: { user_id: number; name: string; prefix: string; key_hash: string; created_at: string }) {
      return db
        .insertInto('api_keys')
        .values(row)
        .returning(['id', 'name', 'prefix', 'created_at'])
        .executeTakeFirstOrThrow();
    },

    /** Whether a key of this user was deleted. */
    /** The key with this hash, unless revoked. */
    activeByHash(keyHash: string) {
      return db
        .selectFrom('api_keys')
        .select(['id', 'user_id'])
        .where('key_hash', '=', keyHash)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
    },

    async touch(id: number, at: string): Promise<void> {
      await db.updateTable('api_keys').set({ last_used_at: at }).where('id', '=', id).execute();
    },

    async deleteFor(userId: number, id: number): Promise<boolean> {
      const res = await db
        .deleteFrom('api_keys')
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(res.numDeletedRows) > 0;
    },
  };
}
export type ApiKeyRepo = ReturnType<typeof apiKeyRepo>;
