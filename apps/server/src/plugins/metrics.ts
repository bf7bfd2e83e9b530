/**
 * Prometheus metrics (issue 42) with prom-client, one registry per app: request latency per route, the
 * process's own (event loop lag, memory, GC), the PostgreSQL pool, and from the database at each scrape the
 * sending queue, ledger transactions and uploaded resumes (database-wide figures, the same on every server).
 * Served at /metrics only when METRICS_TOKEN (bearer, on the public port) or METRICS_PORT (a port of its own)
 * is set; docs/operations.md lists the names.
 */
import http from 'node:http';
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Database } from '../db/schema';
import { ledgerRepo } from '../modules/ledger/repo';
import { messageCountsByStatus } from '../modules/messaging/repo';

import { endpointDomains, type EndpointDef } from '@talent/api';

/** The resume uploads the parser takes ("METHOD /path" as the contract declares them). */
export const UPLOAD_ROUTES: ReadonlySet<string> = new Set(
  (Object.values(endpointDomains.resumes) as EndpointDef[])
    .filter((d) => d.multipart === true)
    .map((d) => `${d.method} ${d.path}`),
);

export interface MetricsOptions {
  db: Kysely<Database>;
  poolStats?: () => { total: number; idle: number; waiting: number };
  token?: string;
  port?: number;
  host: string;
  /** The routes that take resumes for the parser (their answers count as uploads). */
  uploadRoutes: ReadonlySet<string>;
}

export function metricsRegistry(opts: Pick<MetricsOptions, 'db' | 'poolStats'>) {
  const register = new Registry();
  collectDefaultMetrics({ register });
  const latency = new Histogram({
    name: 'talent_http_request_duration_seconds',
    help: 'Time to answer a request, by route (the declared path), method and status code.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [register],
  });
  const uploads = new Counter({
    name: 'talent_resume_uploads_total',
    help: 'Resume upload requests answered by this server, by outcome (ok or error).',
    labelNames: ['outcome'] as const,
    registers: [register],
  });
  if (opts.poolStats) {
    const stats = opts.poolStats;
    new Gauge({
      name: 'talent_db_pool_connections',
      help: 'PostgreSQL pool connections of this server: total, idle, and requests waiting for one.',
      labelNames: ['state'] as const,
      registers: [register],
      collect() {
        const s = stats();
        this.set({ state: 'total' }, s.total);
        this.set({ state: 'idle' }, s.idle);
        this.set({ state: 'waiting' }, s.waiting);
      },
    });
  }
  new Gauge({
    name: 'talent_messages',
    help: 'Messages to candidates by status (queued = the queue depth, failed = failures), database-wide.',
    labelNames: ['status'] as const,
    registers: [register],
    async collect() {
      const rows = await messageCountsByStatus(opts.db);
      this.reset();
      for (const status of ['queued', 'sending', 'sent', 'failed']) this.set({ status }, 0);
      for (const r of rows) this.set({ status: r.status }, Number(r.n));
    },
  });
  new Gauge({
    name: 'talent_ledger_transactions',
    help: 'Ledger transactions by kind, database-wide (a running total: use rate() or increase()).',
    labelNames: ['kind'] as const,
    registers: [register],
    async collect() {
      const rows = await ledgerRepo(opts.db).countByKind();
      this.reset();
      for (const r of rows) this.set({ kind: r.kind }, Number(r.n));
    },
  });
  return { register, latency, uploads };
}

const sameToken = (given: string, token: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** Times every answer, and serves /metrics as the options say. Answers a close for the metrics port. */
export function registerMetrics(app: FastifyInstance, opts: MetricsOptions): void {
  const metrics = metricsRegistry(opts);
  app.addHook('onResponse', async (req, reply) => {
    const route = req.routeOptions.url ?? 'unmatched';
    const labels = { method: req.method, route, status_code: String(reply.statusCode) };
    metrics.latency.observe(labels, reply.elapsedTime / 1000);
    if (opts.uploadRoutes.has(`${req.method} ${route}`))
      metrics.uploads.inc({ outcome: reply.statusCode < 400 ? 'ok' : 'error' });
  });
  const scrape = async () => ({
    type: metrics.register.contentType,
    body: await metrics.register.metrics(),
  });
  if (opts.token) {
    const token = opts.token;
    app.get('/metrics', async (req, reply) => {
      const auth = req.headers.authorization ?? '';
      if (!auth.startsWith('Bearer ') || !sameToken(auth.slice(7), token))
        return reply.status(401).send({ message: 'A valid metrics token is required.' });
      const { type, body } = await scrape();
      return reply.type(type).header('cache-control', 'no-store').send(body);
    });
  }
  if (opts.port) {
    const server = http.createServer((req, res) => {
      if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
        res.writeHead(404).end();
        return;
      }
      scrape().then(
        ({ type, body }) => res.writeHead(200, { 'content-type': type }).end(body),
        (err: unknown) => {
          app.log.error({ err }, 'metrics scrape failed');
          res.writeHead(500).end();
        },
      );
    });
    const port = opts.port;
    app.addHook('onReady', async () => {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, opts.host, () => resolve());
      });
    });
    app.addHook('onClose', async () => {
      await new Promise((resolve) => server.close(resolve));
    });
  }
}
