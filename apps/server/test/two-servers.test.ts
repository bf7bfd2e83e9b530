/** Issue 42: two real server processes (`node --import tsx src/main.ts`) on one database, one Redis and one
 * S3-compatible store (s3rver), as behind a load balancer. A session from A works on B; a file uploaded
 * through A is read through B; the sending queue sends each of N messages once (a local SMTP server counts
 * them); and, with REDIS_URL, a notification published through A reaches a socket on B and failed logins
 * count across both.
 *
 * The database is the project's: a fresh PostgreSQL schema with DATABASE_URL (the postgres project), else
 * one SQLite file both processes open. Without REDIS_URL the Redis block does not run, and its title says
 * why (docs/testing.md). */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropPgSchema } from '../src/db/index';
import { SMTP_PASSWORD, SMTP_USER, startSmtp } from './fakes';
import { connect } from './sockets';

const here = path.dirname(fileURLToPath(import.meta.url));
const redisUrl = process.env.REDIS_URL || undefined;
const databaseUrl = process.env.DATABASE_URL || undefined;
const run = randomBytes(6).toString('hex');
const prefix = `talent:test:two:${run}:`;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'talent-two-'));
const schema = databaseUrl ? `t_${run}` : undefined;
const PASSWORD = 'Demo#2026';
// A 1x1 PNG: the smallest real image a client logo accepts.
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000a49444154789c6300010000050001',
  'hex',
);

const s3 = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory: path.join(dir, 's3'),
  configureBuckets: [{ name: 'files', configs: [] }],
});
const smtp = startSmtp();

