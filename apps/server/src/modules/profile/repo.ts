/** The signed-in user's account row and profile sections (`profile_sections`, the entry stored as JSON). */
import type { Kysely } from 'kysely';
import type { Database, UserUpdate } from '../../db/schema';

export interface SectionRow {
  id: number;
  data: string;
  created_at: string;
}

export function profileRepo(db: Kysely<Database>) {
  return {
    async mobileOwner(mobile: string): Promise<number | undefined> {
      const row = await db.selectFrom('users').select('id').where('mobile', '=', mobile).executeTakeFirst();
      return row?.id;
    },

    updateUser(id: number, patch: UserUpdate) {
      return db.updateTable('users').set(patch).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
    },

    sections(userId: number, section: string): Promise<SectionRow[]> {
      return db
        .selectFrom('profile_sections')
        .select(['id', 'data', 'created_at'])
        .where('user_id', '=', userId)
        .where('section', '=', section)
        .orderBy('id')
        .execute();
    },

    async insertSection(row: { user_id: number; section: string; data: string; created_at: string }) {
      const { id } = await db
        .insertInto('profile_sections')
        .values(row)
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    /** The entry's new JSON; undefined when the user has no such entry in that section. */
    async updateSection(userId: number, section: string, id: number, data: string) {
      return db
        .updateTable('profile_sections')
        .set({ data })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .where('section', '=', section)
        .returning(['id', 'created_at'])
        .executeTakeFirst();
    },

    /** Whether an entry of this user's section was deleted. */
    async deleteSection(userId: number, section: string, id: number): Promise<boolean> {
      const res = await db
        .deleteFrom('profile_sections')
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .where('section', '=', section)
        .executeTakeFirst();
      return Number(res.numDeletedRows) > 0;
    },
  };
}
export type ProfileRepo = ReturnType<typeof profileRepo>;
