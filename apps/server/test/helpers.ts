import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp, type BuildOptions, type BuiltApp } from '../src/app';
import type { ServerConfig } from '../src/config';
import { dropPgSchema } from '../src/db/index';
import { priceFor, type PurchaseMode } from '@talent/api/rules';
import type { Role } from '@talent/api';

/** A fixed SECRETS_KEY for tests (32 bytes, hex). */
export const TEST_SECRETS_KEY = '00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff';

export interface TestApp extends BuiltApp {
  close(): Promise<void>;
}

/** A fresh app on SQLite in memory, or on a fresh PostgreSQL schema when DATABASE_URL is set. */
export async function createTestApp(
  config: Partial<ServerConfig> = {},
  options: Omit<BuildOptions, 'config'> = {},
): Promise<TestApp> {
  const databaseUrl = process.env.DATABASE_URL;
  const schema = databaseUrl ? `t_${randomBytes(6).toString('hex')}` : undefined;
  const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'talent-files-'));
  let built: BuiltApp;
  try {
    built = await buildApp({
      logger: false,
      ...options,
      config: {
        sqliteFile: ':memory:',
        filesDir,
        s3: undefined,
        databaseUrl,
        databaseSchema: schema,
        seedDemo: true,
        portalDist: undefined,
        jwtSecret: 'test-secret-0123456789abcdef0123456789abcdef',
        redisUrl: undefined,
        stripeSecretKey: undefined,
        // Payments that mint TAT and plans only where a test asks for them (createTestApp({ paymentSandbox: true })).
        paymentSandbox: false,
        production: false,
        smtpUrl: undefined,
        // Sending accounts are on in tests (servers.test.ts turns them off where it checks that state).
        secretsKey: TEST_SECRETS_KEY,
        // The local SMTP, IMAP (dovecot) and fake servers of the tests listen on 127.0.0.1: the operator's
        // allow list lets them past the SSRF guard, as a deployment would for its own private mail server.
        mailHostAllow: ['127.0.0.1'],
        ...config,
      },
    });
  } catch (e) {
    if (databaseUrl && schema) await dropPgSchema(databaseUrl, schema);
    fs.rmSync(filesDir, { recursive: true, force: true });
    throw e;
  }
  return {
    ...built,
    async close() {
      await built.app.close();
      if (databaseUrl && schema) await dropPgSchema(databaseUrl, schema);
      fs.rmSync(filesDir, { recursive: true, force: true });
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
  return t.ctx.db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('recipient', '=', recipient)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

export const DEMO_PASSWORD = 'Demo#2026';

export async function login(t: BuiltApp, email: string, password = DEMO_PASSWORD) {
  const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login ${email}: ${res.statusCode} ${res.body}`);
  return res.json() as { accessToken: string; refreshToken: string; userData: { id: number; role: string } };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A one-time ticket for the notification socket (its URL's `token`), asked with a session's access token. */
export async function socketTicket(t: BuiltApp, accessToken: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/socket_ticket/',
    headers: bearer(accessToken),
  });
  if (res.statusCode !== 200) throw new Error(`socket ticket: ${res.statusCode} ${res.body}`);
  return (res.json() as { ticket: string }).ticket;
}

export interface FilePart {
  name: string;
  filename: string;
  contentType: string;
  data: Buffer;
}

/** Builds a multipart/form-data body for app.inject. */
export function multipart(fields: Record<string, string | number>, files: FilePart[] = []) {
  const boundary = `----talent${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.name}"; filename="${f.filename}"\r\nContent-Type: ${f.contentType}\r\n\r\n`,
      ),
    );
    chunks.push(f.data, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export const PDF = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n%%EOF\n`);

/** Gives a user TAT straight from the issuer (tests only). */
export async function fund(
  t: BuiltApp,
  userId: number,
  amount: number,
  key = `test-fund:${userId}:${randomBytes(4).toString('hex')}`,
) {
  const { grant } = await import('../src/modules/ledger/service');
  await grant(t.ctx.db, userId, 'TAT', amount, key, 'test funds');
}

export async function registerUser(
  t: BuiltApp,
  email: string,
  role = 'recruiter',
  password = 'secret-pass-1',
  verified = true,
) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { full_name: email.split('@')[0], email, password, role },
  });
  if (res.statusCode !== 201) throw new Error(`register ${email}: ${res.statusCode} ${res.body}`);
  const session = res.json() as {
    accessToken: string;
    refreshToken: string;
    userData: { id: number; role: string };
  };
  // Money, uploads and API keys need a verified address (issue 24): mark it as the e-mailed code would.
  if (verified)
    await t.ctx.db
      .updateTable('users')
      .set({ is_email_verified: 1 })
      .where('id', '=', session.userData.id)
      .execute();
  return session;
}

/** The charge a buyer sees for unlock, rent or buy of a profile now (purchases must send it back). */
export async function seenPrice(t: BuiltApp, mode: PurchaseMode, profileId: number): Promise<number> {
  const row = await t.ctx.db
    .selectFrom('profiles')
    .select('price')
    .where('id', '=', profileId)
    .executeTakeFirst();
  return priceFor(mode, Number(row?.price ?? 0));
}

/** The seeded demo account of each role (password DEMO_PASSWORD). */
export const DEMO_EMAILS: Record<Role, string> = {
  admin: 'admin@example.com',
  editor: 'editor@example.com',
  client: 'client@example.com',
  jobseeker: 'jobseeker@example.com',
  freelancer: 'freelancer@example.com',
  recruiter: 'recruiter@example.com',
  recruitment_agency: 'agency@example.com',
  enterprise: 'enterprise@example.com',
  freelance_enterprise: 'flenterprise@example.com',
};
