/** Marketplace rows: the buyer's account lock, access grants, bought copies, and what a replayed
 * purchase answers. Queries only; the purchase rules are in service.ts. */
import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database, ProfileAccessTable, ProfileRow } from '../../../db/schema';
import { type DialectName } from '../../../db/index';
import { userKey } from '../../ledger/service';
import { isoNow } from '../../../lib/clock';
import { clockNow } from '../../../lib/request-context';

type Db = Kysely<Database> | Transaction<Database>;

export function marketRepo(db: Db, dialect: DialectName) {
  return {
    /** Locks the buyer's TAT account (creating it when missing) until the transaction ends, so the
     * purchases of one buyer run one after another (a row lock on PostgreSQL; SQLite has one writer). */
    async lockBuyer(buyerId: number): Promise<void> {
      await db
        .insertInto('ledger_accounts')
        .values({ owner_key: userKey(buyerId), user_id: buyerId, currency: 'TAT', balance: 0 })
        .onConflict((oc) => oc.columns(['owner_key', 'currency']).doNothing())
        .execute();
      let lock = db
        .selectFrom('ledger_accounts')
        .select('id')
        .where('owner_key', '=', userKey(buyerId))
        .where('currency', '=', 'TAT');
      if (dialect === 'postgres') lock = lock.forUpdate();
      await lock.execute();
    },

    /** The copy a buyer got when they bought this profile. */
    async boughtCopyId(buyerId: number, profileId: number): Promise<number | null> {
      const row = await db
        .selectFrom('profile_access')
        .select('copy_profile_id')
        .where('user_id', '=', buyerId)
        .where('profile_id', '=', profileId)
        .where('kind', '=', 'bought')
        .executeTakeFirst();
      return row?.copy_profile_id ?? null;
    },

    async addEarned(profileId: number, amount: number): Promise<void> {
      await db
        .updateTable('profiles')
        .set((eb) => ({ coin_earned: eb('coin_earned', '+', amount) }))
        .where('id', '=', profileId)
        .execute();
    },

    /** A private copy of `row` in the buyer's collection; its original file key points at the copy's
     * folder (the files are copied after commit). */
    async insertCopy(row: ProfileRow, buyerId: number): Promise<number> {
      const now = isoNow(clockNow);
      // search_vector and public_search_vector are generated columns on PostgreSQL: they must not be copied.
      const {
        id: _id,
        search_vector: _sv,
        public_search_vector: _psv,
        ...rest
      } = row as ProfileRow & { search_vector?: unknown; public_search_vector?: unknown };
      const copy = await db
        .insertInto('profiles')
        .values({
          ...rest,
          owner_id: buyerId,
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
        await db
          .updateTable('profiles')
          .set({ file_key: row.file_key.replace(`profiles/${row.id}/`, `profiles/${copy.id}/`) })
          .where('id', '=', copy.id)
          .execute();
      }
      return copy.id;
    },

    async grant(values: Insertable<ProfileAccessTable>): Promise<void> {
      await db.insertInto('profile_access').values(values).execute();
    },

    grantOf(transactionId: number) {
      return db
        .selectFrom('profile_access')
        .selectAll()
        .where('transaction_id', '=', transactionId)
        .executeTakeFirst();
    },

    /** What the buyer paid in a ledger transaction (their entry is negative). */
    async paidIn(transactionId: number, buyerId: number): Promise<number> {
      const entry = await db
        .selectFrom('ledger_entries')
        .innerJoin('ledger_accounts', 'ledger_accounts.id', 'ledger_entries.account_id')
        .select('ledger_entries.amount')
        .where('ledger_entries.transaction_id', '=', transactionId)
        .where('ledger_accounts.owner_key', '=', userKey(buyerId))
        .executeTakeFirst();
      return entry ? -Number(entry.amount) : 0;
    },
  };
}
export type MarketRepo = ReturnType<typeof marketRepo>;
