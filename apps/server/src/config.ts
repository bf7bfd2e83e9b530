/** Server configuration from the environment (docs/server.md lists every variable). A variable that is set
 * but wrong stops the server with a message naming it: a typo in PORT or DATABASE_URL must not quietly
 * start a server on the wrong port or on a throw-away SQLite file. */
import path from 'node:path';
import { envSchema, type Env } from './config-schema';
import type { S3Config } from './storage/s3';

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** PostgreSQL schema to use (tests use a fresh one per file). */
  databaseSchema?: string;
  /** SQLite file; ':memory:' in tests. Defaults to `${dataDir}/talent.db`. */
  sqliteFile?: string;
  /** Folder of the file store; defaults to `${dataDir}/files`. */
  filesDir?: string;
  /** S3-compatible file store instead of the local folder (S3_BUCKET set). */
  s3?: S3Config;
  redisUrl?: string;
  /** Redis pub/sub channel of the notification hub (servers of one deployment share it). */
  redisChannel: string;
  /** Prefix of the rate-limit keys in Redis (servers of one deployment share it). */
  rateLimitPrefix: string;
  seedDemo: boolean;
  /** MESSAGE_WORKER=false: this server queues messages but leaves sending to others (default on). */
  messageWorker: boolean;
  portalDist?: string;
  /** DEMO_DIST: the built template gallery (apps/demo/dist), served under /demo/ when present. */
  demoDist?: string;
  smtpUrl?: string;
  mailFrom: string;
  /** INBOUND_SMTP_PORT: the port the server receives resumes by e-mail on; off when unset. */
  inboundSmtpPort?: number;
  /** METRICS_TOKEN: /metrics on the public port answers a request with `Authorization: Bearer <token>`. */
  metricsToken?: string;
  /** METRICS_PORT: /metrics (no token) on a port of its own, on METRICS_HOST (default 127.0.0.1). */
  metricsPort?: number;
  metricsHost: string;
  /** SHUTDOWN_TIMEOUT_SECONDS: how long a stopping server lets requests and sends finish (default 20). */
  shutdownTimeoutSeconds: number;
  /** DATABASE_POOL_MAX: the most PostgreSQL connections the server holds (default 10). */
  databasePoolMax?: number;
  /** SQLITE_READ_THREADS: worker threads that run the marketplace search on SQLite (default: one per
   * core; 0 runs it on the event loop). In-memory databases always run on the event loop. */
  sqliteReadThreads?: number;
  /** IMAP_POLL_SECONDS: how often the connected IMAP mailboxes are read (default 300; only on servers with
   * MESSAGE_WORKER on). */
  imapPollSeconds: number;
  /** INBOUND_DOMAIN: the domain of the users' inbound addresses (default: PUBLIC_URL's host name). */
  inboundDomain?: string;
  /** NODE_ENV=production: PUBLIC_URL is required and the payment sandbox needs an explicit consent. */
  production: boolean;
  /** The site's public origin (PUBLIC_URL): every link in every e-mail and every checkout return URL is
   * built on it, never on the request's Host header. Outside production it defaults to http://localhost:PORT. */
  publicUrl: string;
  /** PUBLIC_ORIGINS: further origins the same portal is served from (comma-separated, none by default). A card
   * checkout started from one of them (or from PUBLIC_URL) returns there; from any other, to PUBLIC_URL. */
  publicOrigins: string[];
  jwtSecret?: string;
  accessTokenTtl: number;
  refreshTokenTtl: number;
  stripeSecretKey?: string;
  stripeWebhookSecret?: string;
  stripePublishableKey?: string;
  /** PAYMENT_SANDBOX=true: the built-in checkout that pays with test cards, i.e. gives TAT and plans away. */
  paymentSandbox: boolean;
  /** PAYMENT_SANDBOX_IN_PRODUCTION set to its consent value: the sandbox may run with NODE_ENV=production. */
  paymentSandboxInProduction: boolean;
  logLevel: string;
  /** Behind a reverse proxy: take the client address from X-Forwarded-For (rate limits use it). */
  trustProxy: boolean;
  /** SECRETS_KEY: encrypts the users' SMTP passwords and SMS tokens (AES-256-GCM). Unset: sending accounts
   * are off. Written as 64 hex digits or base64 of 32 bytes. */
  secretsKey?: string;
  /** The base URL of Twilio's REST API (tests point it at a local fake). */
  twilioApiUrl: string;
  /** MAIL_HOST_ALLOW: hosts, addresses or CIDR ranges of users' SMTP and IMAP servers that may be private
   * or loopback (lib/host-guard.ts); none by default. */
  mailHostAllow: string[];
  /** INVOICE_TAX_RATE in basis points (7.5% = 750); 0 by default. Card prices include it. */
  invoiceTaxRateBp: number;
  /** INVOICE_SELLER: who issues the invoices (name and address, lines split by " | "). */
  invoiceSeller: string;
}

