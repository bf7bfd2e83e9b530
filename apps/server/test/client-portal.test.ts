/** Issue 43, the client portal: a recruiter invites a client record's contact, shares applications to the
 * client's jobs, and the client answers them; the answer reaches the recruiter's pipeline and bell. A client
 * sees only its own record's jobs and shared candidates, without their contact details. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, lastMessage, login, registerUser, socketTicket, type TestApp } from './helpers';
import { caller, createJob, recruiterOn, type Caller } from './jobs-helpers';
import { connect } from './sockets';

let t: TestApp;
let rec: Caller;
let other: Caller;
let seeker: Caller;
let profileId: number;
let acmeId: number;
let globexId: number;
let acmeJob: number;
let globexJob: number;
let plainJob: number;
let acmeApp: number;
let globexApp: number;
let plainApp: number;

async function client(by: Caller, name: string, display_name?: string): Promise<number> {
  const res = await by.call('POST', '/api/manage-company/', { name, display_name });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

async function apply(job: number): Promise<number> {
  const res = await seeker.call('POST', '/api/apply_job/', { job_id: job, profile_id: profileId });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

/** Follows the invitation's set-password link the way the reset page does, then signs in. */
async function accept(email: string, password = 'client-pass-1'): Promise<Caller> {
  const mail = await lastMessage(t, email);
  const link = /\/reset-password\/(\d+)\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '');
  expect(link, 'the invitation carries a set-password link').not.toBeNull();
  const set = await t.app.inject({
    method: 'POST',
    url: `/api/new-password/${link![1]}/${link![2]}`,
    payload: { password },
  });
  expect(set.statusCode, set.body).toBe(200);
  const s = await login(t, email, password);
  return caller(t, s.userData.id, s.accessToken);
}

let acmeClient: Caller;
let globexClient: Caller;

beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
  rec = await recruiterOn(t, 'cp-owner@x.org', 4);
  other = await recruiterOn(t, 'cp-other@x.org', 4);
  const s = await login(t, 'jobseeker@example.com');
  seeker = caller(t, s.userData.id, s.accessToken);
  profileId = (
    await t.ctx.db
      .selectFrom('profiles')
      .select('id')
      .where('owner_id', '=', seeker.id)
      .executeTakeFirstOrThrow()
  ).id;
  acmeId = await client(rec, 'Acme Secret Corp', 'A leading fintech company');
  globexId = await client(rec, 'Globex');
  acmeJob = await createJob(rec, { title: 'Acme Engineer', client_id: acmeId });
  globexJob = await createJob(rec, { title: 'Globex Engineer', client_id: globexId });
  plainJob = await createJob(rec, { title: 'Plain Engineer' });
  acmeApp = await apply(acmeJob);
  globexApp = await apply(globexJob);
  plainApp = await apply(plainJob);
});
afterAll(async () => {
  await t.close();
});

