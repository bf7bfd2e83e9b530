/** The zod schema of the server's environment variables. Each message follows the variable's name
 * ("PORT must be ..."), so ConfigError can print one readable line per problem. Values are never echoed:
 * several variables (DATABASE_URL, REDIS_URL, SMTP_URL, the keys) carry passwords. */
import { z } from 'zod';
import { hostAllowList } from './lib/host-guard';

// `FOO= npm start` means "not set" to a shell user, so an empty or blank variable counts as unset.
const blankToUnset = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess(blankToUnset, schema.optional());
}

function wholeNumber(min: number, max: number, what: string) {
  const message = `must be ${what}`;
  return z
    .string()
    .trim()
    .regex(/^\d+$/, message)
    .transform(Number)
    .pipe(z.number().min(min, message).max(max, message));
}

function url(protocols: readonly string[], example: string) {
  return z
    .string()
    .trim()
    .refine((value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    }, `must be a URL like ${example}`);
}

const TRUE = ['true', '1', 'yes', 'on'];
const FALSE = ['false', '0', 'no', 'off'];
const flag = z
  .string()
  .trim()
  .toLowerCase()
  .refine((value) => TRUE.includes(value) || FALSE.includes(value), 'must be true or false')
  .transform((value) => TRUE.includes(value));

const text = z.string().trim();

/** The site's public origin: http(s), a host, an optional port, nothing after it (links are built on it). */
const origin = z
  .string()
  .trim()
  .refine((value) => {
    try {
      const u = new URL(value);
      return (
        (u.protocol === 'http:' || u.protocol === 'https:') &&
        u.hostname !== '' &&
        !u.username &&
        !u.password &&
        u.pathname === '/' &&
        !u.search &&
        !u.hash &&
        !value.includes('?') &&
        !value.includes('#')
      );
    } catch {
      return false;
    }
  }, "must be the site's origin, like https://talent.example.com (http or https, no path, query or user)")
  .transform((value) => new URL(value).origin);

