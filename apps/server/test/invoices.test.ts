/** Invoices (issue 20): one per paid card payment, written in the payment's own transaction; gap-free
 * numbers per series and year, also under parallel payments; credit notes instead of edits; the graph. */
import Stripe from 'stripe';
import type { Transaction } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/schema';
import { PLATFORM, balanceOf, postTransfer, userKey } from '../src/modules/ledger/service';
import { issueForPayment } from '../src/modules/invoices/service';
import type { PaymentRow } from '../src/modules/payments/repo';
import { paymentsService } from '../src/modules/payments/service';
import { StripeProvider } from '../src/payments/stripe';
import { DEMO_EMAILS, bearer, createTestApp, login, registerUser, type TestApp } from './helpers';

const SECRET = 'whsec_invoice_test';
const FAILURE = 'the invoice step failed';
const YEAR = new Date().getUTCFullYear();

let t: TestApp;
let admin: { accessToken: string };
beforeAll(async () => {
  t = await createTestApp({
    seedDemo: true,
    paymentSandbox: true,
    invoiceTaxRateBp: 2000,
    invoiceSeller: 'Talent Marketplace Ltd | 1 Market Street | Springfield',
  });
  admin = await login(t, DEMO_EMAILS.admin);
});
afterAll(async () => {
  await t.close();
});

type Session = { accessToken: string; userData: { id: number } };
const db = () => t.ctx.db;
const get = (url: string, s: { accessToken: string }) =>
  t.app.inject({ method: 'GET', url, headers: bearer(s.accessToken) });
const send = (method: 'POST' | 'PUT', url: string, s: { accessToken: string }, payload: object) =>
  t.app.inject({ method, url, payload, headers: bearer(s.accessToken) });

