/**
 * Bench data (issue 26): a marketplace of public profiles, and a heavy user with HEAVY_PROFILES profiles
 * and HEAVY_ENTRIES ledger entries on their accounts (sales, purchases, grants both ways). Rows go straight
 * into the tables in batches; balances are set from the entries at the end, so the ledger stays consistent.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../src/db/schema';
import { sql } from '../src/db/index';
import { columnsFrom } from '../src/modules/resumes/fields';
import { userKey } from '../src/modules/ledger/service';
import { rebuildTotals } from '../src/db/totals';

const FIRST = ['Ava', 'Liam', 'Mia', 'Noah', 'Zoe', 'Omar', 'Ivy', 'Eli', 'Nia', 'Kai', 'Ana', 'Leo'];
const LAST = ['Stone', 'Reyes', 'Patel', 'Nguyen', 'Brown', 'Kim', 'Garcia', 'Smith', 'Lee', 'Khan'];
const TITLES = [
  'Software Engineer',
  'Data Analyst',
  'Registered Nurse',
  'DevOps Engineer',
  'Project Manager',
  'Java Developer',
  'Accountant',
  'Recruiter',
];
const SKILLS = [
  'python',
  'java',
  'react',
  'aws',
  'sql',
  'kubernetes',
  'excel',
  'salesforce',
  'typescript',
  'go',
  'rust',
  'tableau',
];
const CITIES: Array<[string, string]> = [
  ['Austin', 'TX'],
  ['Chicago', 'IL'],
  ['Seattle', 'WA'],
  ['Denver', 'CO'],
  ['New York', 'NY'],
  ['Boston', 'MA'],
];

export async function userId(db: Kysely<Database>, email: string): Promise<number> {
  const row = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  return row.id;
}

/** `count` profiles of `ownerId` starting at number `from`; `isPublic(i)` decides which are public. */
export async function seedProfiles(
  db: Kysely<Database>,
  ownerId: number,
  from: number,
  count: number,
  isPublic: (i: number) => boolean,
  batch: number,
): Promise<void> {
  const day = 86_400_000;
  const t0 = Date.now();
  for (let start = from; start < from + count; start += batch) {
    const rows = [];
    for (let i = start; i < Math.min(from + count, start + batch); i++) {
      const [city, state] = CITIES[i % CITIES.length]!;
      const skills = [
        SKILLS[i % SKILLS.length],
        SKILLS[(i * 7) % SKILLS.length],
        SKILLS[(i * 13) % SKILLS.length],
      ];
      const f = {
        first_name: FIRST[i % FIRST.length],
        last_name: `${LAST[(i * 3) % LAST.length]}${i}`,
        email: `bench${i}@example.net`,
        mobile: String(2000000000 + i),
        city,
        state,
        job_title: TITLES[i % TITLES.length],
        technicalSkill: skills.join(', '),
        experience_years: i % 25,
        relocate: i % 2 ? 'Yes' : 'No',
      };
      // Spread over the last year, so "newest first" has something to sort.
      const at = new Date(t0 - ((i * 7919) % 365) * day - (i % 86_400) * 1000).toISOString();
      const pub = isPublic(i);
      rows.push({
        ...columnsFrom(f),
        owner_id: ownerId,
        uploader_id: ownerId,
        source_profile_id: null,
        price: 5 + (i % 40),
        is_public: (pub ? 1 : 0) as 0 | 1,
        marked_public_on: pub ? at : null,
        coin_earned: i % 97,
        resume_rating: i % 6,
        is_copy: 0 as const,
        file_key: null,
        file_name: null,
        file_hash: null,
        file_mime: null,
        pages: 0,
        created_at: at,
        updated_at: at,
      });
    }
    await db.insertInto('profiles').values(rows).execute();
  }
}

