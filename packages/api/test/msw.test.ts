import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { getResponse, type HttpHandler } from 'msw';
import { setupServer } from 'msw/node';
import { endpoints, type EndpointDef } from '../src/contract';
import { apiKeyEndpoints } from '../src/contract/apikeys';
import { applicationEndpoints } from '../src/contract/applications';
import { seekerEndpoints } from '../src/contract/seeker';
import { projectEndpoints } from '../src/contract/projects';
import { templateEndpoints } from '../src/contract/templates';
import { messagingEndpoints } from '../src/contract/messaging';
import { inboxEndpoints } from '../src/contract/inbox';
import { serverEndpoints } from '../src/contract/servers';
import { companyEndpoints } from '../src/contract/companies';
import { userEndpoints } from '../src/contract/users';
import { teamEndpoints } from '../src/contract/team';
import { userServiceEndpoints } from '../src/contract/userServices';
import { invoiceEndpoints } from '../src/contract/invoices';
import { landingEndpoints } from '../src/contract/landing';
import { healthEndpoints } from '../src/contract/health';
import { clientPortalEndpoints } from '../src/contract/clientPortal';
import { dataRightsEndpoints } from '../src/contract/dataRights';
import { rightsEndpoints } from '../src/contract/rights';
import { blogEndpoints } from '../src/contract/blog';
import { authEndpoints } from '../src/contract/auth';
import { dashboardEndpoints } from '../src/contract/dashboard';
import { exclusionEndpoints } from '../src/contract/exclusions';
import { jobEndpoints } from '../src/contract/jobs';
import { lookupEndpoints } from '../src/contract/lookups';
import { notificationEndpoints } from '../src/contract/notifications';
import { profileEndpoints } from '../src/contract/profile';
import { resumeEndpoints } from '../src/contract/resumes';
import { subscriptionEndpoints } from '../src/contract/subscription';
import { walletEndpoints } from '../src/contract/wallet';
import { handlers, overrides } from '../src/msw';
import { APPLICATION_STATUS, APPLICATION_TRANSITIONS } from '../src/rules';
import { apiKeyHandlers } from '../src/msw/handlers/apikeys';
import { applicationHandlers } from '../src/msw/handlers/applications';
import { seekerHandlers } from '../src/msw/handlers/seeker';
import { projectHandlers } from '../src/msw/handlers/projects';
import { templateHandlers } from '../src/msw/handlers/templates';
import { messagingHandlers } from '../src/msw/handlers/messaging';
import { inboxHandlers } from '../src/msw/handlers/inbox';
import { serverHandlers } from '../src/msw/handlers/servers';
import { companyHandlers } from '../src/msw/handlers/companies';
import { userHandlers } from '../src/msw/handlers/users';
import { teamHandlers } from '../src/msw/handlers/team';
import { userServiceHandlers } from '../src/msw/handlers/userServices';
import { invoiceHandlers } from '../src/msw/handlers/invoices';
import { landingHandlers } from '../src/msw/handlers/landing';
import { healthHandlers } from '../src/msw/handlers/health';
import { clientPortalHandlers } from '../src/msw/handlers/clientPortal';
import { dataRightsHandlers } from '../src/msw/handlers/dataRights';
import { rightsHandlers } from '../src/msw/handlers/rights';
import { blogHandlers } from '../src/msw/handlers/blog';
import { authHandlers } from '../src/msw/handlers/auth';
import { dashboardHandlers } from '../src/msw/handlers/dashboard';
import { exclusionHandlers } from '../src/msw/handlers/exclusions';
import { jobHandlers } from '../src/msw/handlers/jobs';
import { lookupHandlers } from '../src/msw/handlers/lookups';
import { notificationHandlers } from '../src/msw/handlers/notifications';
import { profileHandlers } from '../src/msw/handlers/profile';
import { resumeHandlers } from '../src/msw/handlers/resumes';
import { subscriptionHandlers } from '../src/msw/handlers/subscription';
import { walletHandlers } from '../src/msw/handlers/wallet';

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const base = 'http://api.test';
const post = (path: string, body: unknown, token?: string) =>
  fetch(base + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });

