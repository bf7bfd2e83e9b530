/** Profile rows: lookups, writes, access grants and the paged lists. Queries only; the rules are in
 * service.ts. */
import { sql, type Insertable, type Kysely, type Transaction, type Updateable } from 'kysely';
import type { MarketSort, ProfileFilters } from '@talent/api';
import { SEARCH_COUNT_CAP } from '@talent/api/rules';
import type { Database, ProfileRow, ProfilesTable, User } from '../../../db/schema';
import { type DialectName } from '../../../db/index';
import { userTotals } from '../../../db/totals';
import { effectivePlan, limitInForce, usedToday } from '../../plans/limits';
import {
  applyFilters,
  applyRankedSearch,
  applySearch,
  marketMatchesFirst,
  newestFirst,
  pageNewestCapped,
  pageProfiles,
  type ProfileQuery,
} from './search';
import type { AccessKind, ViewerAccess } from '../view';
import { isoNow } from '../../../lib/clock';
import { clockNow } from '../../../lib/request-context';

type Db = Kysely<Database> | Transaction<Database>;
export type Page = { limit?: number; offset?: number };
export interface Search {
  terms: string[];
  type: 'OR' | 'AND';
  filters?: ProfileFilters;
}

/** The grant that counts when a viewer has several: bought beats unlocked beats rented. */
const RANK: Record<string, number> = { bought: 3, unlocked: 2, rented: 1 };

/** Whether any filter would narrow a list (the same test applyFilters makes). */
function hasFilters(filters: ProfileFilters | undefined): boolean {
  return Object.values(filters ?? {}).some((v) => v !== undefined && v !== null && v !== 0 && v !== '');
}

/** `reader` serves the marketplace search: SQLite's read threads where there are some (issue 26). */
/** The uploader's confirmation of why they may publish (issue 44). */
export interface LawfulBasisRecord {
  basis: string;
  by: number;
}