describe('invitation', () => {
  it('creates a pending client account linked to the record and e-mails a set-password link', async () => {
    expect((await rec.call('GET', `/api/update-company/${acmeId}/portal`)).json()).toBeNull();
    const res = await rec.call('POST', `/api/update-company/${acmeId}/invite`, {
      full_name: 'Ada Acme',
      email: 'Ada@Acme.example',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      client_id: acmeId,
      email: 'ada@acme.example',
      full_name: 'Ada Acme',
      has_signed_in: false,
    });
    const mail = await lastMessage(t, 'ada@acme.example');
    expect(mail?.subject).toContain('invited you to the Talent client portal');
    expect(mail?.text).toContain('Acme Secret Corp');
    // Before the link is used, the account cannot sign in.
    const early = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'ada@acme.example', password: '' },
    });
    expect(early.statusCode).toBeGreaterThanOrEqual(400);
    acmeClient = await accept('ada@acme.example');
    const user = await t.ctx.db
      .selectFrom('users')
      .select(['role', 'role_id'])
      .where('id', '=', acmeClient.id)
      .executeTakeFirstOrThrow();
    expect(user).toEqual({ role: 'client', role_id: null });
    const account = (await rec.call('GET', `/api/update-company/${acmeId}/portal`)).json();
    expect(account).toMatchObject({ user_id: acmeClient.id, has_signed_in: true });
  });

  it('resends while pending, refuses a second account, a used e-mail and another recruiter', async () => {
    const first = await rec.call('POST', `/api/update-company/${globexId}/invite`, {
      full_name: 'Gil Globex',
      email: 'gil@globex.example',
    });
    expect(first.statusCode, first.body).toBe(201);
    const firstMail = await lastMessage(t, 'gil@globex.example');
    const again = await rec.call('POST', `/api/update-company/${globexId}/invite`, {
      full_name: 'Gil G. Globex',
      email: 'gil@globex.example',
    });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json()).toMatchObject({ user_id: first.json().user_id, full_name: 'Gil G. Globex' });
    expect((await lastMessage(t, 'gil@globex.example'))?.id).not.toBe(firstMail?.id);
    const elsewhere = await rec.call('POST', `/api/update-company/${globexId}/invite`, {
      full_name: 'Gil',
      email: 'gil@elsewhere.example',
    });
    expect(elsewhere.statusCode).toBe(409);
    globexClient = await accept('gil@globex.example');

    const used = await rec.call('POST', `/api/update-company/${acmeId}/invite`, {
      full_name: 'Ada',
      email: 'ada@acme.example',
    });
    expect(used.statusCode).toBe(409);
    expect(used.json().message).toContain('already uses the portal');
    const taken = await rec.call('POST', `/api/update-company/${await client(rec, 'Initech')}/invite`, {
      full_name: 'Someone',
      email: 'jobseeker@example.com',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors.email).toBeDefined();
    const foreign = await other.call('POST', `/api/update-company/${acmeId}/invite`, {
      full_name: 'Mallory',
      email: 'mallory@x.org',
    });
    expect(foreign.statusCode).toBe(404);
    expect((await other.call('GET', `/api/update-company/${acmeId}/portal`)).statusCode).toBe(404);
  });
});

describe('sharing', () => {
  it("shares an application with its job's client once, and not one of a job without client", async () => {
    const res = await rec.call('POST', '/api/client_shares/', {
      application_id: acmeApp,
      note: 'Strong fit',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      client_id: acmeId,
      client_name: 'Acme Secret Corp',
      application_id: acmeApp,
      job_id: acmeJob,
      note: 'Strong fit',
      decision: null,
    });
    expect((await rec.call('POST', '/api/client_shares/', { application_id: acmeApp })).statusCode).toBe(409);
    const noClient = await rec.call('POST', '/api/client_shares/', { application_id: plainApp });
    expect(noClient.statusCode).toBe(400);
    expect(noClient.json().message).toContain('This job has no client');
    const foreign = await other.call('POST', '/api/client_shares/', { application_id: globexApp });
    expect(foreign.statusCode).toBe(404);
    expect((await rec.call('POST', '/api/client_shares/', { application_id: globexApp })).statusCode).toBe(
      201,
    );
    const mine = (await rec.call('GET', `/api/client_shares/?job_id=${acmeJob}`)).json();
    expect(mine.count).toBe(1);
    expect((await other.call('GET', '/api/client_shares/')).json().count).toBe(0);
  });
});

