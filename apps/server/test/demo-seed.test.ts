import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { ServerConfig } from '../src/config';
import { dropPgSchema } from '../src/db/index';
import { DEMO_TAT } from '../src/db/seed';
import { bearer, createTestApp, login, TEST_SECRETS_KEY, type TestApp } from './helpers';

/** Issue 25: demo data that looks real, is stable, adds up, and is absent with SEED_DEMO=false. */

const opened: TestApp[] = [];
afterAll(async () => {
  for (const t of opened) await t.close();
});
async function app(config: Partial<ServerConfig>) {
  const t = await createTestApp(config);
  opened.push(t);
  return t;
}

async function publicNames(t: TestApp): Promise<string[]> {
  const rows = await t.ctx.db
    .selectFrom('profiles')
    .select('full_name')
    .where('is_public', '=', 1)
    .where('is_copy', '=', 0)
    .execute();
  return rows.map((r) => r.full_name);
}

describe('SEED_DEMO=true', () => {
  it('seeds about 60 different public people across professions, cities and prices', async () => {
    const t = await app({ seedDemo: true });
    const names = await publicNames(t);
    expect(names.length).toBeGreaterThanOrEqual(55);
    expect(new Set(names).size).toBe(names.length);
    // Shortened as the marketplace shows them ("Ava S."), they still differ.
    const short = names.map((n) => `${n.split(' ')[0]} ${n.split(' ')[1]?.charAt(0)}`);
    expect(new Set(short).size).toBe(short.length);

    const rows = await t.ctx.db
      .selectFrom('profiles')
      .select(['job_title', 'city', 'price', 'resume_rating'])
      .where('is_public', '=', 1)
      .execute();
    expect(new Set(rows.map((r) => r.job_title)).size).toBeGreaterThanOrEqual(10);
    expect(new Set(rows.map((r) => r.city)).size).toBeGreaterThanOrEqual(8);
    expect(new Set(rows.map((r) => r.price)).size).toBeGreaterThanOrEqual(10);
    expect(new Set(rows.map((r) => r.resume_rating)).size).toBeGreaterThanOrEqual(3);

    // The demo recruiter sees the others' public profiles in the marketplace, no one twice.
    const rec = await login(t, 'recruiter@example.com');
    const market = await t.app.inject({
      method: 'POST',
      url: '/api/public_resume?limit=75',
      headers: bearer(rec.accessToken),
      payload: {},
    });
    expect(market.statusCode).toBe(200);
    const listed = market.json() as { count: number; results: Array<{ full_name: string }> };
    expect(listed.count).toBeGreaterThanOrEqual(55);
    const shown = listed.results.map((p) => p.full_name);
    expect(new Set(shown).size).toBe(shown.length);
  });

  it("gives the demo recruiter earnings through the ledger: the balance is the ledger's sum", async () => {
    const t = await app({ seedDemo: true });
    const rec = await login(t, 'recruiter@example.com');
    const wallet = (
      await t.app.inject({ method: 'GET', url: '/api/my_wallet', headers: bearer(rec.accessToken) })
    ).json() as { tat: number };
    const sum = await t.ctx.db
      .selectFrom('ledger_entries')
      .innerJoin('ledger_accounts', 'ledger_accounts.id', 'ledger_entries.account_id')
      .select((eb) => eb.fn.sum<number>('ledger_entries.amount').as('total'))
      .where('ledger_accounts.owner_key', '=', `user:${rec.userData.id}`)
      .where('ledger_entries.currency', '=', 'TAT')
      .executeTakeFirstOrThrow();
    expect(wallet.tat).toBe(Number(sum.total));
    expect(wallet.tat).toBeGreaterThan(DEMO_TAT);
    // What the profiles earned is exactly what the sales paid in, and spread over several days.
    const earned = await t.ctx.db
      .selectFrom('profiles')
      .select((eb) => eb.fn.sum<number>('coin_earned').as('earned'))
      .where('owner_id', '=', rec.userData.id)
      .executeTakeFirstOrThrow();
    expect(Number(earned.earned)).toBe(wallet.tat - DEMO_TAT);
    const days = await t.ctx.db
      .selectFrom('ledger_transactions')
      .select('created_at')
      .where('kind', 'in', ['unlock', 'rent'])
      .execute();
    expect(new Set(days.map((d) => d.created_at.slice(0, 10))).size).toBeGreaterThanOrEqual(7);
    const stats = (
      await t.app.inject({ method: 'GET', url: '/api/account_statistics', headers: bearer(rec.accessToken) })
    ).json() as { profiles_sold: number; public_profiles: number; private_profiles: number };
    expect(stats.profiles_sold).toBeGreaterThanOrEqual(8);
    expect(stats.public_profiles).toBeGreaterThan(0);
    expect(stats.private_profiles).toBeGreaterThan(0);
    // The buyers' seeded purchases do not use up today's views.
    const usage = await t.ctx.db.selectFrom('daily_usage').selectAll().where('kind', '=', 'view').execute();
    expect(usage).toEqual([]);
  });

  it('seeds demo jobs with applications in several statuses, and projects', async () => {
    const t = await app({ seedDemo: true });
    const statuses = await t.ctx.db.selectFrom('applications').select('status').execute();
    expect(new Set(statuses.map((s) => s.status)).size).toBeGreaterThanOrEqual(5);
    expect(await t.ctx.db.selectFrom('jobs').select('id').execute()).not.toHaveLength(0);
    expect(await t.ctx.db.selectFrom('projects').select('id').execute()).not.toHaveLength(0);
  });
});

