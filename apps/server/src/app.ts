/** Builds the Fastify instance: database, context, routes from the contract, portal files. */
import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fastifyStatic from '@fastify/static';
import { z } from 'zod';
import { configFromEnv, type ServerConfig } from './config';
import type { AppContext } from './context';
import { openDb, type Db } from './db/index';
import { seedDemoAccounts, seedPlans, type DemoAccount } from './db/seed';
import { HttpError } from './lib/errors';
import { OutboxTransport, SmtpTransport, type MessageTransport } from './mail/index';
import { TokenService, loadJwtSecret } from './modules/auth/tokens';
import { registerAuthRoutes } from './modules/auth/routes';
import { registerProfileRoutes } from './modules/profile/routes';

// Missing fields read "This field is required." instead of zod's type message.
z.config({
  customError: (issue) => (issue.code === 'invalid_type' && issue.input === undefined ? 'This field is required.' : undefined),
});

export interface BuildOptions {
  config?: Partial<ServerConfig>;
  /** Replaces the mail transport (tests). */
  mail?: (ctx: Omit<AppContext, 'mail'>) => MessageTransport;
  logger?: FastifyServerOptions['logger'];
}

export interface BuiltApp {
  app: FastifyInstance;
  ctx: AppContext;
  seededDemo: DemoAccount[];
}

export async function buildApp(options: BuildOptions = {}): Promise<BuiltApp> {
  const config: ServerConfig = { ...configFromEnv(process.env, options.config), ...options.config };
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    bodyLimit: 20 * 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    trustProxy: true,
  });

  const database: Db = await openDb({
    databaseUrl: config.databaseUrl,
    schema: config.databaseSchema,
    sqliteFile: config.sqliteFile,
    dataDir: config.dataDir,
  });
  app.addHook('onClose', async () => {
    await database.close();
  });

  await seedPlans(database.db);
  const seededDemo = config.seedDemo ? await seedDemoAccounts(database.db) : [];

  const secret = await loadJwtSecret(database.db, config.jwtSecret);
  const base = {
    db: database.db,
    dialect: database.dialect,
    config,
    tokens: new TokenService(secret, config.accessTokenTtl, config.refreshTokenTtl),
    log: app.log,
  };
  const outbox = new OutboxTransport(database.db, app.log);
  const mail = options.mail
    ? options.mail(base)
    : config.smtpUrl
      ? new SmtpTransport(config.smtpUrl, config.mailFrom, outbox)
      : outbox;
  const ctx: AppContext = { ...base, mail };

  app.setErrorHandler((err, req, reply) => {
    if (err instanceof HttpError) {
      return reply.status(err.status).send({ message: err.message, ...(err.errors ? { errors: err.errors } : {}) });
    }
    const e = err as { statusCode?: number; message?: string };
    if (typeof e.statusCode === 'number' && e.statusCode >= 400 && e.statusCode < 500) {
      return reply.status(e.statusCode).send({ message: e.message ?? 'Bad request.' });
    }
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ message: 'Internal server error' });
  });

  await app.register(async (api) => {
    registerAuthRoutes(api, ctx);
    registerProfileRoutes(api, ctx);
  });

  await registerPortal(app, config.portalDist);
  return { app, ctx, seededDemo };
}

/** Serves the built portal with an SPA fallback; /api paths that match nothing answer JSON 404. */
async function registerPortal(app: FastifyInstance, portalDist: string | undefined): Promise<void> {
  const indexFile = portalDist ? path.join(portalDist, 'index.html') : undefined;
  const built = indexFile !== undefined && fs.existsSync(indexFile);
  if (built) {
    await app.register(fastifyStatic, { root: path.resolve(portalDist!), wildcard: false, index: false });
  }
  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0] ?? '/';
    if (url === '/api' || url.startsWith('/api/') || req.method !== 'GET') {
      return reply.status(404).send({ message: 'Not found.' });
    }
    if (built) {
      const candidate = path.join(portalDist!, decodeURIComponent(url));
      if (candidate.startsWith(path.resolve(portalDist!)) && path.extname(url) && fs.existsSync(candidate)) {
        return reply.sendFile(path.relative(portalDist!, candidate));
      }
      if (path.extname(url) && !url.endsWith('.html')) return reply.status(404).send({ message: 'Not found.' });
      return reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html');
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
