import { prettyFactory } from 'pino-pretty';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRETTY_OPTIONS, loggerOptions } from '../src/logger';
import { createTestApp, type TestApp } from './helpers';

interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  method?: string;
  url?: string;
  statusCode?: number;
  responseTime?: number;
}

// The logger's stream: every JSON line the app writes at the default level, parsed and as written.
const lines: LogLine[] = [];
const raw: string[] = [];
const stream = {
  write(chunk: string) {
    for (const line of chunk.split('\n').filter(Boolean)) {
      raw.push(line);
      lines.push(JSON.parse(line) as LogLine);
    }
  },
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seedDemo: false }, { logger: { level: 'info', stream } });
});
afterAll(async () => {
  await t.close();
});

describe('request logging', () => {
  it('writes one line per request: method, url, status, time and request id', async () => {
    lines.length = 0;
    const requests = [
      { method: 'GET', url: '/api/subscription', status: 200 },
      { method: 'GET', url: '/api/nope', status: 404 },
      { method: 'POST', url: '/api/login', status: 400 },
      { method: 'GET', url: '/api/profile', status: 401 },
    ] as const;
    for (const r of requests) {
      const res = await t.app.inject({
        method: r.method,
        url: r.url,
        payload: r.method === 'POST' ? {} : undefined,
      });
      expect(res.statusCode, r.url).toBe(r.status);
    }
    const byRequest = new Map<string, LogLine[]>();
    for (const l of lines) if (l.reqId) byRequest.set(l.reqId, [...(byRequest.get(l.reqId) ?? []), l]);
    expect(byRequest.size).toBe(requests.length);
    for (const [reqId, logged] of byRequest) expect(logged, reqId).toHaveLength(1);
    expect([...byRequest.values()].map(([l]) => [l!.method, l!.url, l!.statusCode])).toEqual(
      requests.map((r) => [r.method, r.url, r.status]),
    );
    for (const [l] of byRequest.values()) {
      expect(l!.level).toBe(30);
      expect(l!.responseTime).toBeGreaterThanOrEqual(0);
      expect(l!.msg).toBe(`${l!.method} ${l!.url} ${l!.statusCode} ${l!.responseTime} ms`);
    }
  });

  it("every line written while serving a request carries its id once, the app logger's lines too", async () => {
    lines.length = 0;
    raw.length = 0;
    // Registering e-mails a code: the outbox logs it through the app's logger (ctx.log), not req.log.
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        full_name: 'Log Line',
        email: 'log-line@x.org',
        password: 'secret-pass-1',
        role: 'recruiter',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const reqId = res.headers['x-request-id'];
    expect(reqId).toEqual(expect.any(String));
    expect(lines.filter((l) => l.msg === 'outbox message')).toHaveLength(1);
    expect(lines.filter((l) => l.msg.startsWith('POST /api/auth/register 201'))).toHaveLength(1);
    for (const l of lines) expect(l.reqId, l.msg).toBe(reqId);
    // req.log binds reqId itself: no line gets it twice.
    for (const line of raw) expect(line.match(/"reqId":/g), line).toHaveLength(1);
    // Outside a request the app's lines carry none.
    t.app.log.info('between requests');
    expect(lines.at(-1)).toMatchObject({ msg: 'between requests' });
    expect(lines.at(-1)!.reqId).toBeUndefined();
  });

  it('keeps the websocket token out of the log', async () => {
    lines.length = 0;
    await t.app.inject({ method: 'GET', url: '/api/notifications/?token=secret-token&x=1' });
    expect(lines.map((l) => l.url)).toContain('/api/notifications/?token=[redacted]&x=1');
    expect(JSON.stringify(lines)).not.toContain('secret-token');
  });

  it('redacts the token from a request written into any record (error lines of a 5xx)', async () => {
    lines.length = 0;
    const req = {
      method: 'GET',
      url: '/api/notifications/?token=secret-ticket',
      headers: {},
      ip: '10.0.0.1',
    };
    t.app.log.error({ req }, 'boom');
    expect(JSON.stringify(lines)).toContain('/api/notifications/?token=[redacted]');
    expect(JSON.stringify(lines)).not.toContain('secret-ticket');
  });
});

describe('logger options', () => {
  it('is pretty for a terminal and JSON otherwise', () => {
    expect(loggerOptions('info', false)).toEqual({ level: 'info' });
    expect(loggerOptions('debug', true)).toEqual({
      level: 'debug',
      transport: { target: 'pino-pretty', options: PRETTY_OPTIONS },
    });
  });

  it('prints a response line as one short line for a person', () => {
    const pretty = prettyFactory({ ...PRETTY_OPTIONS, colorize: false });
    const out = pretty({
      level: 30,
      time: Date.UTC(2026, 0, 2, 3, 4, 5),
      pid: 1,
      hostname: 'box',
      reqId: 'req-7',
      method: 'GET',
      url: '/api/industry',
      statusCode: 200,
      responseTime: 3.2,
      msg: 'GET /api/industry 200 3.2 ms',
    });
    expect(out.trimEnd().split('\n')).toHaveLength(1);
    expect(out).toMatch(/^\[\d\d:\d\d:\d\d\.\d{3}\] INFO: req-7 GET \/api\/industry 200 3\.2 ms$/m);
  });
});
