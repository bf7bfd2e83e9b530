/** Team members (issue 19): an owner's members work in the owner's account with a subset of the owner's
 * permissions, up to the plan's limit; the ledger records which member acted; every change is audited. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEAM_MEMBER_LIMITS } from '@talent/api/rules';
import { balanceOf } from '../src/modules/ledger/service';
import { bearer, createTestApp, fund, lastMessage, login, registerUser, type TestApp } from './helpers';
import { caller, type Caller } from './jobs-helpers';

let t: TestApp;
let owner: Caller;
let seq = 0;

const memberBody = (over: Record<string, unknown> = {}) => ({
  full_name: 'Mia Member',
  email: `member-${++seq}@team.org`,
  permissions: ['F', 'RAEF'],
  ...over,
});

/** Follows the invitation's set-password link the way the reset page does, then signs in. */
async function signInAsMember(email: string, password = 'member-pass-1') {
  const mail = await lastMessage(t, email);
  const link = /\/reset-password\/(\d+)\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '');
  expect(link, 'the invitation carries a set-password link').not.toBeNull();
  const set = await t.app.inject({
    method: 'POST',
    url: `/api/new-password/${link![1]}/${link![2]}`,
    payload: { password },
  });
  expect(set.statusCode, set.body).toBe(200);
  return login(t, email, password);
}

beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
  const r = await registerUser(t, 'team-owner@team.org', 'freelancer');
  owner = caller(t, r.userData.id, r.accessToken);
  // The top plan, so the tests below are not stopped by the member limit (tested on its own).
  const top = await t.ctx.db.selectFrom('plans').select('id').where('tier', '=', 4).executeTakeFirstOrThrow();
  await t.ctx.db
    .updateTable('users')
    .set({ current_plan_id: top.id, plan_expires_at: null })
    .where('id', '=', owner.id)
    .execute();
});
afterAll(async () => {
  await t.close();
});