describe('msw handlers', () => {
  it('has a happy-path handler for every endpoint of the contract', () => {
    const covered = new Set(
      handlers.map((h) => `${h.info.method} ${String(h.info.path).replace(/^\*/, '')}`),
    );
    for (const def of Object.values(endpoints))
      expect(covered.has(`${def.method} ${def.path}`), `${def.method} ${def.path}`).toBe(true);
  });

  it('logs a demo account in and answers its profile', async () => {
    const res = await post('/api/login', { email: 'jobseeker@example.com', password: 'Demo#2026' });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.userData.role).toBe('jobseeker');
    const me = await fetch(base + '/api/profile', {
      headers: { authorization: `Bearer ${body.accessToken}` },
    });
    expect((await me.json()).landing).toBe('/search_job');
  });

  it('validates bodies like the server and answers the spec errors', async () => {
    const bad = await post('/api/login', { email: 'jobseeker@example.com', password: 'nope' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toBe('Email or Password is Invalid');
    const missing = await post('/api/email_verified/', { email: 'x@example.com', otp: '12' });
    expect(missing.status).toBe(400);
    expect((await missing.json()).errors.otp).toBeDefined();
    expect((await fetch(base + '/api/profile')).status).toBe(401);
  });

  it('overrides give error and empty states', async () => {
    server.use(overrides.sessionElsewhere('getProfile'), overrides.empty('listUserEducation'));
    const res = await fetch(base + '/api/profile', {
      headers: { authorization: 'Bearer mock-access-admin' },
    });
    expect(res.status).toBe(406);
    expect((await res.json()).message).toBe(
      'You are logged in on a different device, so your session has expired.',
    );
    const list = await fetch(base + '/api/user_education/', {
      headers: { authorization: 'Bearer mock-access-admin' },
    });
    expect(await list.json()).toEqual({ count: 0, results: [] });
  });

  it('answers a page outside /api only at the root, never a file under a folder of that name', async () => {
    const page = await getResponse(handlers, new Request(base + '/blog/hiring-in-2026-what-changed'));
    expect(page?.status).toBe(200);
    // The test browser fetches story modules such as /src/pages/blog/PostCard.stories.tsx through the worker.
    const module = new Request(base + '/work/apps/portal/src/pages/blog/PostCard.stories.tsx');
    expect(await getResponse(handlers, module)).toBeUndefined();
  });
});

describe('msw jobs and applications', () => {
  const auth = { authorization: 'Bearer mock-access-recruiter', 'content-type': 'application/json' };
  const move = (id: number, status: number) =>
    fetch(`${base}/api/chang_status/${id}`, {
      method: 'PATCH',
      headers: auth,
      body: JSON.stringify({ status }),
    });

  it('moves an application only along APPLICATION_TRANSITIONS, as the server does', async () => {
    const legal = await move(1, 3);
    expect(legal.status).toBe(200);
    const moved = await legal.json();
    expect(moved.status_label).toBe(APPLICATION_STATUS[3]);
    expect(moved.next_statuses).toEqual([...APPLICATION_TRANSITIONS[3]]);
    const illegal = await move(1, 8);
    expect(illegal.status).toBe(409);
    expect((await illegal.json()).message).toContain(APPLICATION_STATUS[8]);
  });

  it('filters the job list by every key and by status', async () => {
    const list = async (query: string) =>
      (await (await fetch(`${base}/api/job?${query}`, { headers: auth })).json()).results.map(
        (j: { id: number }) => j.id,
      );
    expect(await list('status=paused')).toEqual([2]);
    expect(await list('key=react,remote')).toEqual([3]);
    expect(await list('key=react,nowhere')).toEqual([]);
  });
});

describe('msw projects', () => {
  const as = (role: string) => ({
    authorization: `Bearer mock-access-${role}`,
    'content-type': 'application/json',
  });
  const postAs = (role: string, path: string, body: unknown = {}) =>
    fetch(base + path, { method: 'POST', headers: as(role), body: JSON.stringify(body) });

  it('moves a project only along PROJECT_ACTIONS, as the server does', async () => {
    const deliver = await postAs('freelancer', '/api/project/2/deliver', { message: 'Done' });
    expect(deliver.status).toBe(200);
    expect((await deliver.json()).status).toBe('delivered');
    expect((await postAs('freelancer', '/api/project/1/deliver', { message: 'Done' })).status).toBe(409);
    const accept = await postAs('recruiter', '/api/project/3/accept', { idempotency_key: 'key-12345' });
    expect((await accept.json()).project).toMatchObject({ status: 'completed', escrow_balance: 0 });
    expect(
      (
        await postAs('recruiter', '/api/project/1/resolve', {
          idempotency_key: 'key-12345',
          freelancer_amount: 1,
        })
      ).status,
    ).toBe(403);
  });

  it('refuses a bid of zero or above the budget', async () => {
    const send = (bid: number) =>
      postAs('freelancer', '/api/applied_for_project/', { project_id: 1, cover_letter: 'Hi', bid, days: 3 });
    expect((await send(0)).status).toBe(400);
    expect((await send(501)).status).toBe(400);
    expect((await send(500)).status).toBe(201);
  });
});

describe('msw clients', () => {
  const auth = { authorization: 'Bearer mock-access-recruiter', 'content-type': 'application/json' };

  it('hides archived clients unless asked, and archives instead of deleting a client jobs use', async () => {
    const active = await (await fetch(`${base}/api/manage-company/?limit=100`, { headers: auth })).json();
    expect(active.results.every((c: { archived: boolean }) => !c.archived)).toBe(true);
    const archived = await (
      await fetch(`${base}/api/manage-company/?status=archived`, { headers: auth })
    ).json();
    expect(archived.results.map((c: { name: string }) => c.name)).toEqual(['Umbrella Labs']);
    const used = await (
      await fetch(`${base}/api/update-company/1`, { method: 'DELETE', headers: auth })
    ).json();
    expect(used).toMatchObject({ outcome: 'archived', jobs: 2 });
    const unused = await (
      await fetch(`${base}/api/update-company/3`, { method: 'DELETE', headers: auth })
    ).json();
    expect(unused).toMatchObject({ outcome: 'deleted', jobs: 0 });
  });

  it("refuses a contact's bad e-mail with the contract's message", async () => {
    const res = await fetch(`${base}/api/manage-company/`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ name: 'X', contacts: [{ name: 'A', email: 'nope' }] }),
    });
    expect(res.status).toBe(400);
    expect((await res.json()).errors['contacts.0.email']).toEqual([
      'Enter a valid e-mail address such as name@example.com.',
    ]);
  });
});

