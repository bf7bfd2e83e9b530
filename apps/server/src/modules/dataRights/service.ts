/** What the person in a resume may do with the profiles carrying their proven address (issue 44 part A):
 * see them, correct fields, withdraw them from the marketplace (and consent again), erase them. Every
 * request is registered (data_requests) and written to the audit log in the transaction of its change. */
import type { Kysely } from 'kysely';
import type { DataCorrection, DataRequestKind, LawfulBasis, MyDataProfile, ResumeFields } from '@talent/api';
import type { Database, ProfileRow } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { recordAudit } from '../audit/repo';
import { columnsFrom } from '../resumes/fields';
import type { ProfileFiles } from '../resumes/files';
import { dataRightsRepo, type DataRightsRepo } from './repo';

export interface DataRightsDeps {
  db: Kysely<Database>;
  files: ProfileFiles;
  now: () => number;
}

const CORRECTED_FIELDS = [
  'first_name',
  'last_name',
  'email',
  'mobile',
  'city',
  'state',
  'Zipcode',
  'job_title',
  'linkedInUrl',
] as const;

export function dataRightsService({ db, files, now }: DataRightsDeps) {
  const repo = dataRightsRepo(db);
  const iso = () => new Date(now()).toISOString();

  /** Registers a request and its audit entry in the caller's transaction. */
  async function register(
    r: DataRightsRepo,
    trx: Kysely<Database>,
    kind: DataRequestKind,
    address: string,
    row: ProfileRow | null,
    details: string | null,
  ) {
    const at = iso();
    await r.insertRequest({
      kind,
      address,
      profile_id: kind === 'erasure' ? null : (row?.id ?? null),
      state: 'done',
      details,
      created_at: at,
      completed_at: at,
    });
    await recordAudit(trx, {
      actorId: null,
      action: `data.${kind}`,
      targetUserId: row?.owner_id ?? null,
      subject: row ? `profile:${row.id}` : null,
      details: details ? { details } : null,
      at: new Date(now()),
    });
  }

  /** A profile carrying the address (404 otherwise: another's profile is not told apart from none). */
  async function carried(address: string, id: number): Promise<ProfileRow> {
    const row = await repo.byId(id);
    if (!row || (row.email !== address && row.mobile !== address))
      throw notFound('No profile with this address.');
    return row;
  }

  return {
    async list(address: string) {
      const rows = await repo.profilesOf(address);
      const names = await repo.displayNames([
        ...new Set(rows.flatMap((r) => [r.owner_id, ...(r.lawful_basis_by ? [r.lawful_basis_by] : [])])),
      ]);
      const counts = await repo.grantCounts(rows.map((r) => r.id));
      const count = (id: number, kind: string) =>
        Number(counts.find((c) => c.profile_id === id && c.kind === kind)?.n ?? 0);
      await db
        .transaction()
        .execute((trx) =>
          register(dataRightsRepo(trx), trx, 'access', address, null, `${rows.length} profile(s) shown`),
        );
      const results: MyDataProfile[] = rows.map((r) => {
        const data = JSON.parse(r.data) as ResumeFields;
        return {
          id: r.id,
          holder: names.get(r.owner_id) ?? 'A Talent user',
          since: r.created_at,
          is_public: r.is_public === 1,
          withdrawn_at: r.withdrawn_at,
          unlocks: count(r.id, 'unlocked'),
          rentals: count(r.id, 'rented'),
          purchases: count(r.id, 'bought'),
          lawful_basis: (r.lawful_basis as LawfulBasis | null) ?? null,
          lawful_basis_at: r.lawful_basis_at,
          lawful_basis_by: r.lawful_basis_by ? (names.get(r.lawful_basis_by) ?? null) : null,
          fields: {
            first_name: r.first_name,
            last_name: r.last_name,
            email: r.email,
            mobile: r.mobile,
            city: r.city,
            state: r.state,
            Zipcode: r.zipcode,
            job_title: r.job_title,
            linkedInUrl: data.linkedInUrl ?? null,
          },
        };
      });
      return { count: results.length, results };
    },

    async withdraw(address: string, id: number) {
      const row = await carried(address, id);
      await db.transaction().execute(async (trx) => {
        const r = dataRightsRepo(trx);
        await r.withdraw(row.id, iso());
        await register(
          r,
          trx,
          'withdrawal',
          address,
          row,
          row.is_public === 1 ? 'was public' : 'was private',
        );
      });
      return {
        message:
          'The profile was withdrawn: it is private and cannot be published again without your consent.',
      };
    },

    async consent(address: string, id: number) {
      const row = await carried(address, id);
      await db.transaction().execute(async (trx) => {
        const r = dataRightsRepo(trx);
        await r.consent(row.id, iso());
        await register(r, trx, 'consent', address, row, null);
      });
      return {
        message: 'Thank you: the holder may publish this profile again. It stays private until then.',
      };
    },

    async correct(address: string, id: number, fields: DataCorrection) {
      const row = await carried(address, id);
      const given = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
      const merged: ResumeFields = { ...(JSON.parse(row.data) as ResumeFields), ...given };
      const changed = CORRECTED_FIELDS.filter((k) => k in given).join(', ');
      await db.transaction().execute(async (trx) => {
        await dataRightsRepo(trx).correct(row.id, columnsFrom(merged), iso());
        await register(dataRightsRepo(trx), trx, 'correction', address, row, changed || 'nothing changed');
      });
      return { message: 'The profile was corrected.' };
    },

    /** Deletes the profile and the copies bought of it, with their files; the ledger keeps its money rows
     * with the profile reference anonymised (docs/privacy.md "Erasure"). */
    async erase(address: string, id: number) {
      const row = await carried(address, id);
      const copies = await repo.copiesOf(row.id);
      const ids = [row.id, ...copies.map((c) => c.id)];
      await db.transaction().execute(async (trx) => {
        const r = dataRightsRepo(trx);
        await r.forgetProfileInRequests(ids);
        await r.erase(ids);
        await register(
          r,
          trx,
          'erasure',
          address,
          row,
          `profile #${row.id} and ${copies.length} bought copies`,
        );
      });
      for (const gone of ids) await files.removeAll(gone);
      return { message: 'The profile, its files and the copies bought of it were erased.' };
    },

    async requests(kind: DataRequestKind | undefined, limit: number, offset: number) {
      const { count, rows } = await repo.listRequests(kind, limit, offset);
      return {
        count,
        results: rows.map((r) => ({
          ...r,
          kind: r.kind as DataRequestKind,
          state: r.state as 'done' | 'refused',
        })),
      };
    },
  };
}
export type DataRightsService = ReturnType<typeof dataRightsService>;
