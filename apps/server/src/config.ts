/** Server configuration from the environment (docs/server.md lists every variable). */
import path from 'node:path';

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
  s3?: { endpoint: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string };
  redisUrl?: string;
  /** Redis pub/sub channel of the notification hub (servers of one deployment share it). */
  redisChannel: string;
  /** Prefix of the rate-limit keys in Redis (servers of one deployment share it). */
  rateLimitPrefix: string;
  seedDemo: boolean;
  portalDist?: string;
  smtpUrl?: string;
  mailFrom: string;
  publicUrl?: string;
  jwtSecret?: string;
  accessTokenTtl: number;
  refreshTokenTtl: number;
  stripeSecretKey?: string;
  stripeWebhookSecret?: string;
  logLevel: string;
  /** Behind a reverse proxy: take the client address from X-Forwarded-For (rate limits use it). */
  trustProxy: boolean;
}

function num(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}

export function configFromEnv(
  env: NodeJS.ProcessEnv = process.env,
  defaults: Partial<ServerConfig> = {},
): ServerConfig {
  const dataDir = path.resolve(env.DATA_DIR ?? defaults.dataDir ?? './data');
  return {
    port: num(env.PORT, defaults.port ?? 3000),
    host: env.HOST ?? defaults.host ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || defaults.databaseUrl,
    databaseSchema: env.DATABASE_SCHEMA || defaults.databaseSchema,
    sqliteFile: defaults.sqliteFile,
    filesDir: env.FILES_DIR || defaults.filesDir,
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          region: env.S3_REGION || 'us-east-1',
          endpoint: env.S3_ENDPOINT || `https://s3.${env.S3_REGION || 'us-east-1'}.amazonaws.com`,
          accessKeyId: env.S3_ACCESS_KEY_ID || env.AWS_ACCESS_KEY_ID || '',
          secretAccessKey: env.S3_SECRET_ACCESS_KEY || env.AWS_SECRET_ACCESS_KEY || '',
        }
      : defaults.s3,
    redisUrl: env.REDIS_URL || defaults.redisUrl,
    redisChannel: env.REDIS_CHANNEL || defaults.redisChannel || 'talent:notifications',
    rateLimitPrefix: env.RATE_LIMIT_PREFIX || defaults.rateLimitPrefix || 'talent:rl:',
    seedDemo: (env.SEED_DEMO ?? 'true').toLowerCase() !== 'false',
    portalDist: env.PORTAL_DIST || defaults.portalDist,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Talent <no-reply@talent.local>',
    publicUrl: env.PUBLIC_URL || undefined,
    jwtSecret: env.JWT_SECRET || undefined,
    accessTokenTtl: num(env.ACCESS_TOKEN_TTL, 900),
    refreshTokenTtl: num(env.REFRESH_TOKEN_TTL, 14 * 24 * 3600),
    stripeSecretKey: env.STRIPE_SECRET_KEY || undefined,
    stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET || undefined,
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: (env.TRUST_PROXY ?? 'false').toLowerCase() === 'true',
  };
}