describe('adding team members', () => {
  it('adds a member, e-mails a set-password link, and the member signs in to the owner account', async () => {
    const body = memberBody();
    const res = await owner.call('POST', '/api/my-user', body);
    expect(res.statusCode, res.body).toBe(201);
    const member = res.json() as { id: number; permissions: string[]; has_signed_in: boolean };
    expect(member.permissions).toEqual(['F', 'RAEF']);
    expect(member.has_signed_in).toBe(false);

    // Before the link is used, the member cannot sign in.
    const early = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: body.email, password: 'anything-1' },
    });
    expect(early.statusCode).toBeGreaterThanOrEqual(400);

    const session = await signInAsMember(body.email);
    // sub_user names the owner; the ability is the granted subset (no AF: the team's own pages).
    expect(session.userData).toMatchObject({ sub_user: owner.id, role: 'freelancer' });
    const rules = (session.userData as unknown as { ability: { subject: string }[] }).ability.map(
      (r) => r.subject,
    );
    expect(rules.sort()).toEqual(['ACL', 'Auth', 'F', 'RAEF']);

    const audit = await t.ctx.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'team.member_add')
      .where('target_user_id', '=', member.id)
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actor_id).toBe(owner.id);

    const list = await owner.call('GET', '/api/my-user');
    expect(list.json()).toMatchObject({ count: 1, used: 1, limit: TEAM_MEMBER_LIMITS[4] });
    const one = await owner.call('GET', `/api/my-user/${member.id}`);
    expect(one.json()).toMatchObject({ id: member.id, has_signed_in: true });
    // The owner's user view lists the member in its team.
    const view = await owner.call('GET', `/api/get-user/${owner.id}`);
    expect(view.json().team.members).toEqual([
      { id: member.id, full_name: body.full_name, email: body.email },
    ]);
  });

  it('refuses permissions the owner does not have (403) and stores nothing', async () => {
    const before = await owner.call('GET', '/api/my-user');
    const body = memberBody({ permissions: ['F', 'J'] });
    const res = await owner.call('POST', '/api/my-user', body);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toContain('J');
    // AF opens the team's own pages: never granted to a member.
    const af = await owner.call('POST', '/api/my-user', memberBody({ permissions: ['AF'] }));
    expect(af.statusCode).toBe(403);
    const after = await owner.call('GET', '/api/my-user');
    expect(after.json().count).toBe(before.json().count);
    const row = await t.ctx.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', body.email)
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it('refuses a duplicate e-mail (409) and bad fields (400)', async () => {
    const dup = await owner.call('POST', '/api/my-user', memberBody({ email: 'freelancer@example.com' }));
    expect(dup.statusCode).toBe(409);
    expect(dup.json().errors.email).toBeDefined();
    const bad = await owner.call('POST', '/api/my-user', {
      full_name: '',
      email: 'nope',
      permissions: ['X'],
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(expect.arrayContaining(['email', 'full_name']));
  });

  it("stops at the plan's limit (409) and adds nothing more", async () => {
    const r = await registerUser(t, 'limit-owner@team.org', 'freelancer');
    const o = caller(t, r.userData.id, r.accessToken);
    const limit = TEAM_MEMBER_LIMITS[1];
    for (let i = 0; i < limit; i++)
      expect((await o.call('POST', '/api/my-user', memberBody())).statusCode).toBe(201);
    const over = await o.call('POST', '/api/my-user', memberBody());
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toContain(`allows ${limit} team members`);
    expect((await o.call('GET', '/api/my-user')).json().used).toBe(limit);

    // A better plan raises the limit (the shared rule, per tier).
    const tier2 = await t.ctx.db
      .selectFrom('plans')
      .select('id')
      .where('tier', '=', 2)
      .executeTakeFirstOrThrow();
    await t.ctx.db
      .updateTable('users')
      .set({ current_plan_id: tier2.id, plan_expires_at: null })
      .where('id', '=', o.id)
      .execute();
    expect((await o.call('POST', '/api/my-user', memberBody())).statusCode).toBe(201);
  });

  it('only a freelancer owner manages a team; a member cannot (403)', async () => {
    const rec = await registerUser(t, 'not-owner@team.org', 'recruiter');
    // Recruiters do not read AF: the ability refuses them.
    const res = await t.app.inject({ method: 'GET', url: '/api/my-user', headers: bearer(rec.accessToken) });
    expect(res.statusCode).toBe(403);
    const admin = await login(t, 'admin@example.com');
    const asAdmin = await t.app.inject({
      method: 'GET',
      url: '/api/my-user',
      headers: bearer(admin.accessToken),
    });
    expect(asAdmin.statusCode).toBe(403);
    // Issue 40: the guard refuses (manage Team), before the body is read.
    const adminAdds = await t.app.inject({
      method: 'POST',
      url: '/api/my-user',
      headers: bearer(admin.accessToken),
      payload: {},
    });
    expect(adminAdds.statusCode).toBe(403);
    expect(adminAdds.json().message).toMatch(/^Only the owner of a freelancer/);

    const body = memberBody({ permissions: ['F'] });
    await owner.call('POST', '/api/my-user', body);
    const m = await signInAsMember(body.email);
    const asMember = await t.app.inject({
      method: 'GET',
      url: '/api/my-user',
      headers: bearer(m.accessToken),
    });
    expect(asMember.statusCode).toBe(403);
  });

  it("updates a member's permissions within the owner's, audited; a stranger's member is 404", async () => {
    const created = (await owner.call('POST', '/api/my-user', memberBody())).json() as { id: number };
    const res = await owner.call('PUT', `/api/my-user/${created.id}`, {
      full_name: 'Renamed',
      permissions: ['JF'],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ full_name: 'Renamed', permissions: ['JF'] });
    const refused = await owner.call('PUT', `/api/my-user/${created.id}`, {
      full_name: 'X',
      permissions: ['RA'],
    });
    expect(refused.statusCode).toBe(403);
    const still = await owner.call('GET', `/api/my-user/${created.id}`);
    expect(still.json().permissions).toEqual(['JF']);
    const audit = await t.ctx.db
      .selectFrom('audit_log')
      .select('details')
      .where('action', '=', 'team.member_update')
      .where('target_user_id', '=', created.id)
      .execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]!.details!)).toMatchObject({
      before: { full_name: 'Mia Member' },
      after: { full_name: 'Renamed' },
    });

    const other = await registerUser(t, 'other-owner@team.org', 'freelancer');
    const foreign = await t.app.inject({
      method: 'PUT',
      url: `/api/my-user/${created.id}`,
      headers: bearer(other.accessToken),
      payload: { full_name: 'Hijack', permissions: [] },
    });
    expect(foreign.statusCode).toBe(404);
  });
});