async function account(db: Kysely<Database>, ownerKey: string, uid: number | null): Promise<number> {
  await db
    .insertInto('ledger_accounts')
    .values({ owner_key: ownerKey, user_id: uid, currency: 'TAT', balance: 0 })
    .onConflict((oc) => oc.columns(['owner_key', 'currency']).doNothing())
    .execute();
  const row = await db
    .selectFrom('ledger_accounts')
    .select('id')
    .where('owner_key', '=', ownerKey)
    .where('currency', '=', 'TAT')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * The heavy user: `profiles` own profiles (half public, one in ten a bought copy), `entries` ledger entries
 * on their TAT account (sales of their profiles to `counterId` and purchases from them, over 100 days, some
 * today), a grant for each purchase and each sale (so "acquired" and "sold" are large too).
 */
export async function seedHeavyUser(
  db: Kysely<Database>,
  heavyId: number,
  counterId: number,
  profiles: number,
  entries: number,
  batch: number,
  dialect: 'sqlite' | 'postgres' = 'sqlite',
): Promise<void> {
  // PostgreSQL: a row trigger that updates the same account row for each of a statement's entries makes a
  // bulk load quadratic (every update leaves a row version the next one walks past). Load with the counting
  // triggers off, then rebuild the totals from the rows, as a restore would.
  const bulk = dialect === 'postgres';
  const triggers = async (to: 'ENABLE' | 'DISABLE') => {
    if (!bulk) return;
    for (const [table, trigger] of [
      ['ledger_entries', 'ledger_entries_count'],
      ['profile_access', 'sales_totals_grants'],
    ])
      await sql.raw(`ALTER TABLE ${table} ${to} TRIGGER ${trigger}`).execute(db);
  };
  await triggers('DISABLE');
  try {
    await seedHeavyRows(db, heavyId, counterId, profiles, entries, batch);
    if (bulk) await rebuildTotals(db);
  } finally {
    await triggers('ENABLE');
  }
}

async function seedHeavyRows(
  db: Kysely<Database>,
  heavyId: number,
  counterId: number,
  profiles: number,
  entries: number,
  batch: number,
): Promise<void> {
  const firstOwn = 5_000_000;
  await seedProfiles(db, heavyId, firstOwn, profiles, (i) => i % 2 === 0, batch);
  await db
    .updateTable('profiles')
    .set({ is_copy: 1, is_public: 0, marked_public_on: null })
    .where('owner_id', '=', heavyId)
    .where(sql<boolean>`id % 10 = 0`)
    .execute();
  const own = await db
    .selectFrom('profiles')
    .select('id')
    .where('owner_id', '=', heavyId)
    .where('is_public', '=', 1)
    .execute();
  const others = await db
    .selectFrom('profiles')
    .select('id')
    .where('owner_id', '=', counterId)
    .where('is_public', '=', 1)
    .limit(entries)
    .execute();
  const heavyAcc = await account(db, userKey(heavyId), heavyId);
  const counterAcc = await account(db, userKey(counterId), counterId);
  const now = Date.now();
  const per = Math.max(1, Math.floor(batch / 4));
  for (let start = 0; start < entries; start += per) {
    const txs = [];
    for (let i = start; i < Math.min(entries, start + per); i++) {
      const sale = i % 2 === 0;
      const profile = sale ? own[i % own.length]!.id : others[i % others.length]!.id;
      // One in a hundred today, the rest over 100 days.
      const at = new Date(
        i % 100 === 0 ? now - (i % 3600) * 1000 : now - ((i % 100) + 1) * 86_400_000,
      ).toISOString();
      txs.push({
        idempotency_key: `bench:heavy:${heavyId}:${i}`,
        kind: 'unlock',
        actor_id: sale ? counterId : heavyId,
        profile_id: profile,
        memo: sale ? 'Bench sale' : 'Bench purchase',
        created_at: at,
      });
    }
    const ids = await db.insertInto('ledger_transactions').values(txs).returning('id').execute();
    const legs = [];
    const grants = [];
    for (let k = 0; k < ids.length; k++) {
      const i = start + k;
      const sale = i % 2 === 0;
      const amount = sale ? 3 : 2;
      const tx = ids[k]!.id;
      const at = txs[k]!.created_at;
      legs.push(
        {
          transaction_id: tx,
          account_id: heavyAcc,
          currency: 'TAT',
          amount: sale ? amount : -amount,
          created_at: at,
        },
        {
          transaction_id: tx,
          account_id: counterAcc,
          currency: 'TAT',
          amount: sale ? -amount : amount,
          created_at: at,
        },
      );
      if (i < profiles * 2)
        grants.push({
          profile_id: txs[k]!.profile_id,
          user_id: sale ? counterId : heavyId,
          kind: 'unlocked',
          expires_at: null,
          transaction_id: tx,
          copy_profile_id: null,
          created_at: at,
        });
    }
    await db.insertInto('ledger_entries').values(legs).execute();
    if (grants.length) await db.insertInto('profile_access').values(grants).execute();
  }
  for (const id of [heavyAcc, counterAcc])
    await db
      .updateTable('ledger_accounts')
      .set({
        balance: sql<number>`(SELECT coalesce(sum(amount), 0) FROM ledger_entries WHERE account_id = ${id})`,
      })
      .where('id', '=', id)
      .execute();
  // The counterpart's balance may have gone negative in the bench's story: top it up from the issuer so the
  // ledger's invariant (no negative balance) holds.
  const counter = await db
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('id', '=', counterAcc)
    .executeTakeFirstOrThrow();
  if (Number(counter.balance) < 0) {
    const { grant } = await import('../src/modules/ledger/service');
    await grant(
      db,
      counterId,
      'TAT',
      -Number(counter.balance) + 100_000,
      `bench:topup:${counterId}`,
      'bench funds',
    );
  }
}