/** The value that lets the sandbox run with NODE_ENV=production (it gives TAT and plans away). */
export const SANDBOX_IN_PRODUCTION_CONSENT = 'i-understand-this-mints-money';
const seconds = wholeNumber(1, 10 * 365 * 24 * 3600, 'a whole number of seconds greater than 0');

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** The S3 variables that only make sense with a bucket: setting one without S3_BUCKET is a mistake. */
const S3_ONLY = ['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

export const envSchema = z
  .object({
    PORT: optional(wholeNumber(0, 65535, 'a port number from 0 to 65535')),
    HOST: optional(text),
    DATA_DIR: optional(text),
    DATABASE_URL: optional(url(['postgres:', 'postgresql:'], 'postgres://user:password@host:5432/talent')),
    DATABASE_POOL_MAX: optional(wholeNumber(1, 200, 'a whole number of connections from 1 to 200')),
    SQLITE_READ_THREADS: optional(wholeNumber(0, 64, 'a whole number of threads from 0 to 64')),
    // Interpolated into CREATE SCHEMA and search_path, so only a plain lower-case SQL name.
    DATABASE_SCHEMA: optional(
      z.string().regex(/^[a-z_][a-z0-9_]*$/, 'must be a lower-case SQL name (a-z, 0-9, _)'),
    ),
    FILES_DIR: optional(text),
    S3_BUCKET: optional(text),
    S3_REGION: optional(text.regex(/^[a-z0-9-]+$/, 'must be a region name such as us-east-1')),
    S3_ENDPOINT: optional(url(['http:', 'https:'], 'http://127.0.0.1:9000')),
    S3_ACCESS_KEY_ID: optional(text),
    S3_SECRET_ACCESS_KEY: optional(text),
    AWS_ACCESS_KEY_ID: optional(text),
    AWS_SECRET_ACCESS_KEY: optional(text),
    REDIS_URL: optional(url(['redis:', 'rediss:'], 'redis://127.0.0.1:6379')),
    REDIS_CHANNEL: optional(text),
    RATE_LIMIT_PREFIX: optional(text),
    METRICS_TOKEN: optional(z.string().min(16, 'must be at least 16 characters long')),
    METRICS_PORT: optional(wholeNumber(1, 65535, 'a port number from 1 to 65535')),
    METRICS_HOST: optional(text),
    SHUTDOWN_TIMEOUT_SECONDS: optional(wholeNumber(1, 600, 'a whole number of seconds from 1 to 600')),
    SEED_DEMO: optional(flag),
    MESSAGE_WORKER: optional(flag),
    PORTAL_DIST: optional(text),
    DEMO_DIST: optional(text),
    SMTP_URL: optional(url(['smtp:', 'smtps:'], 'smtp://user:password@host:587')),
    MAIL_FROM: optional(text),
    INBOUND_SMTP_PORT: optional(wholeNumber(0, 65535, 'a port number from 0 to 65535')),
    // A mail server may take a reader that comes more often than every 30 s for an abuser.
    IMAP_POLL_SECONDS: optional(wholeNumber(30, 24 * 3600, 'a whole number of seconds from 30 to 86400')),
    INBOUND_DOMAIN: optional(
      text.refine(
        (v) => /^[a-z0-9]([a-z0-9.-]*[a-z0-9])?$/i.test(v),
        'must be a domain name such as inbound.example.com',
      ),
    ),
    NODE_ENV: optional(text),
    PUBLIC_URL: optional(origin),
    // Other origins the portal is opened from (a second host name): a checkout returns to the one it began on.
    PUBLIC_ORIGINS: optional(
      text.transform((v, ctx) => {
        const list = v
          .split(',')
          .map((x) => x.trim())
          .filter(Boolean);
        const out: string[] = [];
        for (const item of list) {
          const parsed = origin.safeParse(item);
          if (!parsed.success) {
            ctx.addIssue({
              code: 'custom',
              message: `must list origins like https://talent.example.com, separated by commas (${item})`,
            });
            return z.NEVER;
          }
          out.push(parsed.data);
        }
        return out;
      }),
    ),
    // HS256 wants a key at least as long as its 256-bit hash.
    JWT_SECRET: optional(z.string().min(32, 'must be at least 32 characters long')),
    ACCESS_TOKEN_TTL: optional(seconds),
    REFRESH_TOKEN_TTL: optional(seconds),
    STRIPE_SECRET_KEY: optional(text),
    STRIPE_WEBHOOK_SECRET: optional(text),
    STRIPE_PUBLISHABLE_KEY: optional(text),
    PAYMENT_SANDBOX: optional(flag),
    PAYMENT_SANDBOX_IN_PRODUCTION: optional(
      z.literal(SANDBOX_IN_PRODUCTION_CONSENT, {
        error: `must be ${SANDBOX_IN_PRODUCTION_CONSENT} (or unset)`,
      }),
    ),
    LOG_LEVEL: optional(z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` })),
    TRUST_PROXY: optional(flag),
    // The key of the users' stored secrets (SMTP passwords, SMS provider tokens): 32 bytes, base64 or hex.
    SECRETS_KEY: optional(
      text.refine(
        (value) => secretsKeyBytes(value) !== undefined,
        'must be 32 random bytes written as 64 hex digits or 44 base64 characters (openssl rand -base64 32)',
      ),
    ),
    TWILIO_API_URL: optional(url(['http:', 'https:'], 'https://api.twilio.com')),
    // Users' mail servers the SSRF guard lets through although private (lib/host-guard.ts).
    MAIL_HOST_ALLOW: optional(
      text
        .transform((v) =>
          v
            .split(',')
            .map((x) => x.trim())
            .filter(Boolean),
        )
        .refine((list) => {
          try {
            hostAllowList(list);
            return true;
          } catch {
            return false;
          }
        }, 'must be host names, addresses or CIDR ranges separated by commas, such as mail.corp.example,10.0.0.0/8'),
    ),
    // Percent with at most two decimals; stored on each invoice in basis points.
    INVOICE_TAX_RATE: optional(
      text
        .regex(
          /^\d{1,3}(\.\d{1,2})?$/,
          'must be a percentage from 0 to 100 with at most two decimals, such as 7.5',
        )
        .transform((v) => Math.round(Number(v) * 100))
        .pipe(
          z.number().max(10_000, 'must be a percentage from 0 to 100 with at most two decimals, such as 7.5'),
        ),
    ),
    INVOICE_SELLER: optional(text.max(500, 'must be at most 500 characters')),
  })
  .superRefine((env, ctx) => {
    if (!env.S3_BUCKET) {
      const set = S3_ONLY.filter((name) => env[name] !== undefined);
      if (set.length > 0)
        ctx.addIssue({
          code: 'custom',
          path: ['S3_BUCKET'],
          message: `is required when ${set.join(', ')} ${set.length > 1 ? 'are' : 'is'} set`,
        });
      return;
    }
    if (!env.S3_ACCESS_KEY_ID && !env.AWS_ACCESS_KEY_ID)
      ctx.addIssue({
        code: 'custom',
        path: ['S3_ACCESS_KEY_ID'],
        message: 'is required with S3_BUCKET (or AWS_ACCESS_KEY_ID)',
      });
    if (!env.S3_SECRET_ACCESS_KEY && !env.AWS_SECRET_ACCESS_KEY)
      ctx.addIssue({
        code: 'custom',
        path: ['S3_SECRET_ACCESS_KEY'],
        message: 'is required with S3_BUCKET (or AWS_SECRET_ACCESS_KEY)',
      });
  });

export type Env = z.output<typeof envSchema>;

/** SECRETS_KEY as its 32 bytes: 64 hex digits, or base64 (standard or url-safe) of 32 bytes. */
export function secretsKeyBytes(value: string): Buffer | undefined {
  const v = value.trim();
  if (/^[0-9a-fA-F]{64}$/.test(v)) return Buffer.from(v, 'hex');
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(v)) {
    const bytes = Buffer.from(v.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
    return bytes.length === 32 ? bytes : undefined;
  }
  return undefined;
}
