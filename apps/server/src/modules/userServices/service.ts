/**
 * User services (/apps/user-service-management, issue 19), for admins: a plan or a daily limit overridden
 * until an end date (the plan and limit checks read them, plans/limits.ts), TAT granted or deducted through
 * the ledger against the platform's grants account (never a balance edit), and the verification e-mail
 * sent again. Each change needs a reason and is written to the audit log in the same transaction.
 */
import { isRole, type ServiceOverride, type ServiceUser, type ServiceUserDetail } from '@talent/api';
import { MAX_OVERRIDE_DAYS, type LimitKind } from '@talent/api/rules';
import type { AppContext } from '../../context';
import type { User } from '../../db/schema';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import type { AuthInfo } from '../../plugins/contract';
import { recordAudit } from '../audit/repo';
import { codeService } from '../auth/codes';
import {
  InsufficientFunds,
  SERVICE_GRANTS,
  balances,
  postTransfer,
  userKey,
  withIdempotency,
} from '../ledger/service';
import { effectivePlan, limitInForce } from '../plans/limits';
import { userServicesRepo } from './repo';

function requireAdmin(auth: AuthInfo): User {
  if (auth.self.role !== 'admin') throw forbidden('Only an admin manages user services.');
  return auth.self;
}

interface Change {
  reason: string;
  ends_at: string;
}

