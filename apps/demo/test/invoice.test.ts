import { describe, expect, it } from 'vitest';
import type { Invoice, InvoiceClient, PaymentDetails } from '../src/mocks';
import { invoiceTotals } from '../src/mocks/data/invoices';
import { pageRule, printsOnLoad } from '../src/apps/invoice/model';
import { call } from './setup';

type Listed = { allData: Invoice[]; total: number; invoices: Invoice[] };
type Opened = { invoice: Invoice; paymentDetails: PaymentDetails };

const list = (query = '') => call<Listed>('GET', `/apps/invoice/invoices${query}`);

const entityKeys = [
  'avatar',
  'balance',
  'client',
  'dueDate',
  'id',
  'invoiceStatus',
  'issuedDate',
  'service',
  'total',
];

const draft = (overrides: Record<string, unknown> = {}) => ({
  client: {
    name: 'Dana Lee',
    company: 'Northwind',
    companyEmail: 'dana@northwind.io',
    address: '1 Main Street',
    country: 'USA',
    contact: '(555) 010-0000',
  },
  issuedDate: '2026-03-01',
  dueDate: '2026-03-31',
  items: [
    { item: 'Resume Screening', description: '40 profiles', cost: 25, qty: 40 },
    { item: 'Interview Scheduling', description: '', cost: 12.5, qty: 3 },
  ],
  discount: 10,
  tax: 20,
  ...overrides,
});

describe('GET /apps/invoice/invoices', () => {
  it('answers {allData, total, invoices}: 50 invoices, 10 a page, newest id first', async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(['allData', 'invoices', 'total']);
    expect(body.allData).toHaveLength(50);
    expect(body.total).toBe(50);
    expect(body.invoices.map((i) => i.id)).toEqual([
      5036, 5035, 5034, 5033, 5032, 5031, 5030, 5029, 5028, 5027,
    ]);
    expect(Object.keys(body.invoices[0]!).sort()).toEqual(entityKeys);
    expect(Object.keys(body.invoices[0]!.client).sort()).toEqual(
      ['address', 'company', 'companyEmail', 'contact', 'country', 'name'].sort(),
    );
  });

  it('is the same sample data on every load (deterministic fixtures)', async () => {
    const first = (await list('?perPage=50')).body.invoices;
    const again = (await list('?perPage=50')).body.invoices;
    expect(again).toEqual(first);
    expect(first.find((i) => i.id === 4987)).toMatchObject({ invoiceStatus: 'Paid', balance: 0 });
  });

  it('pages with perPage and page; a page past the end is empty', async () => {
    const second = (await list('?perPage=20&page=2&sort=asc')).body;
    expect(second.total).toBe(50);
    expect(second.invoices.map((i) => i.id)).toEqual(Array.from({ length: 20 }, (_, n) => 5007 + n));
    const last = (await list('?perPage=20&page=3')).body.invoices;
    expect(last).toHaveLength(10);
    expect((await list('?page=6')).body.invoices).toEqual([]);
  });

  it('filters by each status; none by default', async () => {
    const all = (await list('?perPage=50')).body.invoices;
    for (const status of ['Paid', 'Downloaded', 'Sent', 'Draft', 'Partial Payment', 'Past Due']) {
      const { body } = await list(`?perPage=50&status=${encodeURIComponent(status)}`);
      expect(body.total).toBeGreaterThan(0);
      expect(body.invoices.every((i) => i.invoiceStatus === status)).toBe(true);
      expect(body.total).toBe(all.filter((i) => i.invoiceStatus === status).length);
    }
    const paid = all.filter((i) => i.invoiceStatus === 'Paid');
    expect(paid.every((i) => i.balance === 0)).toBe(true);
  });

  it('searches client name, company, e-mail, service and id, ignoring case', async () => {
    const byName = (await list('?q=JORDAN&perPage=50')).body.invoices;
    expect(byName.length).toBeGreaterThan(0);
    expect(byName.every((i) => i.client.name === 'Jordan Stevenson')).toBe(true);
    expect((await list('?q=5012')).body.invoices.map((i) => i.id)).toEqual([5012]);
    const byEmail = (await list('?q=@taylor.info&perPage=50')).body.invoices;
    expect(byEmail.every((i) => i.client.companyEmail === 'brenda49@taylor.info')).toBe(true);
    const none = (await list('?q=nothing-like-this')).body;
    expect(none).toMatchObject({ total: 0, invoices: [] });
    expect(none.allData).toHaveLength(50);
  });

  it('sorts ascending or descending on a column', async () => {
    const asc = (await list('?perPage=50&sort=asc&sortColumn=total')).body.invoices.map((i) => i.total);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = (await list('?perPage=50&sort=desc&sortColumn=total')).body.invoices.map((i) => i.total);
    expect(desc).toEqual([...asc].reverse());
    const names = (await list('?perPage=50&sort=asc&sortColumn=client')).body.invoices.map(
      (i) => i.client.name,
    );
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    const due = (await list('?perPage=50&sort=desc&sortColumn=dueDate')).body.invoices.map((i) => i.dueDate);
    expect(due).toEqual([...due].sort().reverse());
  });

  it('refuses an unknown status, sort or column and a bad page with 400', async () => {
    expect((await list('?status=Void')).status).toBe(400);
    expect((await list('?sort=up')).status).toBe(400);
    expect((await list('?sortColumn=password')).status).toBe(400);
    expect((await list('?page=0')).status).toBe(400);
    expect((await list('?perPage=abc')).status).toBe(400);
  });
});

