/** Team members, issue 19's last gaps: the organisations own teams too, and an owner removes (deactivates) and
 * brings back a member. Nothing is deleted; a removed member's session ends at once and their sign-in is
 * refused with a clear message; a deactivated owner takes the team with them. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEAM_MEMBER_LIMITS, TEAM_OWNER_ROLES } from '@talent/api/rules';
import { migrations } from '../src/db/migrations';
import { MEMBER_REMOVED, OWNER_DEACTIVATED, ACCOUNT_DEACTIVATED } from '../src/lib/errors';
import { storedRulesFor } from '../src/modules/roles/repo';
import {
  DEMO_EMAILS,
  bearer,
  createTestApp,
  lastMessage,
  login,
  registerUser,
  type TestApp,
} from './helpers';
import { caller, type Caller } from './jobs-helpers';

let t: TestApp;
let seq = 0;

const memberBody = (over: Record<string, unknown> = {}) => ({
  full_name: 'Rae Removable',
  email: `removable-${++seq}@team.org`,
  permissions: ['RAE'],
  ...over,
});

/** A new account of `role`, owning a team. */
async function ownerOf(role: string): Promise<Caller> {
  const r = await registerUser(t, `owner-${++seq}@${role.replace(/_/g, '-')}.org`, role);
  return caller(t, r.userData.id, r.accessToken);
}

/** Adds a member and signs them in through the invitation's set-password link. */
async function memberOf(owner: Caller, over: Record<string, unknown> = {}) {
  const body = memberBody(over);
  const added = await owner.call('POST', '/api/my-user', body);
  expect(added.statusCode, added.body).toBe(201);
  const mail = await lastMessage(t, body.email);
  const link = /\/reset-password\/(\d+)\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')!;
  const set = await t.app.inject({
    method: 'POST',
    url: `/api/new-password/${link[1]}/${link[2]}`,
    payload: { password: 'member-pass-1' },
  });
  expect(set.statusCode, set.body).toBe(200);
  const session = await login(t, body.email, 'member-pass-1');
  return { id: (added.json() as { id: number }).id, email: body.email, session };
}

const signIn = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password: 'member-pass-1' } });
const refresh = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/refreshToken', payload: { refresh: token } });
const me = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/user_detail', headers: bearer(token) });

beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
});
afterAll(async () => {
  await t.close();
});

describe('who owns a team', () => {
  it.each(TEAM_OWNER_ROLES)(
    'a %s has a team: the team pages open and a member can be added',
    async (role) => {
      const owner = await ownerOf(role);
      const team = await owner.call('GET', '/api/my-user');
      expect(team.statusCode, team.body).toBe(200);
      expect(team.json()).toMatchObject({ used: 0, limit: TEAM_MEMBER_LIMITS[1] });
      // AF (the team's own pages) is never grantable; the rest of the owner's codes are.
      expect(team.json().grantable).not.toContain('AF');
      const m = await memberOf(owner, { permissions: team.json().grantable.slice(0, 1) });
      expect(m.session.userData).toMatchObject({ role, sub_user: owner.id });
    },
  );

  it.each(['recruiter', 'jobseeker', 'client'])('a %s has no team (403)', async (role) => {
    const owner = await ownerOf(role);
    expect((await owner.call('GET', '/api/my-user')).statusCode).toBe(403);
    expect((await owner.call('POST', '/api/my-user', memberBody())).statusCode).toBe(403);
  });

  it('the demo accounts of the team-owning roles read AF in the stored rules, the others do not', async () => {
    for (const [role, email] of Object.entries(DEMO_EMAILS)) {
      const row = await t.ctx.db
        .selectFrom('users')
        .selectAll()
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
      const af = (await storedRulesFor(t.ctx.db, row)).some((r) => r.subject === 'AF');
      expect(af, role).toBe(role === 'admin' || (TEAM_OWNER_ROLES as readonly string[]).includes(role));
    }
  });

  it('migration 0042 gives AF to the stored roles of a database made before it, once', async () => {
    const keys = ['freelance_enterprise', 'recruitment_agency', 'enterprise'];
    const roleIds = (await t.ctx.db.selectFrom('roles').select('id').where('key', 'in', keys).execute()).map(
      (r) => r.id,
    );
    expect(roleIds).toHaveLength(3);
    const afRows = () =>
      t.ctx.db
        .selectFrom('role_permissions')
        .select('role_id')
        .where('role_id', 'in', roleIds)
        .where('subject', '=', 'AF')
        .execute();
    // The rules as 0031 stored them before the organisations owned teams.
    await t.ctx.db
      .deleteFrom('role_permissions')
      .where('role_id', 'in', roleIds)
      .where('subject', '=', 'AF')
      .execute();
    expect(await afRows()).toHaveLength(0);
    const up = migrations(t.ctx.dialect)['0042_team_owner_roles']!.up;
    await up(t.ctx.db);
    expect(await afRows()).toHaveLength(3);
    await up(t.ctx.db);
    expect(await afRows()).toHaveLength(3);
  });
});

