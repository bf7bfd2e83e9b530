/** Profiles: columns from parsed fields, rating, masking, access, search. */
import { sql, type Kysely, type SelectQueryBuilder, type Transaction } from 'kysely';
import type { Profile, ProfileFilters, ResumeFields } from '@talent/api';
import type { Database, ProfileRow } from '../../db/schema';
import { nowIso } from '../../db/index';

export type AccessKind = 'owner' | 'unlocked' | 'rented' | 'bought';
export interface ViewerAccess {
  kind: AccessKind;
  expires_at: string | null;
}

/** Spec 000 section 5: 9 points minus one per missing item; 1 when the e-mail is missing. */
export function rateResume(f: ResumeFields): {
  resume_rating: number;
  score: number;
  out_of: 9;
  stars: number;
  missing: string[];
} {
  const has = (v: unknown) => v !== undefined && v !== null && String(v).trim() !== '';
  const checks: Array<[string, boolean]> = [
    ['mobile', has(f.mobile)],
    ['name', has(f.first_name) || has(f.last_name)],
    ['address', has(f.address) || has(f.city)],
    ['skill', has(f.technicalSkill)],
    ['experience', has(f.experience) || has(f.experience_years) || has(f.work_experience)],
    ['work authorization', has(f.work_status) || has(f.citizenship)],
    ['relocate', has(f.relocate)],
  ];
  const missing = checks.filter(([, ok]) => !ok).map(([name]) => name);
  const score = has(f.email) ? 9 - missing.length : 1;
  if (!has(f.email)) missing.unshift('email');
  const resume_rating = Math.round((score / 9) * 10000) / 100;
  return {
    resume_rating,
    score,
    out_of: 9,
    stars: Math.round((resume_rating / 100) * 5 * 100) / 100,
    missing,
  };
}

const clean = (v: string | null | undefined) =>
  v === undefined || v === null || v.trim() === '' ? null : v.trim();

export function fullNameOf(first: string | null, last: string | null): string {
  return [first, last].filter(Boolean).join(' ').trim() || 'Unnamed profile';
}

export function searchTextOf(f: ResumeFields): string {
  return [
    f.first_name,
    f.last_name,
    f.job_title,
    f.technicalSkill,
    f.industry,
    f.industry_sector,
    f.city,
    f.state,
    f.Zipcode,
    f.company,
    f.education,
    f.occupation,
    f.targetJob,
    f.desired_job,
    f.work_status,
    f.security_clearance,
    f.experience?.slice(0, 2000),
  ]
    .filter((v) => v !== undefined && v !== null && String(v).trim() !== '')
    .join(' ')
    .toLowerCase()
    .replace(/\s+/g, ' ');
}

/** Columns of a profile row derived from the parsed fields. */
export function columnsFrom(f: ResumeFields) {
  const first = clean(f.first_name);
  const last = clean(f.last_name);
  return {
    first_name: first,
    last_name: last,
    full_name: fullNameOf(first, last),
    email: clean(f.email)?.toLowerCase() ?? null,
    mobile: clean(f.mobile),
    city: clean(f.city),
    state: clean(f.state),
    zipcode: clean(f.Zipcode),
    job_title: clean(f.job_title),
    experience_years: f.experience_years ?? null,
    technical_skill: clean(f.technicalSkill),
    industry: clean(f.industry),
    work_status: clean(f.work_status),
    security_clearance: clean(f.security_clearance),
    relocate: clean(f.relocate),
    resume_rating: rateResume(f).resume_rating,
    search_text: searchTextOf(f),
    data: JSON.stringify(f),
  };
}

