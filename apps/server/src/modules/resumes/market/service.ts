/** The marketplace: unlock (permanent), rent (30 days, half price rounded up), buy (twice the price, a
 * private copy into the buyer's collection). Each purchase moves TAT buyer -> owner (+ platform fee) in one
 * database transaction through the ledger, with an idempotency key, and grants access once. */
import type { Kysely, Transaction } from 'kysely';
import { RENT_DAYS, priceFor, splitCharge, type PurchaseMode } from '@talent/api/rules';
import type { AppContext } from '../../../context';
import type { Database, ProfileRow, User } from '../../../db/schema';
import { type DialectName } from '../../../db/index';
import { HttpError, conflict, notFound } from '../../../lib/errors';
import {
  PLATFORM,
  balanceOf,
  findTransaction,
  postTransfer,
  userKey,
  withIdempotency,
} from '../../ledger/service';
import { consume } from '../../plans/limits';
import type { ProfileFiles } from '../files';
import { resumeRepo } from '../repo';
import { marketRepo } from './repo';
import { isoNow, type Clock } from '../../../lib/clock';

const KIND: Record<PurchaseMode, 'unlocked' | 'rented' | 'bought'> = {
  unlock: 'unlocked',
  rent: 'rented',
  buy: 'bought',
};

export interface PurchaseResult {
  message: string;
  charged: number;
  already_had_access: boolean;
  access: 'owner' | 'unlocked' | 'rented' | 'bought' | null;
  access_expires_at: string | null;
  balance: number;
  transaction_id: number | null;
  copy_profile_id: number | null;
}

/** What the purchase transaction decided: a replay of an earlier transaction, access the buyer already
 * had, or a new sale (whose files and notification follow after commit). */
type Outcome =
  | { replayOf: number }
  | { result: PurchaseResult; sale?: { source: ProfileRow; ownerPart: number; copyId: number | null } };

export interface MarketDeps {
  db: Kysely<Database>;
  dialect: DialectName;
  files: ProfileFiles;
  hub: AppContext['hub'];
  log: AppContext['log'];
  /** The app's clock (AppContext.now). */
  now: Clock;
}

/** The buyer already has access at least as good as what this mode gives. */
function alreadyHas(mode: PurchaseMode, has: string | undefined): boolean {
  if (mode === 'unlock') return has === 'unlocked' || has === 'bought';
  if (mode === 'rent') return has === 'unlocked' || has === 'bought' || has === 'rented';
  return has === 'bought';
}

const ALREADY: Record<PurchaseMode, string> = {
  unlock: 'You already unlocked this profile; no TAT was charged.',
  rent: 'You already have access to this profile; no TAT was charged.',
  buy: 'You already bought this profile; no TAT was charged.',
};

/** The 409 of a purchase whose price is no longer the one the buyer saw: nothing is charged. */
export function priceChanged(mode: PurchaseMode, current: number): HttpError {
  return new HttpError(
    409,
    `The price of this profile changed: it is now ${current} TAT to ${mode} it. Nothing was charged; confirm again to ${mode} it at the new price.`,
    undefined,
    'price_changed',
    { price: current },
  );
}

const soldMessage = (mode: PurchaseMode, charge: number) =>
  mode === 'unlock'
    ? `Profile unlocked for ${charge} TAT.`
    : mode === 'rent'
      ? `Profile rented for ${RENT_DAYS} days for ${charge} TAT.`
      : `Profile bought for ${charge} TAT; a private copy is in your collection.`;

