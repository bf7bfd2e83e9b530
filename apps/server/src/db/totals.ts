/**
 * Running totals (issue 26): read them, and check them against the rows they summarise. Triggers
 * (migration 0056) keep them in the same transaction as the change; nothing else writes them. The check is
 * not on any read path: it is a test and an admin command (`npm run check-totals -w @talent/server`).
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from './schema';

type Db = Kysely<Database> | Transaction<Database>;

export interface UserTotals {
  profiles: number;
  public_profiles: number;
  coin_earned: number;
  profiles_sold: number;
  profiles_acquired: number;
  payers: number;
}

const TOTALS = [
  'profiles',
  'public_profiles',
  'coin_earned',
  'profiles_sold',
  'profiles_acquired',
  'payers',
] as const;

export async function userTotals(db: Db, userId: number): Promise<UserTotals> {
  const row = await db
    .selectFrom('user_totals')
    .select(TOTALS)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Object.fromEntries(TOTALS.map((k) => [k, Number(row?.[k] ?? 0)])) as unknown as UserTotals;
}

export interface TotalsMismatch {
  what: string;
  id: number;
  stored: number;
  recomputed: number;
}

/** Every running total that differs from the figure recomputed from the rows (none when all is well). */
export async function checkTotals(db: Db): Promise<TotalsMismatch[]> {
  const out: TotalsMismatch[] = [];
  const users = await db
    .selectFrom('profiles')
    .fullJoin('user_totals', 'user_totals.user_id', 'profiles.owner_id')
    .select([
      sql<number>`coalesce(profiles.owner_id, user_totals.user_id)`.as('id'),
      sql<number>`count(profiles.id)`.as('profiles'),
      sql<number>`coalesce(sum(profiles.is_public), 0)`.as('public_profiles'),
      sql<number>`coalesce(sum(CASE WHEN profiles.is_copy = 0 THEN profiles.coin_earned ELSE 0 END), 0)`.as(
        'coin_earned',
      ),
      sql<number>`max(user_totals.profiles)`.as('s_profiles'),
      sql<number>`max(user_totals.public_profiles)`.as('s_public_profiles'),
      sql<number>`max(user_totals.coin_earned)`.as('s_coin_earned'),
    ])
    .groupBy(sql`coalesce(profiles.owner_id, user_totals.user_id)`)
    .execute();
  for (const u of users) {
    for (const k of ['profiles', 'public_profiles', 'coin_earned'] as const) {
      const stored = Number(u[`s_${k}`] ?? 0);
      const recomputed = Number(u[k]);
      if (stored !== recomputed) out.push({ what: `user_totals.${k}`, id: Number(u.id), stored, recomputed });
    }
  }
  // Sales (migration 0057): per owner, paid grants to their profiles and distinct payers; per holder, grants.
  const paid = await db
    .selectFrom('profile_access')
    .innerJoin('profiles', 'profiles.id', 'profile_access.profile_id')
    .select([
      'profiles.owner_id as owner_id',
      'profile_access.user_id as payer_id',
      (eb) => eb.fn.countAll<number>().as('grants'),
    ])
    .where('profile_access.transaction_id', 'is not', null)
    .groupBy(['profiles.owner_id', 'profile_access.user_id'])
    .execute();
  const held = await db
    .selectFrom('profile_access')
    .select(['user_id', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('user_id')
    .execute();
  const stored = await db
    .selectFrom('user_totals')
    .select(['user_id', 'profiles_sold', 'profiles_acquired', 'payers'])
    .execute();
  const pairs = await db.selectFrom('owner_payers').selectAll().execute();
  const expect = new Map<number, { profiles_sold: number; profiles_acquired: number; payers: number }>();
  const of = (id: number) => {
    let e = expect.get(id);
    if (!e) expect.set(id, (e = { profiles_sold: 0, profiles_acquired: 0, payers: 0 }));
    return e;
  };
  const pairKey = (o: number, p: number) => `${o}:${p}`;
  const pairGrants = new Map<string, number>();
  for (const r of paid) {
    of(Number(r.owner_id)).profiles_sold += Number(r.grants);
    of(Number(r.owner_id)).payers += 1;
    pairGrants.set(pairKey(Number(r.owner_id), Number(r.payer_id)), Number(r.grants));
  }
  for (const r of held) of(Number(r.user_id)).profiles_acquired = Number(r.n);
  const storedBy = new Map(stored.map((r) => [Number(r.user_id), r]));
  for (const id of new Set([...expect.keys(), ...storedBy.keys()])) {
    const e = expect.get(id) ?? { profiles_sold: 0, profiles_acquired: 0, payers: 0 };
    const s = storedBy.get(id);
    for (const k of ['profiles_sold', 'profiles_acquired', 'payers'] as const) {
      const was = Number(s?.[k] ?? 0);
      if (was !== e[k]) out.push({ what: `user_totals.${k}`, id, stored: was, recomputed: e[k] });
    }
  }
  for (const r of pairs) {
    const k = pairKey(Number(r.owner_id), Number(r.payer_id));
    // A pair with no paid grant left has no row.
    const want = pairGrants.get(k) ?? 0;
    if (Number(r.grants) !== want || want === 0)
      out.push({
        what: `owner_payers(${k}).grants`,
        id: Number(r.owner_id),
        stored: Number(r.grants),
        recomputed: want,
      });
    pairGrants.delete(k);
  }
  for (const [k, want] of pairGrants)
    out.push({ what: `owner_payers(${k}).grants`, id: Number(k.split(':')[0]), stored: 0, recomputed: want });

  const accounts = await db
    .selectFrom('ledger_accounts')
    .select([
      'id',
      'entries',
      'balance',
      (eb) =>
        eb
          .selectFrom('ledger_entries')
          .select((e) => e.fn.countAll<number>().as('n'))
          .whereRef('ledger_entries.account_id', '=', 'ledger_accounts.id')
          .as('n'),
      (eb) =>
        eb
          .selectFrom('ledger_entries')
          .select((e) => e.fn.coalesce(e.fn.sum<number>('amount'), e.val(0)).as('s'))
          .whereRef('ledger_entries.account_id', '=', 'ledger_accounts.id')
          .as('s'),
    ])
    .execute();
  for (const a of accounts) {
    if (Number(a.entries) !== Number(a.n))
      out.push({
        what: 'ledger_accounts.entries',
        id: a.id,
        stored: Number(a.entries),
        recomputed: Number(a.n),
      });
    if (Number(a.balance) !== Number(a.s))
      out.push({
        what: 'ledger_accounts.balance',
        id: a.id,
        stored: Number(a.balance),
        recomputed: Number(a.s),
      });
  }
  return out;
}

/**
 * Recomputes the grant totals (migration 0057: owner_payers, user_totals' sold, acquired and payers) and the
 * ledger accounts' entry counts from the rows. For bulk loads that ran with the triggers off (the bench on
 * PostgreSQL, where a row trigger updating one account row per entry of a 100k-row statement is quadratic);
 * run it in the same transaction as the load, or with writes stopped.
 */
export async function rebuildTotals(db: Db): Promise<void> {
  await db.deleteFrom('owner_payers').execute();
  await sql`INSERT INTO owner_payers (owner_id, payer_id, grants)
    SELECT profiles.owner_id, profile_access.user_id, count(*) FROM profile_access
    JOIN profiles ON profiles.id = profile_access.profile_id
    WHERE profile_access.transaction_id IS NOT NULL GROUP BY profiles.owner_id, profile_access.user_id`.execute(
    db,
  );
  await sql`INSERT INTO user_totals (user_id) SELECT user_id FROM profile_access
    UNION SELECT owner_id FROM owner_payers EXCEPT SELECT user_id FROM user_totals`.execute(db);
  await sql`UPDATE user_totals SET
    profiles_acquired = (SELECT count(*) FROM profile_access WHERE profile_access.user_id = user_totals.user_id),
    profiles_sold = coalesce((SELECT sum(grants) FROM owner_payers WHERE owner_id = user_totals.user_id), 0),
    payers = (SELECT count(*) FROM owner_payers WHERE owner_id = user_totals.user_id)`.execute(db);
  await sql`UPDATE ledger_accounts SET entries = (SELECT count(*) FROM ledger_entries WHERE ledger_entries.account_id = ledger_accounts.id)`.execute(
    db,
  );
}
