/** Wallet rules: balances and movements as the owner sees them, TAT <-> TTT conversion at TTT_PER_TAT. */
import type { Kysely } from 'kysely';
import { PURCHASE_MODES, TTT_PER_TAT, type PurchaseMode } from '@talent/api/rules';
import type { Database } from '../../db/schema';
import { newId } from '../../lib/crypto';
import { fieldError } from '../../lib/errors';
import { ISSUER, balances, postTransfer, userKey, withIdempotency, type Currency } from '../ledger/service';
import { paymentKey } from './keys';
import { fullNameOf } from '../resumes/fields';
import type { WalletRepo } from './repo';

/** The ledger key of a card payment's credit is `payment:<id>`. */
const PAYMENT_KEY = paymentKey(0).slice(0, -1);

/** The answer to a conversion whose idempotency key was already used: nothing moved this time. */
export const CONVERSION_REPLAYED = 'This conversion was already made; nothing was converted again.';

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

export function walletService(db: Kysely<Database>, repo: WalletRepo) {
  async function movements(userId: number, limit: number, offset: number) {
    const { count, rows } = await repo.movements(userKey(userId), limit, offset);
    const paymentOf = (key: string) =>
      key.startsWith(PAYMENT_KEY) ? Number(key.slice(PAYMENT_KEY.length)) : NaN;
    const details = await repo.lineDetails(
      [...new Set(rows.map((r) => r.transaction_id))],
      rows.map((r) => paymentOf(r.idempotency_key)).filter((id) => Number.isInteger(id)),
    );
    return {
      count,
      results: rows.map((r) => {
        const mode = (PURCHASE_MODES as readonly string[]).includes(r.kind) ? (r.kind as PurchaseMode) : null;
        // A purchase seen from the owner's side is a sale: the owner got the charge less the platform share.
        const sale = mode !== null && r.actor_id !== userId;
        const amount = Number(r.amount);
        const fee = sale ? (details.fees.get(r.transaction_id) ?? 0) : null;
        return {
          id: r.id,
          transaction_id: r.transaction_id,
          kind: sale ? 'sale' : r.kind,
          currency: r.currency as Currency,
          amount,
          memo: r.memo,
          profile_id: r.profile_id,
          created_at: r.created_at,
          // The marketplace's name for a profile (first name, last initial), whoever reads the line.
          profile_name:
            r.first_name === null && r.last_name === null
              ? null
              : fullNameOf(r.first_name, r.last_name ? `${r.last_name[0]}.` : null),
          mode,
          gross: fee === null ? null : amount + fee,
          fee,
          pack_name: details.packs.get(paymentOf(r.idempotency_key)) ?? null,
          project_title: details.projects.get(r.transaction_id) ?? null,
        };
      }),
    };
  }

  async function summary(userId: number) {
    const b = await balances(db, userId);
    return { tat: b.tat, ttt: b.ttt, coin_earned: await repo.coinEarned(userId), ttt_per_tat: TTT_PER_TAT };
  }

  async function convert(userId: number, from: Currency, amount: number, clientKey: string | undefined) {
    const to = from === 'TAT' ? 'TTT' : 'TAT';
    const out = from === 'TAT' ? amount * TTT_PER_TAT : amount / TTT_PER_TAT;
    const key = `convert:${userId}:${clientKey ?? newId()}`;
    const { replayed } = await withIdempotency(
      db,
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
    // A retry with the same key moved nothing: say so, rather than "Converted ..." again.
    const message = replayed ? CONVERSION_REPLAYED : `Converted ${amount} ${from} to ${out} ${to}.`;
    return { message, replayed, ...(await summary(userId)) };
  }

  return {
    movements,

    async wallet(userId: number) {
      const { results } = await movements(userId, 20, 0);
      return { ...(await summary(userId)), escrow_tat: await repo.escrowHeld(userId), movements: results };
    },

    convertTat: (userId: number, amount: number, clientKey?: string) =>
      convert(userId, 'TAT', amount, clientKey),

    convertTtt(userId: number, amount: number, clientKey?: string) {
      if (amount % TTT_PER_TAT !== 0)
        throw fieldError('amount', `The amount of TTT must be a multiple of ${TTT_PER_TAT}.`);
      return convert(userId, 'TTT', amount, clientKey);
    },

    async tatPlans() {
      const rows = await repo.tatPlans();
      return { count: rows.length, results: rows.map(tatPlanOut) };
    },
  };
}
