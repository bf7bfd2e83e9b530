/** API key rows: only the SHA-256 hash of a key is stored. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export function apiKeyRepo(db: Kysely<Database>) {
  return {
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
