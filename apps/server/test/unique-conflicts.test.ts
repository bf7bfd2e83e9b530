/** Issue 43: a unique key lost to a parallel request is a 409 with a message, never 500, on SQLite and
 * PostgreSQL (one mapping in the error handler: lib/unique-conflict.ts). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueKeyOf } from '../src/lib/unique-conflict';
import { DEMO_EMAILS, bearer, createTestApp, login, registerUser, type TestApp } from './helpers';

let t: TestApp;
let admin: Record<string, string>;
let recruiterRoleId: number;

beforeAll(async () => {
  t = await createTestApp({ seedDemo: true, invoiceTaxRateBp: 2000 });
  // A write that loses a unique key with no check before it: what a race's loser meets, made certain.
  t.app.post('/test/duplicate-role-name', async () => {
    await t.ctx.db
      .insertInto('roles')
      .values({ key: 'custom_dup', name: 'Admin', builtin: 0, created_at: 'x', updated_at: 'x' })
      .execute();
    return { message: 'written' };
  });
  admin = bearer((await login(t, DEMO_EMAILS.admin)).accessToken);
  const roles = (await t.app.inject({ method: 'GET', url: '/api/manage-user-role/', headers: admin })).json();
  recruiterRoleId = roles.results.find((r: { key: string }) => r.key === 'recruiter').id;
});
afterAll(() => t.close());

const statuses = (list: { statusCode: number }[]) => list.map((r) => r.statusCode).sort((a, b) => a - b);

describe('unique-key races', () => {
  it('parallel admin creations of one e-mail: one 201, the rest 409 naming the e-mail field', async () => {
    const email = 'race@unique.test';
    const all = await Promise.all(
      Array.from({ length: 8 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/create-user/',
          headers: admin,
          payload: { full_name: 'Race', email, role_id: recruiterRoleId, status: 'active' },
        }),
      ),
    );
    expect(statuses(all)).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    for (const r of all.filter((x) => x.statusCode === 409))
      expect(r.json()).toEqual({
        message: 'This email is already in use.',
        errors: { email: ['This email is already in use.'] },
      });
    const rows = await t.ctx.db.selectFrom('users').select('id').where('email', '=', email).execute();
    expect(rows).toHaveLength(1);
  });

  it('40 parallel corrections of one invoice: one credit note, 39 answers of 409', async () => {
    const buyer = await registerUser(t, 'buyer@unique.test', 'recruiter');
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/invoice/',
      headers: admin,
      payload: {
        user_id: buyer.userData.id,
        lines: [{ item: 'Workshop', qty: 1, unit_price: 100 }],
        total: 120,
      },
    });
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().id as number;
    const all = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        t.app.inject({
          method: 'PUT',
          url: `/api/invoice/${id}`,
          headers: admin,
          payload: { reason: `race ${i}`, refund: true },
        }),
      ),
    );
    expect(statuses(all)).toEqual([200, ...Array<number>(39).fill(409)]);
    for (const r of all.filter((x) => x.statusCode === 409))
      expect(r.json().message).toBe('This invoice was already corrected or refunded.');
    const notes = await t.ctx.db
      .selectFrom('invoices')
      .select('id')
      .where('credits_invoice_id', '=', id)
      .execute();
    expect(notes).toHaveLength(1);
  });

  it("the error handler answers this database's own unique violation with the field's 409", async () => {
    const res = await t.app.inject({ method: 'POST', url: '/test/duplicate-role-name', headers: admin });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'A role of this name exists already.',
      errors: { name: ['A role of this name exists already.'] },
    });
  });

  it("reads the table and columns from this database's own error", async () => {
    const err = await t.ctx.db
      .insertInto('roles')
      .values({ key: 'admin', name: 'Another admin', builtin: 0, created_at: 'x', updated_at: 'x' })
      .execute()
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(uniqueKeyOf(err)).toBe('roles.key');
    expect(uniqueKeyOf(new Error('something else'))).toBeNull();
  });
});
