/** Issue 42: servers that start together on one empty database (PostgreSQL schema, or SQLite file) all come
 * up, and the seed steps run once: every table holds what one server alone would have written. */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../src/app';
import type { ServerConfig } from '../src/config';
import { dropPgSchema } from '../src/db/index';
import { DEMO_ACCOUNTS, PLAN_SEED, TAT_PLAN_SEED } from '../src/db/seed';

const databaseUrl = process.env.DATABASE_URL;
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'talent-start-'));
const schemas: string[] = [];

afterAll(async () => {
  if (databaseUrl) for (const s of schemas) await dropPgSchema(databaseUrl, s);
  fs.rmSync(root, { recursive: true, force: true });
});

/** One database for several servers: a fresh PostgreSQL schema, or a fresh SQLite file. */
function freshDatabase(): Partial<ServerConfig> {
  const id = randomBytes(6).toString('hex');
  const dataDir = path.join(root, id);
  fs.mkdirSync(dataDir);
  const schema = databaseUrl ? `t_${id}` : undefined;
  if (schema) schemas.push(schema);
  return {
    dataDir,
    sqliteFile: path.join(dataDir, 'talent.db'),
    filesDir: path.join(dataDir, 'files'),
    databaseUrl,
    databaseSchema: schema,
  };
}

const start = (db: Partial<ServerConfig>, seedDemo: boolean) =>
  buildApp({
    logger: false,
    config: {
      ...db,
      s3: undefined,
      seedDemo,
      portalDist: undefined,
      redisUrl: undefined,
      stripeSecretKey: undefined,
      paymentSandbox: false,
      production: false,
      smtpUrl: undefined,
      sqliteReadThreads: 0,
    },
  });

/** Tables whose rows are per server, not seed data. */
const PER_SERVER = new Set(['server_heartbeats']);

/** Every table's row count (the migrator's own tables aside). */
async function counts(t: BuiltApp): Promise<Record<string, number>> {
  const tables =
    t.ctx.dialect === 'postgres'
      ? (
          await sql<{ name: string }>`SELECT table_name AS name FROM information_schema.tables
            WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`.execute(t.ctx.db)
        ).rows
      : (
          await sql<{ name: string }>`SELECT name FROM sqlite_master
            WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '%_fts%'`.execute(t.ctx.db)
        ).rows;
  const out: Record<string, number> = {};
  for (const { name } of tables) {
    if (name.startsWith('kysely_') || PER_SERVER.has(name)) continue;
    const { rows } = await sql<{ n: number }>`SELECT count(*) AS n FROM ${sql.table(name)}`.execute(t.ctx.db);
    out[name] = Number(rows[0]!.n);
  }
  return out;
}

async function closeAll(apps: BuiltApp[]): Promise<void> {
  for (const t of apps) await t.app.close();
}

/** Three servers at once on a new empty database; answers them all (the test closes them). */
async function startThree(seedDemo: boolean): Promise<BuiltApp[]> {
  const db = freshDatabase();
  const settled = await Promise.allSettled([start(db, seedDemo), start(db, seedDemo), start(db, seedDemo)]);
  const apps = settled.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const failures = settled.flatMap((s) => (s.status === 'rejected' ? [String(s.reason)] : []));
  if (failures.length > 0) {
    await closeAll(apps);
    throw new Error(`${failures.length} of 3 servers failed to start:\n${failures.join('\n')}`);
  }
  return apps;
}

/** Every server answers a login of the demo recruiter. */
async function expectAllServe(apps: BuiltApp[]): Promise<void> {
  for (const t of apps) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: DEMO_ACCOUNTS[1]!.email, password: 'Demo#2026' },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
}

/** Every server answers the plans list (no account needed). */
async function expectAllServePlans(apps: BuiltApp[]): Promise<void> {
  for (const t of apps) {
    const res = await t.app.inject({ method: 'GET', url: '/api/subscription' });
    expect(res.statusCode, res.body).toBe(200);
  }
}

describe('servers that start together', () => {
  /** What one server alone writes, without and with the demo world. */
  const expected: Record<'plain' | 'demo', Record<string, number>> = { plain: {}, demo: {} };
  beforeAll(async () => {
    for (const kind of ['plain', 'demo'] as const) {
      const alone = await start(freshDatabase(), kind === 'demo');
      expected[kind] = await counts(alone);
      await alone.app.close();
    }
  });

  it('one server alone seeds the plans and TAT packs, and with SEED_DEMO the demo world', () => {
    for (const kind of ['plain', 'demo'] as const) {
      expect(expected[kind].plans).toBe(PLAN_SEED.length);
      expect(expected[kind].tat_plans).toBe(TAT_PLAN_SEED.length);
      expect(expected[kind].settings).toBe(1);
    }
    expect(expected.plain.users).toBe(0);
    expect(expected.demo.users).toBeGreaterThanOrEqual(DEMO_ACCOUNTS.length);
    expect(expected.demo.profiles).toBeGreaterThan(0);
  });

  // Five rounds with SEED_DEMO=false (the crash happened with it too), each on a new empty database.
  it.each([1, 2, 3, 4, 5])(
    'three at once, SEED_DEMO=false (round %i): all serve, seed rows once',
    async () => {
      const apps = await startThree(false);
      try {
        expect(await counts(apps[0]!)).toEqual(expected.plain);
        const tiers = await apps[0]!.ctx.db.selectFrom('plans').select('tier').orderBy('tier').execute();
        expect(tiers.map((p) => p.tier)).toEqual(PLAN_SEED.map((p) => p.tier));
        const packs = await apps[0]!.ctx.db.selectFrom('tat_plans').select('name').orderBy('tat').execute();
        expect(packs.map((p) => p.name)).toEqual(TAT_PLAN_SEED.map((p) => p.name));
        await expectAllServePlans(apps);
      } finally {
        await closeAll(apps);
      }
    },
  );

  it('three at once with the demo world: all serve, every table as one server alone leaves it', async () => {
    const apps = await startThree(true);
    try {
      expect(await counts(apps[0]!)).toEqual(expected.demo);
      await expectAllServe(apps);
    } finally {
      await closeAll(apps);
    }
  });

  it('servers started on a database that is already seeded add nothing', async () => {
    const db = freshDatabase();
    const first = await start(db, false);
    const before = await counts(first);
    const [second, third] = await Promise.all([start(db, false), start(db, false)]);
    try {
      expect(await counts(second!)).toEqual(before);
      expect(await counts(third!)).toEqual(before);
    } finally {
      await closeAll([first, second!, third!]);
    }
  });
});
