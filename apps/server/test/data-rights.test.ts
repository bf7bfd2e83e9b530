/** Issue 44 part A: the people in the resumes. /my-data codes and sessions, the listing, withdrawal (and
 * consent), correction, erasure with the ledger still balanced, the notice e-mail and its one-click link,
 * lawful basis on publish, and the admins' register of requests. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PurchaseMode } from '@talent/api/rules';
import { checkTotals } from '../src/db/totals';
import { ERASED_MEMO } from '../src/modules/dataRights/repo';
import {
  bearer,
  createTestApp,
  fund,
  lastCode,
  login,
  registerUser,
  seenPrice,
  type TestApp,
} from './helpers';

let t: TestApp;
let clock = Date.parse('2026-03-02T09:00:00.000Z');
beforeAll(async () => {
  t = await createTestApp({ seedDemo: true }, { now: () => clock });
});
afterAll(async () => {
  await t.close();
});

type Session = { accessToken: string; userData: { id: number } };
const post = (url: string, payload: object, s?: Session) =>
  t.app.inject({ method: 'POST', url, payload, headers: s ? bearer(s.accessToken) : {} });
const buy = async (mode: PurchaseMode, id: number, s: Session, key: string) =>
  post(
    `/api/recruite/${mode}_resume/${id}`,
    { idempotency_key: key, price: await seenPrice(t, mode, id) },
    s,
  );

async function profile(owner: Session, fields: Record<string, string>) {
  const res = await post('/api/upload_single_resume/', { last_name: 'Person', ...fields }, owner);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().profile.id as number;
}
const publish = (owner: Session, id: number, extra: object = { lawful_basis: 'consent' }) =>
  post('/api/recruite/mark_as_public', { profile_ids: [id], price: 10, ...extra }, owner);

/** Proves the address with the e-mailed (or texted) code; answers the data-access token. */
async function prove(address: string): Promise<string> {
  expect((await post('/api/my-data/code', { address })).statusCode).toBe(200);
  const res = await post('/api/my-data/verify', { address, otp: await lastCode(t, address) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().token as string;
}
const notices = (address: string) =>
  t.ctx.db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('recipient', '=', address)
    .where('subject', 'like', '%published your resume%')
    .execute();
const inMarket = async (s: Session, name: string) =>
  (await post('/api/public_resume?limit=75', { query: name }, s))
    .json()
    .results.map((p: { id: number }) => p.id) as number[];

async function ledgerBalanced() {
  const sums = await t.ctx.db
    .selectFrom('ledger_entries')
    .select(['currency', (eb) => eb.fn.sum<number>('amount').as('s')])
    .groupBy('currency')
    .execute();
  for (const s of sums) expect(Number(s.s), s.currency).toBe(0);
  for (const a of await t.ctx.db.selectFrom('ledger_accounts').selectAll().execute()) {
    const { s } = await t.ctx.db
      .selectFrom('ledger_entries')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.val(0)).as('s'))
      .where('account_id', '=', a.id)
      .executeTakeFirstOrThrow();
    expect(Number(s), a.owner_key).toBe(Number(a.balance));
  }
}

