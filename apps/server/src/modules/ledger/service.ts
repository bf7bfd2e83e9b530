/**
 * The double-entry ledger (docs/money.md). Every transfer is one ledger transaction whose entries sum to
 * zero per currency, written in one database transaction under an idempotency key. User accounts can never
 * go below zero: each debit is a conditional UPDATE (balance + amount >= 0), so concurrent spenders cannot
 * overdraw. The issuer account is the source of minted coins and is the only account that goes negative.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { nowIso } from '../../db/index';
import { HttpError } from '../../lib/errors';

export type Currency = 'TAT' | 'TTT';
export const ISSUER = 'issuer';
export const PLATFORM = 'platform';
export const userKey = (userId: number) => `user:${userId}`;

export interface Leg {
  owner: string;
  currency: Currency;
  amount: number;
}

export interface TransferInput {
  key: string;
  kind: string;
  memo: string;
  actorId?: number | null;
  profileId?: number | null;
  legs: Leg[];
}

export interface TransferResult {
  transactionId: number;
  replayed: boolean;
}

type Db = Kysely<Database> | Transaction<Database>;

export class InsufficientFunds extends HttpError {
  constructor(currency: Currency, needed: number, balance: number) {
    super(
      402,
      `Not enough ${currency}: this needs ${needed} ${currency} and your balance is ${balance} ${currency}.`,
      undefined,
    );
  }
}

async function accountId(db: Db, owner: string, currency: Currency): Promise<number> {
  const found = await db
    .selectFrom('ledger_accounts')
    .select('id')
    .where('owner_key', '=', owner)
    .where('currency', '=', currency)
    .executeTakeFirst();
  if (found) return found.id;
  const userId = owner.startsWith('user:') ? Number(owner.slice(5)) : null;
  await db
    .insertInto('ledger_accounts')
    .values({ owner_key: owner, user_id: userId, currency, balance: 0 })
    .onConflict((oc) => oc.columns(['owner_key', 'currency']).doNothing())
    .execute();
  const row = await db
    .selectFrom('ledger_accounts')
    .select('id')
    .where('owner_key', '=', owner)
    .where('currency', '=', currency)
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function balanceOf(db: Db, owner: string, currency: Currency): Promise<number> {
  const row = await db
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('owner_key', '=', owner)
    .where('currency', '=', currency)
    .executeTakeFirst();
  return row ? Number(row.balance) : 0;
}

export async function findTransaction(db: Db, key: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('ledger_transactions')
    .select('id')
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  return row?.id;
}

/** Posts a transfer inside the given database transaction. Throws InsufficientFunds when a user account
 * would go below zero (the caller's transaction then rolls back as a whole). */
export async function postTransfer(
  trx: Transaction<Database>,
  input: TransferInput,
): Promise<TransferResult> {
  const existing = await findTransaction(trx, input.key);
  if (existing !== undefined) return { transactionId: existing, replayed: true };
  const sums = new Map<Currency, number>();
  for (const leg of input.legs) {
    if (!Number.isInteger(leg.amount)) throw new Error('Ledger amounts are whole numbers');
    sums.set(leg.currency, (sums.get(leg.currency) ?? 0) + leg.amount);
  }
  for (const [currency, sum] of sums)
    if (sum !== 0) throw new Error(`Ledger entries for ${currency} sum to ${sum}, not 0`);

  const now = nowIso();
  const tx = await trx
    .insertInto('ledger_transactions')
    .values({
      idempotency_key: input.key,
      kind: input.kind,
      actor_id: input.actorId ?? null,
      profile_id: input.profileId ?? null,
      memo: input.memo,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  // Debits first (in a stable order, so concurrent transfers lock rows in the same order), then credits.
  const legs = [...input.legs]
    .filter((l) => l.amount !== 0)
    .sort((a, b) => a.amount - b.amount || a.owner.localeCompare(b.owner));
  for (const leg of legs) {
    const id = await accountId(trx, leg.owner, leg.currency);
    let q = trx
      .updateTable('ledger_accounts')
      .set((eb) => ({ balance: eb('balance', '+', leg.amount) }))
      .where('id', '=', id);
    if (leg.amount < 0 && leg.owner !== ISSUER) q = q.where('balance', '>=', -leg.amount);
    const res = await q.executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) {
      throw new InsufficientFunds(leg.currency, -leg.amount, await balanceOf(trx, leg.owner, leg.currency));
    }
    await trx
      .insertInto('ledger_entries')
      .values({
        transaction_id: tx.id,
        account_id: id,
        currency: leg.currency,
        amount: leg.amount,
        created_at: now,
      })
      .execute();
  }
  return { transactionId: tx.id, replayed: false };
}

/** Runs `work` in a transaction; when two requests race with the same idempotency key and the second
 * loses on the unique index, the first one's result is answered instead of an error. */
export async function withIdempotency<T>(
  db: Kysely<Database>,
  key: string,
  work: (trx: Transaction<Database>) => Promise<T>,
  onReplay: (transactionId: number) => Promise<T>,
): Promise<T> {
  try {
    return await db.transaction().execute(work);
  } catch (e) {
    if (e instanceof HttpError) throw e;
    const existing = await findTransaction(db, key);
    if (existing !== undefined) return onReplay(existing);
    throw e;
  }
}

/** Mints coins from the issuer to a user (TAT packs bought by card, demo grants). */
export async function grant(
  db: Kysely<Database>,
  userId: number,
  currency: Currency,
  amount: number,
  key: string,
  memo: string,
  kind = 'grant',
): Promise<TransferResult> {
  return withIdempotency(
    db,
    key,
    (trx) =>
      postTransfer(trx, {
        key,
        kind,
        memo,
        actorId: userId,
        legs: [
          { owner: ISSUER, currency, amount: -amount },
          { owner: userKey(userId), currency, amount },
        ],
      }),
    async (transactionId) => ({ transactionId, replayed: true }),
  );
}

export async function balances(db: Db, userId: number): Promise<{ tat: number; ttt: number }> {
  const rows = await db
    .selectFrom('ledger_accounts')
    .select(['currency', 'balance'])
    .where('owner_key', '=', userKey(userId))
    .execute();
  return {
    tat: Number(rows.find((r) => r.currency === 'TAT')?.balance ?? 0),
    ttt: Number(rows.find((r) => r.currency === 'TTT')?.balance ?? 0),
  };
}
