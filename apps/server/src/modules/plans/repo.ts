/** Plan rows, the plan a user holds, and the per-day usage counters. */
import type { Kysely, Transaction } from 'kysely';
import type { Database, UserOverridesTable } from '../../db/schema';
import { isoNow } from '../../lib/clock';
import { clockNow } from '../../lib/request-context';

/** What a daily allowance counts: profile uploads, public profiles viewed, messages queued (issue 18). */
export type UsageKind = 'upload' | 'view' | 'message';

export function plansRepo(db: Kysely<Database> | Transaction<Database>) {
  return {
    /** Every plan, cheapest tier first. */
    all() {
      return db.selectFrom('plans').selectAll().orderBy('tier').execute();
    },

    byId(id: number) {
      return db.selectFrom('plans').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** The lowest tier: the free plan. */
    lowest() {
      return db.selectFrom('plans').selectAll().orderBy('tier').executeTakeFirstOrThrow();
    },

    planOfUser(userId: number) {
      return db
        .selectFrom('users')
        .select(['current_plan_id', 'plan_expires_at'])
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
    },

    /** The newest override of `kind` whose end is after `at`. */
    overrideEndingAfter(userId: number, kind: UserOverridesTable['kind'], at: string) {
      return db
        .selectFrom('user_overrides')
        .selectAll()
        .where('user_id', '=', userId)
        .where('kind', '=', kind)
        .where('ends_at', '>', at)
        .orderBy('id', 'desc')
        .executeTakeFirst();
    },

    async setPlanOfUser(userId: number, planId: number, expiresAt: string): Promise<void> {
      await db
        .updateTable('users')
        .set({ current_plan_id: planId, plan_expires_at: expiresAt, updated_at: isoNow(clockNow) })
        .where('id', '=', userId)
        .execute();
    },

    async usage(userId: number, day: string, kind: UsageKind): Promise<number> {
      const row = await db
        .selectFrom('daily_usage')
        .select('count')
        .where('user_id', '=', userId)
        .where('day', '=', day)
        .where('kind', '=', kind)
        .executeTakeFirst();
      return row ? Number(row.count) : 0;
    },

    /** Adds `amount` to the day's counter if it stays within `limit` (null: no limit). Whether it was added. */
    async takeUsage(
      userId: number,
      day: string,
      kind: UsageKind,
      limit: number | null,
      amount = 1,
    ): Promise<boolean> {
      await db
        .insertInto('daily_usage')
        .values({ user_id: userId, day, kind, count: 0 })
        .onConflict((oc) => oc.columns(['user_id', 'day', 'kind']).doNothing())
        .execute();
      let q = db
        .updateTable('daily_usage')
        .set((eb) => ({ count: eb('count', '+', amount) }))
        .where('user_id', '=', userId)
        .where('day', '=', day)
        .where('kind', '=', kind);
      if (limit !== null) q = q.where('count', '<=', limit - amount);
      const res = await q.executeTakeFirst();
      return Number(res.numUpdatedRows) === 1;
    },
  };
}