describe('/my-data codes: no enumeration, the auth codes limits', () => {
  it('answers the same for an address no profile carries, and refuses what is no address', async () => {
    const owner = await registerUser(t, 'enum-owner@rights.test');
    await profile(owner, { first_name: 'Known', email: 'known@person.test' });
    const known = await post('/api/my-data/code', { address: 'Known@Person.test' });
    const unknown = await post('/api/my-data/code', { address: 'nobody@person.test' });
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(await lastCode(t, 'known@person.test')).toMatch(/^\d{4}$/);
    for (const address of ['not-an-address', '123', '', 'a@'.repeat(120)]) {
      const bad = await post('/api/my-data/code', { address });
      expect(bad.statusCode, address).toBe(400);
      // What to enter, not zod's "Invalid input".
      expect(bad.json().errors.address, address).toEqual([
        'Enter an e-mail address or a mobile number of 10 to 15 digits.',
      ]);
    }
    // A mobile number in any punctuation is its digits; the code goes by SMS.
    expect((await post('/api/my-data/code', { address: '(555) 010-2030 44' })).statusCode).toBe(200);
    const sms = await t.ctx.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('recipient', '=', '555010203044')
      .executeTakeFirstOrThrow();
    expect(sms.channel).toBe('sms');
  });

  it('a code works once, dies after 5 wrong tries and after 10 minutes; 5 sends per 15 minutes', async () => {
    const address = 'limits@person.test';
    expect((await post('/api/my-data/code', { address })).statusCode).toBe(200);
    const code = await lastCode(t, address);
    const wrong = code === '0000' ? '1111' : '0000';
    for (let i = 0; i < 5; i++)
      expect((await post('/api/my-data/verify', { address, otp: wrong })).statusCode).toBe(400);
    expect((await post('/api/my-data/verify', { address, otp: code })).statusCode).toBe(400);

    expect((await post('/api/my-data/code', { address })).statusCode).toBe(200);
    const late = await lastCode(t, address);
    clock += 10 * 60_000 + 1;
    expect((await post('/api/my-data/verify', { address, otp: late })).statusCode).toBe(400);

    const sends = [];
    for (let i = 0; i < 4; i++) sends.push((await post('/api/my-data/code', { address })).statusCode);
    expect(sends).toEqual([200, 200, 200, 429]);

    const fresh = 'once@person.test';
    expect((await post('/api/my-data/code', { address: fresh })).statusCode).toBe(200);
    const once = await lastCode(t, fresh);
    expect((await post('/api/my-data/verify', { address: fresh, otp: once })).statusCode).toBe(200);
    expect((await post('/api/my-data/verify', { address: fresh, otp: once })).statusCode).toBe(400);
  });

  it('a data-access session sees only its address and ends after 30 minutes', async () => {
    const token = await prove('session@person.test');
    expect((await post('/api/my-data/profiles', { token })).json().count).toBe(0);
    const bogus = await post('/api/my-data/profiles', { token: 'x'.repeat(40) });
    expect(bogus.statusCode).toBe(403);
    expect(bogus.json().code).toBe('data_session');
    clock += 30 * 60_000 + 1;
    expect((await post('/api/my-data/profiles', { token })).statusCode).toBe(403);
  });
});