/** The environment is wrong; `problems` has one line per variable, each starting with its name. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads and checks the environment; `defaults` fill what the environment leaves unset. Throws ConfigError. */
export function configFromEnv(
  env: NodeJS.ProcessEnv = process.env,
  defaults: Partial<ServerConfig> = {},
): ServerConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${String(issue.path[0] ?? 'environment')} ${issue.message}`),
    );
  }
  const e = parsed.data;
  const port = e.PORT ?? defaults.port ?? 3000;
  const production = (e.NODE_ENV ?? '') === 'production' || (defaults.production ?? false);
  const publicUrl = e.PUBLIC_URL ?? defaults.publicUrl;
  const config: ServerConfig = {
    port,
    host: e.HOST ?? defaults.host ?? '0.0.0.0',
    dataDir: path.resolve(e.DATA_DIR ?? defaults.dataDir ?? './data'),
    databaseUrl: e.DATABASE_URL ?? defaults.databaseUrl,
    databaseSchema: e.DATABASE_SCHEMA ?? defaults.databaseSchema,
    sqliteFile: defaults.sqliteFile,
    filesDir: e.FILES_DIR ?? defaults.filesDir,
    s3: s3Settings(e) ?? defaults.s3,
    redisUrl: e.REDIS_URL ?? defaults.redisUrl,
    redisChannel: e.REDIS_CHANNEL ?? defaults.redisChannel ?? 'talent:notifications',
    rateLimitPrefix: e.RATE_LIMIT_PREFIX ?? defaults.rateLimitPrefix ?? 'talent:rl:',
    seedDemo: e.SEED_DEMO ?? defaults.seedDemo ?? true,
    messageWorker: e.MESSAGE_WORKER ?? defaults.messageWorker ?? true,
    portalDist: e.PORTAL_DIST ?? defaults.portalDist,
    demoDist: e.DEMO_DIST ?? defaults.demoDist,
    smtpUrl: e.SMTP_URL ?? defaults.smtpUrl,
    mailFrom: e.MAIL_FROM ?? defaults.mailFrom ?? 'Talent <no-reply@talent.local>',
    inboundSmtpPort: e.INBOUND_SMTP_PORT ?? defaults.inboundSmtpPort,
    inboundDomain: e.INBOUND_DOMAIN ?? defaults.inboundDomain,
    databasePoolMax: e.DATABASE_POOL_MAX ?? defaults.databasePoolMax,
    metricsToken: e.METRICS_TOKEN ?? defaults.metricsToken,
    metricsPort: e.METRICS_PORT ?? defaults.metricsPort,
    metricsHost: e.METRICS_HOST ?? defaults.metricsHost ?? '127.0.0.1',
    shutdownTimeoutSeconds: e.SHUTDOWN_TIMEOUT_SECONDS ?? defaults.shutdownTimeoutSeconds ?? 20,
    sqliteReadThreads: e.SQLITE_READ_THREADS ?? defaults.sqliteReadThreads,
    imapPollSeconds: e.IMAP_POLL_SECONDS ?? defaults.imapPollSeconds ?? 300,
    production,
    publicUrl: publicUrl ?? `http://localhost:${port}`,
    publicOrigins: e.PUBLIC_ORIGINS ?? defaults.publicOrigins ?? [],
    jwtSecret: e.JWT_SECRET ?? defaults.jwtSecret,
    accessTokenTtl: e.ACCESS_TOKEN_TTL ?? defaults.accessTokenTtl ?? 900,
    refreshTokenTtl: e.REFRESH_TOKEN_TTL ?? defaults.refreshTokenTtl ?? 14 * 24 * 3600,
    stripeSecretKey: e.STRIPE_SECRET_KEY ?? defaults.stripeSecretKey,
    stripeWebhookSecret: e.STRIPE_WEBHOOK_SECRET ?? defaults.stripeWebhookSecret,
    stripePublishableKey: e.STRIPE_PUBLISHABLE_KEY ?? defaults.stripePublishableKey,
    paymentSandbox: e.PAYMENT_SANDBOX ?? defaults.paymentSandbox ?? false,
    paymentSandboxInProduction:
      e.PAYMENT_SANDBOX_IN_PRODUCTION !== undefined || (defaults.paymentSandboxInProduction ?? false),
    logLevel: e.LOG_LEVEL ?? defaults.logLevel ?? 'info',
    trustProxy: e.TRUST_PROXY ?? defaults.trustProxy ?? false,
    secretsKey: e.SECRETS_KEY ?? defaults.secretsKey,
    twilioApiUrl: e.TWILIO_API_URL ?? defaults.twilioApiUrl ?? 'https://api.twilio.com',
    mailHostAllow: e.MAIL_HOST_ALLOW ?? defaults.mailHostAllow ?? [],
    invoiceTaxRateBp: e.INVOICE_TAX_RATE ?? defaults.invoiceTaxRateBp ?? 0,
    invoiceSeller: e.INVOICE_SELLER ?? defaults.invoiceSeller ?? 'Talent Marketplace',
  };
  const problems = unsafeSettings(config, { publicUrlSet: publicUrl !== undefined });
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

/** Settings that are each valid but dangerous together; buildApp checks them again on the final config. */
export function unsafeSettings(config: ServerConfig, given: { publicUrlSet: boolean }): string[] {
  const problems: string[] = [];
  if (config.production && !given.publicUrlSet)
    problems.push('PUBLIC_URL is required when NODE_ENV=production (e-mailed links are built on it)');
  if (config.paymentSandbox && config.stripeSecretKey)
    problems.push('PAYMENT_SANDBOX must be off when STRIPE_SECRET_KEY is set (choose one payment provider)');
  if (config.paymentSandbox && config.production && !config.paymentSandboxInProduction)
    problems.push(
      'PAYMENT_SANDBOX must be off when NODE_ENV=production: the sandbox gives TAT and plans away ' +
        '(set PAYMENT_SANDBOX_IN_PRODUCTION=i-understand-this-mints-money to run it anyway)',
    );
  return problems;
}

function s3Settings(e: Env): S3Config | undefined {
  if (!e.S3_BUCKET) return undefined;
  // The schema has already refused a bucket without both keys.
  return {
    bucket: e.S3_BUCKET,
    region: e.S3_REGION ?? 'us-east-1',
    endpoint: e.S3_ENDPOINT,
    accessKeyId: e.S3_ACCESS_KEY_ID ?? e.AWS_ACCESS_KEY_ID ?? '',
    secretAccessKey: e.S3_SECRET_ACCESS_KEY ?? e.AWS_SECRET_ACCESS_KEY ?? '',
  };
}
