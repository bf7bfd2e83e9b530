/** The marketplace: unlock (permanent), rent (30 days, half price rounded up), buy (twice the price, a
 * private copy into the buyer's collection). Each purchase moves TAT buyer -> owner (+ platform fee) in one
 * database transaction through the ledger, with an idempotency key, and grants access once. */
import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import { endpoints, type Profile } from '@talent/api';
import type { AppContext } from '../../context';
import type { Database, ProfileRow, User } from '../../db/schema';
import { nowIso } from '../../db/index';
import { HttpError, conflict, notFound } from '../../lib/errors';
import { route } from '../../plugins/contract';
import { PLATFORM, balanceOf, postTransfer, userKey, withIdempotency } from '../ledger/service';
import { consume } from '../plans/limits';
import { RENT_DAYS, feeFor, priceFor, type PurchaseMode } from '@talent/api/rules';
import { accessMap, pageProfiles } from './service';

export type Mode = PurchaseMode;

const KIND: Record<Mode, 'unlocked' | 'rented' | 'bought'> = {
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

async function copyProfile(trx: Transaction<Database>, row: ProfileRow, buyer: User): Promise<number> {
  const now = nowIso();
  // search_vector is a generated column on PostgreSQL: it must not be copied.
  const { id: _id, search_vector: _sv, ...rest } = row as ProfileRow & { search_vector?: unknown };
  const copy = await trx
    .insertInto('profiles')
    .values({
      ...rest,
      owner_id: buyer.id,
      source_profile_id: row.id,
      is_public: 0,
      price: null,
      marked_public_on: null,
      coin_earned: 0,
      is_copy: 1,
      file_key: row.file_key ? row.file_key.replace(`profiles/${row.id}/`, 'profiles/COPY/') : null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (row.file_key) {
    await trx
      .updateTable('profiles')
      .set({ file_key: row.file_key.replace(`profiles/${row.id}/`, `profiles/${copy.id}/`) })
      .where('id', '=', copy.id)
      .execute();
  }
  return copy.id;
}

export async function purchase(
  ctx: AppContext,
  buyer: User,
  profileId: number,
  mode: Mode,
  clientKey: string,
): Promise<PurchaseResult> {
  const { db } = ctx;
  const key = `${mode}:${buyer.id}:${clientKey}`;
  const replay = async (transactionId: number): Promise<PurchaseResult> => {
    const grant = await db
      .selectFrom('profile_access')
      .selectAll()
      .where('transaction_id', '=', transactionId)
      .executeTakeFirst();
    const entry = await db
      .selectFrom('ledger_entries')
      .innerJoin('ledger_accounts', 'ledger_accounts.id', 'ledger_entries.account_id')
      .select('ledger_entries.amount')
      .where('ledger_entries.transaction_id', '=', transactionId)
      .where('ledger_accounts.owner_key', '=', userKey(buyer.id))
      .executeTakeFirst();
    return {
      message: 'This purchase was already made; nothing was charged again.',
      charged: entry ? -Number(entry.amount) : 0,
      already_had_access: true,
      access: (grant?.kind as PurchaseResult['access']) ?? null,
      access_expires_at: grant?.expires_at ?? null,
      balance: await balanceOf(db, userKey(buyer.id), 'TAT'),
      transaction_id: transactionId,
      copy_profile_id: grant?.copy_profile_id ?? null,
    };
  };

  const row = await db.selectFrom('profiles').selectAll().where('id', '=', profileId).executeTakeFirst();
  if (!row || (row.is_public !== 1 && row.owner_id !== buyer.id))
    throw notFound('This profile is not available.');
  if (row.owner_id === buyer.id) throw conflict('This is your own profile.');

  let copyId: number | null = null;
  const result = await withIdempotency(
    db,
    key,
    async (trx) => {
      // Serialise the purchases of one buyer (PostgreSQL row lock), so two different keys for the same
      // profile cannot both pay for access the buyer already got.
      await trx
        .insertInto('ledger_accounts')
        .values({ owner_key: userKey(buyer.id), user_id: buyer.id, currency: 'TAT', balance: 0 })
        .onConflict((oc) => oc.columns(['owner_key', 'currency']).doNothing())
        .execute();
      let lock = trx
        .selectFrom('ledger_accounts')
        .select('id')
        .where('owner_key', '=', userKey(buyer.id))
        .where('currency', '=', 'TAT');
      if (ctx.dialect === 'postgres') lock = lock.forUpdate();
      await lock.execute();

      const existingTx = await trx
        .selectFrom('ledger_transactions')
        .select('id')
        .where('idempotency_key', '=', key)
        .executeTakeFirst();
      if (existingTx) return { replayOf: existingTx.id };

      const fresh = await trx
        .selectFrom('profiles')
        .selectAll()
        .where('id', '=', profileId)
        .executeTakeFirst();
      if (!fresh || fresh.is_public !== 1 || fresh.price === null)
        throw notFound('This profile is not available.');
      const current = (await accessMap(trx, buyer.id, [fresh])).get(fresh.id);
      const has = current?.kind;
      const already =
        (mode === 'unlock' && (has === 'unlocked' || has === 'bought')) ||
        (mode === 'rent' && (has === 'unlocked' || has === 'bought' || has === 'rented')) ||
        (mode === 'buy' && has === 'bought');
      if (already) {
        const grant =
          mode === 'buy'
            ? await trx
                .selectFrom('profile_access')
                .select('copy_profile_id')
                .where('user_id', '=', buyer.id)
                .where('profile_id', '=', fresh.id)
                .where('kind', '=', 'bought')
                .executeTakeFirst()
            : undefined;
        return {
          result: {
            message:
              mode === 'unlock'
                ? 'You already unlocked this profile; no TAT was charged.'
                : mode === 'rent'
                  ? 'You already have access to this profile; no TAT was charged.'
                  : 'You already bought this profile; no TAT was charged.',
            charged: 0,
            already_had_access: true,
            access: has ?? null,
            access_expires_at: current?.expires_at ?? null,
            balance: await balanceOf(trx, userKey(buyer.id), 'TAT'),
            transaction_id: null,
            copy_profile_id: grant?.copy_profile_id ?? null,
          } satisfies PurchaseResult,
        };
      }

      await consume(trx, buyer, 'view');
      const charge = priceFor(mode, Number(fresh.price));
      const fee = feeFor(charge);
      const ownerPart = charge - fee;
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
      await trx
        .updateTable('profiles')
        .set((eb) => ({ coin_earned: eb('coin_earned', '+', ownerPart) }))
        .where('id', '=', fresh.id)
        .execute();
      const expires = mode === 'rent' ? new Date(Date.now() + RENT_DAYS * 86400_000).toISOString() : null;
      if (mode === 'buy') copyId = await copyProfile(trx, fresh, buyer);
      await trx
        .insertInto('profile_access')
        .values({
          profile_id: fresh.id,
          user_id: buyer.id,
          kind: KIND[mode],
          expires_at: expires,
          transaction_id: transfer.transactionId,
          copy_profile_id: copyId,
          created_at: nowIso(),
        })
        .execute();
      return {
        result: {
          message:
            mode === 'unlock'
              ? `Profile unlocked for ${charge} TAT.`
              : mode === 'rent'
                ? `Profile rented for ${RENT_DAYS} days for ${charge} TAT.`
                : `Profile bought for ${charge} TAT; a private copy is in your collection.`,
          charged: charge,
          already_had_access: false,
          access: KIND[mode],
          access_expires_at: expires,
          balance: await balanceOf(trx, userKey(buyer.id), 'TAT'),
          transaction_id: transfer.transactionId,
          copy_profile_id: copyId,
        } satisfies PurchaseResult,
        owner: fresh.owner_id,
        ownerPart,
        source: fresh,
      };
    },
    async (transactionId) => ({ replayOf: transactionId }),
  );

  if ('replayOf' in result && result.replayOf !== undefined) return replay(result.replayOf);
  if ('source' in result && result.source) {
    if (copyId !== null) {
      // Files are copied after commit; a failure here leaves a copy without images, never a double charge.
      const src = result.source;
      if (src.file_key)
        await ctx.files.copy(
          src.file_key,
          src.file_key.replace(`profiles/${src.id}/`, `profiles/${copyId}/`),
        );
      for (let p = 1; p <= Number(src.pages); p++) {
        for (const k of ['full', 'half'])
          await ctx.files.copy(
            `profiles/${src.id}/page_${p}_${k}.jpg`,
            `profiles/${copyId}/page_${p}_${k}.jpg`,
          );
      }
    }
    await ctx.hub
      .publish(result.owner!, {
        job_id: null,
        message: `Your profile ${result.source.full_name} was ${KIND[mode]} (+${result.ownerPart} TAT).`,
        profileId: result.source.id,
      })
      .catch((err: unknown) => ctx.log.warn({ err }, 'notification failed'));
  }
  return result.result!;
}

export function registerMarketRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  toProfiles: (viewer: User, rows: ProfileRow[]) => Promise<Profile[]>,
): void {
  route(app, ctx, endpoints.unlockResume, ({ auth, params, body }) =>
    purchase(ctx, auth.user, params.uid, 'unlock', body.idempotency_key),
  );
  route(app, ctx, endpoints.rentResume, ({ auth, params, body }) =>
    purchase(ctx, auth.user, params.uid, 'rent', body.idempotency_key),
  );
  route(app, ctx, endpoints.buyResume, ({ auth, params, body }) =>
    purchase(ctx, auth.user, params.uid, 'buy', body.idempotency_key),
  );

  route(app, ctx, endpoints.purchasedResume, async ({ auth, query }) => {
    const now = nowIso();
    const q = ctx.db.selectFrom('profiles').where('profiles.id', 'in', (eb) =>
      eb
        .selectFrom('profile_access')
        .select('profile_access.profile_id')
        .where('profile_access.user_id', '=', auth.user.id)
        .where((w) =>
          w.or([w('profile_access.expires_at', 'is', null), w('profile_access.expires_at', '>', now)]),
        ),
    );
    const { count, rows } = await pageProfiles(q, query, (x) => x.orderBy('profiles.id', 'desc'));
    return { count, results: await toProfiles(auth.user, rows) };
  });
}

export { HttpError };
