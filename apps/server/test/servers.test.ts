/** The users' own sending accounts (issue 18): `smpt_server/` and `sms_server/`, secrets at rest, "Send
 * test" against a real local SMTP server and a fake Twilio, and the senders the worker resolves. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_SENDING_ACCOUNTS } from '@talent/api/rules';
import { SENDING_ACCOUNTS_OFF, SENDING_ACCOUNTS_OFF_CODE } from '@talent/api';
import { SecretBox } from '../src/lib/secrets';
import { resolveEmailSender, resolveSmsSender } from '../src/modules/servers/senders';
import { SEND_TESTS } from '../src/modules/servers/service';
import {
  BAD_NUMBER,
  SMTP_PASSWORD,
  SMTP_USER,
  TWILIO_SID,
  TWILIO_TOKEN,
  startSmtp,
  startTwilio,
} from './fakes';
import { TEST_SECRETS_KEY, bearer, createTestApp, lastMessage, login, type TestApp } from './helpers';

const smtp = startSmtp();
const twilio = startTwilio();
let smtpPort: number;
let t: TestApp;
let owner: { token: string; id: number; email: string };
let other: { token: string; id: number };

const smtpBody = (over: Record<string, unknown> = {}) => ({
  name: 'Work mail',
  host: '127.0.0.1',
  port: smtpPort,
  security: 'none',
  username: SMTP_USER,
  password: SMTP_PASSWORD,
  from_email: 'jane@agency.example',
  from_name: 'Jane Recruiter',
  ...over,
});
const smsBody = (over: Record<string, unknown> = {}) => ({
  name: 'Twilio',
  provider: 'twilio',
  account_sid: TWILIO_SID,
  auth_token: TWILIO_TOKEN,
  from_number: '+1 (415) 555-0100',
  ...over,
});

const as = (token: string) => ({
  get: (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) }),
  post: (url: string, payload: object = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers: bearer(token) }),
  put: (url: string, payload: object) =>
    t.app.inject({ method: 'PUT', url, payload, headers: bearer(token) }),
  del: (url: string) => t.app.inject({ method: 'DELETE', url, headers: bearer(token) }),
});

beforeAll(async () => {
  smtpPort = await smtp.listen();
  const twilioUrl = await twilio.listen();
  t = await createTestApp({ seedDemo: true, twilioApiUrl: twilioUrl });
  const a = await login(t, 'recruiter@example.com');
  owner = { token: a.accessToken, id: a.userData.id, email: 'recruiter@example.com' };
  const b = await login(t, 'enterprise@example.com');
  other = { token: b.accessToken, id: b.userData.id };
});
afterAll(async () => {
  await t?.close();
  await smtp.close();
  await twilio.close();
});

describe('smpt_server/: the SMTP accounts', () => {
  it('create, read, update and delete; the password is never answered', async () => {
    const me = as(owner.token);
    const created = await me.post('/api/smpt_server/', smtpBody());
    expect(created.statusCode, created.body).toBe(201);
    expect(created.body).not.toContain(SMTP_PASSWORD);
    const account = created.json();
    expect(account).toMatchObject({
      name: 'Work mail',
      host: '127.0.0.1',
      port: smtpPort,
      security: 'none',
      username: SMTP_USER,
      has_password: true,
      from_email: 'jane@agency.example',
      from_name: 'Jane Recruiter',
      is_default: true,
      last_test: null,
    });
    expect(account).not.toHaveProperty('password');

    const list = await me.get('/api/smpt_server/');
    expect(list.json()).toMatchObject({ count: 1, enabled: true, max: MAX_SENDING_ACCOUNTS });
    expect(list.json().results[0].id).toBe(account.id);
    expect(list.body).not.toContain(SMTP_PASSWORD);
    const one = await me.get(`/api/smpt_server/${account.id}/`);
    expect(one.json()).toEqual(account);

    // No password on update keeps the stored one (sealed value unchanged).
    const sealed = async () =>
      (
        await t.ctx.db
          .selectFrom('smtp_accounts')
          .select('password_sealed')
          .where('id', '=', account.id)
          .executeTakeFirstOrThrow()
      ).password_sealed;
    const before = await sealed();
    const renamed = await me.put(
      `/api/smpt_server/${account.id}/`,
      smtpBody({ name: 'Renamed', password: '' }),
    );
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Renamed', has_password: true, is_default: true });
    expect(await sealed()).toBe(before);
    // A new password replaces it.
    await me.put(`/api/smpt_server/${account.id}/`, smtpBody({ password: 'another-password' }));
    const replaced = await sealed();
    expect(replaced).not.toBe(before);
    expect(SecretBox.fromConfig(TEST_SECRETS_KEY)!.open(replaced!, `smtp:${owner.id}`)).toBe(
      'another-password',
    );
    // No user name: no password at all.
    const open = await me.put(`/api/smpt_server/${account.id}/`, smtpBody({ username: '', password: null }));
    expect(open.json()).toMatchObject({ username: null, has_password: false });
    expect(await sealed()).toBeNull();

    const gone = await me.del(`/api/smpt_server/${account.id}/`);
    expect(gone.statusCode).toBe(200);
    expect((await me.get(`/api/smpt_server/${account.id}/`)).statusCode).toBe(404);
    expect((await me.get('/api/smpt_server/')).json().count).toBe(0);
  });

  it('refuses bad fields with a message and stores nothing', async () => {
    const me = as(owner.token);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ port: 70000 }, 'port', 'The port is a number from 1 to 65535.'],
      [{ host: 'smtp example.com' }, 'host', 'Enter a host name such as smtp.example.com.'],
      [{ security: 'ssl' }, 'security', 'Choose TLS, STARTTLS or none.'],
      [{ from_email: 'not-an-address' }, 'from_email', 'Enter a valid e-mail address.'],
      [{ name: '  ' }, 'name', 'The name is required.'],
      [{ password: null }, 'password', 'Enter the password of this user name.'],
    ];
    for (const [over, field, message] of cases) {
      const res = await me.post('/api/smpt_server/', smtpBody(over));
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
      expect(res.json().errors[field], field).toEqual([message]);
    }
    expect((await me.get('/api/smpt_server/')).json().count).toBe(0);
  });

  it('the password is encrypted at rest: the database holds no plain secret', async () => {
    const me = as(owner.token);
    const created = (await me.post('/api/smpt_server/', smtpBody())).json();
    const row = await t.ctx.db
      .selectFrom('smtp_accounts')
      .selectAll()
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(SMTP_PASSWORD);
    expect(row.password_sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    const box = SecretBox.fromConfig(TEST_SECRETS_KEY)!;
    expect(box.open(row.password_sealed!, `smtp:${owner.id}`)).toBe(SMTP_PASSWORD);
    // Bound to its owner: the same value does not open as another user's.
    expect(box.open(row.password_sealed!, `smtp:${other.id}`)).toBeUndefined();
    await me.del(`/api/smpt_server/${created.id}/`);
  });

  it("another user's account is not found, and their list does not show it", async () => {
    const created = (await as(owner.token).post('/api/smpt_server/', smtpBody())).json();
    const them = as(other.token);
    expect((await them.get('/api/smpt_server/')).json().count).toBe(0);
    for (const res of [
      await them.get(`/api/smpt_server/${created.id}/`),
      await them.put(`/api/smpt_server/${created.id}/`, smtpBody({ name: 'Taken' })),
      await them.post(`/api/smpt_server/${created.id}/test/`, { to: 'x@example.org' }),
      await them.del(`/api/smpt_server/${created.id}/`),
    ])
      expect(res.statusCode, res.body).toBe(404);
    const still = (await as(owner.token).get(`/api/smpt_server/${created.id}/`)).json();
    expect(still.name).toBe('Work mail');
    expect(smtp.received.length).toBe(0);
    await as(owner.token).del(`/api/smpt_server/${created.id}/`);
  });

  it('send test: the local SMTP server receives the message, and the result is kept', async () => {
    const me = as(owner.token);
    const created = (await me.post('/api/smpt_server/', smtpBody())).json();
    const arrived = smtp.next();
    const res = await me.post(`/api/smpt_server/${created.id}/test/`, { to: 'candidate@example.org' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ ok: true, message: 'Test message sent to candidate@example.org.' });
    expect(res.json().detail).toMatch(/^250/);
    const message = await arrived;
    expect(message.from).toBe('jane@agency.example');
    expect(message.to).toEqual(['candidate@example.org']);
    expect(message.data).toContain('Subject: Test message from Talent');
    expect(message.data).toContain('From: Jane Recruiter <jane@agency.example>');
    expect((await me.get(`/api/smpt_server/${created.id}/`)).json().last_test).toMatchObject({ ok: true });

    // Without `to`, the test goes to the user's own address.
    const own = smtp.next();
    await me.post(`/api/smpt_server/${created.id}/test/`, {});
    expect((await own).to).toEqual([owner.email]);
    await me.del(`/api/smpt_server/${created.id}/`);
  });

  it("send test with wrong credentials: the SMTP server's answer is shown, nothing is sent", async () => {
    const me = as(owner.token);
    const created = (await me.post('/api/smpt_server/', smtpBody({ password: 'wrong-password' }))).json();
    const count = smtp.received.length;
    const res = await me.post(`/api/smpt_server/${created.id}/test/`, { to: 'candidate@example.org' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      ok: false,
      message: 'The SMTP server refused the user name or password.',
    });
    expect(res.json().detail).toMatch(/^535 .*Invalid username or password/);
    expect(smtp.received.length).toBe(count);
    const kept = (await me.get(`/api/smpt_server/${created.id}/`)).json().last_test;
    expect(kept).toMatchObject({ ok: false, detail: res.json().detail });
    await me.del(`/api/smpt_server/${created.id}/`);
  });

  it('one default per user: marking another moves it; the sender follows the default', async () => {
    const me = as(owner.token);
    // No account: the platform's mailer (the outbox in tests).
    const platform = await resolveEmailSender(t.ctx, owner.id);
    expect(platform.via).toBe('platform');
    await platform.send({ to: 'outbox-check@example.org', subject: 'Hello', text: 'via platform' });
    expect((await lastMessage(t, 'outbox-check@example.org'))?.text).toBe('via platform');

    const first = (await me.post('/api/smpt_server/', smtpBody({ name: 'First' }))).json();
    const second = (
      await me.post('/api/smpt_server/', smtpBody({ name: 'Second', from_email: 'second@agency.example' }))
    ).json();
    expect(first.is_default).toBe(true);
    expect(second.is_default).toBe(false);
    const moved = await me.put(
      `/api/smpt_server/${second.id}/`,
      smtpBody({ name: 'Second', from_email: 'second@agency.example', is_default: true }),
    );
    expect(moved.json().is_default).toBe(true);
    const defaults = (await me.get('/api/smpt_server/'))
      .json()
      .results.filter((a: { is_default: boolean }) => a.is_default);
    expect(defaults.map((a: { id: number }) => a.id)).toEqual([second.id]);

    const sender = await resolveEmailSender(t.ctx, owner.id);
    expect(sender).toMatchObject({ via: 'account', accountId: second.id });
    const arrived = smtp.next();
    await sender.send({ to: 'applicant@example.org', subject: 'Your application', text: 'Hello' });
    expect((await arrived).from).toBe('second@agency.example');

    // Deleting the default leaves none: mail goes through the platform again.
    await me.del(`/api/smpt_server/${second.id}/`);
    expect((await resolveEmailSender(t.ctx, owner.id)).via).toBe('platform');
    await me.del(`/api/smpt_server/${first.id}/`);
  });

  it(`at most ${MAX_SENDING_ACCOUNTS} accounts per user`, async () => {
    const me = as(other.token);
    for (let i = 0; i < MAX_SENDING_ACCOUNTS; i++)
      expect((await me.post('/api/smpt_server/', smtpBody({ name: `A${i}` }))).statusCode).toBe(201);
    const over = await me.post('/api/smpt_server/', smtpBody({ name: 'One more' }));
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(
      `You can keep at most ${MAX_SENDING_ACCOUNTS} SMTP accounts. Delete one first.`,
    );
    await t.ctx.db.deleteFrom('smtp_accounts').where('user_id', '=', other.id).execute();
  });
});

describe('send test is limited per user', () => {
  it(`after ${SEND_TESTS.max} tests in the window, the next answers 429 and sends nothing`, async () => {
    // A user no other test of this file sends tests as: its window starts here.
    const them = as((await login(t, 'agency@example.com')).accessToken);
    const account = (await them.post('/api/smpt_server/', smtpBody())).json();
    const before = smtp.received.length;
    for (let i = 0; i < SEND_TESTS.max; i++)
      expect((await them.post(`/api/sms_server/999999/test/`, { to: '+14155550100' })).statusCode).toBe(404);
    const over = await them.post(`/api/smpt_server/${account.id}/test/`, { to: 'x@example.org' });
    expect(over.statusCode, over.body).toBe(429);
    expect(over.json()).toMatchObject({
      code: 'rate_limited',
      message: expect.stringMatching(/^Too many test messages/),
    });
    expect(smtp.received.length).toBe(before);
    await them.del(`/api/smpt_server/${account.id}/`);
  });
});

describe('sms_server/: the SMS provider accounts', () => {
  it('create, read, update and delete; the auth token is never answered and is encrypted at rest', async () => {
    const me = as(owner.token);
    const created = await me.post('/api/sms_server/', smsBody());
    expect(created.statusCode, created.body).toBe(201);
    expect(created.body).not.toContain(TWILIO_TOKEN);
    const account = created.json();
    expect(account).toMatchObject({
      name: 'Twilio',
      provider: 'twilio',
      account_sid: TWILIO_SID,
      has_auth_token: true,
      from_number: '+14155550100',
      is_default: true,
    });
    const row = await t.ctx.db
      .selectFrom('sms_accounts')
      .selectAll()
      .where('id', '=', account.id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(TWILIO_TOKEN);
    expect(SecretBox.fromConfig(TEST_SECRETS_KEY)!.open(row.auth_token_sealed, `sms:${owner.id}`)).toBe(
      TWILIO_TOKEN,
    );

    const kept = await me.put(
      `/api/sms_server/${account.id}/`,
      smsBody({ name: 'Renamed', auth_token: undefined }),
    );
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({ name: 'Renamed', has_auth_token: true });
    const after = await t.ctx.db
      .selectFrom('sms_accounts')
      .select('auth_token_sealed')
      .where('id', '=', account.id)
      .executeTakeFirstOrThrow();
    expect(after.auth_token_sealed).toBe(row.auth_token_sealed);
    expect((await as(other.token).get(`/api/sms_server/${account.id}/`)).statusCode).toBe(404);
    expect((await as(other.token).del(`/api/sms_server/${account.id}/`)).statusCode).toBe(404);
    expect((await me.get('/api/sms_server/')).json()).toMatchObject({ count: 1, enabled: true });
    expect((await me.del(`/api/sms_server/${account.id}/`)).statusCode).toBe(200);
    expect((await me.get('/api/sms_server/')).json().count).toBe(0);
  });

  it('refuses a number not in E.164, a malformed Account SID and a missing token', async () => {
    const me = as(owner.token);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [
        { from_number: '0415 555' },
        'from_number',
        'The from number is a number in E.164 form, like +14155550123.',
      ],
      [{ account_sid: 'AC123' }, 'account_sid', 'An Account SID is AC followed by 32 hexadecimal digits.'],
      [{ provider: 'nexmo' }, 'provider', 'Choose a provider: twilio.'],
      [{ auth_token: '' }, 'auth_token', 'The auth token is required.'],
    ];
    for (const [over, field, message] of cases) {
      const res = await me.post('/api/sms_server/', smsBody(over));
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
      expect(res.json().errors[field], field).toEqual([message]);
    }
    expect((await me.get('/api/sms_server/')).json().count).toBe(0);
  });

  it("send test through Twilio's Messages API: success, then the provider's error shown", async () => {
    const me = as(owner.token);
    const account = (await me.post('/api/sms_server/', smsBody())).json();
    const ok = await me.post(`/api/sms_server/${account.id}/test/`, { to: '+44 7700 900123' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ ok: true, message: 'Test message sent to +447700900123.' });
    const call = twilio.calls.at(-1)!;
    expect(call.path).toBe(`/2010-04-01/Accounts/${TWILIO_SID}/Messages.json`);
    expect(call.form.get('To')).toBe('+447700900123');
    expect(call.form.get('From')).toBe('+14155550100');
    expect(call.form.get('Body')).toContain('Test message from Talent');

    const refused = await me.post(`/api/sms_server/${account.id}/test/`, { to: BAD_NUMBER });
    expect(refused.statusCode, refused.body).toBe(200);
    expect(refused.json()).toMatchObject({
      ok: false,
      message: 'Twilio refused the message (HTTP 400).',
      detail: `21211 The 'To' number ${BAD_NUMBER} is not a valid phone number.`,
    });
    expect((await me.get(`/api/sms_server/${account.id}/`)).json().last_test).toMatchObject({ ok: false });

    const bad = await me.post(`/api/sms_server/${account.id}/test/`, { to: '12' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.to).toEqual(['The number is in E.164 form, like +14155550123.']);
    await me.del(`/api/sms_server/${account.id}/`);
  });

  it('a wrong token: the provider refuses and says why', async () => {
    const me = as(owner.token);
    const account = (await me.post('/api/sms_server/', smsBody({ auth_token: 'wrong-token-0000' }))).json();
    const res = await me.post(`/api/sms_server/${account.id}/test/`, { to: '+14155550199' });
    expect(res.json()).toMatchObject({ ok: false, detail: '20003 Authenticate' });
    await me.del(`/api/sms_server/${account.id}/`);
  });

  it('the SMS sender: the outbox without an account, Twilio with the default one', async () => {
    const outbox = await resolveSmsSender(t.ctx, owner.id);
    expect(outbox).toMatchObject({ name: 'outbox', accountId: null });
    await outbox.send('+14155550111', 'Interview tomorrow at 10');
    expect(await lastMessage(t, '+14155550111')).toMatchObject({
      channel: 'sms',
      text: 'Interview tomorrow at 10',
    });

    const account = (await as(owner.token).post('/api/sms_server/', smsBody())).json();
    const provider = await resolveSmsSender(t.ctx, owner.id);
    expect(provider).toMatchObject({ name: 'twilio', accountId: account.id });
    const before = twilio.calls.length;
    const sent = await provider.send('+14155550112', 'Hello from the worker');
    expect(sent.id).toMatch(/^SM/);
    expect(twilio.calls.length).toBe(before + 1);
    expect(twilio.calls.at(-1)!.form.get('Body')).toBe('Hello from the worker');
    await as(owner.token).del(`/api/sms_server/${account.id}/`);
  });
});

describe('no SECRETS_KEY: sending accounts are off and say so', () => {
  let off: TestApp;
  beforeAll(async () => {
    off = await createTestApp({ seedDemo: true, secretsKey: undefined });
  });
  afterAll(async () => {
    await off?.close();
  });

  it('lists answer enabled false; create, update and test answer 409 with the reason', async () => {
    const { accessToken, userData } = await login(off, 'recruiter@example.com');
    const h = bearer(accessToken);
    for (const url of ['/api/smpt_server/', '/api/sms_server/']) {
      const list = await off.app.inject({ method: 'GET', url, headers: h });
      expect(list.json()).toMatchObject({ count: 0, enabled: false });
    }
    for (const [url, payload] of [
      ['/api/smpt_server/', { ...smtpBody(), port: 2525 }],
      ['/api/sms_server/', smsBody()],
    ] as const) {
      const res = await off.app.inject({ method: 'POST', url, payload, headers: h });
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toMatchObject({ message: SENDING_ACCOUNTS_OFF, code: SENDING_ACCOUNTS_OFF_CODE });
    }
    expect(SENDING_ACCOUNTS_OFF).toBe('Sending accounts are off: the server has no SECRETS_KEY.');
    expect(await off.ctx.db.selectFrom('smtp_accounts').select('id').execute()).toEqual([]);
    // The worker's senders fall back to the platform.
    expect((await resolveEmailSender(off.ctx, userData.id)).via).toBe('platform');
    expect((await resolveSmsSender(off.ctx, userData.id)).name).toBe('outbox');
  });
});

describe('SecretBox', () => {
  const box = SecretBox.fromConfig(TEST_SECRETS_KEY)!;
  it('opens only under the same key and context, and refuses a damaged value', () => {
    const sealed = box.seal('s3cret', 'smtp:1');
    expect(box.open(sealed, 'smtp:1')).toBe('s3cret');
    expect(box.seal('s3cret', 'smtp:1')).not.toBe(sealed);
    expect(box.open(sealed, 'smtp:2')).toBeUndefined();
    const otherKey = SecretBox.fromConfig(Buffer.alloc(32, 7).toString('base64'))!;
    expect(otherKey.open(sealed, 'smtp:1')).toBeUndefined();
    const [v, iv, tag, data] = sealed.split('.');
    expect(box.open([v, iv, tag!.slice(0, 8), data].join('.'), 'smtp:1')).toBeUndefined();
    expect(
      box.open([v, iv, tag, `${data![0] === 'A' ? 'B' : 'A'}${data!.slice(1)}`].join('.'), 'smtp:1'),
    ).toBeUndefined();
    expect(box.open('garbage', 'smtp:1')).toBeUndefined();
  });
  it('no key, no box', () => {
    expect(SecretBox.fromConfig(undefined)).toBeUndefined();
    expect(() => SecretBox.fromConfig('too-short')).toThrow(/32 bytes/);
  });
});