describe("working in the owner's account", () => {
  it("shares the owner's wallet, and the ledger records the member who acted", async () => {
    const body = memberBody({ permissions: ['F', 'RAEF'] });
    await owner.call('POST', '/api/my-user', body);
    const m = await signInAsMember(body.email);
    const member = caller(t, m.userData.id, m.accessToken);
    await fund(t, owner.id, 900);
    // The member's account data shows the owner's TAT.
    const detail = await member.call('GET', '/api/user_detail');
    expect(detail.json().talentru_coin).toBe(900);
    expect(detail.json().email).toBe(body.email);
    // The account's company statements, so the profile-completion guard reads the owner's profile.
    await t.ctx.db
      .updateTable('users')
      .set({ about_company_statement: 'We build small web apps.' })
      .where('id', '=', owner.id)
      .execute();
    expect((await member.call('GET', '/api/user_detail')).json().about_company_statement).toBe(
      'We build small web apps.',
    );

    // A transfer made while the member's request runs records the member (plugins/contract.ts sets the
    // request's actor to the signed-in user; the ledger reads it).
    const { runInRequest } = await import('../src/lib/request-context');
    const { grant } = await import('../src/modules/ledger/service');
    await runInRequest({ actorId: member.id, now: Date.now }, () =>
      grant(t.ctx.db, owner.id, 'TAT', 5, `team-acted-${member.id}`, 'acted by a member'),
    );
    const tx = await t.ctx.db
      .selectFrom('ledger_transactions')
      .select(['acted_by', 'actor_id'])
      .where('idempotency_key', '=', `team-acted-${member.id}`)
      .executeTakeFirstOrThrow();
    expect(tx).toEqual({ acted_by: member.id, actor_id: owner.id });
    expect(await balanceOf(t.ctx.db, `user:${owner.id}`, 'TAT')).toBe(905);

    // And the member sees it in the shared account.
    const again = await member.call('GET', '/api/user_detail');
    expect(again.json().talentru_coin).toBe(905);

    // The owner's own transfers record the owner.
    const own = await t.ctx.db
      .selectFrom('ledger_transactions')
      .select('acted_by')
      .where('memo', '=', 'test funds')
      .where('actor_id', '=', owner.id)
      .executeTakeFirstOrThrow();
    expect(own.acted_by).toBe(owner.id);
  });

  it("a member keeps their own credentials: a password change is theirs, not the owner's", async () => {
    const hashOf = async (id: number) =>
      (
        await t.ctx.db
          .selectFrom('users')
          .select('password_hash')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).password_hash;
    const ownerHash = await hashOf(owner.id);
    const body = memberBody({ permissions: ['F'] });
    await owner.call('POST', '/api/my-user', body);
    const m = await signInAsMember(body.email, 'member-pass-1');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/changepassword',
      headers: bearer(m.accessToken),
      payload: { old_password: 'member-pass-1', new_password: 'member-pass-2' },
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
    await expect(login(t, body.email, 'member-pass-2')).resolves.toBeDefined();
    expect(await hashOf(owner.id)).toBe(ownerHash);
  });

  it('a page the member was not granted is refused (403)', async () => {
    const body = memberBody({ permissions: ['JF'] });
    const added = await owner.call('POST', '/api/my-user', body);
    expect(added.statusCode, added.body).toBe(201);
    const m = await signInAsMember(body.email);
    const res = await t.app.inject({ method: 'GET', url: '/api/my_project', headers: bearer(m.accessToken) });
    expect(res.statusCode).toBe(403);
    const ownerSees = await owner.call('GET', '/api/my_project');
    expect(ownerSees.statusCode).toBe(200);
  });
});
