/**
 * The double-entry ledger (docs/money.md). Every transfer is one ledger transaction whose entries sum to
 * zero per currency, written in one database transaction under an idempotency key. User accounts can never
 * go below zero: each debit is a conditional UPDATE (balance + amount >= 0), so concurrent spenders cannot
 * overdraw. The issuer account is the source of minted coins and is the only account that goes negative.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { HttpError } from '../../lib/errors';
import { currentActor } from '../../lib/request-context';
import { ledgerRepo, type Currency } from './repo';
import { isoNow } from '../../lib/clock';
import { clockNow } from '../../lib/request-context';

export type { Currency } from './repo';
export const ISSUER = 'issuer';
export const PLATFORM = 'platform';
/** The platform account an admin's TAT grants come from and deductions go back to (user services, issue
 * 19). Like the issuer it may go below zero: its balance is minus what admins have handed out, net. */
export const SERVICE_GRANTS = 'platform:grants';
/** Accounts that may go below zero; every other account is floored at zero. */
const UNFLOORED = new Set([ISSUER, SERVICE_GRANTS]);
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
  /** Who acted: defaults to the signed-in user of the request (a team member acting in the owner's
   * account), else `actorId`. */
  actedBy?: number | null;
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
  const repo = ledgerRepo(db);
  const found = await repo.accountRow(owner, currency);
  if (found) return found.id;
  await repo.insertAccount(owner, owner.startsWith('user:') ? Number(owner.slice(5)) : null, currency);
  const created = await repo.accountRow(owner, currency);
  if (!created) throw new Error(`Ledger account ${owner} ${currency} was not created`);
  return created.id;
}

export async function balanceOf(db: Db, owner: string, currency: Currency): Promise<number> {
  const row = await ledgerRepo(db).accountRow(owner, currency);
  return row ? Number(row.balance) : 0;
}

export function findTransaction(db: Db, key: string): Promise<number | undefined> {
  return ledgerRepo(db).transactionByKey(key);
}

/** Posts a transfer inside the given database transaction. Throws InsufficientFunds when a user account
 * would go below zero (the caller's transaction then rolls back as a whole). */
export async function postTransfer(
  trx: Transaction<Database>,
  input: TransferInput,
): Promise<TransferResult> {
  const repo = ledgerRepo(trx);
  const existing = await repo.transactionByKey(input.key);
  if (existing !== undefined) return { transactionId: existing, replayed: true };
  const sums = new Map<Currency, number>();
  for (const leg of input.legs) {
    if (!Number.isInteger(leg.amount)) throw new Error('Ledger amounts are whole numbers');
    sums.set(leg.currency, (sums.get(leg.currency) ?? 0) + leg.amount);
  }
  for (const [currency, sum] of sums)
    if (sum !== 0) throw new Error(`Ledger entries for ${currency} sum to ${sum}, not 0`);

  const now = isoNow(clockNow);
  const transactionId = await repo.insertTransaction({
    idempotency_key: input.key,
    kind: input.kind,
    actor_id: input.actorId ?? null,
    acted_by: input.actedBy ?? currentActor() ?? input.actorId ?? null,
    profile_id: input.profileId ?? null,
    memo: input.memo,
    created_at: now,
  });

  // Debits first (in a stable order, so concurrent transfers lock rows in the same order), then credits.
  const legs = [...input.legs]
    .filter((l) => l.amount !== 0)
    .sort((a, b) => a.amount - b.amount || a.owner.localeCompare(b.owner));
  for (const leg of legs) {
    const id = await accountId(trx, leg.owner, leg.currency);
    if (!(await repo.addToBalance(id, leg.amount, !UNFLOORED.has(leg.owner)))) {
      throw new InsufficientFunds(leg.currency, -leg.amount, await balanceOf(trx, leg.owner, leg.currency));
    }
    await repo.insertEntry({
      transaction_id: transactionId,
      account_id: id,
      currency: leg.currency,
      amount: leg.amount,
      created_at: now,
    });
  }
  return { transactionId, replayed: false };
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

/** A grant: mints `amount` coins from the issuer to a user under an idempotency key. */
export interface GrantInput {
  userId: number;
  currency: Currency;
  amount: number;
  key: string;
  memo: string;
  kind?: string;
}

/** Posts a grant inside the caller's transaction, so it commits or rolls back with whatever the caller
 * writes beside it (a card payment's status and webhook event). A second call with the same key is a
 * replay and credits nothing. */
export function grantIn(trx: Transaction<Database>, g: GrantInput): Promise<TransferResult> {
  return postTransfer(trx, {
    key: g.key,
    kind: g.kind ?? 'grant',
    memo: g.memo,
    actorId: g.userId,
    legs: [
      { owner: ISSUER, currency: g.currency, amount: -g.amount },
      { owner: userKey(g.userId), currency: g.currency, amount: g.amount },
    ],
  });
}

/** Mints coins from the issuer to a user in a transaction of its own (demo grants, test funds). */
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
    (trx) => grantIn(trx, { userId, currency, amount, key, memo, kind }),
    async (transactionId) => ({ transactionId, replayed: true }),
  );
}

export async function balances(db: Db, userId: number): Promise<{ tat: number; ttt: number }> {
  const rows = await ledgerRepo(db).accountsOf(userKey(userId));
  return {
    tat: Number(rows.find((r) => r.currency === 'TAT')?.balance ?? 0),
    ttt: Number(rows.find((r) => r.currency === 'TTT')?.balance ?? 0),
  };
}
