/** Wallet: balances, movements, TAT <-> TTT conversion, coin history, TAT packs. */
import type { FastifyInstance } from 'fastify';
import { endpoints } from '@talent/api';
import { TTT_PER_TAT } from '@talent/api/rules';
import type { AppContext } from '../../context';
import { newId } from '../../lib/crypto';
import { fieldError } from '../../lib/errors';
import { route } from '../../plugins/contract';
import { ISSUER, balances, postTransfer, userKey, withIdempotency } from '../ledger/service';

export async function movementsOf(ctx: AppContext, userId: number, limit: number, offset: number) {
  const base = ctx.db
    .selectFrom('ledger_entries')
    .innerJoin('ledger_accounts', 'ledger_accounts.id', 'ledger_entries.account_id')
    .innerJoin('ledger_transactions', 'ledger_transactions.id', 'ledger_entries.transaction_id')
    .where('ledger_accounts.owner_key', '=', userKey(userId));
  const { n } = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .select([
      'ledger_entries.id',
      'ledger_entries.transaction_id',
      'ledger_entries.currency',
      'ledger_entries.amount',
      'ledger_entries.created_at',
      'ledger_transactions.kind',
      'ledger_transactions.memo',
      'ledger_transactions.profile_id',
      'ledger_transactions.actor_id',
    ])
    .orderBy('ledger_entries.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  return {
    count: Number(n),
    results: rows.map((r) => ({
      id: r.id,
      transaction_id: r.transaction_id,
      // A sale seen from the owner's side.
      kind: r.actor_id !== userId && ['unlock', 'rent', 'buy'].includes(r.kind) ? 'sale' : r.kind,
      currency: r.currency as 'TAT' | 'TTT',
      amount: Number(r.amount),
      memo: r.memo,
      profile_id: r.profile_id,
      created_at: r.created_at,
    })),
  };
}

export async function coinEarned(ctx: AppContext, userId: number): Promise<number> {
  const row = await ctx.db
    .selectFrom('profiles')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('coin_earned'), eb.val(0)).as('s'))
    .where('owner_id', '=', userId)
    .where('is_copy', '=', 0)
    .executeTakeFirstOrThrow();
  return Number(row.s);
}

export function registerWalletRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, ctx, endpoints.myWallet, async ({ auth }) => {
    const b = await balances(ctx.db, auth.user.id);
    const { results } = await movementsOf(ctx, auth.user.id, 20, 0);
    return {
      tat: b.tat,
      ttt: b.ttt,
      coin_earned: await coinEarned(ctx, auth.user.id),
      ttt_per_tat: TTT_PER_TAT,
      movements: results,
    };
  });

  const convert = async (
    userId: number,
    from: 'TAT' | 'TTT',
    amount: number,
    clientKey: string | undefined,
  ) => {
    const to = from === 'TAT' ? 'TTT' : 'TAT';
    const out = from === 'TAT' ? amount * TTT_PER_TAT : amount / TTT_PER_TAT;
    const key = `convert:${userId}:${clientKey ?? newId()}`;
    await withIdempotency(
      ctx.db,
      key,
      (trx) =>
        postTransfer(trx, {
          key,
          kind: `convert_${from.toLowerCase()}`,
          memo: `Converted ${amount} ${from} to ${out} ${to}`,
          actorId: userId,
          legs: [
            { owner: userKey(userId), currency: from, amount: -amount },
            { owner: ISSUER, currency: from, amount },
            { owner: ISSUER, currency: to, amount: -out },
            { owner: userKey(userId), currency: to, amount: out },
          ],
        }),
      async (transactionId) => ({ transactionId, replayed: true }),
    );
    const b = await balances(ctx.db, userId);
    return {
      message: `Converted ${amount} ${from} to ${out} ${to}.`,
      tat: b.tat,
      ttt: b.ttt,
      coin_earned: await coinEarned(ctx, userId),
      ttt_per_tat: TTT_PER_TAT,
    };
  };

  route(app, ctx, endpoints.convertTat, ({ auth, body }) =>
    convert(auth.user.id, 'TAT', body.amount, body.idempotency_key),
  );
  route(app, ctx, endpoints.convertTtt, ({ auth, body }) => {
    if (body.amount % TTT_PER_TAT !== 0)
      throw fieldError('amount', `The amount of TTT must be a multiple of ${TTT_PER_TAT}.`);
    return convert(auth.user.id, 'TTT', body.amount, body.idempotency_key);
  });

  route(app, ctx, endpoints.coinHistory, ({ auth, query }) =>
    movementsOf(ctx, auth.user.id, query.limit ?? 10, query.offset ?? 0),
  );

  route(app, ctx, endpoints.tatPlans, async () => {
    const rows = await ctx.db.selectFrom('tat_plans').selectAll().orderBy('tat').execute();
    return { count: rows.length, results: rows.map(tatPlanOut) };
  });
}

export function tatPlanOut(r: {
  id: number;
  name: string;
  tat: number;
  amount_cents: number;
  description: string;
}) {
  return {
    id: r.id,
    name: r.name,
    tat: Number(r.tat),
    amount: Number(r.amount_cents) / 100,
    description: r.description,
  };
}
