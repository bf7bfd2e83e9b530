import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ROLES,
  abilityFromRules,
  defineAbilityFor,
  endpoints,
  isRole,
  type AppAbility,
  type EndpointDef,
  type Role,
} from '@talent/api';
import { accountRules } from '../src/modules/roles/access';
import { hashPassword } from '../src/lib/crypto';
import { HANDLER_ROLES, RECORD_403, ROLES_BY_ACCESS, expectedRoles } from './authz-expected';
import { DEMO_EMAILS, DEMO_PASSWORD, bearer, createTestApp, login, type TestApp } from './helpers';

let t: TestApp;
const tokens = new Map<Role, string>();
/** Every account of the matrix: the nine built-in roles and a custom role, with the ability the stored rules
 * give them (issue 19: the matrix runs over the stored rules, not the constant table), with the derived team
 * and user-service rules (issue 40). */
const accounts: Array<{ label: string; token: string; ability: AppAbility }> = [];
const REVIEWER_EMAIL = 'reviewer@authz.test';

beforeAll(async () => {
  t = await createTestApp({ seedDemo: true, paymentSandbox: true });
  for (const role of ROLES) tokens.set(role, (await login(t, DEMO_EMAILS[role])).accessToken);
  // A custom role made through the API: reads RAE (the profile pages) and nothing else.
  const admin = bearer(tokens.get('admin')!);
  const role = await t.app.inject({
    method: 'POST',
    url: '/api/manage-user-role/',
    headers: admin,
    payload: { name: 'Reviewer', permissions: [{ action: 'read', subject: 'RAE' }] },
  });
  expect(role.statusCode, role.body).toBe(201);
  const user = await t.app.inject({
    method: 'POST',
    url: '/api/create-user/',
    headers: admin,
    payload: { full_name: 'Rita Reviewer', email: REVIEWER_EMAIL, role_id: role.json().id, status: 'active' },
  });
  expect(user.statusCode, user.body).toBe(201);
  // The e-mailed link would set the password; the matrix sets it directly.
  await t.ctx.db
    .updateTable('users')
    .set({ password_hash: await hashPassword(DEMO_PASSWORD), is_pending: 0, is_email_verified: 1 })
    .where('id', '=', user.json().id)
    .execute();
  const all: Array<[string, string]> = [
    ...ROLES.map((r) => [r, DEMO_EMAILS[r]] as [string, string]),
    ['Reviewer', REVIEWER_EMAIL],
  ];
  for (const [label, email] of all) {
    const row = await t.ctx.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    const token = label === 'Reviewer' ? (await login(t, email)).accessToken : tokens.get(label as Role)!;
    accounts.push({ label, token, ability: abilityFromRules(await accountRules(t.ctx.db, row)) });
  }
});
afterAll(async () => {
  await t.close();
});

// Calls that change the session itself are left out of the sweep (they would log the role out).
const SKIP_IN_SWEEP = new Set(['jwtLogout', 'logout']);

function urlOf(def: EndpointDef): string {
  return def.path.replace(/:([A-Za-z_]+)/g, (_m, name: string) =>
    name === 'token' ? 'tok' : name === 'sessionId' ? 'cs_none' : '1',
  );
}

const entries = Object.entries(endpoints).filter(([name]) => !SKIP_IN_SWEEP.has(name)) as Array<
  [string, EndpointDef]
>;

describe('authorization matrix: every endpoint x every role and anonymous', () => {
  it.each(entries)('%s', async (name, def) => {
    const url = urlOf(def);
    const send = (headers: Record<string, string>) =>
      t.app.inject({
        method: def.method,
        url,
        headers,
        ...(def.method === 'GET' || def.method === 'DELETE' ? {} : { payload: {} }),
      });

    const anon = await send({});
    if (def.access === 'public') expect([401, 403], `${name} anonymous`).not.toContain(anon.statusCode);
    else expect(anon.statusCode, `${name} anonymous`).toBe(401);
    expect(anon.statusCode, `${name} anonymous never 500`).toBeLessThan(500);

    for (const { label: role, token, ability } of accounts) {
      const res = await send(bearer(token));
      expect(res.statusCode, `${name} as ${role}: ${res.body}`).toBeLessThan(500);
      expect(res.statusCode, `${name} as ${role}`).not.toBe(401);
      expect(res.statusCode, `${name} as ${role}`).not.toBe(406);
      if (def.access === 'public') continue;
      const guard = ability.can(def.access.action, def.access.subject);
      // Issue 40: a built-in role's expected set is written out; the guard and the handler must both give it.
      const expected = isRole(role) ? expectedRoles(name, def.access).includes(role) : guard;
      if (isRole(role) && !(name in HANDLER_ROLES))
        expect(guard, `${name}: the guard ${guard ? 'lets in' : 'turns away'} ${role}`).toBe(expected);
      if (!expected && name in HANDLER_ROLES) {
        // The guard lets the role in, so the input (and the record named) is read before the handler refuses.
        expect([400, 403, 404], `${name} as ${role} must be refused: ${res.body}`).toContain(res.statusCode);
      } else if (!expected) {
        expect(res.statusCode, `${name} as ${role} must be refused`).toBe(403);
      } else if (!RECORD_403.has(name)) {
        expect(res.statusCode, `${name} as ${role} is allowed: ${res.body}`).not.toBe(403);
      }
    }
  });
});

