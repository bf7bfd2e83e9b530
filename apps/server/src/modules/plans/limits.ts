/** Plans: the plan in force, its activation by a payment, and its daily limits (spec 000 section 9), per
 * user per UTC day. */
import type { Kysely, Transaction } from 'kysely';
import { DAILY_MESSAGE_LIMITS, PLAN_PERIOD_DAYS, planDisplayName, type PlanTier } from '@talent/api/rules';
import type { Database, PlanRow, User, UserOverridesTable } from '../../db/schema';
import { clockNow } from '../../lib/request-context';
import { isoNow } from '../../lib/clock';
import { HttpError } from '../../lib/errors';
import { plansRepo, type UsageKind } from './repo';

export type { UsageKind } from './repo';

/** The UTC day of `ms` (by default the app's clock inside a request). */
export function utcDay(ms = clockNow()): string {
  return new Date(ms).toISOString().slice(0, 10);
}

type PlanHolder = Pick<User, 'current_plan_id' | 'plan_expires_at'>;
type Db = Kysely<Database> | Transaction<Database>;

/** An admin's override in force now (user services, issue 19): the newest whose end is still ahead, read
 * by the app's clock. */
export async function overrideInForce(db: Db, userId: number, kind: UserOverridesTable['kind']) {
  return plansRepo(db).overrideEndingAfter(userId, kind, isoNow(clockNow));
}

/** The plan id in force: null when none, or when the paid month is over. */
export function activePlanId(user: PlanHolder, now = clockNow()): number | null {
  if (user.current_plan_id === null) return null;
  if (user.plan_expires_at !== null && Date.parse(user.plan_expires_at) <= now) return null;
  return user.current_plan_id;
}

/** The user's plan in force: an admin's override until its end date, else the paid plan, else the free
 * plan. */
export async function effectivePlan(db: Db, user: PlanHolder & Pick<User, 'id'>): Promise<PlanRow> {
  const repo = plansRepo(db);
  const override = await overrideInForce(db, user.id, 'plan');
  if (override?.plan_id != null) {
    const plan = await repo.byId(override.plan_id);
    if (plan) return plan;
  }
  const planId = activePlanId(user, clockNow());
  if (planId !== null) {
    const plan = await repo.byId(planId);
    if (plan) return plan;
  }
  return repo.lowest();
}

/** Activates a paid plan for PLAN_PERIOD_DAYS inside the caller's transaction. Paying again for the plan
 * in force extends it; any other plan starts now. */
export async function activatePlan(
  trx: Transaction<Database>,
  userId: number,
  planId: number,
  now = clockNow(),
): Promise<void> {
  const repo = plansRepo(trx);
  const user = await repo.planOfUser(userId);
  const from =
    activePlanId(user, now) === planId && user.plan_expires_at ? Date.parse(user.plan_expires_at) : now;
  await repo.setPlanOfUser(userId, planId, new Date(from + PLAN_PERIOD_DAYS * 86400_000).toISOString());
}

export function limitFor(plan: PlanRow, kind: UsageKind): number | null {
  if (kind === 'message')
    return plan.tier in DAILY_MESSAGE_LIMITS
      ? DAILY_MESSAGE_LIMITS[plan.tier as PlanTier]
      : DAILY_MESSAGE_LIMITS[1];
  return kind === 'upload' ? plan.daily_upload_limit : plan.daily_view_limit;
}

/** The daily limit in force: an admin's override until its end date, else the plan's. */
export async function limitInForce(
  db: Db,
  user: Pick<User, 'id'>,
  plan: PlanRow,
  kind: UsageKind,
): Promise<number | null> {
  const override = await overrideInForce(db, user.id, kind);
  return override ? override.daily_limit : limitFor(plan, kind);
}

export async function usedToday(
  db: Kysely<Database> | Transaction<Database>,
  userId: number,
  kind: UsageKind,
): Promise<number> {
  return plansRepo(db).usage(userId, utcDay(), kind);
}

export function limitMessage(plan: PlanRow, kind: UsageKind, limit: number, used = 0): string {
  if (kind === 'message')
    return `Daily message limit reached: your plan ${planDisplayName(plan)} allows ${limit} messages per day, and ${Math.max(0, limit - used)} are left today.`;
  return kind === 'upload'
    ? `Daily upload limit reached: your plan ${planDisplayName(plan)} allows ${limit} profile uploads per day.`
    : `Daily limit reached: your plan ${planDisplayName(plan)} allows ${limit} views, rents or buys of public profiles per day.`;
}

/** Takes `amount` units of today's allowance inside the caller's transaction (all or none), or throws (406
 * for uploads, as the upload screen shows 406 messages; 429 otherwise). */
export async function consume(
  trx: Transaction<Database>,
  user: Pick<User, 'id'> & PlanHolder,
  kind: UsageKind,
  amount = 1,
): Promise<void> {
  const plan = await effectivePlan(trx, user);
  const limit = await limitInForce(trx, user, plan, kind);
  const repo = plansRepo(trx);
  if (!(await repo.takeUsage(user.id, utcDay(), kind, limit, amount))) {
    const status = kind === 'upload' ? 406 : 429;
    const used = await repo.usage(user.id, utcDay(), kind);
    throw new HttpError(status, limitMessage(plan, kind, limit ?? 0, used), undefined, 'daily_limit');
  }
}