/** Opens a sandbox checkout and pays it with the test card, as the buyer's browser does. */
async function sandboxPay(s: Session, url: '/api/purchase_coins' | '/api/payment', item: object) {
  const opened = await send('POST', url, s, { ...item, success: '/ok', fail: '/fail' });
  expect(opened.statusCode, opened.body).toBe(200);
  const link = new URL(opened.json().url);
  const pay = await t.app.inject({
    method: 'POST',
    url: link.pathname + link.search,
    payload: new URLSearchParams({ action: 'pay', card: '4242424242424242' }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(pay.statusCode).toBe(303);
  return opened.json().sessionId as string;
}

const stripe = new StripeProvider({ secretKey: 'sk_test_dummy', webhookSecret: SECRET });
function signedEvent(eventId: string, sessionId: string) {
  const payload = JSON.stringify({
    id: eventId,
    object: 'event',
    type: 'checkout.session.completed',
    data: { object: { id: sessionId, object: 'checkout.session', payment_status: 'paid' } },
  });
  const signature = new Stripe('sk_test_dummy').webhooks.generateTestHeaderString({
    payload,
    secret: SECRET,
  });
  return { body: Buffer.from(payload), headers: { 'stripe-signature': signature } };
}
async function pendingPack(userId: number, sessionId: string, tat = 100, cents = 999) {
  return db()
    .insertInto('payments')
    .values({
      session_id: sessionId,
      user_id: userId,
      kind: 'tat_pack',
      plan_id: null,
      tat_plan_id: 1,
      tat,
      amount_cents: cents,
      status: 'pending',
      provider: 'stripe',
      success_url: '/ok',
      fail_url: '/fail',
      created_at: new Date().toISOString(),
      completed_at: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
const invoicesOfPayment = (paymentId: number) =>
  db().selectFrom('invoices').selectAll().where('payment_id', '=', paymentId).execute();
const seqs = async (series: string) =>
  (
    await db()
      .selectFrom('invoices')
      .select('seq')
      .where('series', '=', series)
      .where('year', '=', YEAR)
      .orderBy('seq')
      .execute()
  ).map((r) => Number(r.seq));
const counter = async (series: string) =>
  Number(
    (
      await db()
        .selectFrom('invoice_counters')
        .select('last_number')
        .where('series', '=', series)
        .where('year', '=', YEAR)
        .executeTakeFirst()
    )?.last_number ?? 0,
  );
/** 1..n, each once: the numbers have no gaps and no repeats, and the counter is at n. */
async function expectGapFree(series: string) {
  const all = await seqs(series);
  expect(all).toEqual(all.map((_, i) => i + 1));
  expect(await counter(series)).toBe(all.length);
}

describe('an invoice for every card payment', () => {
  it('a sandbox TAT pack purchase issues a paid invoice with the buyer, lines, tax and payment reference', async () => {
    const s = await registerUser(t, 'pack-buyer@inv.org', 'recruiter');
    await db()
      .updateTable('users')
      .set({ company_name: 'Acme Hiring' })
      .where('id', '=', s.userData.id)
      .execute();
    const sessionId = await sandboxPay(s, '/api/purchase_coins', { tat_plan: 1 });
    const list = await get('/api/invoice_list', s);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().count).toBe(1);
    const inv = list.json().results[0];
    expect(inv).toMatchObject({
      kind: 'invoice',
      status: 'paid',
      item_type: 'tat_pack',
      user_id: s.userData.id,
      buyer: { name: 'pack-buyer', company: 'Acme Hiring', email: 'pack-buyer@inv.org' },
      seller: 'Talent Marketplace Ltd | 1 Market Street | Springfield',
      currency: 'USD',
      payment_ref: sessionId,
      tax_rate: 20,
      total: 9.99,
    });
    expect(inv.number).toMatch(new RegExp(`^INV-${YEAR}-\\d{6}$`));
    // 9.99 includes 20% tax: 8.33 net + 1.66 tax.
    expect(inv.subtotal).toBe(8.33);
    expect(inv.tax).toBe(1.66);
    expect(inv.lines).toEqual([
      { item: 'TAT Starter Pack (100 TAT)', qty: 1, unit_price: 8.33, amount: 8.33 },
    ]);
    expect(await balanceOf(db(), userKey(s.userData.id), 'TAT')).toBe(100);

    const one = await get(`/api/invoice_list/${inv.id}`, s);
    expect(one.json().number).toBe(inv.number);
    const pdf = await get(`/api/invoice_list/${inv.id}/pdf`, s);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="${inv.number}.pdf"`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    // Someone else sees neither the invoice nor its PDF; the admin sees both.
    const other = await registerUser(t, 'nosy@inv.org', 'recruiter');
    expect((await get(`/api/invoice_list/${inv.id}`, other)).statusCode).toBe(404);
    expect((await get(`/api/invoice_list/${inv.id}/pdf`, other)).statusCode).toBe(404);
    expect((await get('/api/invoice_list', other)).json().count).toBe(0);
    expect((await get(`/api/invoice_list/${inv.id}`, admin)).statusCode).toBe(200);
  });

  it("copies the address of the buyer's profile into the invoice; a later change leaves it as issued", async () => {
    const s = await registerUser(t, 'addressed@inv.org', 'recruiter');
    const address = '12 Harbour Road\nSpringfield 4000\nAustralia';
    const saved = await send('POST', '/api/profile-user', s, { billing_address: `  ${address}  ` });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await get('/api/profile', s)).json().billing_address).toBe(address);
    const tooLong = await send('POST', '/api/profile-user', s, { billing_address: 'x'.repeat(501) });
    expect(tooLong.statusCode).toBe(400);
    expect((await get('/api/profile', s)).json().billing_address).toBe(address);

    await sandboxPay(s, '/api/purchase_coins', { tat_plan: 1 });
    const [inv] = (await get('/api/invoice_list', s)).json().results;
    expect(inv.buyer).toMatchObject({ name: 'addressed', address });
    const pdf = await get(`/api/invoice_list/${inv.id}/pdf`, s);
    expect(pdf.statusCode).toBe(200);

    await send('POST', '/api/profile-user', s, { billing_address: 'Somewhere else' });
    expect((await get(`/api/invoice_list/${inv.id}`, s)).json().buyer.address).toBe(address);
    // A manual invoice takes the profile's address unless the admin writes one.
    const manual = await send('POST', '/api/invoice/', admin, {
      user_id: s.userData.id,
      lines: [{ item: 'Onboarding', qty: 1, unit_price: 10 }],
      tax_rate: 0,
      total: 10,
    });
    expect(manual.statusCode, manual.body).toBe(201);
    expect(manual.json().buyer.address).toBe('Somewhere else');
  });

  it('a sandbox plan payment issues a subscription invoice, once even when the form is sent again', async () => {
    const s = await registerUser(t, 'plan-buyer@inv.org', 'recruiter');
    const sessionId = await sandboxPay(s, '/api/payment', { subscription: 2 });
    const payment = await db()
      .selectFrom('payments')
      .selectAll()
      .where('session_id', '=', sessionId)
      .executeTakeFirstOrThrow();
    const rows = await invoicesOfPayment(payment.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ item_type: 'subscription', total_cents: 799, status: 'paid' });
    const inv = (await get(`/api/invoice_list/${rows[0]!.id}`, s)).json();
    expect(inv.lines[0].item).toBe('Growth Gear / TAT Momentum plan, one month');
    // Issuing again for the same payment returns the same invoice.
    const again = await db()
      .transaction()
      .execute((trx) => issueForPayment(trx, payment as PaymentRow, { taxRateBp: 0, seller: 'x' }));
    expect(again.id).toBe(rows[0]!.id);
    expect(await invoicesOfPayment(payment.id)).toHaveLength(1);
  });

  it('a failure after the grant rolls back the grant, the invoice and its number; the retry issues one', async () => {
    const { userData } = await registerUser(t, 'atomic@inv.org', 'recruiter');
    const p = await pendingPack(userData.id, 'cs_test_atomic', 500, 4999);
    const before = await counter('INV');
    let calls = 0;
    const issueInvoice = async (
      trx: Transaction<Database>,
      row: PaymentRow,
      settings: { taxRateBp: number; seller: string },
    ) => {
      calls += 1;
      const inv = await issueForPayment(trx, row, settings);
      if (calls === 1) throw new Error(FAILURE);
      return inv;
    };
    const service = paymentsService({ db: db(), provider: stripe, issueInvoice });
    const event = signedEvent('evt_atomic', 'cs_test_atomic');

    await expect(service.webhook(event.body, event.headers)).rejects.toThrow(FAILURE);
    expect(await balanceOf(db(), userKey(userData.id), 'TAT')).toBe(0);
    expect(await invoicesOfPayment(p.id)).toHaveLength(0);
    expect(await counter('INV')).toBe(before);
    expect(
      (await db().selectFrom('payments').select('status').where('id', '=', p.id).executeTakeFirstOrThrow())
        .status,
    ).toBe('pending');

    expect(await service.webhook(event.body, event.headers)).toEqual({ received: true, duplicate: false });
    expect(await balanceOf(db(), userKey(userData.id), 'TAT')).toBe(500);
    const rows = await invoicesOfPayment(p.id);
    expect(rows).toHaveLength(1);
    expect(Number(rows[0]!.seq)).toBe(before + 1);
    await expectGapFree('INV');
  });

  it('numbers stay gap-free under 50 parallel payments, some of which fail and roll back', async () => {
    const { userData } = await registerUser(t, 'parallel@inv.org', 'recruiter');
    const payments = await Promise.all(
      Array.from({ length: 50 }, (_, i) => pendingPack(userData.id, `cs_test_par_${i}`, 10, 100 + i)),
    );
    // Every fifth payment fails after its invoice took a number: the number must come back.
    const failing = new Set(payments.filter((_, i) => i % 5 === 0).map((p) => p.id));
    const issueInvoice = async (
      trx: Transaction<Database>,
      row: PaymentRow,
      settings: { taxRateBp: number; seller: string },
    ) => {
      const inv = await issueForPayment(trx, row, settings);
      if (failing.has(row.id)) throw new Error(FAILURE);
      return inv;
    };
    const service = paymentsService({ db: db(), provider: stripe, issueInvoice });
    const results = await Promise.allSettled(
      payments.map((_, i) => {
        const e = signedEvent(`evt_par_${i}`, `cs_test_par_${i}`);
        return service.webhook(e.body, e.headers);
      }),
    );
    const rejected = results.filter((r) => r.status === 'rejected');
    expect(rejected).toHaveLength(failing.size);
    for (const r of rejected) expect((r as PromiseRejectedResult).reason.message).toBe(FAILURE);
    await expectGapFree('INV');
    const issued = await db()
      .selectFrom('invoices')
      .select(['payment_id'])
      .where('user_id', '=', userData.id)
      .execute();
    expect(issued).toHaveLength(40);
    expect(issued.some((r) => failing.has(Number(r.payment_id)))).toBe(false);
    expect(await balanceOf(db(), userKey(userData.id), 'TAT')).toBe(400);
  });
});

describe('manual invoices and corrections (admin)', () => {
  let buyer: Session;
  beforeAll(async () => {
    buyer = await registerUser(t, 'manual@inv.org', 'recruiter');
  });
  const lines = [
    { item: 'Onboarding workshop', qty: 2, unit_price: 150 },
    { item: 'Data import', qty: 1, unit_price: 49.5 },
  ];

  it('creates a manual invoice whose total is the lines plus tax, and audits it', async () => {
    // 349.50 + 20% = 419.40
    const res = await send('POST', '/api/invoice/', admin, {
      user_id: buyer.userData.id,
      lines,
      total: 419.4,
      payment_ref: 'wire 2026-11-01',
      buyer_address: '5 Side Road, Springfield',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      item_type: 'manual',
      status: 'paid',
      subtotal: 349.5,
      tax: 69.9,
      total: 419.4,
      buyer: { address: '5 Side Road, Springfield', email: 'manual@inv.org' },
      payment_ref: 'wire 2026-11-01',
    });
    const audit = await db()
      .selectFrom('audit_log')
      .selectAll()
      .where('subject', '=', `invoice:${res.json().id}`)
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['invoice.create']);
  });

  it('refuses a wrong total, negative or empty lines and a non-admin, and changes nothing', async () => {
    const countBefore = (await db().selectFrom('invoices').select('id').execute()).length;
    const counterBefore = await counter('INV');
    const wrong = await send('POST', '/api/invoice/', admin, {
      user_id: buyer.userData.id,
      lines,
      total: 349.5,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('The total is not the lines plus tax.');
    expect(wrong.json().errors.total[0]).toContain('419.40');
    const negative = await send('POST', '/api/invoice/', admin, {
      user_id: buyer.userData.id,
      lines: [{ item: 'Refund', qty: 1, unit_price: -10 }],
      total: -10,
    });
    expect(negative.statusCode).toBe(400);
    expect(JSON.stringify(negative.json().errors)).toContain('Amounts cannot be negative.');
    const fractions = await send('POST', '/api/invoice/', admin, {
      user_id: buyer.userData.id,
      lines: [{ item: 'x', qty: 1, unit_price: 1.005 }],
      total: 1.01,
    });
    expect(fractions.statusCode).toBe(400);
    const empty = await send('POST', '/api/invoice/', admin, {
      user_id: buyer.userData.id,
      lines: [],
      total: 0,
    });
    expect(empty.statusCode).toBe(400);
    const noUser = await send('POST', '/api/invoice/', admin, { user_id: 999999, lines, total: 419.4 });
    expect(noUser.statusCode).toBe(400);
    const notAdmin = await send('POST', '/api/invoice/', buyer, {
      user_id: buyer.userData.id,
      lines,
      total: 419.4,
    });
    expect(notAdmin.statusCode).toBe(403);
    expect((await db().selectFrom('invoices').select('id').execute()).length).toBe(countBefore);
    expect(await counter('INV')).toBe(counterBefore);
  });

  it('a correction never edits the paid invoice: a credit note cancels it and a new invoice replaces it', async () => {
    const created = (
      await send('POST', '/api/invoice/', admin, { user_id: buyer.userData.id, lines, total: 419.4 })
    ).json();
    const cnBefore = await counter('CN');
    const res = await send('PUT', `/api/invoice/${created.id}`, admin, {
      reason: 'One workshop only',
      lines: [{ item: 'Onboarding workshop', qty: 1, unit_price: 150 }],
      total: 180,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { original, credit_note, replacement } = res.json();
    // The original keeps its figures and lines; only its status and links change.
    expect(original).toMatchObject({
      id: created.id,
      number: created.number,
      status: 'credited',
      total: 419.4,
      lines: created.lines,
      credit_note_id: credit_note.id,
      replaced_by_id: replacement.id,
    });
    expect(credit_note).toMatchObject({
      kind: 'credit_note',
      total: 419.4,
      credits_invoice_id: created.id,
      credits_number: created.number,
      note: 'One workshop only',
    });
    expect(credit_note.number).toBe(`CN-${YEAR}-${String(cnBefore + 1).padStart(6, '0')}`);
    expect(replacement).toMatchObject({
      kind: 'invoice',
      status: 'paid',
      total: 180,
      subtotal: 150,
      tax: 30,
    });
    await expectGapFree('CN');
    await expectGapFree('INV');

    // Corrected once: a second correction, or one of the credit note, is refused and writes nothing.
    const counts = (await db().selectFrom('invoices').select('id').execute()).length;
    expect(
      (await send('PUT', `/api/invoice/${created.id}`, admin, { reason: 'again', refund: true })).statusCode,
    ).toBe(409);
    expect(
      (await send('PUT', `/api/invoice/${credit_note.id}`, admin, { reason: 'x', refund: true })).statusCode,
    ).toBe(409);
    expect(
      (await send('PUT', `/api/invoice/${replacement.id}`, buyer, { reason: 'x', refund: true })).statusCode,
    ).toBe(403);
    expect((await db().selectFrom('invoices').select('id').execute()).length).toBe(counts);
    const audit = await db()
      .selectFrom('audit_log')
      .selectAll()
      .where('subject', '=', `invoice:${created.id}`)
      .execute();
    expect(audit.map((a) => a.action).sort()).toEqual(['invoice.correct', 'invoice.create']);
  });

  it('a refund issues a credit note and marks the invoice refunded; the user lists and filters both', async () => {
    const created = (
      await send('POST', '/api/invoice/', admin, {
        user_id: buyer.userData.id,
        lines: [{ item: 'Audit', qty: 1, unit_price: 10 }],
        total: 12,
      })
    ).json();
    const withLines = await send('PUT', `/api/invoice/${created.id}`, admin, {
      reason: 'r',
      refund: true,
      lines,
      total: 419.4,
    });
    expect(withLines.statusCode).toBe(400);
    const res = await send('PUT', `/api/invoice/${created.id}`, admin, {
      reason: 'Customer cancelled',
      refund: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().original.status).toBe('refunded');
    expect(res.json().replacement).toBeNull();
    expect(res.json().credit_note).toMatchObject({ status: 'refunded', total: 12 });

    const refunded = (await get('/api/invoice_list?status=refunded', buyer)).json();
    expect(refunded.results.map((i: { number: string }) => i.number).sort()).toEqual(
      [created.number, res.json().credit_note.number].sort(),
    );
    const search = (await get(`/api/invoice_list?search=${created.number}`, buyer)).json();
    expect(search.results.map((i: { id: number }) => i.id)).toEqual([created.id]);
    const paged = (await get('/api/invoice_list?limit=2&offset=0', buyer)).json();
    expect(paged.results).toHaveLength(2);
    expect(paged.count).toBeGreaterThan(2);
    expect((await get('/api/invoice_list?status=lost', buyer)).statusCode).toBe(400);
  });

  it('all_invoice lists everyone for the admin only, with search by buyer', async () => {
    expect((await get('/api/all_invoice', buyer)).statusCode).toBe(403);
    const res = await get('/api/all_invoice?search=pack-buyer%40inv.org', admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().count).toBe(1);
    expect(res.json().results[0].buyer.email).toBe('pack-buyer@inv.org');
    const mine = (await get(`/api/all_invoice?user_id=${buyer.userData.id}&kind=credit_note`, admin)).json();
    expect(mine.count).toBe(2);
  });
});

describe('card refunds (admin)', () => {
  const invoiceOf = async (s: Session) => (await get('/api/invoice_list?kind=invoice', s)).json().results[0];
  const ledgerSum = async () =>
    (
      await db()
        .selectFrom('ledger_entries')
        .select((eb) => eb.fn.sum<number>('amount').as('sum'))
        .where('currency', '=', 'TAT')
        .executeTakeFirstOrThrow()
    ).sum;

  it('refunds a TAT pack to the card: the TAT go back through the ledger, the invoice is refunded with a credit note', async () => {
    const s = (await registerUser(t, 'refund-pack@inv.org', 'recruiter')) as Session;
    await sandboxPay(s, '/api/purchase_coins', { tat_plan: 1 });
    const inv = await invoiceOf(s);
    expect(await balanceOf(db(), userKey(s.userData.id), 'TAT')).toBe(100);
    expect(
      (await send('PUT', `/api/invoice/${inv.id}`, s, { reason: 'mine', refund: true })).statusCode,
    ).toBe(403);

    const res = await send('PUT', `/api/invoice/${inv.id}`, admin, { reason: 'Bought twice', refund: true });
    expect(res.statusCode, res.body).toBe(200);
    const { original, credit_note } = res.json();
    expect(original).toMatchObject({ status: 'refunded', credit_note_id: credit_note.id });
    expect(credit_note).toMatchObject({ kind: 'credit_note', status: 'refunded', total: 9.99 });
    expect(credit_note.payment_ref).toMatch(/^re_sandbox_/);
    expect(credit_note.note).toContain('Bought twice');
    expect(await balanceOf(db(), userKey(s.userData.id), 'TAT')).toBe(0);
    expect(await ledgerSum()).toBe(0);
    const payment = await db()
      .selectFrom('payments')
      .selectAll()
      .where('id', '=', inv.payment_id)
      .executeTakeFirstOrThrow();
    expect(payment.refund_ref).toBe(credit_note.payment_ref);
    expect(payment.status).toBe('paid');

    // Refunded once: again is a 409 and changes nothing.
    const again = await send('PUT', `/api/invoice/${inv.id}`, admin, { reason: 'again', refund: true });
    expect(again.statusCode).toBe(409);
    expect((await get('/api/invoice_list', s)).json().count).toBe(2);
  });

  it('refuses to refund a pack whose TAT were spent, and changes nothing', async () => {
    const s = (await registerUser(t, 'refund-spent@inv.org', 'recruiter')) as Session;
    await sandboxPay(s, '/api/purchase_coins', { tat_plan: 1 });
    const inv = await invoiceOf(s);
    // Spend 30 of the 100 TAT (moved to another user through the ledger).
    await db()
      .transaction()
      .execute((trx) =>
        postTransfer(trx, {
          key: `test-spend-${s.userData.id}`,
          kind: 'test',
          memo: 'spent',
          legs: [
            { owner: userKey(s.userData.id), currency: 'TAT', amount: -30 },
            { owner: PLATFORM, currency: 'TAT', amount: 30 },
          ],
        }),
      );
    const res = await send('PUT', `/api/invoice/${inv.id}`, admin, { reason: 'Refund', refund: true });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('70 TAT left of the 100 TAT');
    expect(await balanceOf(db(), userKey(s.userData.id), 'TAT')).toBe(70);
    expect((await get(`/api/invoice_list/${inv.id}`, s)).json().status).toBe('paid');
    expect((await get('/api/invoice_list', s)).json().count).toBe(1);
    const payment = await db()
      .selectFrom('payments')
      .select('refunded_at')
      .where('id', '=', inv.payment_id)
      .executeTakeFirstOrThrow();
    expect(payment.refunded_at).toBeNull();
  });

  it('refunding a plan takes back its period: a first payment ends the plan', async () => {
    const s = (await registerUser(t, 'refund-plan@inv.org', 'recruiter')) as Session;
    await sandboxPay(s, '/api/payment', { subscription: 2 });
    const before = await db()
      .selectFrom('users')
      .select(['current_plan_id', 'plan_expires_at'])
      .where('id', '=', s.userData.id)
      .executeTakeFirstOrThrow();
    expect(before.current_plan_id).toBe(2);
    const inv = await invoiceOf(s);
    const res = await send('PUT', `/api/invoice/${inv.id}`, admin, { reason: 'Changed mind', refund: true });
    expect(res.statusCode, res.body).toBe(200);
    const after = await db()
      .selectFrom('users')
      .select(['current_plan_id', 'plan_expires_at'])
      .where('id', '=', s.userData.id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual({ current_plan_id: null, plan_expires_at: null });
  });

  it('two admins refunding at once refund once', async () => {
    const s = (await registerUser(t, 'refund-race@inv.org', 'recruiter')) as Session;
    await sandboxPay(s, '/api/purchase_coins', { tat_plan: 1 });
    const inv = await invoiceOf(s);
    const results = await Promise.all(
      [1, 2, 3].map(() => send('PUT', `/api/invoice/${inv.id}`, admin, { reason: 'race', refund: true })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await balanceOf(db(), userKey(s.userData.id), 'TAT')).toBe(0);
    expect(await ledgerSum()).toBe(0);
    expect((await get('/api/invoice_list?kind=credit_note', s)).json().count).toBe(1);
  });
});

describe('invoice_graph', () => {
  let g: TestApp;
  beforeAll(async () => {
    g = await createTestApp({ seedDemo: true, paymentSandbox: true });
  });
  afterAll(async () => {
    await g.close();
  });

  it('sums revenue per month by item type, credit notes negative, every month present', async () => {
    const a = await login(g, DEMO_EMAILS.admin);
    const s = (await registerUser(g, 'graph@inv.org', 'recruiter')) as Session;
    const inject = (
      method: 'GET' | 'POST' | 'PUT',
      url: string,
      who: { accessToken: string },
      payload?: object,
    ) => g.app.inject({ method, url, payload, headers: bearer(who.accessToken) });
    const opened = (
      await inject('POST', '/api/purchase_coins', s, { tat_plan: 1, success: '/ok', fail: '/f' })
    ).json();
    const link = new URL(opened.url);
    await g.app.inject({
      method: 'POST',
      url: link.pathname + link.search,
      payload: new URLSearchParams({ action: 'pay', card: '4242424242424242' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const manual = (
      await inject('POST', '/api/invoice/', a, {
        user_id: s.userData.id,
        lines: [{ item: 'Setup', qty: 3, unit_price: 100 }],
        total: 300,
      })
    ).json();
    const small = (
      await inject('POST', '/api/invoice/', a, {
        user_id: s.userData.id,
        lines: [{ item: 'Call', qty: 1, unit_price: 20 }],
        total: 20,
      })
    ).json();
    await inject('PUT', `/api/invoice/${small.id}`, a, { reason: 'refunded', refund: true });
    expect(manual.total).toBe(300);

    expect((await inject('GET', '/api/invoice_graph', s)).statusCode).toBe(403);
    expect((await inject('GET', '/api/invoice_graph?months=0', a)).statusCode).toBe(400);
    const res = await inject('GET', '/api/invoice_graph?months=3', a);
    expect(res.statusCode, res.body).toBe(200);
    const { months, currency } = res.json();
    expect(currency).toBe('USD');
    expect(months).toHaveLength(3);
    const now = new Date();
    const thisMonth = now.toISOString().slice(0, 7);
    const prev = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
    expect(months.map((m: { month: string }) => m.month).slice(1)).toEqual([prev, thisMonth]);
    expect(months[2]).toEqual({
      month: thisMonth,
      subscription: 0,
      tat_pack: 9.99,
      manual: 300,
      total: 309.99,
    });
    expect(months[0]).toMatchObject({ subscription: 0, tat_pack: 0, manual: 0, total: 0 });
  });
});
