/** Issue 42: missing files are errors, servers see each other (heartbeats, /api/health), and the probes
 * /healthz and /readyz answer what load balancers expect. */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { buildApp, type BuiltApp } from '../src/app';
import type { ServerConfig } from '../src/config';
import { dropPgSchema } from '../src/db/index';
import { FILE_MISSING } from '../src/storage/reporting';
import { LOCAL_FILES_SHARED_WARNING } from '../src/modules/health/heartbeat';
import { bearer, createTestApp, login } from './helpers';

const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'talent-ops-'));
const schemas: string[] = [];
const cleanups: Array<() => Promise<unknown>> = [];

afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
  if (databaseUrl) for (const s of schemas) await dropPgSchema(databaseUrl, s);
  fs.rmSync(root, { recursive: true, force: true });
});

interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  store?: string;
  key?: string;
}

/** A logger stream that keeps every JSON line. */
function capture() {
  const lines: LogLine[] = [];
  const stream = {
    write(chunk: string) {
      for (const line of chunk.split('\n').filter(Boolean)) lines.push(JSON.parse(line) as LogLine);
    },
  };
  return { lines, logger: { level: 'info', stream } };
}

/** One database for several servers: a fresh PostgreSQL schema, or a fresh SQLite file. */
function freshDatabase(): Partial<ServerConfig> {
  const id = randomBytes(6).toString('hex');
  const dataDir = path.join(root, id);
  fs.mkdirSync(dataDir);
  const schema = databaseUrl ? `t_${id}` : undefined;
  if (schema) schemas.push(schema);
  return { dataDir, sqliteFile: path.join(dataDir, 'talent.db'), databaseUrl, databaseSchema: schema };
}

async function server(config: Partial<ServerConfig>, logger: object | false = false): Promise<BuiltApp> {
  const t = await buildApp({
    logger,
    config: {
      s3: undefined,
      seedDemo: false,
      portalDist: undefined,
      redisUrl: undefined,
      stripeSecretKey: undefined,
      paymentSandbox: false,
      production: false,
      smtpUrl: undefined,
      sqliteReadThreads: 0,
      jwtSecret: 'operations-test-0123456789abcdef0123456789',
      ...config,
    },
  });
  let closed = false;
  cleanups.push(async () => {
    if (!closed) await t.app.close();
  });
  const close = t.app.close.bind(t.app);
  // Closing twice (a test, then the cleanup) closes once.
  Object.assign(t.app, {
    close: async () => {
      if (closed) return;
      closed = true;
      await close();
    },
  });
  await t.app.ready();
  return t;
}

const health = async (t: BuiltApp) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/health' });
  expect(res.statusCode).toBe(200);
  return res.json() as { status: string; servers: number; file_store: string; warnings: string[] };
};

describe('a file the store cannot find', () => {
  it('answers 404 file_missing, not 200 with no pages, and logs an error naming the store', async () => {
    const log = capture();
    const t = await createTestApp({}, { logger: log.logger });
    cleanups.push(() => t.close());
    const { accessToken } = await login(t, 'recruiter@example.com');
    const owner = await t.ctx.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'recruiter@example.com')
      .executeTakeFirstOrThrow();
    const profile = await t.ctx.db
      .selectFrom('profiles')
      .select(['id', 'pages'])
      .where('owner_id', '=', owner.id)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    expect(profile.pages).toBeGreaterThan(0);
    const url = `/api/recruite/profile_full_document/${profile.id}`;
    const before = await t.app.inject({ method: 'GET', url, headers: bearer(accessToken) });
    expect(before.statusCode).toBe(200);
    expect((before.json() as { pages: number }).pages).toBe(profile.pages);

    // As if another server with a folder of its own had saved the page.
    fs.rmSync(path.join(t.ctx.config.filesDir!, `profiles/${profile.id}/page_1_full.jpg`));
    const res = await t.app.inject({ method: 'GET', url, headers: bearer(accessToken) });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: FILE_MISSING, code: 'file_missing' });
    const errors = log.lines.filter(
      (l) => l.level === 50 && l.key === `profiles/${profile.id}/page_1_full.jpg`,
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]!.store).toBe(`local folder ${path.resolve(t.ctx.config.filesDir!)}`);
    expect(errors[0]!.msg).toContain(errors[0]!.store);
    // The error line carries the request's id, as the request's own line does.
    const requestLine = log.lines.find((l) => l.level === 30 && l.msg.startsWith(`GET ${url} 404`));
    expect(errors[0]!.reqId).toBe(requestLine?.reqId);
    expect(errors[0]!.reqId).toEqual(expect.any(String));
  });
});