describe('SEED_DEMO=false', () => {
  it('seeds no demo account, profile, job, project or ledger movement', async () => {
    const t = await app({ seedDemo: false });
    const count = async (table: 'users' | 'profiles' | 'jobs' | 'projects' | 'ledger_transactions') =>
      (await t.ctx.db.selectFrom(table).select('id').execute()).length;
    expect(await count('users')).toBe(0);
    expect(await count('profiles')).toBe(0);
    expect(await count('jobs')).toBe(0);
    expect(await count('projects')).toBe(0);
    expect(await count('ledger_transactions')).toBe(0);
    // The plans are not demo data.
    expect((await t.ctx.db.selectFrom('plans').select('id').execute()).length).toBe(4);
  });
});

describe('a restart', () => {
  it('seeds the demo data once: a second start on the same database adds nothing', async () => {
    const databaseUrl = process.env.DATABASE_URL;
    const schema = databaseUrl ? `t_${randomBytes(6).toString('hex')}` : undefined;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'talent-seed-'));
    const config = {
      sqliteFile: path.join(dir, 'db.sqlite'),
      filesDir: path.join(dir, 'files'),
      dataDir: dir,
      s3: undefined,
      databaseUrl,
      databaseSchema: schema,
      seedDemo: true,
      portalDist: undefined,
      jwtSecret: 'test-secret-0123456789abcdef0123456789abcdef',
      redisUrl: undefined,
      stripeSecretKey: undefined,
      paymentSandbox: false,
      production: false,
      smtpUrl: undefined,
      secretsKey: TEST_SECRETS_KEY,
    } satisfies Partial<ServerConfig>;
    const snapshot = async () => {
      const built = await buildApp({ logger: false, config });
      try {
        const db = built.ctx.db;
        return {
          users: (await db.selectFrom('users').select('id').execute()).length,
          profiles: await db.selectFrom('profiles').select(['id', 'full_name']).orderBy('id').execute(),
          ledger: (await db.selectFrom('ledger_transactions').select('id').execute()).length,
          applications: (await db.selectFrom('applications').select('id').execute()).length,
        };
      } finally {
        await built.app.close();
      }
    };
    try {
      const first = await snapshot();
      expect(first.profiles.length).toBeGreaterThan(60);
      expect(await snapshot()).toEqual(first);
    } finally {
      if (databaseUrl && schema) await dropPgSchema(databaseUrl, schema);
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('/favicon.ico', () => {
  it('answers an icon even without a portal build (the sandbox checkout page asks for it)', async () => {
    const t = await app({ seedDemo: false });
    const res = await t.app.inject({ method: 'GET', url: '/favicon.ico' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.body).toContain('<svg');
  });
});
