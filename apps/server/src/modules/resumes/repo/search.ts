/** Profile queries: word search (SQLite FTS5, PostgreSQL tsvector), filters, paging. The words themselves
 * come from searchTerms (resumes/search.ts). */
import { sql, type Kysely, type SelectQueryBuilder, type Transaction } from 'kysely';
import type { ProfileFilters } from '@talent/api';
import type { Database, ProfileRow } from '../../../db/schema';

export type ProfileQuery = SelectQueryBuilder<Database, 'profiles', object>;

/** The FTS5 MATCH expression: each word as a quoted prefix, joined by OR or AND. */
const ftsMatch = (terms: string[], type: 'OR' | 'AND') =>
  terms.map((t) => `"${t.replace(/"/g, '')}"*`).join(type === 'AND' ? ' AND ' : ' OR ');
/** The PostgreSQL tsquery: each word as a prefix, joined by | or &. */
const tsQuery = (terms: string[], type: 'OR' | 'AND') =>
  terms.map((t) => `'${t.replace(/'/g, '')}':*`).join(type === 'AND' ? ' & ' : ' | ');

/** Word-prefix full-text search: each word matches words that start with it ("java" finds "javascript",
 * not "ava"); OR needs any word, AND every word. SQLite uses FTS5, PostgreSQL a GIN-indexed tsvector. */
export function applySearch(
  q: ProfileQuery,
  terms: string[],
  type: 'OR' | 'AND',
  dialect: 'sqlite' | 'postgres',
  /** `public`: only the words a viewer without access may match (public_search_text, issue 24). */
  text: 'full' | 'public' = 'full',
): ProfileQuery {
  if (terms.length === 0) return q;
  if (dialect === 'sqlite') {
    const match = ftsMatch(terms, type);
    return q.where(
      'profiles.id',
      'in',
      text === 'public'
        ? sql<number>`(SELECT rowid FROM profiles_market_fts WHERE profiles_market_fts MATCH ${match})`
        : sql<number>`(SELECT rowid FROM profiles_fts WHERE profiles_fts MATCH ${match})`,
    );
  }
  const tsquery = tsQuery(terms, type);
  return q.where(
    text === 'public'
      ? sql<boolean>`profiles.public_search_vector @@ to_tsquery('simple', ${tsquery})`
      : sql<boolean>`profiles.search_vector @@ to_tsquery('simple', ${tsquery})`,
  );
}

type RowQuery = SelectQueryBuilder<Database, 'profiles', ProfileRow>;

/** The marketplace's words, best match first (issue 26): the same matches as applySearch over the public
 * words, with an order by relevance, then most recently published. SQLite joins the FTS5 matches with their
 * bm25 `rank` (lower is better); PostgreSQL orders by `ts_rank` of the public tsvector (higher is better).
 * Both score every match before the page, which is why relevance is an option and newest the default. */
export function applyRankedSearch(
  q: ProfileQuery,
  terms: string[],
  type: 'OR' | 'AND',
  dialect: 'sqlite' | 'postgres',
): { q: ProfileQuery; order: (q: RowQuery) => RowQuery } {
  const newest = newestFirst;
  if (dialect === 'sqlite') {
    const matches = sql<{ fts_id: number; fts_rank: number }>`(SELECT rowid AS fts_id, rank AS fts_rank
      FROM profiles_market_fts WHERE profiles_market_fts MATCH ${ftsMatch(terms, type)})`;
    return {
      // The join adds the match's columns; the lists select profiles.* only, so the row type stays.
      q: q.innerJoin(matches.as('m'), 'm.fts_id', 'profiles.id') as unknown as ProfileQuery,
      order: (x) => newest(x.orderBy(sql`m.fts_rank`)),
    };
  }
  const tsquery = tsQuery(terms, type);
  return {
    q: applySearch(q, terms, type, dialect, 'public'),
    order: (x) =>
      newest(
        x.orderBy(sql`ts_rank(profiles.public_search_vector, to_tsquery('simple', ${tsquery}))`, 'desc'),
      ),
  };
}

/** Filters drop entries whose value is undefined, zero, null or empty (spec 5). */
export function applyFilters(q: ProfileQuery, filters: ProfileFilters | undefined): ProfileQuery {
  if (!filters) return q;
  const given = Object.entries(filters).filter(
    ([, v]) => v !== undefined && v !== null && v !== 0 && v !== '',
  );
  for (const [key, value] of given) {
    const lower = typeof value === 'string' ? value.trim().toLowerCase() : '';
    switch (key) {
      case 'city':
        q = q.where(sql`lower(profiles.city)`, '=', lower);
        break;
      case 'state':
        q = q.where(sql`lower(profiles.state)`, '=', lower);
        break;
      case 'Zipcode':
        q = q.where('profiles.zipcode', '=', lower);
        break;
      case 'job_title':
        q = q.where(sql`lower(profiles.job_title)`, 'like', `%${lower.replace(/[%_\\]/g, '')}%`);
        break;
      case 'industry':
        q = q.where(sql`lower(profiles.industry)`, 'like', `%${lower.replace(/[%_\\]/g, '')}%`);
        break;
      case 'technicalSkill':
        q = q.where(sql`lower(profiles.technical_skill)`, 'like', `%${lower.replace(/[%_\\]/g, '')}%`);
        break;
      case 'work_status':
        q = q.where(sql`lower(profiles.work_status)`, '=', lower);
        break;
      case 'security_clearance':
        q = q.where(sql`lower(profiles.security_clearance)`, '=', lower);
        break;
      case 'relocate':
        q = q.where(sql`lower(profiles.relocate)`, '=', lower);
        break;
      case 'min_experience':
        q = q.where('profiles.experience_years', '>=', value as number);
        break;
      case 'max_experience':
        q = q.where('profiles.experience_years', '<=', value as number);
        break;
      case 'min_rating':
        q = q.where('profiles.resume_rating', '>=', value as number);
        break;
      case 'max_price':
        q = q.where('profiles.price', '<=', value as number);
        break;
      case 'is_public':
        q = q.where('profiles.is_public', '=', value ? 1 : 0);
        break;
    }
  }
  return q;
}