describe('the client dashboard', () => {
  it("shows its own jobs and shared candidates, without the candidate's contact details", async () => {
    const res = await acmeClient.call('GET', '/api/client_portal/');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.client).toMatchObject({ id: acmeId, name: 'Acme Secret Corp', recruiter_name: 'cp-owner' });
    expect(body.jobs.map((j: { id: number }) => j.id)).toEqual([acmeJob]);
    expect(body.jobs[0]).toMatchObject({ shared: 1, awaiting: 1 });
    expect(body.candidates).toHaveLength(1);
    expect(body.candidates[0]).toMatchObject({ job_id: acmeJob, note: 'Strong fit', decision: null });
    expect(res.body).not.toContain('jobseeker@example.com');
    expect(Object.keys(body.candidates[0])).not.toContain('email');
    expect(Object.keys(body.candidates[0])).not.toContain('mobile');
  });

  it('answers a self-registered client with no record, and refuses other roles', async () => {
    const self = await registerUser(t, 'cp-self@x.org', 'client');
    const alone = caller(t, self.userData.id, self.accessToken);
    expect((await alone.call('GET', '/api/client_portal/')).json()).toEqual({
      client: null,
      jobs: [],
      candidates: [],
    });
    expect((await rec.call('GET', '/api/client_portal/')).statusCode).toBe(403);
    expect((await seeker.call('GET', '/api/client_portal/')).statusCode).toBe(403);
  });
});

describe('answers', () => {
  it("approves with a comment: the recruiter's pipeline shows it and the bell rings", async () => {
    const share = (await acmeClient.call('GET', '/api/client_portal/')).json().candidates[0];
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const addr = t.app.server.address();
    const port = typeof addr === 'object' && addr ? addr.port : 0;
    const sock = await connect(
      `ws://127.0.0.1:${port}/api/notifications/?token=${await socketTicket(t, rec.token)}`,
    );
    const res = await acmeClient.call('POST', `/api/client_portal/candidates/${share.id}/answer`, {
      decision: 'approved',
      comment: '  Great profile  ',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      decision: 'approved',
      decision_label: 'Approved',
      comment: 'Great profile',
    });
    const bell = (await sock.next()) as { message: string };
    expect(bell).toMatchObject({ job_id: acmeJob, profileId });
    expect(bell.message).toContain('Acme Secret Corp answered');
    expect(bell.message).toContain('Approved: "Great profile"');
    sock.ws.close();
    const pipeline = (await rec.call('GET', `/api/client_shares/?job_id=${acmeJob}`)).json();
    expect(pipeline.results[0]).toMatchObject({
      application_id: acmeApp,
      decision: 'approved',
      comment: 'Great profile',
    });
    const later = await acmeClient.call('POST', `/api/client_portal/candidates/${share.id}/answer`, {
      decision: 'interview',
    });
    expect(later.json()).toMatchObject({ decision: 'interview', comment: null });
  });

  it("refuses client B answering client A's candidate, and recruiters answering as clients", async () => {
    const share = (await acmeClient.call('GET', '/api/client_portal/')).json().candidates[0];
    const before = await t.ctx.db
      .selectFrom('client_shares')
      .selectAll()
      .where('id', '=', share.id)
      .executeTakeFirstOrThrow();
    const cross = await globexClient.call('POST', `/api/client_portal/candidates/${share.id}/answer`, {
      decision: 'rejected',
    });
    expect(cross.statusCode).toBe(404);
    const globex = (await globexClient.call('GET', '/api/client_portal/')).json();
    expect(globex.candidates.map((c: { id: number }) => c.id)).not.toContain(share.id);
    expect(globex.jobs.map((j: { id: number }) => j.id)).toEqual([globexJob]);
    const asRecruiter = await rec.call('POST', `/api/client_portal/candidates/${share.id}/answer`, {
      decision: 'rejected',
    });
    expect(asRecruiter.statusCode).toBe(403);
    const after = await t.ctx.db
      .selectFrom('client_shares')
      .selectAll()
      .where('id', '=', share.id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual(before);
  });

  it('hides a share once its job no longer names the client', async () => {
    const moved = await rec.call('PATCH', `/api/create-job/${acmeJob}/`, { client_id: null });
    expect(moved.statusCode, moved.body).toBe(200);
    const body = (await acmeClient.call('GET', '/api/client_portal/')).json();
    expect(body.jobs).toEqual([]);
    expect(body.candidates).toEqual([]);
  });
});
