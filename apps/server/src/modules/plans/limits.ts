/** Daily limits of the plans (spec 000 section 9), per user per UTC day. */
import type { Kysely, Transaction } from 'kysely';
import type { Database, PlanRow, User } from '../../db/schema';
import { HttpError } from '../../lib/errors';

export type UsageKind = 'upload' | 'view';

export function utcDay(date = new Date()): string {
  return date.toISOString().slice(0, 10);
}

type PlanHolder = Pick<User, 'current_plan_id' | 'plan_expires_at'>;

/** The plan id in force: null when none, or when the paid month is over. */
export function activePlanId(user: PlanHolder, now = Date.now()): number | null {
  if (user.current_plan_id === null) return null;
  if (user.plan_expires_at !== null && Date.parse(user.plan_expires_at) <= now) return null;
  return user.current_plan_id;
}

/** The user's plan in force, or the free plan when they have none. */
export async function effectivePlan(
  db: Kysely<Database> | Transaction<Database>,
  user: PlanHolder,
): Promise<PlanRow> {
  const planId = activePlanId(user);
  if (planId !== null) {
    const plan = await db.selectFrom('plans').selectAll().where('id', '=', planId).executeTakeFirst();
    if (plan) return plan;
  }
  return db.selectFrom('plans').selectAll().orderBy('tier').executeTakeFirstOrThrow();
}

export function limitFor(plan: PlanRow, kind: UsageKind): number | null {
  return kind === 'upload' ? plan.daily_upload_limit : plan.daily_view_limit;
}

export async function usedToday(
  db: Kysely<Database> | Transaction<Database>,
  userId: number,
  kind: UsageKind,
): Promise<number> {
  const row = await db
    .selectFrom('daily_usage')
    .select('count')
    .where('user_id', '=', userId)
    .where('day', '=', utcDay())
    .where('kind', '=', kind)
    .executeTakeFirst();
  return row ? Number(row.count) : 0;
}

export function limitMessage(plan: PlanRow, kind: UsageKind, limit: number): string {
  return kind === 'upload'
    ? `Daily upload limit reached: your plan ${plan.login_name} allows ${limit} profile uploads per day.`
    : `Daily limit reached: your plan ${plan.login_name} allows ${limit} views, rents or buys of public profiles per day.`;
}

/** Takes one unit of today's allowance inside the caller's transaction, or throws (406 for uploads, as
 * the upload screen shows 406 messages; 429 otherwise). */
export async function consume(
  trx: Transaction<Database>,
  user: Pick<User, 'id'> & PlanHolder,
  kind: UsageKind,
): Promise<void> {
  const plan = await effectivePlan(trx, user);
  const limit = limitFor(plan, kind);
  const day = utcDay();
  await trx
    .insertInto('daily_usage')
    .values({ user_id: user.id, day, kind, count: 0 })
    .onConflict((oc) => oc.columns(['user_id', 'day', 'kind']).doNothing())
    .execute();
  let q = trx
    .updateTable('daily_usage')
    .set((eb) => ({ count: eb('count', '+', 1) }))
    .where('user_id', '=', user.id)
    .where('day', '=', day)
    .where('kind', '=', kind);
  if (limit !== null) q = q.where('count', '<', limit);
  const res = await q.executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) {
    const status = kind === 'upload' ? 406 : 429;
    throw new HttpError(status, limitMessage(plan, kind, limit ?? 0), undefined, 'daily_limit');
  }
}