describe('GET /api/invoice/invoices/{id}', () => {
  it('answers {invoice, paymentDetails}; the default id 4987 exists', async () => {
    const { status, body } = await call<Opened>('GET', '/api/invoice/invoices/4987');
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(['invoice', 'paymentDetails']);
    expect(body.invoice.id).toBe(4987);
    expect(Object.keys(body.paymentDetails).sort()).toEqual(
      ['bankName', 'country', 'iban', 'swiftCode', 'totalDue'].sort(),
    );
    expect(body.paymentDetails.country).toBe(body.invoice.client.country);
  });

  it('states the balance as the total due', async () => {
    const partial = (await list('?status=Partial%20Payment')).body.invoices[0]!;
    const { body } = await call<Opened>('GET', `/api/invoice/invoices/${partial.id}`);
    expect(partial.balance).toBeLessThan(partial.total);
    expect(body.paymentDetails.totalDue).toBe(
      `$${partial.balance.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`,
    );
  });

  it('answers 404 for an unknown id and 400 for one that is not a number', async () => {
    expect(await call('GET', '/api/invoice/invoices/1')).toEqual({
      status: 404,
      body: { message: 'Invoice not found.' },
    });
    expect((await call('GET', '/api/invoice/invoices/abc')).status).toBe(400);
  });
});

describe('DELETE /apps/invoice/delete', () => {
  it('removes the invoice: gone from the list and its detail is 404', async () => {
    const res = await call<{ invoice: Invoice }>('DELETE', '/apps/invoice/delete?id=4990');
    expect(res.status).toBe(200);
    expect(res.body.invoice.id).toBe(4990);
    const after = (await list('?perPage=50')).body;
    expect(after.total).toBe(49);
    expect(after.allData.some((i) => i.id === 4990)).toBe(false);
    expect((await call('GET', '/api/invoice/invoices/4990')).status).toBe(404);
  });

  it('answers 404 for an unknown id and 400 without one', async () => {
    expect((await call('DELETE', '/apps/invoice/delete?id=1')).status).toBe(404);
    expect((await call('DELETE', '/apps/invoice/delete')).status).toBe(400);
  });
});