describe('servers on one database (heartbeats, /api/health)', () => {
  it('a server with its own local folder among others warns at start, and /api/health says so', async () => {
    const db = freshDatabase();
    const a = await server({ ...db, filesDir: path.join(db.dataDir!, 'files-a') });
    expect(await health(a)).toEqual({ status: 'ok', servers: 1, file_store: 'local', warnings: [] });

    const log = capture();
    const b = await server({ ...db, filesDir: path.join(db.dataDir!, 'files-b') }, log.logger);
    const warned = log.lines.filter((l) => l.level === 40 && l.msg === LOCAL_FILES_SHARED_WARNING);
    expect(warned).toHaveLength(1);
    const both = {
      status: 'warning',
      servers: 2,
      file_store: 'local',
      warnings: [LOCAL_FILES_SHARED_WARNING],
    };
    expect(await health(b)).toEqual(both);
    expect(await health(a)).toEqual(both);

    // B stops: its heartbeat goes with it.
    await b.app.close();
    expect(await health(a)).toEqual({ status: 'ok', servers: 1, file_store: 'local', warnings: [] });
  });

  it('servers that share one folder on one machine see each other without a warning', async () => {
    const db = freshDatabase();
    const filesDir = path.join(db.dataDir!, 'files');
    const a = await server({ ...db, filesDir });
    const b = await server({ ...db, filesDir });
    expect(await health(a)).toEqual({ status: 'ok', servers: 2, file_store: 'local', warnings: [] });
    expect(await health(b)).toEqual({ status: 'ok', servers: 2, file_store: 'local', warnings: [] });
  });
});

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

interface Ready {
  status: string;
  reasons: string[];
  checks: Record<string, { ok: boolean; detail?: string }>;
}
const readyz = async (t: BuiltApp) => {
  const res = await t.app.inject({ method: 'GET', url: '/readyz' });
  return { statusCode: res.statusCode, body: res.json() as Ready };
};