describe('expected role sets (issue 40)', () => {
  it('name a set for every guard in the contract', () => {
    for (const [name, def] of entries)
      if (def.access !== 'public') expect(() => expectedRoles(name, def.access as never), name).not.toThrow();
  });

  it('list only routes whose guard is still wider than the handler', () => {
    for (const [name, roles] of Object.entries(HANDLER_ROLES)) {
      const def = endpoints[name as keyof typeof endpoints] as EndpointDef;
      expect(def, name).toBeDefined();
      const access = def.access;
      if (access === 'public') throw new Error(`${name} is public`);
      const guard = ROLES.filter((r) => defineAbilityFor(r).can(access.action, access.subject));
      expect(
        guard.length,
        `${name}: the guard now states the rule, drop it from HANDLER_ROLES`,
      ).toBeGreaterThan(roles.length);
    }
  });

  it('match the abilities table for every access a route uses', () => {
    for (const [key, roles] of Object.entries(ROLES_BY_ACCESS)) {
      const [action, subject] = key.split(' ') as ['read', 'RA'];
      expect(
        ROLES.filter((r) => defineAbilityFor(r).can(action, subject)),
        key,
      ).toEqual(ROLES.filter((r) => roles.includes(r)));
    }
  });
});

describe('the server is no wider than the pages (issue 24)', () => {
  // Pages per role (route table): the wallet, TAT purchase, dashboard and market are RA pages, the
  // exclusion lists RAE pages; job seekers, freelancers and clients have none of them, editors no RA page.
  const WALLET_AND_DASHBOARD: Array<[string, string]> = [
    ['GET', '/api/my_wallet'],
    ['GET', '/api/coin'],
    ['POST', '/api/convert_tat'],
    ['POST', '/api/convert_ttt'],
    ['GET', '/api/tat_plans'],
    ['GET', '/api/purchase_coins'],
    ['POST', '/api/purchase_coins'],
    ['GET', '/api/dashboard'],
    ['GET', '/api/most_earned_profile'],
    ['GET', '/api/least_earned_profile'],
  ];
  const EXCLUSION_LISTS: Array<[string, string]> = [
    ['GET', '/api/block_keyword'],
    ['POST', '/api/block_keyword'],
    ['GET', '/api/keyword_exclusion'],
    ['GET', '/api/blockDomainView'],
    ['GET', '/api/experience_view'],
  ];
  const MARKET: Array<[string, string]> = [
    ['POST', '/api/public_resume'],
    ['GET', '/api/recruite/top_selling_resume/'],
    ['POST', '/api/recruite/unlock_resume/1'],
    ['GET', '/api/purchase_resume'],
  ];
  // Message templates (/sms_template, issue 18) are an RA page too.
  const TEMPLATES: Array<[string, string]> = [
    ['GET', '/api/sms_view/'],
    ['POST', '/api/sms_view/'],
    ['GET', '/api/sms_view/1/'],
    ['PUT', '/api/sms_view/1/'],
    ['DELETE', '/api/sms_view/1/'],
  ];
  // Sending to candidates and the communication log (/candidates_communicated, issue 18): RA.
  const MESSAGING: Array<[string, string]> = [
    ['POST', '/api/email_sent/'],
    ['POST', '/api/send_sms/'],
    ['GET', '/api/candidates_communicated'],
    ['POST', '/api/candidates_communicated/1/resend'],
    // The e-mail plugin's inbox (/email-plugin, RA).
    ['GET', '/api/email_inbox'],
    ['POST', '/api/email_inbox/rotate'],
    ['GET', '/api/inbox_files'],
    ['GET', '/api/inbox_files/1/file'],
    ['POST', '/api/inbox_files/1/done'],
    // Its IMAP mailbox.
    ['GET', '/api/email_inbox/imap'],
    ['PUT', '/api/email_inbox/imap'],
    ['DELETE', '/api/email_inbox/imap'],
    ['POST', '/api/email_inbox/imap/test'],
    // Files shared from a phone are claimed into that inbox (/resume-uploader?share=..., RA).
    ['POST', '/api/inbox_files/claim'],
  ];
  // The users' own sending accounts live on /email-plugin and /mobile-plugin, RA pages.
  const SENDING_ACCOUNTS: Array<[string, string]> = [
    ['GET', '/api/smpt_server/'],
    ['POST', '/api/smpt_server/'],
    ['POST', '/api/smpt_server/1/test/'],
    ['GET', '/api/sms_server/'],
    ['POST', '/api/sms_server/'],
    ['DELETE', '/api/sms_server/1/'],
  ];
  // Clients (issue 18): /client_management is an RA page.
  const CLIENTS: Array<[string, string]> = [
    ['GET', '/api/manage-company/'],
    ['POST', '/api/manage-company/'],
    ['GET', '/api/update-company/1'],
    ['PUT', '/api/update-company/1'],
    ['DELETE', '/api/update-company/1'],
    ['POST', '/api/update-company/1/logo'],
    ['GET', '/api/update-company/1/logo'],
    ['GET', '/api/company_display_name/'],
    ['POST', '/api/company_display_name/'],
    ['PUT', '/api/company_display_name/1'],
    // The client portal's recruiter side (issue 43): invitations and shares.
    ['GET', '/api/update-company/1/portal'],
    ['POST', '/api/update-company/1/invite'],
    ['GET', '/api/client_shares/'],
    ['POST', '/api/client_shares/'],
  ];
  const status = async (role: Role, [method, url]: [string, string]) =>
    (
      await t.app.inject({
        method: method as 'GET' | 'POST' | 'PUT' | 'DELETE',
        url,
        headers: bearer(tokens.get(role)!),
        ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
      })
    ).statusCode;

  it.each(['jobseeker', 'freelancer', 'client', 'editor'] as const)(
    '%s gets 403 on the wallet, TAT purchase, dashboard and sending accounts',
    async (role) => {
      for (const call of [...WALLET_AND_DASHBOARD, ...SENDING_ACCOUNTS])
        expect(await status(role, call), call.join(' ')).toBe(403);
    },
  );

  it.each(['jobseeker', 'freelancer', 'client', 'editor'] as const)(
    '%s gets 403 on sending to candidates and the communication log',
    async (role) => {
      for (const call of MESSAGING) expect(await status(role, call), call.join(' ')).toBe(403);
    },
  );

  it.each(['jobseeker', 'freelancer', 'client', 'editor'] as const)(
    '%s gets 403 on the message templates',
    async (role) => {
      for (const call of TEMPLATES) expect(await status(role, call), call.join(' ')).toBe(403);
    },
  );

  it.each(['jobseeker', 'freelancer', 'client'] as const)(
    '%s gets 403 on the exclusion lists',
    async (role) => {
      for (const call of EXCLUSION_LISTS) expect(await status(role, call), call.join(' ')).toBe(403);
    },
  );

  it.each(['jobseeker', 'freelancer', 'client', 'editor'] as const)(
    '%s gets 403 on the clients (companies) calls',
    async (role) => {
      for (const call of CLIENTS) expect(await status(role, call), call.join(' ')).toBe(403);
    },
  );

  it('only a client account reaches the client portal (issue 43)', async () => {
    const call = (role: Role, method: 'GET' | 'POST', url: string) =>
      t.app.inject({
        method,
        url,
        headers: bearer(tokens.get(role)!),
        ...(method === 'POST' ? { payload: { decision: 'approved', comment: 'Fine' } } : {}),
      });
    for (const role of ROLES.filter((r) => r !== 'client')) {
      expect((await call(role, 'GET', '/api/client_portal/')).statusCode, role).toBe(403);
      const answer = await call(role, 'POST', '/api/client_portal/candidates/1/answer');
      expect(answer.statusCode, role).toBe(403);
    }
    expect((await call('client', 'GET', '/api/client_portal/')).statusCode).toBe(200);
    // The demo client is linked to no record: no candidate of anyone's is its to answer.
    expect((await call('client', 'POST', '/api/client_portal/candidates/1/answer')).statusCode).toBe(404);
  });

  it('editor gets 403 on the marketplace but keeps the exclusion pages it has (RAE)', async () => {
    for (const call of MARKET) expect(await status('editor', call), call.join(' ')).toBe(403);
    for (const call of EXCLUSION_LISTS) expect(await status('editor', call), call.join(' ')).not.toBe(403);
  });

  it('recruiter-type roles and admin keep all of them', async () => {
    for (const role of [
      'recruiter',
      'recruitment_agency',
      'enterprise',
      'freelance_enterprise',
      'admin',
    ] as const)
      for (const call of [
        ...WALLET_AND_DASHBOARD,
        ...EXCLUSION_LISTS,
        ...MARKET,
        ...TEMPLATES,
        ...SENDING_ACCOUNTS,
        ...MESSAGING,
        ...CLIENTS,
      ])
        expect(await status(role, call), `${role} ${call.join(' ')}`).not.toBe(403);
  });
});

