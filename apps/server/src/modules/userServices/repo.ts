/** User services: the Kysely queries (issue 19). */
import type { Kysely, Transaction } from 'kysely';
import type { Database, UserOverridesTable } from '../../db/schema';
import type { Insertable } from 'kysely';

type Db = Kysely<Database> | Transaction<Database>;

export function userServicesRepo(db: Db) {
  const searchable = (search?: string) => {
    let q = db.selectFrom('users').where('owner_id', 'is', null);
    const text = search?.trim().toLowerCase();
    if (text) {
      const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      q = q.where((eb) =>
        eb.or([eb(eb.fn('lower', ['full_name']), 'like', like), eb(eb.fn('lower', ['email']), 'like', like)]),
      );
    }
    return q;
  };

  return {
    /** Accounts of their own (a member's services are their owner's), searched by name or e-mail. */
    async page(search: string | undefined, limit: number, offset: number) {
      const total = await searchable(search)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      const rows = await searchable(search).selectAll().orderBy('id').limit(limit).offset(offset).execute();
      return { count: Number(total.n), rows };
    },

    user(id: number) {
      return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    },

    overridesInForce(userId: number, nowIso: string) {
      return db
        .selectFrom('user_overrides')
        .leftJoin('plans', 'plans.id', 'user_overrides.plan_id')
        .selectAll('user_overrides')
        .select('plans.name as plan_name')
        .where('user_overrides.user_id', '=', userId)
        .where('user_overrides.ends_at', '>', nowIso)
        .orderBy('user_overrides.id', 'desc')
        .execute();
    },

    async insertOverride(row: Insertable<UserOverridesTable>): Promise<void> {
      await db.insertInto('user_overrides').values(row).execute();
    },

    plan(id: number) {
      return db.selectFrom('plans').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** The user's audit trail of services, newest first. */
    history(userId: number, limit = 20) {
      return db
        .selectFrom('audit_log')
        .leftJoin('users', 'users.id', 'audit_log.actor_id')
        .select([
          'audit_log.id',
          'audit_log.action',
          'audit_log.reason',
          'audit_log.details',
          'audit_log.created_at',
          'users.full_name as actor_name',
        ])
        .where('audit_log.target_user_id', '=', userId)
        .where('audit_log.action', 'like', 'service.%')
        .orderBy('audit_log.id', 'desc')
        .limit(limit)
        .execute();
    },
  };
}
