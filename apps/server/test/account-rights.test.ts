/** Issue 44 part B: an account holder's data archive, the deletion of their account with a grace period,
 * and the admins' retention setting. The clock is the app's: tests move it, nothing sleeps. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { strFromU8, unzipSync } from 'fflate';
import { sql } from 'kysely';
import { checkTotals } from '../src/db/totals';
import { rightsParts } from '../src/modules/rights/routes';
import { PlACEHOLDER } from './fixtures';
import {
  DEMO_EMAILS,
  PDF,
  bearer,
  createTestApp,
  fund,
  lastMessage,
  login,
  multipart,
  registerUser,
  type TestApp,
} from './helpers';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
let clock = Date.parse('2026-03-02T10:00:00.000Z');
let t: TestApp;
let rights: ReturnType<typeof rightsParts>;

beforeAll(async () => {
  // No background rounds: the test runs the scheduler's rounds itself, after moving the clock.
  t = await createTestApp({ messageWorker: false }, { now: () => clock });
  rights = rightsParts(t.ctx, t.app.rateCounters);
});
afterAll(async () => {
  await t.close();
});

async function uploadProfile(token: string, email: string, fileText: string): Promise<number> {
  const mp = multipart({ first_name: 'Pat', last_name: fileText, email, job_title: 'Engineer' }, [
    { name: 'file', filename: `${fileText}.pdf`, contentType: 'application/pdf', data: PDF(fileText) },
    { name: 'page_images', filename: 'p1.jpg', contentType: 'image/jpeg', data: PlACEHOLDER },
    { name: 'masked_images', filename: 'm1.jpg', contentType: 'image/jpeg', data: PlACEHOLDER },
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/resume-uploaded/',
    payload: mp.payload,
    headers: { ...mp.headers, ...bearer(token) },
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { profile: { id: number } }).profile.id;
}

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

/** Every transaction sums to zero per currency, and every account's balance is the sum of its entries. */
async function ledgerBalanced(): Promise<void> {
  const unbalanced = await t.ctx.db
    .selectFrom('ledger_entries')
    .select(['transaction_id', 'currency', (eb) => eb.fn.sum<number>('amount').as('total')])
    .groupBy(['transaction_id', 'currency'])
    .having(sql`sum(amount)`, '!=', 0)
    .execute();
  expect(unbalanced).toEqual([]);
  const accounts = await t.ctx.db
    .selectFrom('ledger_accounts')
    .leftJoin('ledger_entries', 'ledger_entries.account_id', 'ledger_accounts.id')
    .select(['ledger_accounts.id', 'ledger_accounts.balance', (eb) => eb.fn.sum<number>('amount').as('sum')])
    .groupBy(['ledger_accounts.id', 'ledger_accounts.balance'])
    .execute();
  for (const a of accounts) expect(Number(a.balance), `account ${a.id}`).toBe(Number(a.sum ?? 0));
}

describe('download my data', () => {
  it('archives the user’s data and files, not others’; the link works 24 hours; one per 24 hours', async () => {
    const alice = await registerUser(t, 'alice@rights.test');
    const bob = await registerUser(t, 'bob@rights.test');
    const aliceProfile = await uploadProfile(alice.accessToken, 'cand-alice@people.test', 'aliceoriginal');
    await uploadProfile(bob.accessToken, 'cand-bob@people.test', 'boboriginal');

    expect((await call('GET', '/api/account/data-export', alice.accessToken)).json().state).toBe('none');
    const asked = await call('POST', '/api/account/data-export', alice.accessToken);
    expect(asked.statusCode, asked.body).toBe(202);
    expect(asked.json().state).toBe('preparing');
    const again = await call('POST', '/api/account/data-export', alice.accessToken);
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toMatch(/one archive every 24 hours/);

    expect((await rights.scheduler.runOnce()).built).toBe(1);
    const ready = (await call('GET', '/api/account/data-export', alice.accessToken)).json();
    expect(ready.state).toBe('ready');
    expect(Date.parse(ready.expires_at) - clock).toBe(DAY);

    const mail = await lastMessage(t, 'alice@rights.test');
    const link = mail?.text.match(/\/api\/account\/data-export\/\d+\/[A-Za-z0-9_-]+/)?.[0];
    expect(link, mail?.text).toBeDefined();
    const res = await call('GET', link!);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const zip = unzipSync(new Uint8Array(res.rawPayload));
    const data = JSON.parse(strFromU8(zip['data.json']!)) as {
      account: { email: string; password_hash?: string };
      profiles: { id: number; email: string }[];
    };
    expect(data.account.email).toBe('alice@rights.test');
    expect(data.account.password_hash).toBeUndefined();
    expect(data.profiles.map((p) => p.id)).toEqual([aliceProfile]);
    const original = Object.keys(zip).find((k) => k.startsWith(`files/${aliceProfile}-`));
    expect(original).toBeDefined();
    expect(strFromU8(zip[original!]!)).toContain('aliceoriginal');
    const everything = Object.values(zip)
      .map((f) => strFromU8(f))
      .join('\n');
    expect(everything).not.toContain('bob@rights.test');
    expect(everything).not.toContain('boboriginal');
    // A wrong token is no link.
    expect((await call('GET', link!.replace(/\/[^/]+$/, '/wrong'))).statusCode).toBe(404);

    clock += DAY;
    expect((await call('GET', link!)).statusCode).toBe(410);
    // The access token did not outlive the day either: sign in again.
    const aliceAgain = (await login(t, 'alice@rights.test', 'secret-pass-1')).accessToken;
    expect((await call('GET', '/api/account/data-export', aliceAgain)).json().state).toBe('expired');
    expect((await rights.scheduler.runOnce()).expired).toBe(1);
    const row = await t.ctx.db
      .selectFrom('data_exports')
      .selectAll()
      .where('user_id', '=', alice.userData.id)
      .executeTakeFirstOrThrow();
    expect(row.file_key).toBeNull();
    // 24 hours after the request, the next one is allowed.
    expect((await call('POST', '/api/account/data-export', aliceAgain)).statusCode).toBe(202);
  });
});

