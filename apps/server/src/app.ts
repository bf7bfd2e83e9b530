/** Builds the Fastify instance: database, context, routes from the contract, portal files. */
import fs from 'node:fs';
import path from 'node:path';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import fastifyStatic from '@fastify/static';
import { z } from 'zod';
import { ConfigError, configFromEnv, unsafeSettings, type ServerConfig } from './config';
import { logResponses, loggerOptions, requestIdOf, withRedaction } from './logger';
import type { AppContext } from './context';
import { openDb, type Db } from './db/index';
import type { DemoAccount } from './db/seed';
import { seedAtStart } from './startup';
import { HttpError } from './lib/errors';
import { uniqueConflict } from './lib/unique-conflict';
import { OutboxTransport, SmtpTransport, type MessageTransport } from './mail/index';
import { TokenService, loadJwtSecret } from './modules/auth/tokens';
import authModule from './modules/auth/routes';
import teamModule from './modules/team/routes';
import userServicesModule from './modules/userServices/routes';
import profileModule from './modules/profile/routes';
import lookupsModule from './modules/lookups/routes';
import exclusionsModule from './modules/exclusions/routes';
import apiKeysModule from './modules/apikeys/routes';
import jobsModule from './modules/jobs/routes';
import applicationsModule from './modules/applications/routes';
import seekerModule from './modules/seeker/routes';
import projectsModule from './modules/projects/routes';
import messagingModule from './modules/messaging/routes';
import inboxModule from './modules/inbox/routes';
import templatesModule from './modules/templates/routes';
import serversModule from './modules/servers/routes';
import companiesModule from './modules/companies/routes';
import clientPortalModule from './modules/clientPortal/routes';
import invoicesModule from './modules/invoices/routes';
import landingModule from './modules/landing/routes';
import blogModule from './modules/blog/routes';
import healthModule from './modules/health/routes';
import resumesModule from './modules/resumes/routes';
import marketModule from './modules/resumes/market/routes';
import walletModule from './modules/wallet/routes';
import paymentsModule from './modules/payments/routes';
import { paymentProvider } from './payments/index';
import dashboardModule from './modules/dashboard/routes';
import notifyModule from './modules/notify/routes';
import usersModule from './modules/users/routes';
import rolesModule from './modules/roles/routes';
import auditModule from './modules/audit/routes';
import { LocalHub, RedisHub, type NotificationHub } from './modules/notify/hub';
import { balances } from './modules/ledger/service';
import { imagePool } from './modules/resumes/images';
import { LocalFileStore } from './storage/index';
import { S3FileStore } from './storage/s3';
import { reportingFileStore } from './storage/reporting';
import { registerRateLimits } from './plugins/rate-limit';
import { registerMetrics, UPLOAD_ROUTES } from './plugins/metrics';
import { registerSecurityHeaders } from './plugins/security-headers';
import multipart from '@fastify/multipart';
import { MAX_UPLOAD_BYTES } from '@talent/api/rules';

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
  const seededDemo = await seedAtStart(database, { files, hub, log: app.log, seedDemo: config.seedDemo });

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
    now: options.now ?? Date.now,
    balances: (userId: number) => balances(database.db, userId),
  };
  const outbox = new OutboxTransport(database.db, app.log);
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
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 60, fields: 200, fieldSize: 1024 * 1024 },
  });

  await registerRateLimits(app, { redisUrl: config.redisUrl, prefix: config.rateLimitPrefix });
  // One card payment provider: payments check out through it, invoices refund through it.
  const payments = paymentProvider(config, secret);
  await app.register(async (api) => {
    await api.register(authModule, { ctx });
    await api.register(profileModule, { ctx });
    await api.register(lookupsModule, { ctx });
    await api.register(exclusionsModule, { ctx });
    await api.register(resumesModule, { ctx });
    await api.register(marketModule, { ctx });
    await api.register(walletModule, { ctx });
    await api.register(paymentsModule, { ctx, provider: payments });
    await api.register(dashboardModule, { ctx });
    await api.register(notifyModule, { ctx });
    await api.register(apiKeysModule, { ctx });
    await api.register(usersModule, { ctx });
    await api.register(rolesModule, { ctx });
    await api.register(auditModule, { ctx });
    await api.register(jobsModule, { ctx });
    await api.register(applicationsModule, { ctx });
    await api.register(seekerModule, { ctx });
    await api.register(projectsModule, { ctx });
    await api.register(messagingModule, { ctx });
    await api.register(inboxModule, { ctx });
    await api.register(templatesModule, { ctx });
    await api.register(serversModule, { ctx });
    await api.register(companiesModule, { ctx });
    await api.register(clientPortalModule, { ctx });
    await api.register(teamModule, { ctx });
    await api.register(userServicesModule, { ctx });
    await api.register(invoicesModule, { ctx, provider: payments });
    await api.register(landingModule, { ctx });
    await api.register(blogModule, { ctx });
    await api.register(healthModule, { ctx });
  });

  await registerPortal(app, config.portalDist, config.demoDist);
  return { app, ctx, seededDemo };
}

/** Vite's output names: `assets/Name-<8 char hash>.js|css` (and their fonts and images). */
const HASHED_ASSET = /[\\/]assets[\\/][^\\/]+-[A-Za-z0-9_-]{8}\.[a-z0-9]+(\.br|\.gz)?$/;