/** A port nobody listens on right now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const addr = probe.address();
      probe.close(() => resolve(typeof addr === 'object' && addr ? addr.port : 0));
    });
  });
}

/** Starts a server process; resolves once it prints its "running at" line (after listen). */
async function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; base: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, '../src/main.ts')], {
    cwd: path.join(here, '..'),
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  servers.push(child);
  await new Promise<void>((resolve, reject) => {
    let out = '';
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes(`running at http://localhost:${port}`)) {
        child.stdout?.off('data', onData);
        child.stdout?.resume();
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited (${code}) before listening:\n${out}`)));
  });
  return { child, base: `http://127.0.0.1:${port}` };
}

const servers: ChildProcess[] = [];
let a = '';
let b = '';

beforeAll(async () => {
  if (!redisUrl)
    console.warn('two-servers.test.ts: REDIS_URL is not set, so the checks that need Redis do not run.');
  const { port: s3Port } = await s3.run();
  const smtpPort = await smtp.listen();
  const env = {
    DATA_DIR: dir,
    DATABASE_URL: databaseUrl ?? '',
    DATABASE_SCHEMA: schema ?? '',
    REDIS_URL: redisUrl ?? '',
    REDIS_CHANNEL: `${prefix}hub`,
    RATE_LIMIT_PREFIX: prefix,
    S3_BUCKET: 'files',
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    S3_REGION: 'us-east-1',
    // s3rver's built-in account.
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    SMTP_URL: `smtp://${SMTP_USER}:${SMTP_PASSWORD}@127.0.0.1:${smtpPort}`,
    JWT_SECRET: 'two-servers-test-0123456789abcdef0123456789',
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
  };
  // Both at once on the empty database, as a deploy starts them: one migrates and seeds, the other waits.
  [{ base: a }, { base: b }] = await Promise.all([startServer(env), startServer(env)]);
});

afterAll(async () => {
  await Promise.all(
    servers
      .filter((child) => child.exitCode === null)
      .map((child) => {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        return exited;
      }),
  );
  if (redisUrl) {
    const redis = new Redis(redisUrl);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  }
  await smtp.close();
  await s3.close();
  if (databaseUrl && schema) await dropPgSchema(databaseUrl, schema);
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A JSON call to one server. */
async function call(base: string, method: string, url: string, token?: string, body?: unknown) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, text, json: () => JSON.parse(text) as Record<string, unknown> };
}

async function login(base: string, email: string, password = PASSWORD) {
  const res = await call(base, 'POST', '/api/login', undefined, { email, password });
  expect(res.status, res.text).toBe(200);
  return res.json() as { accessToken: string; refreshToken: string; userData: { id: number } };
}

describe('two server processes on one database, with files on S3', () => {
  it('a session from A works on B, and a logout on B ends it on A', async () => {
    const { accessToken, refreshToken } = await login(a, 'recruiter@example.com');
    const onB = await call(b, 'GET', '/api/profile', accessToken);
    expect(onB.status, onB.text).toBe(200);
    expect(onB.json()).toMatchObject({ email: 'recruiter@example.com' });
    const out = await call(b, 'POST', '/api/logout/', undefined, { refresh: refreshToken });
    expect(out.status, out.text).toBe(200);
    expect((await call(a, 'GET', '/api/profile', accessToken)).status).toBe(401);
  });

  it('a client logo uploaded through A is read through B', async () => {
    const { accessToken } = await login(a, 'recruiter@example.com');
    const created = await call(a, 'POST', '/api/manage-company/', accessToken, { name: `Two ${run}` });
    expect(created.status, created.text).toBe(201);
    const id = created.json().id as number;
    const boundary = `----two${run}`;
    const form = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="logo.png"\r\n` +
          'Content-Type: image/png\r\n\r\n',
      ),
      PNG,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const upload = await fetch(`${a}/api/update-company/${id}/logo`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${accessToken}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      body: form,
    });
    expect(upload.status, await upload.text()).toBe(201);
    const read = await fetch(`${b}/api/update-company/${id}/logo`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(read.status).toBe(200);
    expect(read.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await read.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('the sending queue: N e-mails queued through both servers arrive once each', async () => {
    const n = 12;
    const { accessToken } = await login(a, 'recruiter@example.com');
    const ids: number[] = [];
    for (let i = 0; i < n; i++) {
      const res = await call(i % 2 ? b : a, 'POST', '/api/upload_single_resume/', accessToken, {
        first_name: `Two${i}`,
        last_name: 'Candidate',
        email: `two${i}-${run}@cand.example.org`,
      });
      expect(res.status, res.text).toBe(201);
      ids.push((res.json().profile as { id: number }).id);
    }
    // Half through each server: both servers' workers then race for the whole queue.
    for (const [base, part] of [
      [a, ids.slice(0, n / 2)],
      [b, ids.slice(n / 2)],
    ] as const) {
      const res = await call(base, 'POST', '/api/email_sent/', accessToken, {
        profile_ids: part,
        subject: `Hello ${run}`,
        body: 'Hello {{first_name}}',
      });
      expect(res.status, res.text).toBe(202);
      expect(res.json().queued).toBe(n / 2);
    }
    // Done when no message of this run is left to send; then nothing can send one again.
    await expect
      .poll(
        async () => {
          const url = `/api/candidates_communicated?search=${run}&limit=75`;
          const rows = (await call(b, 'GET', url, accessToken)).json().results as Array<{ status: string }>;
          return rows.map((r) => r.status).sort();
        },
        { timeout: 15_000, interval: 100 },
      )
      .toEqual(Array(n).fill('sent'));
    const mine = smtp.received.filter((m) => m.to.some((to) => to.endsWith(`-${run}@cand.example.org`)));
    expect(mine.map((m) => m.to[0]).sort()).toEqual(
      ids.map((_, i) => `two${i}-${run}@cand.example.org`).sort(),
    );
  });
});

describe.runIf(redisUrl)(
  `shared through Redis${redisUrl ? '' : ' (not run: REDIS_URL is not set, so each server keeps its own)'}`,
  () => {
    it('a notification published through A reaches the bell socket on B', async () => {
      const rec = await login(b, 'recruiter@example.com');
      const ticket = await call(a, 'POST', '/api/socket_ticket/', rec.accessToken);
      expect(ticket.status, ticket.text).toBe(200);
      const sock = await connect(
        `ws://${b.slice('http://'.length)}/api/notifications/?token=${ticket.json().ticket as string}`,
      );
      try {
        const admin = await login(a, 'admin@example.com');
        const sent = await call(a, 'POST', '/api/notifications/send', admin.accessToken, {
          user_id: rec.userData.id,
          job_id: 1,
          message: `across ${run}`,
          profileId: 2,
        });
        expect(sent.status, sent.text).toBe(200);
        expect(await sock.next()).toEqual({ job_id: 1, message: `across ${run}`, profileId: 2 });
      } finally {
        sock.ws.close();
      }
    });

    it('failed logins count across both: five on A, five on B, then 429 on either', async () => {
      const email = `guess-${run}@example.org`;
      const attempt = async (base: string) =>
        (await call(base, 'POST', '/api/login', undefined, { email, password: 'wrong-password' })).status;
      for (const base of [a, b]) for (let i = 0; i < 5; i++) expect(await attempt(base)).toBe(400);
      expect(await attempt(b)).toBe(429);
      expect(await attempt(a)).toBe(429);
    });
  },
);
