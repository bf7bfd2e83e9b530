/** Landing section rows: one per section, its content as JSON. */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

export function landingRepo(db: Db) {
  return {
    bySection(section: string) {
      return db.selectFrom('landing_content').selectAll().where('section', '=', section).executeTakeFirst();
    },
    async save(section: string, content: string, by: number, at: string) {
      await db
        .updateTable('landing_content')
        .set({ content, updated_by: by, updated_at: at })
        .where('section', '=', section)
        .execute();
    },
  };
}
