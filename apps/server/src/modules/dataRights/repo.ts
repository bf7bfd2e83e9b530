/** The queries of the people's data rights (issue 44 part A): codes and sessions keyed by an address, the
 * profiles carrying an address, withdrawal, erasure (with the ledger's rows anonymised), notices, requests. */
import { type Insertable, type Kysely, type Transaction, type Updateable } from 'kysely';
import type { Database, ProfileRow } from '../../db/schema';
import type { DataRequestsTable } from '../../db/dataRightsSchema';

type Db = Kysely<Database> | Transaction<Database>;

/** What the memo of a ledger transaction about an erased profile reads. */
export const ERASED_MEMO = 'Profile erased at the request of the person in it';

export function dataRightsRepo(db: Db) {
  return {
    async retireCodes(address: string, at: string): Promise<void> {
      await db
        .updateTable('data_access_codes')
        .set({ used_at: at })
        .where('address', '=', address)
        .where('used_at', 'is', null)
        .execute();
    },

    async insertCode(address: string, codeHash: string, expiresAt: string, at: string): Promise<void> {
      await db
        .insertInto('data_access_codes')
        .values({
          address,
          code_hash: codeHash,
          attempts: 0,
          expires_at: expiresAt,
          used_at: null,
          created_at: at,
        })
        .execute();
    },

    newestCode: (address: string) =>
      db
        .selectFrom('data_access_codes')
        .selectAll()
        .where('address', '=', address)
        .where('used_at', 'is', null)
        .orderBy('id', 'desc')
        .executeTakeFirst(),

    /** Counts a try before the comparison, in one conditional update (the auth codes' rule). */
    async countAttempt(id: number, max: number): Promise<number | undefined> {
      const row = await db
        .updateTable('data_access_codes')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('id', '=', id)
        .where('attempts', '<', max)
        .where('used_at', 'is', null)
        .returning('attempts')
        .executeTakeFirst();
      return row?.attempts;
    },

    async spendCode(id: number, at: string): Promise<boolean> {
      const res = await db
        .updateTable('data_access_codes')
        .set({ used_at: at })
        .where('id', '=', id)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(res.numUpdatedRows) === 1;
    },

    async insertSession(tokenHash: string, address: string, expiresAt: string, at: string): Promise<void> {
      await db
        .insertInto('data_access_sessions')
        .values({ token_hash: tokenHash, address, expires_at: expiresAt, created_at: at })
        .execute();
    },

    sessionByHash: (tokenHash: string) =>
      db
        .selectFrom('data_access_sessions')
        .selectAll()
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst(),

    /** Every profile carrying the address (e-mail or mobile, as stored: lower-case, digits). */
    profilesOf: (address: string) =>
      db
        .selectFrom('profiles')
        .selectAll()
        .where((eb) => eb.or([eb('email', '=', address), eb('mobile', '=', address)]))
        .orderBy('id')
        .execute(),

    /** The display names of accounts: a client account shows its client's display name only. */
    async displayNames(userIds: number[]): Promise<Map<number, string>> {
      if (userIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('users')
        .leftJoin('client_accounts', 'client_accounts.user_id', 'users.id')
        .leftJoin('clients', 'clients.id', 'client_accounts.client_id')
        .select([
          'users.id as id',
          'users.full_name as full_name',
          'users.company_name as company_name',
          'client_accounts.client_id as client_id',
          'clients.display_name as display_name',
          'clients.name as client_name',
        ])
        .where('users.id', 'in', userIds)
        .execute();
      return new Map(
        rows.map((r) => [
          r.id,
          r.client_id !== null
            ? r.display_name || 'A confidential client'
            : r.company_name?.trim() || r.full_name,
        ]),
      );
    },

    /** Grants per profile and kind (unlocked, rented, bought), without who holds them. */
    async grantCounts(profileIds: number[]) {
      if (profileIds.length === 0) return [];
      return db
        .selectFrom('profile_access')
        .select(['profile_id', 'kind', (eb) => eb.fn.countAll<number>().as('n')])
        .where('profile_id', 'in', profileIds)
        .groupBy(['profile_id', 'kind'])
        .execute();
    },

    byId: (id: number): Promise<ProfileRow | undefined> =>
      db.selectFrom('profiles').selectAll().where('id', '=', id).executeTakeFirst(),

    async withdraw(id: number, at: string): Promise<void> {
      await db
        .updateTable('profiles')
        .set({ is_public: 0, withdrawn_at: at, updated_at: at })
        .where('id', '=', id)
        .execute();
    },

    async consent(id: number, at: string): Promise<void> {
      await db
        .updateTable('profiles')
        .set({ withdrawn_at: null, updated_at: at })
        .where('id', '=', id)
        .execute();
    },

    /** Writes the person's corrected fields (their columns, from resumes' columnsFrom). */
    async correct(id: number, columns: Updateable<Database['profiles']>, at: string): Promise<void> {
      await db
        .updateTable('profiles')
        .set({ ...columns, updated_at: at })
        .where('id', '=', id)
        .execute();
    },

    /** The copies bought of a profile (their own rows, held by the buyers). */
    copiesOf: (id: number) =>
      db.selectFrom('profiles').selectAll().where('source_profile_id', '=', id).execute(),

    /** Deletes profiles and the grants to them; the ledger keeps every money row, with the profile reference
     * and the memo (which named the profile) anonymised, so every balance stays what it was. */
    async erase(ids: number[]): Promise<void> {
      await db
        .updateTable('ledger_transactions')
        .set({ profile_id: null, memo: ERASED_MEMO })
        .where('profile_id', 'in', ids)
        .execute();
      await db.deleteFrom('profile_access').where('profile_id', 'in', ids).execute();
      await db
        .updateTable('profile_access')
        .set({ copy_profile_id: null })
        .where('copy_profile_id', 'in', ids)
        .execute();
      await db.deleteFrom('profiles').where('id', 'in', ids).execute();
    },

    noticeFor: (address: string, holderId: number) =>
      db
        .selectFrom('data_notices')
        .select('id')
        .where('address', '=', address)
        .where('holder_id', '=', holderId)
        .executeTakeFirst(),

    /** One notice per address and holder: false when another server recorded it first. */
    async insertNotice(row: {
      address: string;
      holder_id: number;
      profile_id: number;
      token_hash: string;
      sent_at: string;
    }) {
      const res = await db
        .insertInto('data_notices')
        .values({ ...row, used_at: null })
        .onConflict((oc) => oc.columns(['address', 'holder_id']).doNothing())
        .returning('id')
        .executeTakeFirst();
      return res !== undefined;
    },

    noticeByHash: (tokenHash: string) =>
      db.selectFrom('data_notices').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst(),

    async spendNotice(id: number, at: string): Promise<void> {
      await db.updateTable('data_notices').set({ used_at: at }).where('id', '=', id).execute();
    },

    async forgetProfileInRequests(ids: number[]): Promise<void> {
      await db
        .updateTable('data_requests')
        .set({ profile_id: null })
        .where('profile_id', 'in', ids)
        .execute();
      await db.updateTable('data_notices').set({ profile_id: null }).where('profile_id', 'in', ids).execute();
    },

    async insertRequest(row: Insertable<DataRequestsTable>): Promise<void> {
      await db.insertInto('data_requests').values(row).execute();
    },

    async listRequests(kind: string | undefined, limit: number, offset: number) {
      let q = db.selectFrom('data_requests');
      if (kind) q = q.where('kind', '=', kind);
      const { count } = await q
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      const rows = await q.selectAll().orderBy('id', 'desc').limit(limit).offset(offset).execute();
      return { count: Number(count), rows };
    },

    /** Whether the holder's block lists hold the address or its domain (modules/exclusions). */
    async onBlockList(holderId: number, address: string): Promise<boolean> {
      const domain = address.includes('@') ? address.slice(address.lastIndexOf('@') + 1) : null;
      const row = await db
        .selectFrom('user_keywords')
        .select('id')
        .where('user_id', '=', holderId)
        .where((eb) =>
          eb.or([
            eb.and([eb('kind', '=', 'block_keyword'), eb('value_key', '=', address)]),
            ...(domain ? [eb.and([eb('kind', '=', 'block_domain'), eb('value_key', '=', domain)])] : []),
          ]),
        )
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}
export type DataRightsRepo = ReturnType<typeof dataRightsRepo>;