describe('nothing private is reachable by anyone else', () => {
  it('a private profile, its documents and its owner-only calls answer 404 to every other role', async () => {
    const owner = await login(t, 'enterprise@example.com');
    tokens.set('enterprise', owner.accessToken);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/upload_single_resume/',
      payload: { first_name: 'Private', last_name: 'Person', email: 'private@person.org' },
      headers: bearer(owner.accessToken),
    });
    const id = created.json().profile.id as number;
    for (const role of ROLES.filter((r) => r !== 'enterprise')) {
      const h = bearer(tokens.get(role)!);
      for (const [method, url] of [
        ['GET', `/api/upload_resume/${id}`],
        ['GET', `/api/recruite/profile_document/${id}`],
        ['GET', `/api/recruite/profile_full_document/${id}`],
        ['DELETE', `/api/upload_resume/${id}`],
        ['POST', `/api/upload_resume/${id}`],
      ] as const) {
        const res = await t.app.inject({ method, url, headers: h });
        expect(res.statusCode, `${role} ${method} ${url}`).toBe(404);
      }
      const put = await t.app.inject({
        method: 'PUT',
        url: `/api/resume-uploaded/${id}/`,
        payload: { first_name: 'Hacked' },
        headers: h,
      });
      expect(put.statusCode, `${role} PUT`).toBe(404);
      const pub = await t.app.inject({
        method: 'POST',
        url: '/api/recruite/mark_as_public',
        payload: { profile_ids: [id], price: 5 },
        headers: h,
      });
      expect(pub.statusCode, `${role} publish`).toBe(404);
      const search = await t.app.inject({
        method: 'POST',
        url: '/api/search_resume/',
        payload: { search: 'private' },
        headers: h,
      });
      expect(search.json().count ?? 0, `${role} search`).toBe(0);
      if (defineAbilityFor(role).can('read', 'RA')) {
        const market = await t.app.inject({
          method: 'POST',
          url: '/api/public_resume?limit=1000',
          payload: { query: 'private' },
          headers: h,
        });
        expect(
          market.json().results.map((p: { id: number }) => p.id),
          `${role} market`,
        ).not.toContain(id);
      }
    }
    const row = await t.ctx.db
      .selectFrom('profiles')
      .select(['first_name', 'is_public'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ first_name: 'Private', is_public: 0 });
  });

  it('a message template answers 404 to every other role, admin included, and stays as it was', async () => {
    const owner = await login(t, 'enterprise@example.com');
    tokens.set('enterprise', owner.accessToken);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/sms_view/',
      payload: { kind: 'sms', name: 'Private nudge', body: 'Hi {{first_name}}' },
      headers: bearer(owner.accessToken),
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    for (const role of ROLES.filter((r) => r !== 'enterprise' && defineAbilityFor(r).can('read', 'RA'))) {
      const h = bearer(tokens.get(role)!);
      for (const [method, payload] of [
        ['GET', undefined],
        ['PUT', { kind: 'sms', name: 'Taken', body: 'x' }],
        ['DELETE', undefined],
      ] as const) {
        const res = await t.app.inject({ method, url: `/api/sms_view/${id}/`, headers: h, payload });
        expect(res.statusCode, `${role} ${method}`).toBe(404);
      }
      const list = await t.app.inject({ method: 'GET', url: '/api/sms_view/?limit=1000', headers: h });
      expect(
        list.json().results.map((r: { id: number }) => r.id),
        `${role} list`,
      ).not.toContain(id);
    }
    const row = await t.ctx.db
      .selectFrom('message_templates')
      .select(['name', 'body'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ name: 'Private nudge', body: 'Hi {{first_name}}' });
  });

  it('each wallet answers only its own holder', async () => {
    const seen = new Map<number, number>();
    const holders = ROLES.filter((role) => defineAbilityFor(role).can('read', 'RA'));
    for (const role of holders) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/my_wallet',
        headers: bearer(tokens.get(role)!),
      });
      expect(res.statusCode).toBe(200);
      const me = await t.app.inject({
        method: 'GET',
        url: '/api/user_detail',
        headers: bearer(tokens.get(role)!),
      });
      seen.set(me.json().id, res.json().tat);
      for (const m of res.json().movements as Array<{ memo: string }>)
        expect(m.memo).not.toMatch(/Bought .* by card/);
    }
    expect(seen.size).toBe(holders.length);
  });
});
