/** Messaging to candidates (issue 18): the recipient rule, rendering, the daily allowance, the log, and the
 * queue's retries, failure, resend, restart and concurrency, on SQLite and PostgreSQL. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAILY_MESSAGE_LIMITS, MESSAGE_MAX_ATTEMPTS, messageRetryDelayMs } from '@talent/api/rules';
import { OutboxTransport, type MessageTransport, type OutgoingMessage } from '../src/mail/index';
import { INTERRUPTED, isPermanent, messageWorker, reasonOf } from '../src/modules/messaging/worker';
import { SmsSendError } from '../src/sms/provider';
import {
  BAD_NUMBER,
  SMTP_PASSWORD,
  SMTP_USER,
  TWILIO_SID,
  TWILIO_TOKEN,
  startSmtp,
  startTwilio,
} from './fakes';
import { NOT_ALLOWED } from '../src/modules/messaging/service';
import { createTestApp, login, registerUser, type TestApp } from './helpers';
import { caller, createJob, recruiterOn, type Caller } from './jobs-helpers';

let t: TestApp;
let rec: Caller;
let other: Caller;
let own: number;
let granted: number;
let locked: number;
let applicant: number;
let noMobile: number;
let jobId: number;

async function profileOf(c: Caller, first: string, over: Record<string, unknown> = {}): Promise<number> {
  const res = await c.call('POST', '/api/upload_single_resume/', {
    first_name: first,
    last_name: 'Candidate',
    email: `${first.toLowerCase()}@cand.org`,
    mobile: String(5550100000 + Math.floor(Math.random() * 99999)),
    ...over,
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { profile: { id: number } }).profile.id;
}

const send = (c: Caller, channel: 'email' | 'sms', body: Record<string, unknown>) =>
  c.call('POST', channel === 'email' ? '/api/email_sent/' : '/api/send_sms/', body);

const messageCount = async () =>
  Number(
    (
      await t.ctx.db
        .selectFrom('messages')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** A worker on the test's database with a clock the test moves. */
function workerWith(transport: MessageTransport, clock: { now: number }, batch?: number) {
  return messageWorker({
    db: t.ctx.db,
    dialect: t.ctx.dialect,
    transportFor: async () => transport,
    log: { warn: () => {}, error: () => {} },
    now: () => clock.now,
    batch,
  });
}

/** A transport that records what it sent and fails while `failing` is set. */
function recording() {
  const sent: OutgoingMessage[] = [];
  return {
    sent,
    failing: false as boolean,
    async send(m: OutgoingMessage) {
      if (this.failing) throw new Error('421 4.7.0 Try again later');
      sent.push(m);
    },
  };
}

const statusOf = async (id: number) =>
  t.ctx.db.selectFrom('messages').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

beforeAll(async () => {
  t = await createTestApp({ seedDemo: true, messageWorker: false });
  rec = await recruiterOn(t, 'msg-owner@x.org', 4);
  other = await recruiterOn(t, 'msg-other@x.org', 4);
  own = await profileOf(rec, 'Ava');
  noMobile = await profileOf(rec, 'Nomo', { mobile: '' });
  granted = await profileOf(other, 'Ben');
  locked = await profileOf(other, 'Cleo');
  await t.ctx.db
    .insertInto('profile_access')
    .values({
      profile_id: granted,
      user_id: rec.id,
      kind: 'unlock',
      expires_at: null,
      transaction_id: null,
      copy_profile_id: null,
      created_at: new Date().toISOString(),
    })
    .execute();
  jobId = await createJob(rec, { title: 'Data Engineer', company_name: 'Northwind' });
  const s = await login(t, 'jobseeker@example.com');
  const seeker = caller(t, s.userData.id, s.accessToken);
  const p = await t.ctx.db
    .selectFrom('profiles')
    .select('id')
    .where('owner_id', '=', seeker.id)
    .executeTakeFirstOrThrow();
  applicant = p.id;
  const applied = await seeker.call('POST', '/api/apply_job/', { job_id: jobId, profile_id: applicant });
  expect(applied.statusCode, applied.body).toBe(201);
});
afterAll(async () => {
  await t.close();
});