describe('probes: /healthz and /readyz', () => {
  it('/healthz answers 200 while the process runs; /readyz 200 with every check', async () => {
    const t = await server({ ...freshDatabase() });
    const alive = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(alive.statusCode).toBe(200);
    expect(alive.json()).toEqual({ status: 'alive' });
    const { statusCode, body } = await readyz(t);
    expect(statusCode).toBe(200);
    expect(body.status).toBe('ready');
    expect(body.reasons).toEqual([]);
    expect(Object.keys(body.checks).sort()).toEqual([
      'database',
      'files',
      'mail_queue',
      'migrations',
      'redis',
    ]);
    expect(body.checks.redis).toEqual({ ok: true, detail: 'not used (no REDIS_URL)' });
    expect(body.checks.mail_queue).toEqual({ ok: true, detail: '0 message(s) due' });
  });

  it('/readyz answers 503 naming Redis while Redis is down, and 200 once it is back', async () => {
    const port = await freePort();
    const t = await server({ ...freshDatabase(), redisUrl: `redis://127.0.0.1:${port}` });
    const down = await readyz(t);
    expect(down.statusCode).toBe(503);
    expect(down.body.status).toBe('not ready');
    expect(down.body.reasons).toEqual([expect.stringMatching(/^redis: /)]);
    expect(down.body.checks.database).toEqual({ ok: true });

    // Redis comes back on that port: a proxy to the real one.
    const target = new URL(redisUrl);
    const sockets = new Set<net.Socket>();
    const proxy = net.createServer((client) => {
      const upstream = net.connect(Number(target.port || 6379), target.hostname);
      for (const s of [client, upstream]) {
        sockets.add(s);
        s.on('error', () => s.destroy());
        s.on('close', () => sockets.delete(s));
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => proxy.listen(port, '127.0.0.1', resolve));
    cleanups.push(async () => {
      for (const s of sockets) s.destroy();
      await new Promise((resolve) => proxy.close(resolve));
    });
    // The client reconnects by itself (backing off up to 2 s between tries).
    await vi.waitFor(
      async () => {
        expect((await readyz(t)).statusCode).toBe(200);
      },
      { timeout: 15_000, interval: 250 },
    );
  });

  it('/readyz answers 503 naming the database when its connection is closed', async () => {
    const t = await server({ ...freshDatabase() });
    expect((await readyz(t)).statusCode).toBe(200);
    await t.ctx.db.destroy();
    const { statusCode, body } = await readyz(t);
    expect(statusCode).toBe(503);
    expect(body.reasons).toContainEqual(expect.stringMatching(/^database: /));
    expect(body.checks.database!.ok).toBe(false);
    expect(body.checks.redis!.ok).toBe(true);
    // Closing cannot reach the closed database (its heartbeat row, its pool): it fails, and says why.
    await expect(t.app.close()).rejects.toThrow(/destroyed|end/);
  });
});

describe('metrics and request ids', () => {
  const token = 'metrics-token-0123456789';

  it('/metrics needs METRICS_TOKEN on the public port, and lists latency per route and the queues', async () => {
    const t = await server({ ...freshDatabase(), metricsToken: token });
    expect((await t.app.inject({ method: 'GET', url: '/api/subscription' })).statusCode).toBe(200);
    const anonymous = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(anonymous.statusCode).toBe(401);
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${token}x` },
    });
    expect(wrong.statusCode).toBe(401);
    const res = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toMatch(
      /^talent_http_request_duration_seconds_count\{method="GET",route="\/api\/subscription",status_code="200"\} 1$/m,
    );
    expect(res.body).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    expect(res.body).toMatch(/^talent_messages\{status="queued"\} 0$/m);
    expect(res.body).toContain('# TYPE talent_ledger_transactions gauge');
    expect(res.body).toContain('# TYPE talent_resume_uploads_total counter');
  });

  it('without METRICS_TOKEN there is no /metrics on the public port; METRICS_PORT serves it apart', async () => {
    const port = await freePort();
    const t = await server({ ...freshDatabase(), metricsPort: port, metricsHost: '127.0.0.1' });
    // The portal's fallback answers (no portal build here: 503), not the metrics.
    const publicPort = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(publicPort.statusCode).not.toBe(200);
    expect(publicPort.body).not.toContain('talent_http_request_duration_seconds');
    const res = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('# TYPE talent_http_request_duration_seconds histogram');
    await t.app.close();
    await expect(fetch(`http://127.0.0.1:${port}/metrics`)).rejects.toThrow();
  });

  it('every answer carries its request id: a plain X-Request-Id passed on, else a new one', async () => {
    const log = capture();
    const t = await server({ ...freshDatabase() }, log.logger);
    const passed = await t.app.inject({
      method: 'GET',
      url: '/api/nope',
      headers: { 'x-request-id': 'lb-123.abc' },
    });
    expect(passed.statusCode).toBe(404);
    expect(passed.headers['x-request-id']).toBe('lb-123.abc');
    expect(log.lines.find((l) => l.msg.startsWith('GET /api/nope 404'))?.reqId).toBe('lb-123.abc');
    const odd = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'a b\nc' } });
    expect(odd.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const other = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(other.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(other.headers['x-request-id']).not.toBe(odd.headers['x-request-id']);
  });
});