export function marketService({ db, dialect, files, hub, log, now: clock }: MarketDeps) {
  const market = marketRepo(db, dialect);

  /** The answer to a purchase whose ledger transaction already exists: nothing is charged again. */
  async function replay(buyer: User, transactionId: number): Promise<PurchaseResult> {
    const grant = await market.grantOf(transactionId);
    return {
      message: 'This purchase was already made; nothing was charged again.',
      charged: await market.paidIn(transactionId, buyer.id),
      already_had_access: true,
      access: (grant?.kind as PurchaseResult['access']) ?? null,
      access_expires_at: grant?.expires_at ?? null,
      balance: await balanceOf(db, userKey(buyer.id), 'TAT'),
      transaction_id: transactionId,
      copy_profile_id: grant?.copy_profile_id ?? null,
    };
  }

  /** Everything a purchase writes, in the caller's transaction. */
  async function sell(
    trx: Transaction<Database>,
    buyer: User,
    profileId: number,
    mode: PurchaseMode,
    key: string,
    seenPrice: number,
  ): Promise<Outcome> {
    const inTrx = marketRepo(trx, dialect);
    const profiles = resumeRepo(trx, dialect);
    // Serialise the purchases of one buyer, so two different keys for the same profile cannot both pay
    // for access the buyer already got.
    await inTrx.lockBuyer(buyer.id);
    const existingTx = await findTransaction(trx, key);
    if (existingTx !== undefined) return { replayOf: existingTx };

    const fresh = await profiles.byId(profileId);
    if (!fresh || fresh.is_public !== 1 || fresh.price === null)
      throw notFound('This profile is not available.');
    const current = (await profiles.accessMap(buyer.id, [fresh])).get(fresh.id);
    const has = current?.kind;
    if (alreadyHas(mode, has)) {
      return {
        result: {
          message: ALREADY[mode],
          charged: 0,
          already_had_access: true,
          access: has ?? null,
          access_expires_at: current?.expires_at ?? null,
          balance: await balanceOf(trx, userKey(buyer.id), 'TAT'),
          transaction_id: null,
          copy_profile_id: mode === 'buy' ? await inTrx.boughtCopyId(buyer.id, fresh.id) : null,
        },
      };
    }

    // The price read in this transaction is the one charged: if the owner changed it since the buyer saw it,
    // charge nothing and tell the new price (front-running).
    const charge = priceFor(mode, Number(fresh.price));
    if (charge !== seenPrice) throw priceChanged(mode, charge);
    await consume(trx, buyer, 'view');
    const { owner: ownerPart, platform: fee } = splitCharge(charge);
    const transfer = await postTransfer(trx, {
      key,
      kind: mode,
      memo: `${mode === 'unlock' ? 'Unlocked' : mode === 'rent' ? 'Rented' : 'Bought'} profile #${fresh.id}`,
      actorId: buyer.id,
      profileId: fresh.id,
      legs: [
        { owner: userKey(buyer.id), currency: 'TAT', amount: -charge },
        { owner: userKey(fresh.owner_id), currency: 'TAT', amount: ownerPart },
        { owner: PLATFORM, currency: 'TAT', amount: fee },
      ],
    });
    await inTrx.addEarned(fresh.id, ownerPart);
    const expires = mode === 'rent' ? isoNow(clock, RENT_DAYS * 86400_000) : null;
    const copyId = mode === 'buy' ? await inTrx.insertCopy(fresh, buyer.id) : null;
    await inTrx.grant({
      profile_id: fresh.id,
      user_id: buyer.id,
      kind: KIND[mode],
      expires_at: expires,
      transaction_id: transfer.transactionId,
      copy_profile_id: copyId,
      created_at: isoNow(clock),
    });
    return {
      result: {
        message: soldMessage(mode, charge),
        charged: charge,
        already_had_access: false,
        access: KIND[mode],
        access_expires_at: expires,
        balance: await balanceOf(trx, userKey(buyer.id), 'TAT'),
        transaction_id: transfer.transactionId,
        copy_profile_id: copyId,
      },
      sale: { source: fresh, ownerPart, copyId },
    };
  }

  return {
    async purchase(
      buyer: User,
      profileId: number,
      mode: PurchaseMode,
      clientKey: string,
      seenPrice: number,
    ): Promise<PurchaseResult> {
      const key = `${mode}:${buyer.id}:${clientKey}`;
      const row = await resumeRepo(db, dialect).byId(profileId);
      if (!row || (row.is_public !== 1 && row.owner_id !== buyer.id))
        throw notFound('This profile is not available.');
      if (row.owner_id === buyer.id) throw conflict('This is your own profile.');

      const outcome = await withIdempotency<Outcome>(
        db,
        key,
        (trx) => sell(trx, buyer, profileId, mode, key, seenPrice),
        async (transactionId) => ({ replayOf: transactionId }),
      );
      if ('replayOf' in outcome) return replay(buyer, outcome.replayOf);
      const { sale } = outcome;
      if (sale) {
        // Files are copied after commit; a failure here leaves a copy without images, never a double charge.
        if (sale.copyId !== null) await files.copyAll(sale.source, sale.copyId);
        await hub
          .publish(sale.source.owner_id, {
            job_id: null,
            message: `Your profile ${sale.source.full_name} was ${KIND[mode]} (+${sale.ownerPart} TAT).`,
            profileId: sale.source.id,
          })
          .catch((err: unknown) => log.warn({ err }, 'notification failed'));
      }
      return outcome.result;
    },
  };
}
