import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../src/app';
import { dropPgSchema } from '../src/db/index';
import {
  bearer,
  createTestApp,
  fund,
  login,
  registerUser,
  seenPrice,
  socketTicket,
  type TestApp,
} from './helpers';
import { connect } from './sockets';

const here = path.dirname(fileURLToPath(import.meta.url));

describe('notification socket (one server)', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp({ seedDemo: true });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const addr = t.app.server.address();
    base = `127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses a socket with a bad or missing token', async () => {
    await expect(connect(`ws://${base}/api/notifications/?token=nope`)).rejects.toThrow(/refused 401/);
    await expect(connect(`ws://${base}/api/notifications/`)).rejects.toThrow(/refused 401/);
  });

  it('delivers {job_id, message, profileId} sent by an admin, and sale notices to owners', async () => {
    const rec = await login(t, 'recruiter@example.com');
    const sock = await connect(
      `ws://${base}/api/notifications/?token=${await socketTicket(t, rec.accessToken)}`,
    );
    const admin = await login(t, 'admin@example.com');
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/send',
      payload: { user_id: rec.userData.id, job_id: 7, message: 'New applicant', profileId: 42 },
      headers: bearer(admin.accessToken),
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().delivered).toBe(1);
    expect(await sock.next()).toEqual({ job_id: 7, message: 'New applicant', profileId: 42 });

    const notAdmin = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/send',
      payload: { user_id: rec.userData.id, job_id: 7, message: 'x', profileId: 1 },
      headers: bearer(rec.accessToken),
    });
    expect(notAdmin.statusCode).toBe(403);

    const buyer = await registerUser(t, 'notified-buyer@x.org', 'enterprise');
    await fund(t, buyer.userData.id, 100);
    const mine = (
      await t.app.inject({
        method: 'GET',
        url: '/api/least_earned_profile',
        headers: bearer(rec.accessToken),
      })
    ).json();
    const pid = mine.results[0].id;
    const unlock = await t.app.inject({
      method: 'POST',
      url: `/api/recruite/unlock_resume/${pid}`,
      payload: { idempotency_key: 'notify-key-1', price: await seenPrice(t, 'unlock', pid) },
      headers: bearer(buyer.accessToken),
    });
    expect(unlock.statusCode).toBe(200);
    const notice = (await sock.next()) as { profileId: number; message: string; job_id: null };
    expect(notice.profileId).toBe(pid);
    expect(notice.job_id).toBeNull();
    expect(notice.message).toMatch(/was unlocked/);
    sock.ws.close();
  });
});

describe('socket tickets', () => {
  let t: TestApp;
  let base: string;
  let now = Date.parse('2026-11-26T10:00:00Z');
  beforeAll(async () => {
    t = await createTestApp({ seedDemo: true }, { now: () => now });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const addr = t.app.server.address();
    base = `127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
  });
  afterAll(async () => {
    await t.close();
  });
  const socket = (token: string) => connect(`ws://${base}/api/notifications/?token=${token}`);

  it('refuses an access token in the socket URL', async () => {
    const rec = await login(t, 'recruiter@example.com');
    await expect(socket(rec.accessToken)).rejects.toThrow(/refused 401/);
  });

  it('opens one socket per ticket', async () => {
    const rec = await login(t, 'recruiter@example.com');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/socket_ticket/',
      headers: bearer(rec.accessToken),
    });
    expect(res.statusCode).toBe(200);
    const { ticket, expires_in } = res.json<{ ticket: string; expires_in: number }>();
    expect(expires_in).toBe(60);
    expect(ticket).not.toBe(rec.accessToken);
    const sock = await socket(ticket);
    await expect(socket(ticket)).rejects.toThrow(/refused 401/);
    sock.ws.close();
    // A ticket is no access token either.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(ticket) })).statusCode,
    ).toBe(401);
  });

  it('refuses a ticket after 60 seconds, and one of a session that ended', async () => {
    const rec = await login(t, 'recruiter@example.com');
    const late = await socketTicket(t, rec.accessToken);
    now += 61_000;
    await expect(socket(late)).rejects.toThrow(/refused 401/);
    const old = await socketTicket(t, rec.accessToken);
    await login(t, 'recruiter@example.com'); // another device: the first session ends
    await expect(socket(old)).rejects.toThrow(/refused 401/);
  });

  it('answers 401 without a session and 403 for an API key', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/socket_ticket/' })).statusCode).toBe(401);
    const rec = await login(t, 'recruiter@example.com');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/api-key',
      headers: bearer(rec.accessToken),
      payload: { name: 'socket' },
    });
    const key = created.json<{ key: string }>().key;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/socket_ticket/',
      headers: { 'x-api-key': key },
    });
    expect(res.statusCode).toBe(403);
  });
});

