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
}

export async function userTotals(db: Db, userId: number): Promise<UserTotals> {
  const row = await db
    .selectFrom('user_totals')
    .select(['profiles', 'public_profiles', 'coin_earned'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return {
    profiles: Number(row?.profiles ?? 0),
    public_profiles: Number(row?.public_profiles ?? 0),
    coin_earned: Number(row?.coin_earned ?? 0),
  };
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
