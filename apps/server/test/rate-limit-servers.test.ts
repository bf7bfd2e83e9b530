/** Two real server processes on one database: with REDIS_URL, failed logins counted by one server count on
 * the other, so a limit holds behind a load balancer. */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropPgSchema } from '../src/db/index';

const here = path.dirname(fileURLToPath(import.meta.url));
const redisUrl = process.env.REDIS_URL;
const databaseUrl = process.env.DATABASE_URL;
const run = randomBytes(6).toString('hex');
const prefix = `talent:test:rl:${run}:`;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'talent-rl-'));
const schema = databaseUrl ? `t_${run}` : undefined;

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

/** Starts `src/main.ts` and resolves once it prints its "running at" line (after listen). */
async function startServer(): Promise<{ child: ChildProcess; base: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, '../src/main.ts')], {
    cwd: path.join(here, '..'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dir,
      DATABASE_URL: databaseUrl ?? '',
      DATABASE_SCHEMA: schema ?? '',
      REDIS_URL: redisUrl ?? '',
      REDIS_CHANNEL: `${prefix}hub`,
      RATE_LIMIT_PREFIX: prefix,
      JWT_SECRET: 'rate-limit-servers-0123456789abcdef0123456789',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
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
  // One after the other: the first runs the migrations on the shared database.
  const first = await startServer();
  servers.push(first.child);
  const second = await startServer();
  servers.push(second.child);
  [a, b] = [first.base, second.base];
});

afterAll(async () => {
  await Promise.all(
    servers.map((child) => {
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
  if (databaseUrl && schema) await dropPgSchema(databaseUrl, schema);
  fs.rmSync(dir, { recursive: true, force: true });
});

const login = (base: string, email: string) =>
  fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'wrong-password' }),
  });

const statuses = async (base: string, email: string, n: number) => {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push((await login(base, email)).status);
  return out;
};

describe('failed logins across two server processes', () => {
  if (redisUrl) {
    it('five failures on A and five on B: the next attempt on B answers 429 (Redis)', async () => {
      const email = `guess-${run}@example.org`;
      expect(await statuses(a, email, 5)).toEqual([400, 400, 400, 400, 400]);
      expect(await statuses(b, email, 5)).toEqual([400, 400, 400, 400, 400]);
      const blocked = await login(b, email);
      expect(blocked.status).toBe(429);
      const body = (await blocked.json()) as { code: string; message: string };
      expect(body.code).toBe('rate_limited');
      expect(body.message).toMatch(/^Too many failed attempts\. Try again in \d+ minutes?\.$/);
      expect((await login(a, email)).status).toBe(429);
      // another address is not affected
      expect((await login(b, `other-${run}@example.org`)).status).toBe(400);
    });
  } else {
    it('without REDIS_URL each server counts its own failures', async () => {
      const email = `guess-${run}@example.org`;
      expect(await statuses(a, email, 10)).toEqual(Array(10).fill(400));
      expect((await login(a, email)).status).toBe(429);
      expect((await login(b, email)).status).toBe(400);
    });
  }
});