/** A second server in its own process, sharing the database (and Redis when REDIS_URL is set). */
describe('notifications across two server processes', () => {
  const redisUrl = process.env.REDIS_URL;
  const databaseUrl = process.env.DATABASE_URL;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'talent-two-'));
  const schema = databaseUrl ? `t_${randomBytes(6).toString('hex')}` : undefined;
  const channel = `talent:test:${randomBytes(4).toString('hex')}`;
  const secret = 'two-servers-secret-0123456789abcdef0123456789';
  let a: BuiltApp;
  let child: ChildProcess;
  let portB = 0;

  beforeAll(async () => {
    a = await buildApp({
      logger: false,
      config: {
        dataDir: dir,
        sqliteFile: path.join(dir, 'talent.db'),
        filesDir: path.join(dir, 'files'),
        databaseUrl,
        databaseSchema: schema,
        redisUrl,
        redisChannel: channel,
        jwtSecret: secret,
        seedDemo: true,
        portalDist: undefined,
      },
    });
    await a.app.listen({ port: 0, host: '127.0.0.1' });
    portB = 20000 + Math.floor(Math.random() * 20000);
    child = spawn(process.execPath, ['--import', 'tsx', path.join(here, '../src/main.ts')], {
      cwd: path.join(here, '..'),
      env: {
        ...process.env,
        PORT: String(portB),
        HOST: '127.0.0.1',
        DATA_DIR: dir,
        DATABASE_URL: databaseUrl ?? '',
        DATABASE_SCHEMA: schema ?? '',
        REDIS_URL: redisUrl ?? '',
        REDIS_CHANNEL: channel,
        JWT_SECRET: secret,
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    for (let i = 0; i < 400; i++) {
      const ok = await fetch(`http://127.0.0.1:${portB}/api/subscription`)
        .then((r) => r.ok)
        .catch(() => false);
      if (ok) break;
      await new Promise((r) => setTimeout(r, 150));
    }
  }, 90_000);

  afterAll(async () => {
    child?.kill('SIGTERM');
    await new Promise((r) => child?.once('exit', r));
    await a.app.close();
    if (databaseUrl && schema) await dropPgSchema(databaseUrl, schema);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const sendThroughA = async (userId: number, message: string) => {
    const admin = await a.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'admin@example.com', password: 'Demo#2026' },
    });
    return a.app.inject({
      method: 'POST',
      url: '/api/notifications/send',
      payload: { user_id: userId, job_id: 1, message, profileId: 2 },
      headers: bearer(admin.json().accessToken),
    });
  };

  if (redisUrl) {
    it('a message sent through one server reaches a socket on the other (Redis pub/sub)', async () => {
      const login = await fetch(`http://127.0.0.1:${portB}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'recruiter@example.com', password: 'Demo#2026' }),
      });
      const session = (await login.json()) as { accessToken: string; userData: { id: number } };
      // The ticket comes from the other server: tickets are signed with the shared secret.
      const ticket = await socketTicket(a, session.accessToken);
      const sock = await connect(`ws://127.0.0.1:${portB}/api/notifications/?token=${ticket}`);
      const res = await sendThroughA(session.userData.id, 'across servers');
      expect(res.statusCode).toBe(200);
      expect(await sock.next()).toEqual({ job_id: 1, message: 'across servers', profileId: 2 });
      sock.ws.close();
    });
  } else {
    it('without REDIS_URL each server has its own hub: a socket on the other server gets nothing', async () => {
      const login = await fetch(`http://127.0.0.1:${portB}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'recruiter@example.com', password: 'Demo#2026' }),
      });
      const session = (await login.json()) as { accessToken: string; userData: { id: number } };
      // The ticket comes from the other server: tickets are signed with the shared secret.
      const ticket = await socketTicket(a, session.accessToken);
      const sock = await connect(`ws://127.0.0.1:${portB}/api/notifications/?token=${ticket}`);
      const res = await sendThroughA(session.userData.id, 'stays local');
      expect(res.json().delivered).toBe(0);
      // Instead of waiting a while for nothing: a message sent later through this socket's own server
      // arrives first, so the earlier one never came.
      const admin = await fetch(`http://127.0.0.1:${portB}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@example.com', password: 'Demo#2026' }),
      });
      const { accessToken } = (await admin.json()) as { accessToken: string };
      await fetch(`http://127.0.0.1:${portB}/api/notifications/send`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...bearer(accessToken) },
        body: JSON.stringify({ user_id: session.userData.id, job_id: 1, message: 'marker', profileId: 2 }),
      });
      expect(await sock.next()).toEqual({ job_id: 1, message: 'marker', profileId: 2 });
      expect(sock.messages).toEqual([]);
      sock.ws.close();
    });
  }
});