/** The API shape. Without access (not owner, not unlocked/rented/bought) contact fields and data are hidden. */
export function toProfile(row: ProfileRow, access: ViewerAccess | null, canResellCopies = false): Profile {
  const full = access !== null;
  const lastInitial = row.last_name ? `${row.last_name.slice(0, 1)}.` : null;
  return {
    id: row.id,
    profileId: row.id,
    owner_id: row.owner_id,
    first_name: row.first_name,
    last_name: full ? row.last_name : lastInitial,
    full_name: full ? row.full_name : fullNameOf(row.first_name, lastInitial),
    email: full ? row.email : null,
    mobile: full ? row.mobile : null,
    city: row.city,
    state: row.state,
    Zipcode: full ? row.zipcode : null,
    job_title: row.job_title,
    experience_years: row.experience_years === null ? null : Number(row.experience_years),
    technicalSkill: row.technical_skill,
    industry: row.industry,
    resume_rating: Number(row.resume_rating),
    resume_price: row.price === null ? null : Number(row.price),
    is_public: row.is_public === 1,
    marked_public_on: row.marked_public_on,
    coin_earned: Number(row.coin_earned),
    isUnlocked: full,
    access: access?.kind ?? null,
    access_expires_at: access?.expires_at ?? null,
    is_copy: row.is_copy === 1,
    can_resell: access?.kind === 'owner' ? row.is_copy === 0 || canResellCopies : false,
    file_name: row.file_name,
    pages: Number(row.pages),
    created_at: row.created_at,
    data: full ? (JSON.parse(row.data) as ResumeFields) : null,
  };
}

type Db = Kysely<Database> | Transaction<Database>;

/** The viewer's access to each profile: owner, or the strongest valid grant. */
export async function accessMap(
  db: Db,
  viewerId: number,
  rows: ProfileRow[],
): Promise<Map<number, ViewerAccess>> {
  const map = new Map<number, ViewerAccess>();
  const others: number[] = [];
  for (const r of rows) {
    if (r.owner_id === viewerId) map.set(r.id, { kind: 'owner', expires_at: null });
    else others.push(r.id);
  }
  if (others.length === 0) return map;
  const now = nowIso();
  const grants = await db
    .selectFrom('profile_access')
    .select(['profile_id', 'kind', 'expires_at'])
    .where('user_id', '=', viewerId)
    .where('profile_id', 'in', others)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
    .execute();
  const rank: Record<string, number> = { bought: 3, unlocked: 2, rented: 1 };
  for (const g of grants) {
    const cur = map.get(g.profile_id);
    if (!cur || (rank[g.kind] ?? 0) > (rank[cur.kind] ?? 0))
      map.set(g.profile_id, { kind: g.kind as AccessKind, expires_at: g.expires_at });
  }
  return map;
}

/** Search words: lower-case letters and digits (other characters split words), at most 12. */
export function searchTerms(text: string | undefined): string[] {
  if (!text) return [];
  return [
    ...new Set(
      text
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .filter((t) => t.length > 0),
    ),
  ].slice(0, 12);
}

type ProfileQuery = SelectQueryBuilder<Database, 'profiles', object>;

/** Word-prefix full-text search: each word matches words that start with it ("java" finds "javascript",
 * not "ava"); OR needs any word, AND every word. SQLite uses FTS5, PostgreSQL a GIN-indexed tsvector. */
export function applySearch(
  q: ProfileQuery,
  terms: string[],
  type: 'OR' | 'AND',
  dialect: 'sqlite' | 'postgres',
): ProfileQuery {
  if (terms.length === 0) return q;
  if (dialect === 'sqlite') {
    const match = terms.map((t) => `"${t.replace(/"/g, '')}"*`).join(type === 'AND' ? ' AND ' : ' OR ');
    return q.where(
      'profiles.id',
      'in',
      sql<number>`(SELECT rowid FROM profiles_fts WHERE profiles_fts MATCH ${match})`,
    );
  }
  const tsquery = terms.map((t) => `'${t.replace(/'/g, '')}':*`).join(type === 'AND' ? ' & ' : ' | ');
  return q.where(sql<boolean>`profiles.search_vector @@ to_tsquery('simple', ${tsquery})`);
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

/** Runs a profile query with count + limit/offset. */
export async function pageProfiles(
  q: ProfileQuery,
  page: { limit?: number; offset?: number },
  order: (
    q: SelectQueryBuilder<Database, 'profiles', ProfileRow>,
  ) => SelectQueryBuilder<Database, 'profiles', ProfileRow>,
): Promise<{ count: number; rows: ProfileRow[] }> {
  const { n } = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await order(q.selectAll('profiles'))
    .limit(Math.min(page.limit ?? 10, 10_000))
    .offset(page.offset ?? 0)
    .execute();
  return { count: Number(n), rows };
}
