/** The settings table (key, value): the generated JWT secret. */
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';

export function settingsRepo(db: Kysely<Database>) {
  return {
    async value(key: string): Promise<string | undefined> {
      const row = await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
      return row?.value;
    },

    /** Stores `value` unless another server stored one first. */
    async insertIfMissing(key: string, value: string): Promise<void> {
      await db
        .insertInto('settings')
        .values({ key, value })
        .onConflict((oc) => oc.column('key').doNothing())
        .execute();
    },
  };
}