export function userServicesService(ctx: AppContext) {
  const repo = userServicesRepo(ctx.db);
  const codes = codeService(ctx.db, ctx.mail, ctx.now);
  const nowIso = () => new Date(ctx.now()).toISOString();

  async function target(id: number): Promise<User> {
    const user = await repo.user(id);
    if (!user) throw notFound('No such user.');
    return user;
  }

  /** The end must lie ahead, and at most MAX_OVERRIDE_DAYS ahead. */
  function endOf(change: Change): string {
    const end = Date.parse(change.ends_at);
    const now = ctx.now();
    if (end <= now)
      throw badRequest('The end date must be in the future.', {
        ends_at: ['The end date must be in the future.'],
      });
    if (end > now + MAX_OVERRIDE_DAYS * 86400_000) {
      const message = `The end date is at most ${MAX_OVERRIDE_DAYS} days ahead.`;
      throw badRequest(message, { ends_at: [message] });
    }
    return new Date(end).toISOString();
  }

  async function summary(user: User): Promise<ServiceUser> {
    const plan = await effectivePlan(ctx.db, user);
    const overrides = await repo.overridesInForce(user.id, nowIso());
    return {
      id: user.id,
      full_name: user.full_name,
      email: user.email,
      role: isRole(user.role) ? user.role : 'client',
      is_email_verified: user.is_email_verified === 1,
      plan: { id: plan.id, name: plan.name, overridden: overrides.some((o) => o.kind === 'plan') },
      tat: (await balances(ctx.db, user.id)).tat,
      overrides: overrides.map((o): ServiceOverride => ({
        id: o.id,
        kind: o.kind,
        plan_id: o.plan_id,
        plan_name: o.plan_name,
        daily_limit: o.daily_limit,
        ends_at: o.ends_at,
        reason: o.reason,
        created_at: o.created_at,
      })),
    };
  }

  async function detail(user: User): Promise<ServiceUserDetail> {
    const base = await summary(user);
    const plan = await effectivePlan(ctx.db, user);
    const history = await repo.history(user.id);
    return {
      ...base,
      ttt: (await balances(ctx.db, user.id)).ttt,
      limits: {
        upload: await limitInForce(ctx.db, user, plan, 'upload'),
        view: await limitInForce(ctx.db, user, plan, 'view'),
        message: await limitInForce(ctx.db, user, plan, 'message'),
      },
      history: history.map((h) => ({
        id: h.id,
        action: h.action,
        reason: h.reason,
        details: h.details ? (JSON.parse(h.details) as Record<string, unknown>) : null,
        actor_name: h.actor_name ?? null,
        created_at: h.created_at,
      })),
    };
  }

  return {
    async list(auth: AuthInfo, q: { search?: string; limit?: number; offset?: number }) {
      requireAdmin(auth);
      const limit = Math.min(Math.max(q.limit || 10, 1), 75);
      const { count, rows } = await repo.page(q.search, limit, q.offset ?? 0);
      const results: ServiceUser[] = [];
      for (const row of rows) results.push(await summary(row));
      return { count, results };
    },

    async get(auth: AuthInfo, id: number) {
      requireAdmin(auth);
      return detail(await target(id));
    },

    async overridePlan(auth: AuthInfo, id: number, body: Change & { plan_id: number }, ip: string) {
      const admin = requireAdmin(auth);
      const user = await target(id);
      const ends = endOf(body);
      const plan = await repo.plan(body.plan_id);
      if (!plan) throw badRequest('No such plan.', { plan_id: ['No such plan.'] });
      await ctx.db.transaction().execute(async (trx) => {
        const before = await effectivePlan(trx, user);
        await userServicesRepo(trx).insertOverride({
          user_id: user.id,
          kind: 'plan',
          plan_id: plan.id,
          daily_limit: null,
          ends_at: ends,
          reason: body.reason,
          created_by: admin.id,
          created_at: nowIso(),
        });
        await recordAudit(trx, {
          actorId: admin.id,
          action: 'service.plan_override',
          targetUserId: user.id,
          subject: `plan:${plan.id}`,
          reason: body.reason,
          details: { from: before.name, to: plan.name, ends_at: ends },
          ip,
          at: new Date(ctx.now()),
        });
      });
      return detail(user);
    },

    async overrideLimit(
      auth: AuthInfo,
      id: number,
      body: Change & { kind: LimitKind; daily_limit: number | null },
      ip: string,
    ) {
      const admin = requireAdmin(auth);
      const user = await target(id);
      const ends = endOf(body);
      await ctx.db.transaction().execute(async (trx) => {
        const plan = await effectivePlan(trx, user);
        const before = await limitInForce(trx, user, plan, body.kind);
        await userServicesRepo(trx).insertOverride({
          user_id: user.id,
          kind: body.kind,
          plan_id: null,
          daily_limit: body.daily_limit,
          ends_at: ends,
          reason: body.reason,
          created_by: admin.id,
          created_at: nowIso(),
        });
        await recordAudit(trx, {
          actorId: admin.id,
          action: 'service.limit_override',
          targetUserId: user.id,
          subject: `limit:${body.kind}`,
          reason: body.reason,
          details: { kind: body.kind, from: before, to: body.daily_limit, ends_at: ends },
          ip,
          at: new Date(ctx.now()),
        });
      });
      return detail(user);
    },

    /** Positive amounts come from the platform's grants account, negative ones go back to it; the user's
     * account is floored at zero by the ledger, so a deduction beyond the balance changes nothing. */
    async adjustTat(
      auth: AuthInfo,
      id: number,
      body: { amount: number; reason: string; idempotency_key: string },
      ip: string,
    ) {
      const admin = requireAdmin(auth);
      const user = await target(id);
      const key = `service:${admin.id}:${user.id}:${body.idempotency_key}`;
      const granting = body.amount > 0;
      try {
        await withIdempotency(
          ctx.db,
          key,
          async (trx) => {
            const done = await postTransfer(trx, {
              key,
              kind: granting ? 'admin_grant' : 'admin_deduct',
              memo: `${granting ? 'Granted' : 'Deducted'} by Talent: ${body.reason}`,
              actorId: user.id,
              actedBy: admin.id,
              legs: [
                { owner: SERVICE_GRANTS, currency: 'TAT', amount: -body.amount },
                { owner: userKey(user.id), currency: 'TAT', amount: body.amount },
              ],
            });
            if (!done.replayed)
              await recordAudit(trx, {
                actorId: admin.id,
                action: granting ? 'service.tat_grant' : 'service.tat_deduct',
                targetUserId: user.id,
                subject: `ledger:${done.transactionId}`,
                reason: body.reason,
                details: { amount: body.amount, currency: 'TAT' },
                ip,
                at: new Date(ctx.now()),
              });
            return done;
          },
          async (transactionId) => ({ transactionId, replayed: true }),
        );
      } catch (e) {
        if (e instanceof InsufficientFunds) {
          const balance = (await balances(ctx.db, user.id)).tat;
          const message = `${user.full_name} has ${balance} TAT: you cannot deduct ${-body.amount} TAT.`;
          throw badRequest(message, { amount: [message] });
        }
        throw e;
      }
      return detail(user);
    },

    async resendVerification(auth: AuthInfo, id: number, body: { reason: string }, ip: string) {
      const admin = requireAdmin(auth);
      const user = await target(id);
      if (user.is_email_verified === 1) throw badRequest('This e-mail address is already verified.');
      await recordAudit(ctx.db, {
        actorId: admin.id,
        action: 'service.resend_verification',
        targetUserId: user.id,
        reason: body.reason,
        details: { email: user.email },
        ip,
        at: new Date(ctx.now()),
      });
      await codes.send(user, 'email_verify', user.email, 'email');
      return { message: `A new verification code has been sent to ${user.email}.` };
    },
  };
}