/**
 * The portal's build-time pages (dist/prerendered/login.html for /login, ...): route path -> file relative to
 * the dist folder. Read once at start, so a request never turns into a file-system lookup.
 */
function prerenderedPages(portalDist: string): Map<string, string> {
  const pages = new Map<string, string>();
  const dir = path.join(portalDist, 'prerendered');
  if (!fs.existsSync(dir)) return pages;
  for (const entry of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!entry.endsWith('.html')) continue;
    const route = `/${entry.slice(0, -'.html'.length).split(path.sep).join('/')}`;
    pages.set(route, path.join('prerendered', entry));
  }
  return pages;
}

/** The brand mark (apps/portal/public/favicon.svg), for /favicon.ico when no portal build provides one. */
const FAVICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#2563eb"/>' +
  '<path d="M9 10h14v3h-5.5v11h-3V13H9z" fill="#fff"/></svg>';

/** Hashed build output never changes under its name; everything else is revalidated. */
function setCacheHeaders(res: { setHeader(name: string, value: string): unknown }, filePath: string): void {
  if (HASHED_ASSET.test(filePath)) res.setHeader('cache-control', 'public, max-age=31536000, immutable');
  else res.setHeader('cache-control', 'no-cache');
}

/**
 * Serves the built portal with an SPA fallback, and the built template gallery (apps/demo, issue 21) the same
 * way under /demo/; /api paths that match nothing answer JSON 404.
 */
async function registerPortal(
  app: FastifyInstance,
  portalDist: string | undefined,
  demoDist?: string,
): Promise<void> {
  const indexFile = portalDist ? path.join(portalDist, 'index.html') : undefined;
  const built = indexFile !== undefined && fs.existsSync(indexFile);
  if (built) {
    await app.register(fastifyStatic, {
      root: path.resolve(portalDist!),
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each asset; the one the browser accepts is sent.
      preCompressed: true,
      // Cache headers come from setHeaders below, not from send's default max-age=0.
      cacheControl: false,
      setHeaders: setCacheHeaders,
    });
  }
  // The gallery's msw worker (/demo/mockServiceWorker.js) gets the default scope of its folder, /demo/, so it
  // never sees the portal's requests.
  const demoRoot =
    demoDist && fs.existsSync(path.join(demoDist, 'index.html')) ? path.resolve(demoDist) : undefined;
  if (demoRoot) {
    await app.register(fastifyStatic, {
      root: demoRoot,
      prefix: '/demo/',
      wildcard: false,
      index: false,
      cacheControl: false,
      setHeaders: setCacheHeaders,
      // reply.sendFile comes from the portal's registration when there is one.
      decorateReply: !built,
    });
  }
  const prerendered = built ? prerenderedPages(portalDist!) : new Map<string, string>();
  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0] ?? '/';
    if (url === '/api' || url.startsWith('/api/') || req.method !== 'GET') {
      return reply.status(404).send({ message: 'Not found.' });
    }
    if (demoRoot && (url === '/demo' || url.startsWith('/demo/'))) {
      if (url === '/demo') return reply.redirect('/demo/');
      const relative = decodeURIComponent(url.slice('/demo/'.length));
      const candidate = path.join(demoRoot, relative);
      if (path.extname(url) && !url.endsWith('.html')) {
        if (candidate.startsWith(demoRoot + path.sep) && fs.existsSync(candidate))
          return reply.sendFile(path.relative(demoRoot, candidate), demoRoot);
        return reply.status(404).send({ message: 'Not found.' });
      }
      // Every gallery route (/demo/apps/email, ...) is the gallery's single page.
      return reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html', demoRoot);
    }
    // Pages the server renders itself (the sandbox checkout) ask for /favicon.ico: the portal build ships
    // one; without it (no build, or an older one) the brand mark answers rather than a 404.
    if (url === '/favicon.ico' && !(built && fs.existsSync(path.join(portalDist!, 'favicon.ico')))) {
      return reply.type('image/svg+xml').header('cache-control', 'no-cache').send(FAVICON_SVG);
    }
    if (built) {
      // Files written after start (a rebuild while running) have no route of their own. The folder is
      // resolved first: a relative PORTAL_DIST must not fail the containment check.
      const root = path.resolve(portalDist!);
      const candidate = path.join(root, decodeURIComponent(url));
      if (candidate.startsWith(root + path.sep) && path.extname(url) && fs.existsSync(candidate)) {
        return reply.sendFile(path.relative(root, candidate));
      }
      if (path.extname(url) && !url.endsWith('.html'))
        return reply.status(404).send({ message: 'Not found.' });
      const page = prerendered.get(url.replace(/\/+$/, '')) ?? 'index.html';
      return reply.type('text/html').header('cache-control', 'no-cache').sendFile(page);
    }
    return reply
      .status(503)
      .type('text/html')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Talent: portal not built</title></head>` +
          `<body style="font-family:sans-serif;max-width:40rem;margin:4rem auto"><h1>The portal is not built</h1>` +
          `<p>The API is running under <code>/api</code>, but no portal build was found at <code>${portalDist ?? '(PORTAL_DIST not set)'}</code>.</p>` +
          `<p>Run <code>npm run build -w @talent/portal</code> (or <code>npm start</code> at the repository root), or set <code>PORTAL_DIST</code>.</p></body></html>`,
      );
  });
}