describe('who may be messaged', () => {
  it('refuses a locked profile with 403, names only its id, reveals nothing and queues nothing', async () => {
    const before = await messageCount();
    const res = await send(rec, 'email', { profile_ids: [own, locked], subject: 'Hi', body: 'Hello' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toContain(NOT_ALLOWED);
    expect(res.json().message).toContain(`#${locked}`);
    expect(res.body).not.toContain('cleo');
    expect(res.body).not.toContain('Cleo');
    expect(await messageCount()).toBe(before);
    // A profile that does not exist reads the same as a locked one.
    const missing = await send(rec, 'sms', { profile_ids: [2_000_000_000], body: 'Hello' });
    expect(missing.statusCode).toBe(403);
  });

  it('queues one message per candidate for own, unlocked and applicant profiles, rendered for each', async () => {
    const res = await send(rec, 'email', {
      profile_ids: [own, granted, applicant, own],
      subject: 'The {{job_title}} role',
      body: 'Hi {{first_name}}, {{company}} would like to talk. {{recruiter_name}}',
      job_id: jobId,
    });
    expect(res.statusCode, res.body).toBe(202);
    const { queued, message_ids } = res.json() as { queued: number; message_ids: number[] };
    expect(queued).toBe(3);
    const ava = await statusOf(message_ids[0]!);
    const { full_name } = await t.ctx.db
      .selectFrom('users')
      .select('full_name')
      .where('id', '=', rec.id)
      .executeTakeFirstOrThrow();
    expect(ava).toMatchObject({
      status: 'queued',
      recipient: 'ava@cand.org',
      subject: 'The Data Engineer role',
      body: `Hi Ava, Northwind would like to talk. ${full_name}`,
      job_title: 'Data Engineer',
    });

    const outbox = new OutboxTransport(t.ctx.db);
    const worker = workerWith(outbox, { now: Date.now() });
    expect(await worker.drain()).toBeGreaterThanOrEqual(3);
    for (const id of message_ids) expect((await statusOf(id)).status).toBe('sent');
    const mail = await t.ctx.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('recipient', '=', 'ava@cand.org')
      .execute();
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe('The Data Engineer role');
  });

  it('refuses an unknown placeholder by name, a missing subject, and a candidate without a number', async () => {
    const before = await messageCount();
    const unknown = await send(rec, 'email', { profile_ids: [own], subject: 'Hi', body: 'Hi {{nickname}}' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Unknown placeholder {{nickname}}.');
    const noSubject = await send(rec, 'email', { profile_ids: [own], body: 'Hello' });
    expect(noSubject.statusCode).toBe(400);
    expect(noSubject.json().errors.subject).toEqual(['Write a subject.']);
    const nothing = await send(rec, 'sms', { profile_ids: [own] });
    expect(nothing.statusCode).toBe(400);
    const noNumber = await send(rec, 'sms', { profile_ids: [noMobile], body: 'Hello' });
    expect(noNumber.statusCode).toBe(400);
    expect(noNumber.json().message).toBe('No usable mobile number on the profile of Nomo Candidate.');
    const otherJob = await createJob(other);
    const notMine = await send(rec, 'sms', { profile_ids: [own], body: 'Hello', job_id: otherJob });
    expect(notMine.statusCode).toBe(404);
    expect(await messageCount()).toBe(before);
  });

  it('sends a template of the right kind and refuses one of the other kind', async () => {
    const sms = await rec.call('POST', '/api/sms_view/', {
      kind: 'sms',
      name: 'Quick ping',
      body: 'Hi {{first_name}}, call me about {{job_title}}?',
    });
    expect(sms.statusCode, sms.body).toBe(201);
    const smsId = (sms.json() as { id: number }).id;
    const wrong = await send(rec, 'email', { profile_ids: [own], template_id: smsId });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.template_id).toEqual(['That is an SMS template: choose an e-mail template.']);
    const res = await send(rec, 'sms', { profile_ids: [own], template_id: smsId, job_id: jobId });
    expect(res.statusCode, res.body).toBe(202);
    const row = await statusOf((res.json() as { message_ids: number[] }).message_ids[0]!);
    expect(row).toMatchObject({
      channel: 'sms',
      template_name: 'Quick ping',
      subject: null,
      body: 'Hi Ava, call me about Data Engineer?',
    });
    // Someone else's template is not found.
    expect((await send(other, 'sms', { profile_ids: [granted], template_id: smsId })).statusCode).toBe(404);
  });

  it('a send repeated with its idempotency key queues nothing new', async () => {
    const body = { profile_ids: [own], body: 'Once only', idempotency_key: 'send-once-0001' };
    const first = await send(rec, 'sms', body);
    expect(first.statusCode).toBe(202);
    const again = await send(rec, 'sms', body);
    expect(again.statusCode).toBe(202);
    expect(again.json()).toEqual({ queued: 0, message_ids: first.json().message_ids });
  });
});

describe('the daily allowance', () => {
  it("refuses a send that would pass the plan's daily limit, all or none", async () => {
    const small = await recruiterOn(t, 'msg-small@x.org', 1);
    const mine = [await profileOf(small, 'Dee'), await profileOf(small, 'Eve')];
    const limit = DAILY_MESSAGE_LIMITS[1];
    await t.ctx.db
      .insertInto('daily_usage')
      .values({
        user_id: small.id,
        day: new Date().toISOString().slice(0, 10),
        kind: 'message',
        count: limit - 1,
      })
      .execute();
    const before = await messageCount();
    const two = await send(small, 'sms', { profile_ids: mine, body: 'Hello' });
    expect(two.statusCode).toBe(429);
    expect(two.json().message).toContain(`allows ${limit} messages per day, and 1 are left today`);
    expect(await messageCount()).toBe(before);
    expect((await send(small, 'sms', { profile_ids: [mine[0]], body: 'Hello' })).statusCode).toBe(202);
    expect((await send(small, 'sms', { profile_ids: [mine[1]], body: 'Hello' })).statusCode).toBe(429);
  });
});

describe('the queue', () => {
  it('retries with backoff, fails with the reason, resends, and sends once across a restart', async () => {
    // What the tests above queued goes first.
    await workerWith(recording(), { now: Date.now() }).drain();
    const res = await send(rec, 'email', { profile_ids: [granted], subject: 'Retry', body: 'Retry me' });
    const id = (res.json() as { message_ids: number[] }).message_ids[0]!;
    const clock = { now: Date.now() };
    const transport = recording();
    transport.failing = true;
    let worker = workerWith(transport, clock);
    for (let attempt = 1; attempt <= MESSAGE_MAX_ATTEMPTS; attempt++) {
      expect(await worker.runOnce()).toBe(1);
      const row = await statusOf(id);
      expect(row.attempts).toBe(attempt);
      expect(row.last_error).toBe('421 4.7.0 Try again later');
      if (attempt < MESSAGE_MAX_ATTEMPTS) {
        expect(row.status).toBe('queued');
        // Not due before its backoff has passed.
        expect(await worker.runOnce()).toBe(0);
        clock.now += messageRetryDelayMs(attempt);
      } else {
        expect(row.status).toBe('failed');
      }
    }
    const failed = await rec.call('GET', '/api/candidates_communicated?status=failed');
    expect(failed.json().results.map((m: { id: number }) => m.id)).toContain(id);
    expect(failed.json().results.find((m: { id: number }) => m.id === id).error).toBe(
      '421 4.7.0 Try again later',
    );

    // A resend queues it again; the server "restarts" (a new worker) and sends it once.
    const resent = await rec.call('POST', `/api/candidates_communicated/${id}/resend`, {});
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json()).toMatchObject({ status: 'queued', attempts: 0, error: null });
    expect((await rec.call('POST', `/api/candidates_communicated/${id}/resend`, {})).statusCode).toBe(409);
    expect((await other.call('POST', `/api/candidates_communicated/${id}/resend`, {})).statusCode).toBe(404);
    await worker.stop();
    transport.failing = false;
    worker = workerWith(transport, clock);
    await worker.drain();
    await worker.drain();
    expect(transport.sent.filter((m) => m.subject === 'Retry')).toHaveLength(1);
    expect(await statusOf(id)).toMatchObject({ status: 'sent', last_error: null });
  });

  it('fails a message whose server stopped mid-send instead of sending it again', async () => {
    const res = await send(rec, 'sms', { profile_ids: [own], body: 'Cut off' });
    const id = (res.json() as { message_ids: number[] }).message_ids[0]!;
    const clock = { now: Date.now() };
    // A try that never ends, as when the process dies during it.
    const stuck = workerWith({ send: () => new Promise<void>(() => {}) }, clock);
    void stuck.runOnce();
    await expect.poll(async () => (await statusOf(id)).status).toBe('sending');
    const transport = recording();
    const next = workerWith(transport, clock);
    await next.runOnce();
    expect((await statusOf(id)).status).toBe('sending');
    clock.now += 11 * 60_000;
    await next.runOnce();
    expect(await statusOf(id)).toMatchObject({ status: 'failed', last_error: INTERRUPTED });
    expect(transport.sent.filter((m) => m.text === 'Cut off')).toHaveLength(0);
  });

  it('two workers share the queue and send each message exactly once', async () => {
    const many = await recruiterOn(t, 'msg-many@x.org', 4);
    const ids: number[] = [];
    for (let i = 0; i < 12; i++) ids.push(await profileOf(many, `Many${i}`));
    const res = await send(many, 'sms', { profile_ids: ids, body: 'Hello {{first_name}}' });
    expect(res.json().queued).toBe(12);
    const transport = recording();
    const clock = { now: Date.now() };
    const a = workerWith(transport, clock, 3);
    const b = workerWith(transport, clock, 3);
    await Promise.all([a.drain(), b.drain()]);
    const texts = transport.sent.map((m) => m.text).filter((x) => x.startsWith('Hello Many'));
    expect(texts).toHaveLength(12);
    expect(new Set(texts).size).toBe(12);
  });
});

describe('the communication log', () => {
  it('lists my messages only, newest first, with search, channel and status filters and paging', async () => {
    const all = await rec.call('GET', '/api/candidates_communicated?limit=100');
    expect(all.statusCode).toBe(200);
    const list = all.json() as { count: number; results: { channel: string; candidate_name: string }[] };
    expect(list.count).toBeGreaterThanOrEqual(6);
    expect(list.results.every((m) => ['email', 'sms'].includes(m.channel))).toBe(true);
    const sms = (await rec.call('GET', '/api/candidates_communicated?channel=sms&limit=100')).json();
    expect(sms.results.every((m: { channel: string }) => m.channel === 'sms')).toBe(true);
    const ben = (await rec.call('GET', '/api/candidates_communicated?search=ben')).json();
    expect(ben.count).toBeGreaterThan(0);
    expect(ben.results.every((m: { candidate_name: string }) => m.candidate_name.startsWith('Ben'))).toBe(
      true,
    );
    const page = (await rec.call('GET', '/api/candidates_communicated?limit=2&offset=1')).json();
    expect(page.results).toHaveLength(2);
    expect(page.count).toBe(list.count);
    const theirs = (await other.call('GET', '/api/candidates_communicated')).json();
    expect(theirs.count).toBe(0);
  });

  it("lists one candidate's messages by profile_id, for the candidate's page (issue 43)", async () => {
    const all = (await rec.call('GET', '/api/candidates_communicated?limit=100')).json() as {
      results: { profile_id: number | null }[];
    };
    const profileId = all.results.find((m) => m.profile_id !== null)!.profile_id!;
    const expected = all.results.filter((m) => m.profile_id === profileId).length;
    const one = (
      await rec.call('GET', `/api/candidates_communicated?profile_id=${profileId}&limit=100`)
    ).json();
    expect(one.count).toBe(expected);
    expect(one.count).toBeLessThan(all.results.length);
    expect(one.results.every((m: { profile_id: number }) => m.profile_id === profileId)).toBe(true);
    const bad = await rec.call('GET', '/api/candidates_communicated?profile_id=abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBeTruthy();
  });
});

describe("the module's worker sends through the sender's own accounts", () => {
  it("e-mails through the sender's SMTP account and fails an SMS the provider refuses without retrying", async () => {
    const smtp = startSmtp();
    const twilio = startTwilio();
    const smtpPort = await smtp.listen();
    const app = await createTestApp({
      seedDemo: false,
      messageWorker: true,
      twilioApiUrl: await twilio.listen(),
    });
    try {
      const r = await registerUser(app, 'msg-own-accounts@x.org', 'recruiter');
      const me = caller(app, r.userData.id, r.accessToken);
      const account = await me.call('POST', '/api/smpt_server/', {
        name: 'Work mail',
        host: '127.0.0.1',
        port: smtpPort,
        security: 'none',
        username: SMTP_USER,
        password: SMTP_PASSWORD,
        from_email: 'jane@agency.example',
        from_name: 'Jane Recruiter',
      });
      expect(account.statusCode, account.body).toBe(201);
      const sms = await me.call('POST', '/api/sms_server/', {
        name: 'Twilio',
        provider: 'twilio',
        account_sid: TWILIO_SID,
        auth_token: TWILIO_TOKEN,
        from_number: '+14155550100',
      });
      expect(sms.statusCode, sms.body).toBe(201);
      const created = await me.call('POST', '/api/upload_single_resume/', {
        first_name: 'Gil',
        last_name: 'Candidate',
        email: 'gil@cand.org',
        mobile: BAD_NUMBER,
      });
      const profileId = (created.json() as { profile: { id: number } }).profile.id;

      const arrived = smtp.next();
      const mail = await me.call('POST', '/api/email_sent/', {
        profile_ids: [profileId],
        subject: 'Hello {{first_name}}',
        body: 'We met at the fair.',
      });
      expect(mail.statusCode, mail.body).toBe(202);
      const received = await arrived;
      expect(received.from).toBe('jane@agency.example');
      expect(received.to).toEqual(['gil@cand.org']);
      expect(received.data).toContain('Subject: Hello Gil');
      const mailId = (mail.json() as { message_ids: number[] }).message_ids[0]!;
      const row = (id: number) =>
        app.ctx.db.selectFrom('messages').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      await expect.poll(async () => (await row(mailId)).status).toBe('sent');

      const text = await me.call('POST', '/api/send_sms/', {
        profile_ids: [profileId],
        body: 'Hi {{first_name}}',
      });
      expect(text.statusCode, text.body).toBe(202);
      const smsId = (text.json() as { message_ids: number[] }).message_ids[0]!;
      await expect.poll(async () => (await row(smsId)).status).toBe('failed');
      const failed = await row(smsId);
      // Twilio refused the number (21211): a refusal is final after one try, with Twilio's own words.
      expect(failed.attempts).toBe(1);
      expect(failed.last_error).toContain('21211');
      expect(twilio.calls).toHaveLength(1);
      expect(twilio.calls[0]!.form.get('Body')).toBe('Hi Gil');
    } finally {
      await app.close();
      await smtp.close();
      await twilio.close();
    }
  });
});

describe('which failures are retried', () => {
  it('retries connection trouble, 4xx and a provider that is down; not 5xx refusals or provider refusals', () => {
    expect(isPermanent(Object.assign(new Error('Connection refused'), { code: 'ECONNREFUSED' }))).toBe(false);
    expect(isPermanent(Object.assign(new Error('421 try later'), { responseCode: 421 }))).toBe(false);
    expect(isPermanent(Object.assign(new Error('550 no such user'), { responseCode: 550 }))).toBe(true);
    expect(isPermanent(new SmsSendError('Twilio is down', '503', true))).toBe(false);
    expect(isPermanent(new SmsSendError('Twilio refused', '21211 invalid number', false))).toBe(true);
    expect(reasonOf(new SmsSendError('Twilio refused the message', '21211 invalid number', false))).toBe(
      'Twilio refused the message: 21211 invalid number',
    );
  });
});