describe('GET /api/invoice/clients', () => {
  it('answers the clients, each with the entity client fields, no two alike', async () => {
    const { status, body } = await call<InvoiceClient[]>('GET', '/api/invoice/clients');
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThanOrEqual(10);
    expect(new Set(body.map((c) => c.name)).size).toBe(body.length);
    expect(body[0]).toEqual({
      name: 'Jordan Stevenson',
      company: 'Hall-Robbins PLC',
      companyEmail: 'don85@johnson.com',
      address: '7777 Mendez Plains',
      country: 'USA',
      contact: '(616) 865-4180',
    });
  });
});

describe('invoiceTotals', () => {
  it('prices lines, takes the discount off the subtotal and the tax on what remains', () => {
    expect(
      invoiceTotals(
        [
          { cost: 25, qty: 40 },
          { cost: 12.5, qty: 3 },
        ],
        10,
        20,
      ),
    ).toEqual({ prices: [1000, 37.5], subtotal: 1037.5, discount: 103.75, tax: 186.75, total: 1120.5 });
    expect(invoiceTotals([{ cost: 0.1, qty: 3 }], 0, 0).total).toBe(0.3);
  });
});

describe('POST /apps/invoice/add (not in the spec table)', () => {
  it('answers 201 with a new draft; the total is computed from the lines', async () => {
    const res = await call<{ invoice: Invoice }>('POST', '/apps/invoice/add', draft());
    expect(res.status).toBe(201);
    expect(res.body.invoice).toMatchObject({
      id: 5037,
      invoiceStatus: 'Draft',
      service: 'Resume Screening',
      total: 1120.5,
      balance: 1120.5,
      issuedDate: '2026-03-01',
      dueDate: '2026-03-31',
    });
    expect(Object.keys(res.body.invoice).sort()).toEqual(entityKeys);
    expect((await list()).body.invoices[0]!.id).toBe(5037);
  });

  it('refuses no lines, no client or a due date before the issue date with 400', async () => {
    const noLines = await call<{ message: string }>('POST', '/apps/invoice/add', draft({ items: [] }));
    expect(noLines).toEqual({ status: 400, body: { message: 'Add at least one line.' } });
    const noClient = draft();
    noClient.client.name = '';
    expect((await call('POST', '/apps/invoice/add', noClient)).status).toBe(400);
    const backwards = await call<{ message: string }>(
      'POST',
      '/apps/invoice/add',
      draft({ dueDate: '2026-02-01' }),
    );
    expect(backwards.body.message).toBe('The due date is on or after the issue date.');
  });
});

describe('PUT /api/invoice/invoices/{id} (not in the spec table)', () => {
  it('saves the editor: new total, first line as service; what was paid stays paid', async () => {
    const before = (await call<Opened>('GET', '/api/invoice/invoices/4991')).body.invoice;
    expect(before.invoiceStatus).toBe('Partial Payment');
    const paid = Math.round((before.total - before.balance) * 100) / 100;
    const res = await call<Opened>('PUT', '/api/invoice/invoices/4991', draft());
    expect(res.status).toBe(200);
    expect(res.body.invoice).toMatchObject({ id: 4991, total: 1120.5, service: 'Resume Screening' });
    expect(res.body.invoice.balance).toBeCloseTo(Math.max(0, 1120.5 - paid), 2);
    const again = (await call<Opened>('GET', '/api/invoice/invoices/4991')).body.invoice;
    expect(again.client.name).toBe('Dana Lee');
  });

  it('answers 404 for an unknown id', async () => {
    expect((await call('PUT', '/api/invoice/invoices/1', draft())).status).toBe(404);
  });
});

describe('the print page rules', () => {
  it('prints on load unless ?noprint', () => {
    expect(printsOnLoad(new URLSearchParams(''))).toBe(true);
    expect(printsOnLoad(new URLSearchParams('noprint'))).toBe(false);
    expect(printsOnLoad(new URLSearchParams('id=4987&noprint'))).toBe(false);
  });

  it('sets the paper size of the printed page', () => {
    expect(pageRule('a4')).toBe('@page { size: A4; margin: 15mm; }');
    expect(pageRule('letter')).toBe('@page { size: letter; margin: 15mm; }');
  });
});
