/** Issue 42: graceful shutdown (src/shutdown.ts, what main.ts runs on SIGTERM). A request in flight finishes,
 * new connections are refused, and the exit comes within the bound even when a request hangs. The held
 * request is a route the test adds and releases: no sleeps. */
import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { gracefulShutdown } from '../src/shutdown';
import { createTestApp, type TestApp } from './helpers';

interface LogLine {
  level: number;
  msg: string;
}

/** A route that answers only when the test releases it; `entered` resolves once a request is inside. */
function holdRoute(app: FastifyInstance) {
  let entered!: () => void;
  let release!: () => void;
  const inside = new Promise<void>((r) => (entered = r));
  const released = new Promise<void>((r) => (release = r));
  app.get('/test/hold', async () => {
    entered();
    await released;
    return { held: 'done' };
  });
  return { inside, release };
}

/** One GET on a connection of its own (no pool that could reuse a connection). */
function get(port: number, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path, agent: false }, (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
  });
}

/** An app on a real port with a held route, a log, and the shutdown handler with a recorded exit. */
async function started(timeoutMs: number) {
  const lines: LogLine[] = [];
  const stream = {
    write(chunk: string) {
      for (const line of chunk.split('\n').filter(Boolean)) lines.push(JSON.parse(line) as LogLine);
    },
  };
  const t: TestApp = await createTestApp({ seedDemo: false }, { logger: { level: 'info', stream } });
  const hold = holdRoute(t.app);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const exits: number[] = [];
  let exited!: (code: number) => void;
  const firstExit = new Promise<number>((r) => (exited = r));
  const stop = gracefulShutdown(t.app, {
    timeoutMs,
    exit: (code) => {
      exits.push(code);
      exited(code);
    },
  });
  return { t, hold, port, lines, exits, firstExit, stop };
}

describe('graceful shutdown', () => {
  it('finishes a request in flight, refuses new connections, then exits 0', async () => {
    const s = await started(30_000);
    try {
      expect((await get(s.port, '/readyz')).status).toBe(200);
      const inFlight = get(s.port, '/test/hold');
      await s.hold.inside;
      s.stop('SIGTERM');
      // The listener closes; the held request is still being served.
      await vi.waitFor(() => expect(s.t.app.server.listening).toBe(false));
      await expect(get(s.port, '/healthz')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
      expect(s.exits).toEqual([]);

      s.hold.release();
      expect(await inFlight).toEqual({ status: 200, body: '{"held":"done"}' });
      expect(await s.firstExit).toBe(0);
      expect(s.exits).toEqual([0]);
      expect(s.lines.filter((l) => l.msg === 'shutting down')).toHaveLength(1);
    } finally {
      s.hold.release();
      await s.t.close();
    }
  });

  it('exits 1 at the deadline when a request hangs, and at once on a second signal', async () => {
    const s = await started(200);
    try {
      const inFlight = get(s.port, '/test/hold');
      await s.hold.inside;
      s.stop('SIGTERM');
      expect(await s.firstExit).toBe(1);
      expect(s.lines.filter((l) => l.level === 50 && l.msg === 'shutdown timed out: exiting')).toHaveLength(
        1,
      );
      // A second signal does not wait at all.
      s.stop('SIGINT');
      expect(s.exits).toEqual([1, 1]);
      expect(s.lines.at(-1)).toMatchObject({ level: 50, msg: 'second signal: exiting without waiting' });
      s.hold.release();
      expect((await inFlight).status).toBe(200);
    } finally {
      s.hold.release();
      await s.t.close();
    }
  });
});
