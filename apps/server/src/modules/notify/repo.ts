/** The user lookups of the notification module. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export function notifyRepo(db: Kysely<Database>) {
  return {
    /** The user's id and current session (a socket's token must belong to it). */
    sessionOf(userId: number) {
      return db
        .selectFrom('users')
        .select(['id', 'current_session_id'])
        .where('id', '=', userId)
        .executeTakeFirst();
    },

    userExists(userId: number) {
      return db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
    },
  };
}
export type NotifyRepo = ReturnType<typeof notifyRepo>;