describe('msw handler modules', () => {
  const routeOf = (h: HttpHandler) => `${h.info.method} ${String(h.info.path).replace(/^\*/, '')}`;
  const routesOf = (list: Record<string, EndpointDef>) =>
    Object.values(list)
      .map((def) => `${def.method} ${def.path}`)
      .sort();

  it('answers in each handlers/<domain>.ts exactly the endpoints of that contract file', () => {
    const pairs: Array<[string, HttpHandler[], Record<string, EndpointDef>]> = [
      ['auth', authHandlers, authEndpoints],
      ['profile', profileHandlers, profileEndpoints],
      ['lookups', lookupHandlers, lookupEndpoints],
      ['exclusions', exclusionHandlers, exclusionEndpoints],
      ['resumes', resumeHandlers, resumeEndpoints],
      ['wallet', walletHandlers, walletEndpoints],
      ['subscription', subscriptionHandlers, subscriptionEndpoints],
      ['dashboard', dashboardHandlers, dashboardEndpoints],
      ['notifications', notificationHandlers, notificationEndpoints],
      ['apikeys', apiKeyHandlers, apiKeyEndpoints],
      ['jobs', jobHandlers, jobEndpoints],
      ['applications', applicationHandlers, applicationEndpoints],
      ['seeker', seekerHandlers, seekerEndpoints],
      ['projects', projectHandlers, projectEndpoints],
      ['templates', templateHandlers, templateEndpoints],
      ['messaging', messagingHandlers, messagingEndpoints],
      ['inbox', inboxHandlers, inboxEndpoints],
      ['servers', serverHandlers, serverEndpoints],
      ['companies', companyHandlers, companyEndpoints],
      ['users', userHandlers, userEndpoints],
      ['team', teamHandlers, teamEndpoints],
      ['userServices', userServiceHandlers, userServiceEndpoints],
      ['invoices', invoiceHandlers, invoiceEndpoints],
      ['landing', landingHandlers, landingEndpoints],
      ['blog', blogHandlers, blogEndpoints],
      ['health', healthHandlers, healthEndpoints],
      ['clientPortal', clientPortalHandlers, clientPortalEndpoints],
      ['dataRights', dataRightsHandlers, dataRightsEndpoints],
      ['rights', rightsHandlers, rightsEndpoints],
    ];
    for (const [domain, list, contract] of pairs)
      expect(list.map(routeOf).sort(), domain).toEqual(routesOf(contract));
    const files = readdirSync(new URL('../src/msw/handlers', import.meta.url)).map((f) =>
      f.replace(/\.ts$/, ''),
    );
    expect(files.sort()).toEqual(pairs.map(([domain]) => domain).sort());
  });

  it('builds the handlers from the shared helpers, never from the index (no import cycle)', () => {
    const dir = new URL('../src/msw/', import.meta.url);
    const modules = [
      ...readdirSync(new URL('handlers/', dir)).map((f) => new URL(`handlers/${f}`, dir)),
      ...[
        'handle.ts',
        'overrides.ts',
        'fixtures.ts',
        'profileFixtures.ts',
        'jobFixtures.ts',
        'projectFixtures.ts',
        'templateFixtures.ts',
      ].map((f) => new URL(f, dir)),
    ];
    for (const file of modules)
      expect(readFileSync(file, 'utf8'), file.pathname).not.toMatch(/from '\.\.?\/(index)?'/);
  });
});