export function resumeRepo(db: Db, dialect: DialectName, reader: Db = db) {
  const searched = (q: ProfileQuery, s: Search) =>
    applyFilters(applySearch(q, s.terms, s.type, dialect), s.filters);

  return {
    byId(id: number): Promise<ProfileRow | undefined> {
      return db.selectFrom('profiles').selectAll().where('id', '=', id).executeTakeFirst();
    },

    byIds(ids: number[]): Promise<ProfileRow[]> {
      return db.selectFrom('profiles').selectAll().where('id', 'in', ids).execute();
    },

    /** The viewer's access to each profile: owner, or the strongest grant still running. */
    async accessMap(viewerId: number, rows: ProfileRow[]): Promise<Map<number, ViewerAccess>> {
      const map = new Map<number, ViewerAccess>();
      const others: number[] = [];
      for (const r of rows) {
        if (r.owner_id === viewerId) map.set(r.id, { kind: 'owner', expires_at: null });
        else others.push(r.id);
      }
      if (others.length === 0) return map;
      const now = isoNow(clockNow);
      const grants = await db
        .selectFrom('profile_access')
        .select(['profile_id', 'kind', 'expires_at'])
        .where('user_id', '=', viewerId)
        .where('profile_id', 'in', others)
        .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
        .execute();
      for (const g of grants) {
        const cur = map.get(g.profile_id);
        if (!cur || (RANK[g.kind] ?? 0) > (RANK[cur.kind] ?? 0))
          map.set(g.profile_id, { kind: g.kind as AccessKind, expires_at: g.expires_at });
      }
      return map;
    },

    /** Whether the user's plan may publish bought copies again. */
    async canResell(user: User): Promise<boolean> {
      return (await effectivePlan(db, user)).can_resell === 1;
    },

    /** The name of a plan that may resell bought copies, for the message that points to it. */
    async resellPlanName(): Promise<string | undefined> {
      const row = await db.selectFrom('plans').select('name').where('can_resell', '=', 1).executeTakeFirst();
      return row?.name;
    },

    async uploadAllowance(user: User): Promise<{ limit: number | null; used: number }> {
      const plan = await effectivePlan(db, user);
      return {
        limit: await limitInForce(db, user, plan, 'upload'),
        used: await usedToday(db, user.id, 'upload'),
      };
    },

    /** A profile of the owner's collection with the same e-mail, mobile or file hash, if any. */
    sameContactOrFile(
      ownerId: number,
      cols: { email: string | null; mobile: string | null },
      hash: string | null,
    ) {
      return db
        .selectFrom('profiles')
        .select(['id', 'email', 'mobile', 'file_hash'])
        .where('owner_id', '=', ownerId)
        .where((eb) =>
          eb.or([
            ...(cols.email ? [eb('email', '=', cols.email)] : []),
            ...(cols.mobile ? [eb('mobile', '=', cols.mobile)] : []),
            ...(hash ? [eb('file_hash', '=', hash)] : []),
          ]),
        )
        .executeTakeFirst();
    },

    /** Another profile of the owner's collection made from the same file. */
    async sameFile(ownerId: number, hash: string, exceptId: number): Promise<number | undefined> {
      const row = await db
        .selectFrom('profiles')
        .select('id')
        .where('owner_id', '=', ownerId)
        .where('file_hash', '=', hash)
        .where('id', '!=', exceptId)
        .executeTakeFirst();
      return row?.id;
    },

    async insert(values: Insertable<ProfilesTable>): Promise<number> {
      const row = await db.insertInto('profiles').values(values).returning('id').executeTakeFirstOrThrow();
      return row.id;
    },

    update(id: number, set: Updateable<ProfilesTable>): Promise<ProfileRow> {
      return db
        .updateTable('profiles')
        .set(set)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    async remove(id: number): Promise<void> {
      await db.deleteFrom('profiles').where('id', '=', id).execute();
    },

    /** Publishes the rows at `price`; a profile already public keeps its first publication time. */
    async publish(rows: ProfileRow[], price: number, now: string, basis?: LawfulBasisRecord): Promise<void> {
      for (const row of rows) {
        await db
          .updateTable('profiles')
          .set({
            is_public: 1,
            price,
            marked_public_on: row.is_public === 1 ? row.marked_public_on : now,
            updated_at: now,
            ...(basis ? { lawful_basis: basis.basis, lawful_basis_by: basis.by, lawful_basis_at: now } : {}),
          })
          .where('id', '=', row.id)
          // A profile its person withdrew meanwhile stays private (issue 44).
          .where('withdrawn_at', 'is', null)
          .execute();
      }
    },

    async unpublish(ownerId: number, ids: number[]): Promise<void> {
      await db
        .updateTable('profiles')
        .set({ is_public: 0, updated_at: isoNow(clockNow) })
        .where('id', 'in', ids)
        .where('owner_id', '=', ownerId)
        .execute();
    },

    /** The owner's collection, newest first. */
    collection(ownerId: number, search: Search, page: Page) {
      const q = searched(db.selectFrom('profiles').where('owner_id', '=', ownerId), search);
      const plain = search.terms.length === 0 && !hasFilters(search.filters);
      return pageProfiles(
        q,
        page,
        (x) => x.orderBy('created_at', 'desc').orderBy('id', 'desc'),
        plain ? { known: async () => (await userTotals(db, ownerId)).profiles } : {},
      );
    },

    /** The owner's own uploads (no bought copies) since `since`, newest first. */
    uploadsSince(ownerId: number, since: string, page: Page) {
      const q = db
        .selectFrom('profiles')
        .where('owner_id', '=', ownerId)
        .where('uploader_id', '=', ownerId)
        .where('is_copy', '=', 0)
        .where('created_at', '>=', since);
      return pageProfiles(q, page, (x) => x.orderBy('id', 'desc'));
    },

    /** Public profiles of others, most recently published first. Words match only what a locked profile
     * shows (public_search_text); the ZIP, hidden until access, filters only profiles the viewer has access
     * to, so neither can confirm a guess (issue 24). */
    marketplace(viewerId: number, search: Search, page: Page, sort: MarketSort = 'newest') {
      const others = (q: ProfileQuery) =>
        q.where('profiles.is_public', '=', 1).where('profiles.owner_id', '!=', viewerId);
      const { Zipcode: zip, ...filters } = search.filters ?? {};
      const narrow = (q: ProfileQuery) => {
        q = applyFilters(q, { ...filters, is_public: undefined });
        if (!zip?.trim()) return q;
        const now = isoNow(clockNow);
        return q.where('profiles.zipcode', '=', zip.trim().toLowerCase()).where('profiles.id', 'in', (eb) =>
          eb
            .selectFrom('profile_access')
            .select('profile_access.profile_id')
            .where('profile_access.user_id', '=', viewerId)
            .where((w) =>
              w.or([w('profile_access.expires_at', 'is', null), w('profile_access.expires_at', '>', now)]),
            ),
        );
      };
      const base = others(reader.selectFrom('profiles'));
      const capped = { db: reader, cap: SEARCH_COUNT_CAP };
      // Best match first needs words to rank by; without any, relevance is newest first.
      if (sort === 'relevance' && search.terms.length > 0) {
        const ranked = applyRankedSearch(base, search.terms, search.type, dialect);
        return pageProfiles(narrow(ranked.q), page, ranked.order, { capped });
      }
      const q = narrow(applySearch(base, search.terms, search.type, dialect, 'public'));
      // Browsing everything: the newest public profiles are the first entries of their index.
      if (search.terms.length === 0 && !hasFilters(search.filters))
        return pageProfiles(q, page, newestFirst, { capped });
      // Words without a place to narrow by: their matches, read as FTS5 finds them, are the fastest way to
      // count (docs/search-plans.md); a city or state has its own index, which the planner may prefer.
      const wordsFirst =
        dialect === 'sqlite' && search.terms.length > 0 && !filters.city?.trim() && !filters.state?.trim();
      const matches = wordsFirst ? narrow(others(marketMatchesFirst(reader, search.terms, search.type))) : q;
      return pageNewestCapped(q, matches, page, reader, SEARCH_COUNT_CAP);
    },

    /** Public profiles by TAT earned, most first; `name` matches part of the name as a locked profile shows
     * it (first name and last initial), never the hidden last name (issue 24). */
    topSelling(name: string | undefined, page: Page) {
      let q = db.selectFrom('profiles').where('is_public', '=', 1);
      if (name?.trim())
        q = q.where(
          sql<string>`coalesce(profiles.first_name, '') || ' ' || coalesce(substr(profiles.last_name, 1, 1) || '.', '')`,
          'like',
          `%${name.trim().replace(/[%_\\]/g, '')}%`,
        );
      return pageProfiles(q, page, (x) => x.orderBy('coin_earned', 'desc').orderBy('id'));
    },

    /** Profiles the user unlocked, rented (still running) or bought, newest grant target first. Both the
     * page and the count walk the user's grants in the (user, profile, expiry) index (migration 0057): the
     * page stops after offset + limit profiles, the count reads the index alone. */
    async purchased(userId: number, page: Page): Promise<{ count: number; rows: ProfileRow[] }> {
      const now = isoNow(clockNow);
      const running = () =>
        db
          .selectFrom('profile_access')
          .where('profile_access.user_id', '=', userId)
          .where((w) =>
            w.or([w('profile_access.expires_at', 'is', null), w('profile_access.expires_at', '>', now)]),
          );
      const ids = running()
        .select('profile_access.profile_id')
        .where(({ exists, selectFrom }) =>
          exists(
            selectFrom('profiles')
              .select('profiles.id')
              .whereRef('profiles.id', '=', 'profile_access.profile_id'),
          ),
        )
        .groupBy('profile_access.profile_id')
        .orderBy('profile_access.profile_id', 'desc')
        .limit(page.limit ?? 10)
        .offset(page.offset ?? 0);
      const rows = await db
        .selectFrom('profiles')
        .selectAll()
        .where('profiles.id', 'in', ids)
        .orderBy('profiles.id', 'desc')
        .execute();
      const { n } = await running()
        .select((eb) => eb.fn.count<number>('profile_access.profile_id').distinct().as('n'))
        .executeTakeFirstOrThrow();
      return { count: Number(n), rows };
    },
  };
}
export type ResumeRepo = ReturnType<typeof resumeRepo>;
