import { randomBytes } from 'node:crypto';
import { buildApp, type BuildOptions, type BuiltApp } from '../src/app';
import type { ServerConfig } from '../src/config';
import { dropPgSchema } from '../src/db/index';

export interface TestApp extends BuiltApp {
  close(): Promise<void>;
}

/** A fresh app on SQLite in memory, or on a fresh PostgreSQL schema when DATABASE_URL is set. */
export async function createTestApp(config: Partial<ServerConfig> = {}, options: Omit<BuildOptions, 'config'> = {}): Promise<TestApp> {
  const databaseUrl = process.env.DATABASE_URL;
  const schema = databaseUrl ? `t_${randomBytes(6).toString('hex')}` : undefined;
  const built = await buildApp({
    logger: false,
    ...options,
    config: {
      sqliteFile: ':memory:',
      databaseUrl,
      databaseSchema: schema,
      seedDemo: true,
      portalDist: undefined,
      jwtSecret: 'test-secret-0123456789abcdef0123456789abcdef',
      redisUrl: undefined,
      stripeSecretKey: undefined,
      smtpUrl: undefined,
      ...config,
    },
  });
  return {
    ...built,
    async close() {
      await built.app.close();
      if (databaseUrl && schema) await dropPgSchema(databaseUrl, schema);
    },
  };
}

/** The 4-digit code in the newest outbox message to a recipient. */
export async function lastCode(t: BuiltApp, recipient: string): Promise<string> {
  const row = await t.ctx.db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('recipient', '=', recipient)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  const code = row?.text.match(/\b(\d{4})\b/)?.[1];
  if (!code) throw new Error(`no code in the outbox for ${recipient}`);
  return code;
}

export async function lastMessage(t: BuiltApp, recipient: string) {
  return t.ctx.db.selectFrom('mail_outbox').selectAll().where('recipient', '=', recipient).orderBy('id', 'desc').executeTakeFirst();
}

export const DEMO_PASSWORD = 'Demo#2026';

export async function login(t: BuiltApp, email: string, password = DEMO_PASSWORD) {
  const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login ${email}: ${res.statusCode} ${res.body}`);
  return res.json() as { accessToken: string; refreshToken: string; userData: { id: number; role: string } };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