export interface CountBy {
  /** Stop counting at max(cap, offset + limit) + 1 rows (the marketplace search). */
  capped?: { db: Kysely<Database> | Transaction<Database>; cap: number };
  /** The count is known without counting rows (a running total). */
  known?: () => Promise<number>;
}

/** Runs a profile query with count + limit/offset. With `capped`, the count stops at
 * max(cap, offset + limit) + 1 rows: past that it answers that bound with `count_capped` true, so a broad
 * search never walks all its matches to count them, and paging still knows a next page exists. */
export async function pageProfiles(
  q: ProfileQuery,
  page: { limit?: number; offset?: number },
  order: (
    q: SelectQueryBuilder<Database, 'profiles', ProfileRow>,
  ) => SelectQueryBuilder<Database, 'profiles', ProfileRow>,
  by: CountBy = {},
): Promise<{ count: number; rows: ProfileRow[]; count_capped?: boolean }> {
  const { capped, known } = by;
  const limit = page.limit ?? 10;
  const offset = page.offset ?? 0;
  const rows = await order(q.selectAll('profiles')).limit(limit).offset(offset).execute();
  if (known) return { count: await known(), rows };
  // A page that is not full ends the list: its rows are the count, no query needed.
  if (offset + rows.length > 0 && rows.length < limit) {
    return { count: offset + rows.length, rows, ...(capped ? { count_capped: false } : {}) };
  }
  if (!capped) {
    const { n } = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    return { count: Number(n), rows };
  }
  const bound = Math.max(capped.cap, offset + limit);
  const { n } = await capped.db
    .selectFrom(
      q
        .select(sql.lit(1).as('one'))
        .limit(bound + 1)
        .as('capped'),
    )
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n) > bound
    ? { count: bound, rows, count_capped: true }
    : { count: Number(n), rows, count_capped: false };
}

/**
 * The marketplace's newest-first page with a capped count (issue 26), matches first: one query reads the id
 * and publication time of at most max(cap, offset + limit) + 1 matches, in whatever order the planner finds
 * them fastest (through a filter's index or the word matches). When that is all of them, their number is the
 * exact count, the page is sorted from them here and its rows read by id: a search with few or no matches
 * never walks the publication-time index past every public profile looking for ten. When there are more,
 * the count is capped and the page walks that index as before, where matches are dense enough to be met soon.
 */
export async function pageNewestCapped(
  q: ProfileQuery,
  /** The same matches, in a form that finds them fastest (marketMatchesFirst), or `q` itself. */
  matches: ProfileQuery,
  page: { limit?: number; offset?: number },
  db: Kysely<Database> | Transaction<Database>,
  cap: number,
): Promise<{ count: number; rows: ProfileRow[]; count_capped: boolean }> {
  const limit = page.limit ?? 10;
  const offset = page.offset ?? 0;
  const bound = Math.max(cap, offset + limit);
  const hits = await matches
    .select(['profiles.id as id', 'profiles.marked_public_on as at'])
    .limit(bound + 1)
    .execute();
  if (hits.length > bound) {
    const rows = await newestFirst(q.selectAll('profiles')).limit(limit).offset(offset).execute();
    return { count: bound, rows, count_capped: true };
  }
  // Newest first: publication time, then id, both descending; no time (never published) sorts last.
  hits.sort((a, b) =>
    a.at === b.at ? b.id - a.id : a.at === null ? 1 : b.at === null ? -1 : a.at < b.at ? 1 : -1,
  );
  const ids = hits.slice(offset, offset + limit).map((h) => h.id);
  const found = ids.length
    ? await db.selectFrom('profiles').selectAll().where('id', 'in', ids).execute()
    : [];
  const byId = new Map(found.map((r) => [r.id, r]));
  return {
    count: hits.length,
    rows: ids.map((id) => byId.get(id)).filter((r): r is ProfileRow => r !== undefined),
    count_capped: false,
  };
}

/**
 * SQLite: the marketplace's word matches as a query over profiles that reads the public full-text index
 * first and each match's row by id, in the index's order, stopping at the query's LIMIT. Written as
 * `applySearch(…, 'public')` (`id IN (matches)`), SQLite builds the whole list of matches first and may walk
 * every public profile to test each against it: 6-7 ms for a broad word or none at all at 100k profiles,
 * against 1-2 ms this way. CROSS JOIN keeps SQLite from reordering the two.
 */
export function marketMatchesFirst(
  db: Kysely<Database> | Transaction<Database>,
  terms: string[],
  type: 'OR' | 'AND',
): ProfileQuery {
  return db
    .selectFrom(sql<{ rowid: number }>`profiles_market_fts`.as('profiles_market_fts'))
    .crossJoin('profiles')
    .where(sql<boolean>`profiles.id = profiles_market_fts.rowid`)
    .where(sql<boolean>`profiles_market_fts MATCH ${ftsMatch(terms, type)}`) as unknown as ProfileQuery;
}

/** The marketplace's default order: most recently published first, ties by id. */
export const newestFirst = (x: SelectQueryBuilder<Database, 'profiles', ProfileRow>) =>
  x.orderBy('profiles.marked_public_on', 'desc').orderBy('profiles.id', 'desc');