describe('the person and their profiles', () => {
  let owner: Session;
  let buyer: Session;
  let id: number;
  const address = 'ada.person@people.test';

  beforeAll(async () => {
    owner = await registerUser(t, 'holder@rights.test');
    await t.ctx.db
      .updateTable('users')
      .set({ company_name: 'Holder Talent Ltd' })
      .where('id', '=', owner.userData.id)
      .execute();
    buyer = await registerUser(t, 'buyer@rights.test', 'enterprise');
    await fund(t, buyer.userData.id, 500);
    id = await profile(owner, { first_name: 'Adaperson', email: address, job_title: 'Nurse' });
  });

  it('publishing records the lawful basis and sends one notice per address and holder', async () => {
    const bad = await publish(owner, id, { lawful_basis: 'because' });
    expect(bad.statusCode).toBe(400);
    expect((await publish(owner, id)).statusCode).toBe(200);
    const row = await t.ctx.db
      .selectFrom('profiles')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ lawful_basis: 'consent', lawful_basis_by: owner.userData.id });
    const sent = await notices(address);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toContain('Holder Talent Ltd');
    expect(sent[0]!.text).toContain('/my-data');
    expect(sent[0]!.text).toMatch(/\/my-data\/dont-publish\/\S+/);
    // Published again by the same holder: no new notice; another holder publishing the person: one more.
    expect((await post('/api/recruite/unpublic_resume', { profile_ids: [id] }, owner)).statusCode).toBe(200);
    expect((await publish(owner, id)).statusCode).toBe(200);
    expect(await notices(address)).toHaveLength(1);
    const second = await registerUser(t, 'second-holder@rights.test');
    const twin = await profile(second, { first_name: 'Adatwin', email: address });
    expect((await publish(second, twin)).statusCode).toBe(200);
    expect((await publish(second, twin)).statusCode).toBe(200);
    expect(await notices(address)).toHaveLength(2);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/upload_resume/${twin}`,
      headers: bearer(second.accessToken),
    });
  });

  it('no notice to an address on the holder block list', async () => {
    const blocker = await registerUser(t, 'blocker@rights.test');
    const add = await post('/api/blockDomainView', { domain: 'blocked.test' }, blocker);
    expect(add.statusCode, add.body).toBe(201);
    const pid = await profile(blocker, { first_name: 'Blocked', email: 'someone@blocked.test' });
    expect((await publish(blocker, pid)).statusCode).toBe(200);
    expect(await notices('someone@blocked.test')).toHaveLength(0);
  });

  it('lists the profile with holder, since, public, counts and the lawful basis', async () => {
    expect((await buy('unlock', id, buyer, 'rights-unlock-1')).statusCode).toBe(200);
    const token = await prove(address);
    const list = await post('/api/my-data/profiles', { token });
    expect(list.statusCode, list.body).toBe(200);
    const mine = list.json().results.find((p: { id: number }) => p.id === id);
    expect(mine).toMatchObject({
      holder: 'Holder Talent Ltd',
      is_public: true,
      withdrawn_at: null,
      unlocks: 1,
      rentals: 0,
      purchases: 0,
      lawful_basis: 'consent',
      lawful_basis_by: 'Holder Talent Ltd',
      fields: { first_name: 'Adaperson', email: address, job_title: 'Nurse' },
    });
    // Not who unlocked it.
    expect(list.body).not.toContain('buyer@rights.test');
  });

  it('withdrawal: private, out of the marketplace, not publishable until the person consents', async () => {
    const token = await prove(address);
    expect(await inMarket(buyer, 'Adaperson')).toContain(id);
    const other = await profile(buyer, { first_name: 'Notmine', email: 'other@people.test' });
    expect((await post(`/api/my-data/profiles/${other}/withdraw`, { token })).statusCode).toBe(404);
    const res = await post(`/api/my-data/profiles/${id}/withdraw`, { token });
    expect(res.statusCode, res.body).toBe(200);
    expect(await inMarket(buyer, 'Adaperson')).not.toContain(id);
    const held = await t.app.inject({
      method: 'GET',
      url: `/api/upload_resume/${id}`,
      headers: bearer(owner.accessToken),
    });
    expect(held.json().is_public).toBe(false);
    const again = await publish(owner, id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'withdrawn' });
    expect(again.json().message).toContain('consent');
    expect((await post(`/api/my-data/profiles/${id}/consent`, { token })).statusCode).toBe(200);
    expect((await publish(owner, id)).statusCode).toBe(200);
    expect(await inMarket(buyer, 'Adaperson')).toContain(id);
  });

  it('correction: validated as the holder edit, and the holder sees it', async () => {
    const token = await prove(address);
    const bad = await t.app.inject({
      method: 'PUT',
      url: `/api/my-data/profiles/${id}`,
      payload: { token, fields: { Zipcode: 'abc', mobile: '12' } },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors ?? {}).join()).toMatch(/Zipcode|mobile/);
    const ok = await t.app.inject({
      method: 'PUT',
      url: `/api/my-data/profiles/${id}`,
      payload: { token, fields: { first_name: 'Adacorrected', city: 'Leeds' } },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const held = await t.app.inject({
      method: 'GET',
      url: `/api/upload_resume/${id}`,
      headers: bearer(owner.accessToken),
    });
    expect(held.json()).toMatchObject({ first_name: 'Adacorrected', city: 'Leeds', email: address });
  });

  it('erasure: the profile, its bought copies and their files go; the ledger keeps its rows, balanced', async () => {
    const bought = await buy('buy', id, buyer, 'rights-buy-1');
    expect(bought.statusCode, bought.body).toBe(200);
    const copyId = bought.json().copy_profile_id as number;
    for (const pid of [id, copyId])
      await t.ctx.files.put(`profiles/${pid}/page_1_full.jpg`, Buffer.from('img'));
    await t.ctx.files.put(`profiles/${id}/original.pdf`, Buffer.from('%PDF-1.4'));
    const before = [await t.ctx.balances(buyer.userData.id), await t.ctx.balances(owner.userData.id)];
    const txCount = await t.ctx.db
      .selectFrom('ledger_transactions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();

    const token = await prove(address);
    const res = await post(`/api/my-data/profiles/${id}/erase`, { token });
    expect(res.statusCode, res.body).toBe(200);

    const left = await t.ctx.db.selectFrom('profiles').select('id').where('id', 'in', [id, copyId]).execute();
    expect(left).toEqual([]);
    for (const key of [
      `profiles/${id}/original.pdf`,
      `profiles/${id}/page_1_full.jpg`,
      `profiles/${copyId}/page_1_full.jpg`,
    ])
      await expect(t.ctx.files.get(key), key).rejects.toThrow(/missing/);
    const after = [await t.ctx.balances(buyer.userData.id), await t.ctx.balances(owner.userData.id)];
    expect(after).toEqual(before);
    const txAfter = await t.ctx.db
      .selectFrom('ledger_transactions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(txAfter.n)).toBe(Number(txCount.n));
    const anonymised = await t.ctx.db
      .selectFrom('ledger_transactions')
      .selectAll()
      .where('memo', '=', ERASED_MEMO)
      .execute();
    expect(anonymised.length).toBeGreaterThanOrEqual(2);
    expect(anonymised.every((r) => r.profile_id === null)).toBe(true);
    const named = await t.ctx.db
      .selectFrom('ledger_transactions')
      .select('id')
      .where('memo', 'like', `%#${id}`)
      .execute();
    expect(named).toEqual([]);
    await ledgerBalanced();
    expect(await checkTotals(t.ctx.db)).toEqual([]);
    expect(
      (await post('/api/my-data/profiles', { token })).json().results.map((p: { id: number }) => p.id),
    ).not.toContain(id);
  });

  it('the notice link withdraws in one click; a forged link answers 400', async () => {
    const person = 'click@people.test';
    const pid = await profile(owner, { first_name: 'Clicker', email: person });
    expect((await publish(owner, pid)).statusCode).toBe(200);
    const [mail] = await notices(person);
    const link = /\/my-data\/dont-publish\/(\S+)/.exec(mail!.text)![1]!;
    const res = await post(`/api/my-data/dont-publish/${link}`, {});
    expect(res.statusCode, res.body).toBe(200);
    const row = await t.ctx.db
      .selectFrom('profiles')
      .selectAll()
      .where('id', '=', pid)
      .executeTakeFirstOrThrow();
    expect(row.is_public).toBe(0);
    expect(row.withdrawn_at).not.toBeNull();
    expect((await publish(owner, pid)).statusCode).toBe(409);
    expect((await post('/api/my-data/dont-publish/forged-token', {})).statusCode).toBe(400);
  });

  it('admins see every request with its state and dates; the audit log has them; others get 403', async () => {
    const admin = await login(t, 'admin@example.com');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/data-requests/?limit=75',
      headers: bearer(admin.accessToken),
    });
    expect(res.statusCode, res.body).toBe(200);
    const kinds = new Set(res.json().results.map((r: { kind: string }) => r.kind));
    for (const k of ['access', 'withdrawal', 'consent', 'correction', 'erasure'])
      expect(kinds.has(k), k).toBe(true);
    const erasure = res.json().results.find((r: { kind: string }) => r.kind === 'erasure');
    expect(erasure).toMatchObject({ state: 'done', address, profile_id: null });
    expect(erasure.completed_at).toBeTruthy();
    const only = await t.app.inject({
      method: 'GET',
      url: '/api/data-requests/?kind=erasure',
      headers: bearer(admin.accessToken),
    });
    expect(only.json().results.every((r: { kind: string }) => r.kind === 'erasure')).toBe(true);
    const audit = await t.app.inject({
      method: 'GET',
      url: '/api/audit-log/?action=data.',
      headers: bearer(admin.accessToken),
    });
    expect(audit.json().count).toBeGreaterThanOrEqual(5);
    const recruiter = await login(t, 'recruiter@example.com');
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/data-requests/',
          headers: bearer(recruiter.accessToken),
        })
      ).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/data-requests/' })).statusCode).toBe(401);
  });
});
