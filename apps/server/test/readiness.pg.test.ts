/** Issue 42: /readyz answers 503 naming the database while PostgreSQL cannot be reached, and 200 again once
 * it can, without a restart. The server reaches PostgreSQL through a TCP proxy the test stops and starts
 * (Redis down and back: operations.test.ts). SQLite is a file in the process: it has no "down" to test. */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { buildApp, type BuiltApp } from '../src/app';
import { dropPgSchema } from '../src/db/index';

// Collected only by the postgres project (vitest.config.ts: `*.pg.test.ts`), which sets DATABASE_URL.
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('readiness.pg.test.ts runs in the postgres project, with DATABASE_URL');
const schema = `t_${randomBytes(6).toString('hex')}`;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'talent-ready-'));
const cleanups: Array<() => Promise<unknown>> = [];

afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
  await dropPgSchema(databaseUrl, schema);
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A TCP proxy to host:port on a port of its own; `stop` closes it and cuts every connection. */
function proxyTo(host: string, port: number) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let listenPort = 0;
  const start = () =>
    new Promise<number>((resolve, reject) => {
      server = net.createServer((client) => {
        const upstream = net.connect(port, host);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('error', () => s.destroy());
          s.on('close', () => sockets.delete(s));
        }
        client.pipe(upstream).pipe(client);
      });
      server.once('error', reject);
      server.listen(listenPort, '127.0.0.1', () => {
        const addr = server!.address();
        listenPort = typeof addr === 'object' && addr ? addr.port : 0;
        resolve(listenPort);
      });
    });
  const stop = async () => {
    const closed = new Promise((resolve) => server?.close(resolve));
    for (const s of sockets) s.destroy();
    await closed;
  };
  return { start, stop };
}

interface Ready {
  status: string;
  reasons: string[];
  checks: Record<string, { ok: boolean; detail?: string }>;
}
const readyz = async (t: BuiltApp) => {
  const res = await t.app.inject({ method: 'GET', url: '/readyz' });
  return { statusCode: res.statusCode, body: res.json() as Ready };
};

describe('/readyz and PostgreSQL going away', () => {
  it('answers 503 naming the database while it is unreachable, and 200 once it is back', async () => {
    const target = new URL(databaseUrl);
    const proxy = proxyTo(target.hostname, Number(target.port || 5432));
    const port = await proxy.start();
    cleanups.push(() => proxy.stop());
    const viaProxy = new URL(databaseUrl);
    viaProxy.port = String(port);
    const t = await buildApp({
      logger: false,
      config: {
        databaseUrl: viaProxy.toString(),
        databaseSchema: schema,
        dataDir: dir,
        filesDir: path.join(dir, 'files'),
        s3: undefined,
        seedDemo: false,
        portalDist: undefined,
        redisUrl: undefined,
        smtpUrl: undefined,
        stripeSecretKey: undefined,
        paymentSandbox: false,
        production: false,
        jwtSecret: 'readiness-test-0123456789abcdef0123456789',
      },
    });
    cleanups.push(() => t.app.close());
    expect((await readyz(t)).statusCode).toBe(200);

    await proxy.stop();
    const down = await readyz(t);
    expect(down.statusCode).toBe(503);
    expect(down.body.status).toBe('not ready');
    expect(down.body.reasons).toContainEqual(expect.stringMatching(/^database: /));
    expect(down.body.checks.database!.ok).toBe(false);
    // The process lives on (the pool drops the cut connections) and /healthz still answers; a request
    // that needs the database fails with its id.
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    const failed = await t.app.inject({ method: 'GET', url: '/api/subscription' });
    expect(failed.statusCode).toBe(500);
    expect(failed.json()).toEqual({
      message: 'Internal server error',
      request_id: failed.headers['x-request-id'],
    });

    await proxy.start();
    await vi.waitFor(
      async () => {
        const back = await readyz(t);
        expect(back.statusCode).toBe(200);
        expect(back.body.checks.database).toEqual({ ok: true });
      },
      { timeout: 10_000, interval: 100 },
    );
  });
});
