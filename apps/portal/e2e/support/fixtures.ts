import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { createHmac } from 'node:crypto';
import path from 'node:path';
import { CspWatch } from './csp';
import { ENV } from './env';

export const DEMO_PASSWORD = 'Demo#2026';

function required(name: string): string {
  const value = process.env[name];
  if (!value)
    throw new Error(`${name} is not set: run the tests through playwright.config.ts (global setup).`);
  return value;
}

export const servers = {
  main: () => ({ url: required(ENV.baseUrl), dataDir: required(ENV.dataDir) }),
};

/**
 * Every test talks to the main server unless it says otherwise. Demo accounts are signed in only by
 * auth.spec.ts (its tests run one after another): a login ends the account's other sessions (406), so files
 * that run in parallel create their own accounts with `createVerifiedAccount`.
 */
export const test = base.extend<{ cspWatch: CspWatch }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
  baseURL: async ({}, use) => {
    await use(servers.main().url);
  },
  // No page of any journey may violate the Content-Security-Policy (issue 24): every context the test
  // uses, its own `context` and those it opens with `browser.newContext`, is watched (support/csp.ts).
  cspWatch: [
    async ({ browser }, use) => {
      const watch = new CspWatch();
      const undo = watch.watchNewContexts(browser);
      try {
        await use(watch);
      } finally {
        undo();
      }
      expect(watch.violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  context: async ({ context, cspWatch }, use) => {
    await cspWatch.watch(context);
    await use(context);
  },
});
export { expect };

let counter = 0;
/** An e-mail nobody has used in this run. */
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${process.pid}.${counter}@example.org`;
}

/** Reads the newest 4-digit code e-mailed to `recipient` from the server's outbox table. */
export async function readCodeFromOutbox(
  dataDir: string,
  recipient: string,
  after = 0,
  timeoutMs = 10_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const db = new Database(path.join(dataDir, 'talent.db'), { readonly: true, fileMustExist: true });
    try {
      const row = db
        .prepare(
          'SELECT id, subject, text FROM mail_outbox WHERE recipient = ? AND id > ? ORDER BY id DESC LIMIT 1',
        )
        .get(recipient, after) as { id: number; subject: string; text: string } | undefined;
      const code = row ? (/\b(\d{4})\b/.exec(row.subject) ?? /\b(\d{4})\b/.exec(row.text))?.[1] : undefined;
      if (code) return code;
    } finally {
      db.close();
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No code e-mailed to ${recipient} within ${timeoutMs} ms`);
}

/**
 * `token` (an access JWT the server at `dataDir` issued) re-signed with the same claims and an expiry a
 * minute in the past, so the server answers it with 401 now, without anyone waiting for it to expire. The
 * server signs with HS256 and the key it keeps in its settings table (no JWT_SECRET in the e2e setup).
 */
export function expiredAccessToken(dataDir: string, token: string): string {
  const db = new Database(path.join(dataDir, 'talent.db'), { readonly: true, fileMustExist: true });
  let secret: string;
  try {
    const row = db.prepare("SELECT value FROM settings WHERE key = 'jwt_secret'").get() as
      { value: string } | undefined;
    if (!row) throw new Error(`No jwt_secret in ${dataDir}/talent.db`);
    secret = row.value;
  } finally {
    db.close();
  }
  const [header, payload] = token.split('.');
  if (!header || !payload) throw new Error(`Not a JWT: ${token}`);
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
  const now = Math.floor(Date.now() / 1000);
  const body = Buffer.from(JSON.stringify({ ...claims, iat: now - 120, exp: now - 60 })).toString(
    'base64url',
  );
  const signature = createHmac('sha256', secret).update(`${header}.${body}`).digest('base64url');
  return `${header}.${body}.${signature}`;
}

/** The six profile-section lists /profile reads at once (spec 000 section 7, Profile). */
export const PROFILE_SECTION_PATHS = [
  '/api/user_experiece/',
  '/api/user_education/',
  '/api/user_skill/',
  '/api/course_and_certification/',
  '/api/languages/',
  '/api/other_personal/',
] as const;

/** The page that reads all six section lists at once (the account issue moved them from /profile here). */
export const SECTIONS_PAGE = '/pages/profile';

/** Opens `path` and resolves once every section list has answered 200. */
export async function openAndWaitForSections(page: Page, path: string, timeout = 20_000): Promise<void> {
  const answered = Promise.all(
    PROFILE_SECTION_PATHS.map((pathname) =>
      page.waitForResponse((res) => new URL(res.url()).pathname === pathname && res.status() === 200, {
        timeout,
      }),
    ),
  );
  await page.goto(path);
  await answered;
}

/** The first match of `pattern` in the newest of the last 20 messages e-mailed to `recipient` that has one,
 * waiting for it to arrive in the server's outbox. */
export async function readLinkFromOutbox(
  dataDir: string,
  recipient: string,
  pattern: RegExp,
  timeoutMs = 10_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const db = new Database(path.join(dataDir, 'talent.db'), { readonly: true, fileMustExist: true });
    try {
      const rows = db
        .prepare('SELECT text FROM mail_outbox WHERE recipient = ? ORDER BY id DESC LIMIT 20')
        .all(recipient) as { text: string }[];
      const match = rows.map((r) => pattern.exec(r.text)).find(Boolean);
      if (match) return match[0];
    } finally {
      db.close();
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No link like ${pattern} e-mailed to ${recipient} within ${timeoutMs} ms`);
}

/** Reads the newest /reset-password/:uid/:token path e-mailed to `recipient`. */
export function readResetPathFromOutbox(
  dataDir: string,
  recipient: string,
  timeoutMs = 10_000,
): Promise<string> {
  return readLinkFromOutbox(dataDir, recipient, /\/reset-password\/[^\s]+\/[^\s.]+/, timeoutMs);
}

export function lastOutboxId(dataDir: string, recipient: string): number {
  const db = new Database(path.join(dataDir, 'talent.db'), { readonly: true, fileMustExist: true });
  try {
    const row = db.prepare('SELECT MAX(id) AS id FROM mail_outbox WHERE recipient = ?').get(recipient) as {
      id: number | null;
    };
    return row.id ?? 0;
  } finally {
    db.close();
  }
}

export async function loginThroughUi(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Welcome back', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Creates a verified account through the API (register, code from the outbox, verify). */
export async function createVerifiedAccount(
  request: APIRequestContext,
  server: { url: string; dataDir: string },
  role: string,
  password = 'Journey#2026',
): Promise<{ email: string; password: string }> {
  const email = uniqueEmail(role);
  const res = await request.post(`${server.url}/api/auth/register`, {
    data: { full_name: `E2E ${role}`, email, password, role },
  });
  expect(res.status(), await res.text()).toBe(201);
  const otp = await readCodeFromOutbox(server.dataDir, email);
  const verified = await request.post(`${server.url}/api/email_verified/`, { data: { email, otp } });
  expect(verified.status(), await verified.text()).toBe(200);
  return { email, password };
}
