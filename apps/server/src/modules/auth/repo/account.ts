/** The reads behind a signed-in user's answers (auth/users.ts): the plan's names and the custom role's name. */
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';

export function accountRepo(db: Kysely<Database>) {
  return {
    planNames(planId: number) {
      return db
        .selectFrom('plans')
        .select(['id', 'name', 'login_name'])
        .where('id', '=', planId)
        .executeTakeFirst();
    },

    async roleName(roleId: number): Promise<string | undefined> {
      const row = await db.selectFrom('roles').select('name').where('id', '=', roleId).executeTakeFirst();
      return row?.name;
    },
  };
}
