/** Migration 0059 (issue 42): a database whose TAT packs were seeded twice keeps one pack of each name, its
 * purchases point at the one kept, and a third copy can no longer be inserted. */
import { randomBytes } from 'node:crypto';
import Sqlite from 'better-sqlite3';
import pg from 'pg';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { dropPgSchema } from '../src/db/index';
import { migrations } from '../src/db/migrations';

const databaseUrl = process.env.DATABASE_URL;
const schema = databaseUrl ? `t_${randomBytes(6).toString('hex')}` : undefined;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema as it was before 0059
type AnyDb = Kysely<any>;

async function open(): Promise<AnyDb> {
  if (!databaseUrl || !schema)
    return new Kysely({ dialect: new SqliteDialect({ database: new Sqlite(':memory:') }) });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(`CREATE SCHEMA ${schema}`);
  await client.end();
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2, options: `-c search_path=${schema}` });
  return new Kysely({ dialect: new PostgresDialect({ pool }) });
}

afterAll(async () => {
  if (databaseUrl && schema) await dropPgSchema(databaseUrl, schema);
});

describe('migration 0059: one TAT pack per name', () => {
  it('removes doubled packs, moves their purchases to the pack kept, and refuses a new double', async () => {
    const db = await open();
    try {
      const dialect = databaseUrl ? 'postgres' : 'sqlite';
      const migrator = new Migrator({
        db,
        provider: { getMigrations: async () => migrations(dialect) },
        ...(schema ? { migrationTableSchema: schema } : {}),
      });
      const before = await migrator.migrateTo('0058_market_statistics');
      expect(before.error).toBeUndefined();

      const pack = (name: string, tat: number) => ({ name, tat, amount_cents: tat * 10, description: name });
      const ids = (
        await db
          .insertInto('tat_plans')
          .values([
            pack('Small', 100),
            pack('Big', 500),
            pack('Small', 100),
            pack('Big', 500),
            pack('Small', 100),
          ])
          .returning('id')
          .execute()
      ).map((r: { id: number }) => r.id);
      const payment = (session: string, tatPlanId: number | null) => ({
        session_id: session,
        user_id: 1,
        kind: 'tat_pack',
        tat_plan_id: tatPlanId,
        amount_cents: 1000,
        status: 'paid',
        provider: 'sandbox',
        success_url: '/ok',
        fail_url: '/fail',
        created_at: '2026-01-01T00:00:00.000Z',
      });
      await db
        .insertInto('users')
        .values({
          email: 'a@example.org',
          password_hash: 'x',
          full_name: 'A',
          role: 'recruiter',
          created_at: '2026-01-01T00:00:00.000Z',
          updated_at: '2026-01-01T00:00:00.000Z',
        })
        .execute();
      await db
        .insertInto('payments')
        .values([payment('s1', ids[2]!), payment('s2', ids[3]!), payment('s3', ids[0]!), payment('s4', null)])
        .execute();

      const after = await migrator.migrateTo('0059_tat_plans_name_key');
      expect(after.error).toBeUndefined();

      const packs = await db.selectFrom('tat_plans').select(['id', 'name']).orderBy('id').execute();
      expect(packs).toEqual([
        { id: ids[0], name: 'Small' },
        { id: ids[1], name: 'Big' },
      ]);
      const payments = await db
        .selectFrom('payments')
        .select(['session_id', 'tat_plan_id'])
        .orderBy('session_id')
        .execute();
      expect(payments).toEqual([
        { session_id: 's1', tat_plan_id: ids[0] },
        { session_id: 's2', tat_plan_id: ids[1] },
        { session_id: 's3', tat_plan_id: ids[0] },
        { session_id: 's4', tat_plan_id: null },
      ]);
      await expect(db.insertInto('tat_plans').values(pack('Small', 100)).execute()).rejects.toThrow(
        /unique/i,
      );
      expect(
        Number((await sql<{ n: number }>`SELECT count(*) AS n FROM tat_plans`.execute(db)).rows[0]!.n),
      ).toBe(2);
    } finally {
      await db.destroy();
    }
  });
});
