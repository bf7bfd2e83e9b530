/** Issue 43: a team member without wallet access (RA) read the owner's wallet movements, jobs, team and
 * audit trail through `GET /api/get-user/{owner}`. The user-detail answer is one's own account, or anyone's
 * for an admin; a member is themselves there. On SQLite and PostgreSQL. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_EMAILS,
  bearer,
  createTestApp,
  fund,
  lastMessage,
  login,
  registerUser,
  type TestApp,
} from './helpers';

let t: TestApp;
let ownerId: number;
let owner: Record<string, string>;
let member: Record<string, string>;
let memberId: number;

beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
  const r = await registerUser(t, 'detail-owner@team.test', 'recruitment_agency');
  ownerId = r.userData.id;
  owner = bearer(r.accessToken);
  await fund(t, ownerId, 50);
  const top = await t.ctx.db.selectFrom('plans').select('id').where('tier', '=', 4).executeTakeFirstOrThrow();
  await t.ctx.db.updateTable('users').set({ current_plan_id: top.id }).where('id', '=', ownerId).execute();
  const added = await t.app.inject({
    method: 'POST',
    url: '/api/my-user',
    headers: owner,
    payload: { full_name: 'No Wallet', email: 'detail-member@team.test', permissions: ['RAE'] },
  });
  expect(added.statusCode, added.body).toBe(201);
  memberId = added.json().id;
  const mail = await lastMessage(t, 'detail-member@team.test');
  const link = /\/reset-password\/(\d+)\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')!;
  const set = await t.app.inject({
    method: 'POST',
    url: `/api/new-password/${link[1]}/${link[2]}`,
    payload: { password: 'member-pass-1' },
  });
  expect(set.statusCode, set.body).toBe(200);
  member = bearer((await login(t, 'detail-member@team.test', 'member-pass-1')).accessToken);
});
afterAll(() => t.close());

describe('GET /api/get-user/{id}', () => {
  it("a member without wallet access cannot read the owner's account, wallet, team or audit", async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/my_wallet', headers: member })).statusCode).toBe(
      403,
    );
    const res = await t.app.inject({ method: 'GET', url: `/api/get-user/${ownerId}`, headers: member });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('detail-owner@team.test');
  });

  it('the member reads their own account; the owner and an admin read the owner', async () => {
    const own = await t.app.inject({ method: 'GET', url: `/api/get-user/${memberId}`, headers: member });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().user.email).toBe('detail-member@team.test');
    expect(own.json().wallet.tat).toBe(0);
    const mine = await t.app.inject({ method: 'GET', url: `/api/get-user/${ownerId}`, headers: owner });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().wallet.tat).toBe(50);
    expect(mine.json().team.members.map((m: { id: number }) => m.id)).toEqual([memberId]);
    const admin = bearer((await login(t, DEMO_EMAILS.admin)).accessToken);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/get-user/${ownerId}`, headers: admin })).statusCode,
    ).toBe(200);
  });
});