describe('removing a team member', () => {
  it('ends the session at once, refuses sign-in and refresh with a clear message, keeps the row, and is audited', async () => {
    const owner = await ownerOf('freelance_enterprise');
    const m = await memberOf(owner);
    expect((await me(m.session.accessToken)).statusCode).toBe(200);

    const res = await owner.call('PUT', `/api/my-user/${m.id}/status`, { active: false });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().deactivated_at).not.toBeNull();

    const live = await me(m.session.accessToken);
    expect(live.statusCode).toBe(401);
    expect(live.json().message).toBe(MEMBER_REMOVED);
    const again = await refresh(m.session.refreshToken);
    expect(again.statusCode).toBe(401);
    const refused = await signIn(m.email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(MEMBER_REMOVED);

    // Nothing is deleted: the member is still listed (inactive), and frees their seat.
    const team = (await owner.call('GET', '/api/my-user')).json() as {
      used: number;
      results: Array<{ id: number; deactivated_at: string | null }>;
    };
    expect(team.used).toBe(0);
    expect(team.results.find((r) => r.id === m.id)?.deactivated_at).not.toBeNull();

    const back = await owner.call('PUT', `/api/my-user/${m.id}/status`, { active: true });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().deactivated_at).toBeNull();
    expect((await signIn(m.email)).statusCode).toBe(200);

    const audit = await t.ctx.db
      .selectFrom('audit_log')
      .select(['action', 'actor_id'])
      .where('target_user_id', '=', m.id)
      .where('action', 'like', 'team.member_%activate')
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { action: 'team.member_deactivate', actor_id: owner.id },
      { action: 'team.member_reactivate', actor_id: owner.id },
    ]);
  });

  it('setting the state a member already has changes nothing and writes no entry', async () => {
    const owner = await ownerOf('freelancer');
    const m = await memberOf(owner, { permissions: ['F'] });
    const res = await owner.call('PUT', `/api/my-user/${m.id}/status`, { active: true });
    expect(res.statusCode).toBe(200);
    const n = await t.ctx.db
      .selectFrom('audit_log')
      .select('id')
      .where('target_user_id', '=', m.id)
      .where('action', 'like', 'team.member_%activate')
      .execute();
    expect(n).toHaveLength(0);
    expect((await me(m.session.accessToken)).statusCode).toBe(200);
  });

  it("refuses someone else's member (404), an unknown id (404), a bad body (400), and changes nothing", async () => {
    const owner = await ownerOf('enterprise');
    const m = await memberOf(owner);
    const stranger = await ownerOf('enterprise');
    const foreign = await stranger.call('PUT', `/api/my-user/${m.id}/status`, { active: false });
    expect(foreign.statusCode).toBe(404);
    for (const payload of [{}, { active: 'no' }, { active: null }]) {
      const bad = await owner.call('PUT', `/api/my-user/${m.id}/status`, payload);
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const unknown = await owner.call('PUT', '/api/my-user/999999/status', { active: false });
    expect(unknown.statusCode).toBe(404);
    // The owner's own id is not a member of the team.
    expect((await owner.call('PUT', `/api/my-user/${owner.id}/status`, { active: false })).statusCode).toBe(
      404,
    );

    const row = await t.ctx.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', m.id)
      .executeTakeFirstOrThrow();
    expect(row.deactivated_at).toBeNull();
    expect((await me(m.session.accessToken)).statusCode).toBe(200);
  });

  it('a member cannot remove a colleague, nor themselves (403)', async () => {
    const owner = await ownerOf('enterprise');
    const m = await memberOf(owner);
    const byMember = (id: number) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/my-user/${id}/status`,
        headers: bearer(m.session.accessToken),
        payload: { active: false },
      });
    const colleague = (await owner.call('POST', '/api/my-user', memberBody())).json() as { id: number };
    expect((await byMember(colleague.id)).statusCode).toBe(403);
    expect((await byMember(m.id)).statusCode).toBe(403);
    const rows = await t.ctx.db
      .selectFrom('users')
      .select('deactivated_at')
      .where('id', 'in', [m.id, colleague.id])
      .execute();
    expect(rows.map((r) => r.deactivated_at)).toEqual([null, null]);
  });

  it("reactivating takes a seat: at the plan's limit it answers 409 and changes nothing", async () => {
    const owner = await ownerOf('recruitment_agency');
    const first = await memberOf(owner);
    expect((await owner.call('PUT', `/api/my-user/${first.id}/status`, { active: false })).statusCode).toBe(
      200,
    );
    // The removed member's seat is free: the free plan's limit fills up again without them.
    for (let i = 0; i < TEAM_MEMBER_LIMITS[1]; i++) await memberOf(owner);
    const back = await owner.call('PUT', `/api/my-user/${first.id}/status`, { active: true });
    expect(back.statusCode).toBe(409);
    expect(back.json().message).toMatch(/allows 2 team members/);
    const row = await t.ctx.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', first.id)
      .executeTakeFirstOrThrow();
    expect(row.deactivated_at).not.toBeNull();
  });

  it('an owner cannot bring back a member an admin deactivated; the admin can', async () => {
    const owner = await ownerOf('freelancer');
    const m = await memberOf(owner, { permissions: ['F'] });
    const admin = await login(t, DEMO_EMAILS.admin);
    const locked = await t.app.inject({
      method: 'POST',
      url: '/api/users/status/',
      headers: bearer(admin.accessToken),
      payload: { ids: [m.id], active: false },
    });
    expect(locked.statusCode, locked.body).toBe(200);
    // Locked by an admin: the admin's message, not the team's.
    expect((await signIn(m.email)).json().message).toBe(ACCOUNT_DEACTIVATED);
    const back = await owner.call('PUT', `/api/my-user/${m.id}/status`, { active: true });
    expect(back.statusCode).toBe(403);
    const row = await t.ctx.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', m.id)
      .executeTakeFirstOrThrow();
    expect(row.deactivated_at).not.toBeNull();
    const unlocked = await t.app.inject({
      method: 'POST',
      url: '/api/users/status/',
      headers: bearer(admin.accessToken),
      payload: { ids: [m.id], active: true },
    });
    expect(unlocked.statusCode, unlocked.body).toBe(200);
    expect((await signIn(m.email)).statusCode).toBe(200);
  });

  it("a deactivated owner takes the team with them: the member's token and sign-in are refused", async () => {
    const owner = await ownerOf('freelancer');
    const m = await memberOf(owner, { permissions: ['F'] });
    const admin = await login(t, DEMO_EMAILS.admin);
    const off = await t.app.inject({
      method: 'POST',
      url: '/api/users/status/',
      headers: bearer(admin.accessToken),
      payload: { ids: [owner.id], active: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    const live = await me(m.session.accessToken);
    expect(live.statusCode).toBe(401);
    expect(live.json().message).toBe(OWNER_DEACTIVATED);
    expect((await refresh(m.session.refreshToken)).statusCode).toBe(401);
    const refused = await signIn(m.email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(OWNER_DEACTIVATED);
  });
});

describe('a change takes effect at the next call, before any token refresh', () => {
  const subjects = (data: unknown) =>
    ((data as { ability: { subject: string }[] }).ability ?? []).map((r) => r.subject).sort();

  it("an admin's role change reaches the user's live token, user_detail and the refreshed token", async () => {
    const user = await registerUser(t, `demoted-${++seq}@roles.org`, 'recruiter');
    const me = bearer(user.accessToken);
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: me });
    expect((await get('/api/my_wallet')).statusCode).toBe(200);
    const jobseeker = await t.ctx.db
      .selectFrom('roles')
      .select('id')
      .where('key', '=', 'jobseeker')
      .executeTakeFirstOrThrow();
    const admin = await login(t, DEMO_EMAILS.admin);
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/update-user/${user.userData.id}/`,
      headers: bearer(admin.accessToken),
      payload: {
        full_name: 'Demoted',
        email: `demoted-${seq}@roles.org`,
        role_id: jobseeker.id,
        status: 'active',
      },
    });
    expect(put.statusCode, put.body).toBe(200);
    // The same access token: the new role's stored rules answer at once (RA gone, J there).
    expect((await get('/api/my_wallet')).statusCode).toBe(403);
    const detail = await get('/api/user_detail');
    expect(detail.json()).toMatchObject({ role: 'jobseeker' });
    expect(subjects(detail.json())).toEqual(['ACL', 'Auth', 'J', 'JF']);
    // And after the token refresh the portal makes, the same.
    const rotated = await refresh(user.refreshToken);
    expect(rotated.statusCode, rotated.body).toBe(200);
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/my_wallet',
      headers: bearer(rotated.json().access),
    });
    expect(after.statusCode).toBe(403);
  });

  it("an owner's narrowing of a member's permissions reaches the member's live token at once", async () => {
    const owner = await ownerOf('enterprise');
    const m = await memberOf(owner, { permissions: ['RA', 'RAE'] });
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(m.session.accessToken) });
    expect((await get('/api/my_wallet')).statusCode).toBe(200);
    const put = await owner.call('PUT', `/api/my-user/${m.id}`, { full_name: 'Rae', permissions: ['RAE'] });
    expect(put.statusCode, put.body).toBe(200);
    expect((await get('/api/my_wallet')).statusCode).toBe(403);
    expect(subjects((await get('/api/user_detail')).json())).toEqual(['ACL', 'Auth', 'RAE']);
  });
});