describe('delete my account', () => {
  it('ends sessions and API keys at once; signing in again and "keep my account" cancels it', async () => {
    const carol = await registerUser(t, 'carol@rights.test');
    const key = await call('POST', '/api/api-key', carol.accessToken, { name: 'CI' });
    expect(key.statusCode, key.body).toBe(201);
    const apiKey = key.json().key as string;

    const wrong = await call('POST', '/api/account/deletion', carol.accessToken, { password: 'nope' });
    expect(wrong.statusCode).toBe(400);
    const none = await call('POST', '/api/account/deletion', carol.accessToken, {});
    expect(none.statusCode).toBe(400);
    const asked = await call('POST', '/api/account/deletion', carol.accessToken, {
      password: 'secret-pass-1',
    });
    expect(asked.statusCode, asked.body).toBe(202);
    expect(Date.parse(asked.json().delete_after) - clock).toBe(14 * DAY);

    expect((await call('GET', '/api/account/deletion', carol.accessToken)).statusCode).toBe(401);
    const viaKey = await t.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: { 'x-api-key': apiKey },
    });
    expect(viaKey.statusCode).toBe(401);

    const back = await login(t, 'carol@rights.test', 'secret-pass-1');
    const status = (await call('GET', '/api/account/deletion', back.accessToken)).json();
    expect(status).toMatchObject({ state: 'scheduled', delete_after: asked.json().delete_after });
    expect((await call('POST', '/api/account/deletion/cancel', back.accessToken)).statusCode).toBe(200);
    expect((await call('GET', '/api/account/deletion', back.accessToken)).json().state).toBe('none');
    expect((await call('POST', '/api/account/deletion/cancel', back.accessToken)).statusCode).toBe(404);

    // The grace period passes: nothing happens to a cancelled request.
    clock += 15 * DAY;
    await rights.scheduler.runOnce();
    expect((await login(t, 'carol@rights.test', 'secret-pass-1')).userData.id).toBe(carol.userData.id);
  });

  it('the e-mailed undo link cancels within the grace period, once', async () => {
    const dan = await registerUser(t, 'dan@rights.test');
    expect(
      (await call('POST', '/api/account/deletion', dan.accessToken, { password: 'secret-pass-1' }))
        .statusCode,
    ).toBe(202);
    const mail = await lastMessage(t, 'dan@rights.test');
    const link = mail?.text.match(/\/undo-account-deletion\/(\d+)\/([A-Za-z0-9_-]+)/);
    expect(link, mail?.text).toBeTruthy();
    const undo = `/api/undo-account-deletion/${link![1]}/${link![2]}`;
    expect((await call('POST', undo.replace(/[^/]+$/, 'forged'))).statusCode).toBe(400);
    expect((await call('POST', undo)).statusCode).toBe(200);
    expect((await call('POST', undo)).statusCode).toBe(400);
    clock += 15 * DAY;
    expect((await rights.scheduler.runOnce()).erased).toBe(0);
    expect((await login(t, 'dan@rights.test', 'secret-pass-1')).userData.id).toBe(dan.userData.id);
  });

  it('after 14 days the scheduler erases personal data, keeps the ledger exact and the link dead', async () => {
    const erin = await registerUser(t, 'erin@rights.test');
    const profile = await uploadProfile(erin.accessToken, 'cand-erin@people.test', 'erinoriginal');
    await fund(t, erin.userData.id, 40);
    const before = await t.ctx.balances(erin.userData.id);
    const asked = await call('POST', '/api/account/deletion', erin.accessToken, {
      password: 'secret-pass-1',
    });
    expect(asked.statusCode, asked.body).toBe(202);
    const mail = await lastMessage(t, 'erin@rights.test');
    const link = mail!.text.match(/\/undo-account-deletion\/(\d+)\/([A-Za-z0-9_-]+)/)!;

    clock += 14 * DAY - 60_000;
    expect((await rights.scheduler.runOnce()).erased).toBe(0);
    clock += 2 * 60_000;
    expect((await rights.scheduler.runOnce()).erased).toBe(1);

    const user = await t.ctx.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', erin.userData.id)
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({ email: `deleted-${user.id}@deleted.invalid`, full_name: 'Deleted account' });
    expect(user.deactivated_at).not.toBeNull();
    const gone = await t.ctx.db.selectFrom('profiles').select('id').where('id', '=', profile).execute();
    expect(gone).toEqual([]);
    expect(await t.ctx.files.deletePrefix(`profiles/${profile}`)).toBeUndefined();
    await expect(t.ctx.files.get(`profiles/${profile}/original.pdf`)).rejects.toThrow();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'erin@rights.test', password: 'secret-pass-1' },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    // The money stays where it was, on an account that names no one.
    expect(await t.ctx.balances(erin.userData.id)).toEqual(before);
    await ledgerBalanced();
    // The running totals the profile triggers keep still match a recount.
    expect(await checkTotals(t.ctx.db)).toEqual([]);
    expect((await call('POST', `/api/undo-account-deletion/${link[1]}/${link[2]}`)).statusCode).toBe(400);
    const audit = await t.ctx.db
      .selectFrom('audit_log')
      .select('action')
      .where('target_user_id', '=', erin.userData.id)
      .where('action', 'like', 'account.%')
      .execute();
    expect(audit.map((a) => a.action).sort()).toEqual(['account.deleted', 'account.deletion_requested']);
  });

  it('refuses a team owner with active members', async () => {
    const owner = await registerUser(t, 'owner@rights.test', 'recruitment_agency');
    const at = new Date(clock).toISOString();
    await t.ctx.db
      .insertInto('users')
      .values({
        email: 'member@rights.test',
        password_hash: '',
        full_name: 'Member',
        role: 'recruitment_agency',
        sub_user: 1,
        is_email_verified: 1,
        is_phone_verified: 0,
        mobile: null,
        avatar: null,
        company_name: null,
        billing_address: null,
        user_type: null,
        hire_visa_candidates_statement: null,
        about_company_statement: null,
        equal_employee_opportunity: null,
        current_plan_id: null,
        plan_expires_at: null,
        current_session_id: null,
        owner_id: owner.userData.id,
        created_at: at,
        updated_at: at,
      })
      .execute();
    expect((await call('GET', '/api/account/deletion', owner.accessToken)).json().team_members).toBe(1);
    const res = await call('POST', '/api/account/deletion', owner.accessToken, { password: 'secret-pass-1' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/Remove them on the Team page/);
  });
});

