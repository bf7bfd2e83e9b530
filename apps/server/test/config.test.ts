import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, configFromEnv } from '../src/config';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The problems configFromEnv reports for an environment (empty when it is accepted). */
function problems(env: Record<string, string>): string[] {
  try {
    configFromEnv(env);
    return [];
  } catch (e) {
    if (e instanceof ConfigError) return e.problems;
    throw e;
  }
}

describe('configuration from the environment', () => {
  it('reads good values', () => {
    const config = configFromEnv({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
      DATABASE_SCHEMA: 'tenant_1',
      REDIS_URL: 'redis://127.0.0.1:6379',
      S3_BUCKET: 'talent',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      AWS_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      ACCESS_TOKEN_TTL: '2',
      REFRESH_TOKEN_TTL: ' 3600 ',
      SEED_DEMO: 'FALSE',
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'x'.repeat(32),
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/test',
      databaseSchema: 'tenant_1',
      redisUrl: 'redis://127.0.0.1:6379',
      s3: {
        bucket: 'talent',
        region: 'us-east-1',
        endpoint: 'http://127.0.0.1:9000',
        accessKeyId: 'id',
        secretAccessKey: 'secret',
      },
      accessTokenTtl: 2,
      refreshTokenTtl: 3600,
      seedDemo: false,
      trustProxy: true,
      logLevel: 'warn',
    });
  });

  it('uses the defaults for unset and empty variables', () => {
    const config = configFromEnv({ PORT: '', DATABASE_URL: '', S3_BUCKET: ' ' }, { port: 4000 });
    expect(config.port).toBe(4000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.s3).toBeUndefined();
    expect(config.accessTokenTtl).toBe(900);
    expect(config.seedDemo).toBe(true);
    expect(configFromEnv({}).port).toBe(3000);
  });

  it('names each wrong variable instead of falling back', () => {
    expect(problems({ PORT: 'abc' })).toEqual(['PORT must be a port number from 0 to 65535']);
    expect(problems({ PORT: '70000' })).toEqual(['PORT must be a port number from 0 to 65535']);
    expect(problems({ ACCESS_TOKEN_TTL: '-5', REFRESH_TOKEN_TTL: '0' })).toEqual([
      'ACCESS_TOKEN_TTL must be a whole number of seconds greater than 0',
      'REFRESH_TOKEN_TTL must be a whole number of seconds greater than 0',
    ]);
    expect(problems({ DATABASE_URL: 'localhost:5432/talent' })).toEqual([
      'DATABASE_URL must be a URL like postgres://user:password@host:5432/talent',
    ]);
    expect(problems({ REDIS_URL: '127.0.0.1:6379' })).toEqual([
      'REDIS_URL must be a URL like redis://127.0.0.1:6379',
    ]);
    expect(problems({ DATABASE_SCHEMA: 'x; DROP TABLE users' })[0]).toMatch(/^DATABASE_SCHEMA /);
    expect(problems({ SEED_DEMO: 'maybe' })).toEqual(['SEED_DEMO must be true or false']);
    expect(problems({ LOG_LEVEL: 'loud' })[0]).toMatch(/^LOG_LEVEL must be one of fatal, error, warn, info/);
    expect(problems({ JWT_SECRET: 'short' })).toEqual(['JWT_SECRET must be at least 32 characters long']);
  });

  it('refuses S3 settings with a key missing', () => {
    expect(problems({ S3_BUCKET: 'talent', S3_ACCESS_KEY_ID: 'id' })).toEqual([
      'S3_SECRET_ACCESS_KEY is required with S3_BUCKET (or AWS_SECRET_ACCESS_KEY)',
    ]);
    expect(problems({ S3_BUCKET: 'talent' })).toHaveLength(2);
    expect(problems({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toEqual([
      'S3_BUCKET is required when S3_ENDPOINT is set',
    ]);
    const keys = { AWS_ACCESS_KEY_ID: 'id', AWS_SECRET_ACCESS_KEY: 'secret' };
    expect(problems({ S3_BUCKET: 'talent', S3_ENDPOINT: 'minio:9000', ...keys })).toEqual([
      'S3_ENDPOINT must be a URL like http://127.0.0.1:9000',
    ]);
  });

  it('never echoes a value, since URLs and keys carry passwords', () => {
    const message = problems({ DATABASE_URL: 'pg://admin:hunter2@db' }).join('\n');
    expect(message).toContain('DATABASE_URL');
    expect(message).not.toContain('hunter2');
  });
});

describe('SECRETS_KEY (sending accounts, issue 18)', () => {
  it('takes 32 bytes as 64 hex digits or base64, and refuses anything else without echoing it', () => {
    const hex = 'ab'.repeat(32);
    const base64 = Buffer.alloc(32, 9).toString('base64');
    expect(configFromEnv({ SECRETS_KEY: hex }).secretsKey).toBe(hex);
    expect(configFromEnv({ SECRETS_KEY: base64 }).secretsKey).toBe(base64);
    expect(configFromEnv({}).secretsKey).toBeUndefined();
    const message =
      'SECRETS_KEY must be 32 random bytes written as 64 hex digits or 44 base64 characters (openssl rand -base64 32)';
    for (const wrong of ['short-secret', 'ab'.repeat(31), Buffer.alloc(24, 1).toString('base64')])
      expect(problems({ SECRETS_KEY: wrong })).toEqual([message]);
  });
  it('TWILIO_API_URL defaults to Twilio and must be an http(s) URL', () => {
    expect(configFromEnv({}).twilioApiUrl).toBe('https://api.twilio.com');
    expect(problems({ TWILIO_API_URL: 'api.twilio.com' })).toEqual([
      'TWILIO_API_URL must be a URL like https://api.twilio.com',
    ]);
  });
  it('IMAP_POLL_SECONDS defaults to 300 and takes 30 s to a day', () => {
    expect(configFromEnv({}).imapPollSeconds).toBe(300);
    expect(configFromEnv({ IMAP_POLL_SECONDS: '60' }).imapPollSeconds).toBe(60);
    for (const wrong of ['29', '86401', '1.5', 'often'])
      expect(problems({ IMAP_POLL_SECONDS: wrong })).toEqual([
        'IMAP_POLL_SECONDS must be a whole number of seconds from 30 to 86400',
      ]);
  });
  it('DATABASE_POOL_MAX is unset by default (10) and takes 1 to 200', () => {
    expect(configFromEnv({}).databasePoolMax).toBeUndefined();
    expect(configFromEnv({ DATABASE_POOL_MAX: '4' }).databasePoolMax).toBe(4);
    for (const wrong of ['0', '201', '2.5', 'lots'])
      expect(problems({ DATABASE_POOL_MAX: wrong })).toEqual([
        'DATABASE_POOL_MAX must be a whole number of connections from 1 to 200',
      ]);
  });
  it('SQLITE_READ_THREADS is unset by default (one per core) and takes 0 to 64', () => {
    expect(configFromEnv({}).sqliteReadThreads).toBeUndefined();
    expect(configFromEnv({ SQLITE_READ_THREADS: '0' }).sqliteReadThreads).toBe(0);
    expect(configFromEnv({ SQLITE_READ_THREADS: '3' }).sqliteReadThreads).toBe(3);
    for (const wrong of ['-1', '65', '1.5', 'many'])
      expect(problems({ SQLITE_READ_THREADS: wrong })).toEqual([
        'SQLITE_READ_THREADS must be a whole number of threads from 0 to 64',
      ]);
  });
});

describe('PUBLIC_URL and the payment sandbox (issue 24, findings 2 and 3)', () => {
  it('PUBLIC_URL is required in production and defaults to http://localhost:PORT elsewhere', () => {
    expect(problems({ NODE_ENV: 'production' })).toEqual([
      'PUBLIC_URL is required when NODE_ENV=production (e-mailed links are built on it)',
    ]);
    expect(configFromEnv({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(
      configFromEnv({ NODE_ENV: 'production', PUBLIC_URL: 'https://talent.example.com/' }),
    ).toMatchObject({
      production: true,
      publicUrl: 'https://talent.example.com',
    });
    expect(configFromEnv({ PUBLIC_URL: ' http://127.0.0.1:5173 ' }).publicUrl).toBe('http://127.0.0.1:5173');
  });

  it('PUBLIC_URL must be a bare http(s) origin: no path, query, fragment or user', () => {
    for (const bad of [
      'talent.example.com',
      'ftp://talent.example.com',
      'javascript:alert(1)',
      'https://talent.example.com/app',
      'https://talent.example.com?next=evil',
      'https://talent.example.com/#x',
      'https://user:pw@talent.example.com',
    ]) {
      expect(problems({ PUBLIC_URL: bad }), bad).toHaveLength(1);
      expect(problems({ PUBLIC_URL: bad })[0], bad).toMatch(/^PUBLIC_URL must be the site's origin/);
    }
  });

  it('the sandbox is off unless PAYMENT_SANDBOX=true, and needs a consent in production', () => {
    expect(configFromEnv({}).paymentSandbox).toBe(false);
    expect(configFromEnv({ PAYMENT_SANDBOX: 'true' }).paymentSandbox).toBe(true);
    const prod = {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://talent.example.com',
      PAYMENT_SANDBOX: 'true',
    };
    expect(problems(prod)).toEqual([
      'PAYMENT_SANDBOX must be off when NODE_ENV=production: the sandbox gives TAT and plans away ' +
        '(set PAYMENT_SANDBOX_IN_PRODUCTION=i-understand-this-mints-money to run it anyway)',
    ]);
    expect(problems({ ...prod, PAYMENT_SANDBOX_IN_PRODUCTION: 'true' })).toEqual([
      'PAYMENT_SANDBOX_IN_PRODUCTION must be i-understand-this-mints-money (or unset)',
    ]);
    expect(
      configFromEnv({ ...prod, PAYMENT_SANDBOX_IN_PRODUCTION: 'i-understand-this-mints-money' })
        .paymentSandbox,
    ).toBe(true);
    expect(problems({ PAYMENT_SANDBOX: 'true', STRIPE_SECRET_KEY: 'sk_test_x' })).toEqual([
      'PAYMENT_SANDBOX must be off when STRIPE_SECRET_KEY is set (choose one payment provider)',
    ]);
  });
});

describe('starting the server with a bad variable', () => {
  it('prints the problem and exits 1', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'talent-config-'));
    try {
      const result = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
        const child = execFile(
          process.execPath,
          ['--import', 'tsx', path.join(here, '../src/main.ts')],
          {
            cwd: path.join(here, '..'),
            // Only what node needs, so no variable of the test run can change the outcome.
            env: {
              PATH: process.env.PATH ?? '',
              HOME: process.env.HOME ?? '',
              PORT: 'abc',
              DATA_DIR: dataDir,
            },
          },
          (_err, _stdout, stderr) => resolve({ code: child.exitCode, stderr }),
        );
      });
      expect(result.code).toBe(1);
      expect(result.stderr).toContain('PORT must be a port number from 0 to 65535');
      // Stopped before opening a database.
      expect(fs.readdirSync(dataDir)).toEqual([]);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
