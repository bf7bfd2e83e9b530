/** Builds the Fastify instance: database, context, routes from the contract, portal files. */
import path from 'node:path';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import { z } from 'zod';
import { ConfigError, configFromEnv, unsafeSettings, type ServerConfig } from './config';
import { logResponses, loggerOptions, requestIdOf, withRedaction } from './logger';
import type { AppContext } from './context';
import { openDb, type Db } from './db/index';
import type { DemoAccount } from './db/seed';
import { seedAtStart } from './startup';
import { systemClock } from './lib/clock';
import { HttpError } from './lib/errors';
import { uniqueConflict } from './lib/unique-conflict';
import { OutboxTransport, SmtpTransport, type MessageTransport } from './mail/index';
import { TokenService, loadJwtSecret } from './modules/auth/tokens';
import { paymentProvider } from './payments/index';
import { registerModules } from './modules/index';
import { registerPortal } from './plugins/portal';
import { LocalHub, RedisHub, type NotificationHub } from './modules/notify/hub';
import { balances } from './modules/ledger/service';
import { imagePool } from './modules/resumes/images';
import { LocalFileStore } from './storage/index';
import { S3FileStore } from './storage/s3';
import { reportingFileStore } from './storage/reporting';
import { registerRateLimits } from './plugins/rate-limit';
import { registerMetrics, UPLOAD_ROUTES } from './plugins/metrics';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerUploads } from './plugins/uploads';

// Missing fields read "This field is required." instead of zod's type message.
z.config({
  customError: (issue) =>
    issue.code === 'invalid_type' && issue.input === undefined ? 'This field is required.' : undefined,
});

export interface BuildOptions {
  config?: Partial<ServerConfig>;
  /** Replaces the mail transport (tests). */
  mail?: (ctx: Omit<AppContext, 'mail'>) => MessageTransport;
  logger?: FastifyServerOptions['logger'];
  /** The token service's clock (tests move it instead of waiting). */
  now?: () => number;
  /** SQLite: open this serialized database in memory (tests start from a seeded template). */
  sqliteImage?: Buffer;
}

export interface BuiltApp {
  app: FastifyInstance;
  ctx: AppContext;
  seededDemo: DemoAccount[];
}

export async function buildApp(options: BuildOptions = {}): Promise<BuiltApp> {
  const merged: ServerConfig = { ...configFromEnv(process.env, options.config), ...options.config };
  const config: ServerConfig = {
    ...merged,
    publicUrl: merged.publicUrl ?? `http://localhost:${merged.port}`,
  };
  // configFromEnv checked the environment; the options may have changed the dangerous settings since.
  const problems = unsafeSettings(config, { publicUrlSet: true });
  if (problems.length > 0) throw new ConfigError(problems);
  const app = Fastify({
    logger: withRedaction(options.logger ?? loggerOptions(config.logLevel)),
    // Off: Fastify's own "incoming request" and "request completed" lines; logResponses writes one instead.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 20 * 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    trustProxy: config.trustProxy,
    // A proxy's X-Request-Id when it is a plain token, else a new UUID (logger.ts); answers echo it.
    genReqId: requestIdOf,
  });

  const database: Db = await openDb({
    databaseUrl: config.databaseUrl,
    schema: config.databaseSchema,
    sqliteFile: config.sqliteFile,
    dataDir: config.dataDir,
    readThreads: config.sqliteReadThreads,
    poolMax: config.databasePoolMax,
    sqliteImage: options.sqliteImage,
    onConnectionError: (err) => app.log.warn({ err }, 'database connection lost; the pool opens a new one'),
  });
  app.addHook('onClose', async () => {
    await database.close();
  });

  const files = config.s3
    ? new S3FileStore(config.s3)
    : new LocalFileStore(config.filesDir ?? path.join(config.dataDir, 'files'));
  const hub: NotificationHub = config.redisUrl
    ? new RedisHub(config.redisUrl, config.redisChannel)
    : new LocalHub();
  app.addHook('onClose', async () => {
    await hub.close();
  });
  const seededDemo = await seedAtStart(database, {
    files,
    hub,
    log: app.log,
    seedDemo: config.seedDemo,
    now: options.now ?? systemClock,
  });

  const images = imagePool();
  app.addHook('onClose', async () => {
    await images.close();
  });

  const secret = await loadJwtSecret(database.db, config.jwtSecret);
  const base = {
    db: database.db,
    reader: database.reader,
    dialect: database.dialect,
    config,
    tokens: new TokenService(secret, config.accessTokenTtl, config.refreshTokenTtl, { now: options.now }),
    files: reportingFileStore(files, app.log),
    hub,
    images,
    log: app.log,
    now: options.now ?? systemClock,
    balances: (userId: number) => balances(database.db, userId),
  };
  const outbox = new OutboxTransport(database.db, app.log, base.now);
  const mail = options.mail
    ? options.mail(base)
    : config.smtpUrl
      ? new SmtpTransport(config.smtpUrl, config.mailFrom, outbox)
      : outbox;
  const ctx: AppContext = { ...base, mail };

  app.setErrorHandler((raw, req, reply) => {
    // A unique key lost to a parallel request is a 409 with the field's message, on both databases.
    const err = uniqueConflict(raw) ?? raw;
    if (err instanceof HttpError) {
      return reply.status(err.status).send({
        message: err.message,
        ...(err.errors ? { errors: err.errors } : {}),
        ...(err.code ? { code: err.code } : {}),
        ...err.extra,
      });
    }
    const e = err as { statusCode?: number; message?: string };
    if (typeof e.statusCode === 'number' && e.statusCode >= 400 && e.statusCode < 500) {
      return reply.status(e.statusCode).send({ message: e.message ?? 'Bad request.' });
    }
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ message: 'Internal server error', request_id: req.id });
  });

  logResponses(app);
  registerMetrics(app, {
    db: database.db,
    poolStats: database.poolStats,
    token: config.metricsToken,
    port: config.metricsPort,
    host: config.metricsHost,
    uploadRoutes: UPLOAD_ROUTES,
  });
  // Security headers and the portal's Content-Security-Policy on every answer (plugins/security-headers.ts).
  await registerSecurityHeaders(app, config.portalDist);
  // Big JSON answers (the master data lists are read whole) go out compressed when the client accepts it;
  // small ones are not worth the CPU. Registered before the routes: the plugin adds its hook to each route
  // as it is declared. Portal files compressed at build time (@fastify/static preCompressed) already carry
  // a content-encoding and pass through. Request bodies are not inflated: no client sends them compressed,
  // and inflating would let a small upload grow past the limits multipart checks.
  await app.register(compress, { threshold: 32 * 1024, globalDecompression: false });
  await app.register(formbody);
  // Uploaded files: one reader with the limits and error texts (plugins/uploads.ts).
  await registerUploads(app);

  await registerRateLimits(app, { redisUrl: config.redisUrl, prefix: config.rateLimitPrefix });
  // One card payment provider: payments check out through it, invoices refund through it.
  const payments = paymentProvider(config, secret);
  await app.register(async (api) => registerModules(api, ctx, payments));

  await registerPortal(app, config.portalDist, config.demoDist);
  return { app, ctx, seededDemo };
}