describe('retention of private uploaded profiles', () => {
  it('the dry run counts what the run purges, enabling needs that count, each purge is audited', async () => {
    const admin = (await login(t, DEMO_EMAILS.admin)).accessToken;
    const frank = await registerUser(t, 'frank@rights.test');
    const old = await uploadProfile(frank.accessToken, 'cand-old@people.test', 'oldone');
    const fresh = await uploadProfile(frank.accessToken, 'cand-new@people.test', 'newone');
    const ancient = new Date(clock - 3 * 365 * DAY).toISOString();
    await t.ctx.db.updateTable('profiles').set({ updated_at: ancient }).where('id', '=', old).execute();

    const dry = await call('GET', '/api/admin/retention/dry-run?months=24', admin);
    expect(dry.statusCode, dry.body).toBe(200);
    const count = dry.json().count as number;
    expect(count).toBeGreaterThanOrEqual(1);
    expect((await call('GET', '/api/admin/retention/dry-run?months=0', admin)).statusCode).toBe(400);

    const blind = await call('PUT', '/api/admin/retention', admin, { enabled: true, months: 24 });
    expect(blind.statusCode).toBe(409);
    const stale = await call('PUT', '/api/admin/retention', admin, {
      enabled: true,
      months: 24,
      confirm_count: count + 1,
    });
    expect(stale.statusCode).toBe(409);
    const on = await call('PUT', '/api/admin/retention', admin, {
      enabled: true,
      months: 24,
      confirm_count: count,
    });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toMatchObject({ enabled: true, months: 24, candidates: count });

    expect((await rights.scheduler.runOnce()).purged).toBe(count);
    const left = await t.ctx.db.selectFrom('profiles').select('id').where('id', 'in', [old, fresh]).execute();
    expect(left.map((p) => p.id)).toEqual([fresh]);
    await expect(t.ctx.files.get(`profiles/${old}/original.pdf`)).rejects.toThrow();
    const purges = await t.ctx.db
      .selectFrom('audit_log')
      .select('subject')
      .where('action', '=', 'retention.purge')
      .execute();
    expect(purges).toHaveLength(count);
    expect(purges.map((p) => p.subject)).toContain(`profile:${old}`);
    expect((await call('GET', '/api/admin/retention', admin)).json()).toMatchObject({
      candidates: 0,
      last_purged: count,
    });
    // An hour has not passed: the next round purges nothing more.
    expect((await rights.scheduler.runOnce()).purged).toBe(0);
    await ledgerBalanced();
  });
});
