/**
 * Issue 26: on a SQLite file the marketplace search runs in read threads (src/db/readPool.ts), each with a
 * read-only WAL connection, so the event loop never waits on its SQL. What matters: the same answers as the
 * main connection, every commit visible to the next search, no writes through the reader, and the event loop
 * free while a read runs.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { openDb, type Db } from '../src/db/index';
import { bearer, createTestApp, registerUser, type TestApp } from './helpers';

const sqliteOnly = !process.env.DATABASE_URL;
/** Suites that only mean something on SQLite: defined in the SQLite project, absent (not skipped) on PostgreSQL. */
const onSqlite = (name: string, body: () => void) => {
  if (sqliteOnly) describe(name, body);
};

// Each project asserts what holds on its database; nothing is skipped.
if (!sqliteOnly) {
  describe('on PostgreSQL', () => {
    it("reads on the main pool: pg's connections already run queries off the event loop", async () => {
      const t = await createTestApp({ seedDemo: false, sqliteReadThreads: 1 });
      try {
        expect(t.ctx.reader).toBe(t.ctx.db);
      } finally {
        await t.close();
      }
    });
  });
}

onSqlite('the SQLite read pool', () => {
  let dir: string;
  let t: TestApp;
  let owner: Record<string, string>;
  let viewer: Record<string, string>;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'talent-read-pool-'));
    t = await createTestApp({
      sqliteFile: path.join(dir, 'talent.db'),
      sqliteReadThreads: 1,
      seedDemo: false,
    });
    owner = bearer((await registerUser(t, 'pool-owner@pool.org', 'recruiter')).accessToken);
    viewer = bearer((await registerUser(t, 'pool-viewer@pool.org', 'enterprise')).accessToken);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const upload = async (first: string, skill: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/upload_single_resume/',
      headers: owner,
      payload: { first_name: first, last_name: 'Pool', job_title: 'Data Engineer', technicalSkill: skill },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().profile.id as number;
  };
  const publish = async (ids: number[]) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/recruite/mark_as_public',
      headers: owner,
      payload: { profile_ids: ids, price: 10 },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const search = async (query: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/public_resume',
      headers: viewer,
      payload: { query, search_type: 'OR' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { count: number; results: Array<{ id: number }> };
    return { count: body.count, ids: body.results.map((p) => p.id) };
  };

  it('is the reader of a file database, apart from the main connection', () => {
    expect(t.ctx.reader).not.toBe(t.ctx.db);
  });

  it('sees each publish at once, and answers as the main connection does', async () => {
    const first = await upload('Orla', 'Snowflake');
    expect(await search('snowflake')).toEqual({ count: 0, ids: [] });
    await publish([first]);
    expect(await search('snowflake')).toEqual({ count: 1, ids: [first] });
    const second = await upload('Piet', 'Snowflake');
    await publish([second]);
    const found = await search('snowflake');
    const direct = await t.ctx.db
      .selectFrom('profiles')
      .select('id')
      .where('is_public', '=', 1)
      .orderBy('marked_public_on', 'desc')
      .orderBy('id', 'desc')
      .execute();
    expect(found).toEqual({ count: 2, ids: direct.map((r) => r.id) });
  });

  it('refuses writes and transactions', async () => {
    await expect(
      t.ctx.reader.updateTable('profiles').set({ first_name: 'X' }).where('id', '=', 1).execute(),
    ).rejects.toThrow(/readonly|read-only|return rows/i);
    await expect(t.ctx.reader.transaction().execute(async () => 1)).rejects.toThrow(/read-only/);
  });

  it('leaves the event loop free while a long read runs', async () => {
    let settled = false;
    // About 3 million rows of a recursive CTE: seconds of SQLite work, all of it in the read thread.
    const long = sql<{
      n: number;
    }>`WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 3000000)
      SELECT count(*) AS n FROM c`
      .execute(t.ctx.reader)
      .then((r) => {
        settled = true;
        return r.rows[0]!.n;
      });
    // Turns of the event loop taken while the read runs; on the main connection there would be none.
    let turns = 0;
    while (!settled && turns < 1_000_000) {
      await new Promise<void>((resolve) => setImmediate(resolve));
      turns += 1;
    }
    expect(await long).toBe(3_000_000);
    expect(turns).toBeGreaterThan(100);
  });
});

onSqlite('without read threads', () => {
  it('an in-memory database, or 0 threads, reads on the main connection', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'talent-read-pool-'));
    const opened: Db[] = [
      await openDb({ dataDir: dir, sqliteFile: ':memory:', readThreads: 2 }),
      await openDb({ dataDir: dir, sqliteFile: path.join(dir, 'x.db'), readThreads: 0 }),
    ];
    try {
      for (const d of opened) expect(d.reader).toBe(d.db);
    } finally {
      for (const d of opened) await d.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
