import { SignJWT, decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TokenService } from '../src/modules/auth/tokens';
import { bearer, createTestApp, lastCode, lastMessage, login, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload?: unknown, headers?: Record<string, string>) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });
const get = (url: string, headers?: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
const user = (email: string) =>
  t.ctx.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
const count = async (table: 'users' | 'sessions' | 'mail_outbox') =>
  Number(
    (
      await t.ctx.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('register and e-mail verification', () => {
  it('registers, e-mails a 4-digit code, and verifies with it', async () => {
    const res = await post('/api/auth/register', {
      full_name: 'New Person',
      email: 'New.Person@Example.org',
      password: 'secret-pass-1',
      role: 'recruiter',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.userData).toMatchObject({
      email: 'new.person@example.org',
      role: 'recruiter',
      is_email_verified: false,
      current_plan: null,
    });
    expect(body.userData.ability).toContainEqual({ action: 'read', subject: 'RU' });
    expect(body.accessToken).toBeTruthy();
    expect(body.refreshToken).toBe(body.userData.refreshToken);

    const mail = await lastMessage(t, 'new.person@example.org');
    expect(mail?.channel).toBe('email');
    const code = await lastCode(t, 'new.person@example.org');
    expect(code).toMatch(/^\d{4}$/);

    const wrong = await post('/api/email_verified/', {
      email: 'new.person@example.org',
      otp: code === '0000' ? '1111' : '0000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Invalid verification code.');
    expect((await user('new.person@example.org')).is_email_verified).toBe(0);

    const ok = await post('/api/email_verified/', { email: 'new.person@example.org', otp: code });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: 'Your e-mail has been verified.', is_email_verified: true });
    expect((await user('new.person@example.org')).is_email_verified).toBe(1);

    // A verified address gets no new code, with the answer an unknown one gets.
    const sent = await count('mail_outbox');
    const again = await post('/api/resendOTPOnEmail', { email: 'new.person@example.org' });
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toMatch(/^If an account with an unverified e-mail exists/);
    expect(await count('mail_outbox')).toBe(sent);
  });

  it('rejects bad registrations with per-field errors and creates nothing', async () => {
    const before = await count('users');
    const missing = await post('/api/auth/register', {});
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().errors)).toEqual(
      expect.arrayContaining(['full_name', 'email', 'password', 'role']),
    );
    expect(missing.json().errors.email).toEqual(['This field is required.']);

    const bad = await post('/api/auth/register', {
      full_name: 'X',
      email: 'not-an-email',
      password: 'short',
      role: 'admin',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.email[0]).toBe('Enter a valid e-mail address.');
    expect(bad.json().errors.password[0]).toBe('The password must be at least 8 characters.');
    expect(bad.json().errors.role).toBeDefined();

    const dup = await post('/api/auth/register', {
      full_name: 'Dup',
      email: 'RECRUITER@example.com',
      password: 'long-enough-1',
      role: 'recruiter',
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({
      message: 'This email is already in use.',
      errors: { email: ['This email is already in use.'] },
    });

    const dupMobile = await post('/api/auth/register', {
      full_name: 'Dup',
      email: 'dup-mobile@example.org',
      password: 'long-enough-1',
      role: 'recruiter',
      mobile: '555-010-0002',
    });
    expect(dupMobile.statusCode).toBe(409);
    expect(dupMobile.json().errors.mobile).toEqual(['This mobile number is already in use.']);
    const noBody = await t.app.inject({ method: 'POST', url: '/api/auth/register' });
    expect(noBody.statusCode).toBe(400);
    const badJson = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '{oops',
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json().message).toBeTruthy();
    expect(await count('users')).toBe(before);
  });

  it('resends codes: by e-mail, by id, and only the newest code works', async () => {
    const registered = await post('/api/auth/register', {
      full_name: 'Resend Me',
      email: 'resend@example.org',
      password: 'secret-pass-1',
      role: 'jobseeker',
    });
    // The session registration answers is what lets the portal ask by id.
    const session = bearer(registered.json().accessToken);
    const first = await lastCode(t, 'resend@example.org');
    const u = await user('resend@example.org');
    expect((await post(`/api/resend_otp/${u.id}`)).statusCode).toBe(401);
    const r1 = await post(`/api/resend_otp/${u.id}`, undefined, session);
    expect(r1.statusCode).toBe(200);
    const second = await lastCode(t, 'resend@example.org');
    if (first !== second) {
      const old = await post('/api/email_verified/', { email: 'resend@example.org', otp: first });
      expect(old.statusCode).toBe(400);
    }
    expect((await post('/api/resend_otp/999999', undefined, session)).statusCode).toBe(404);
    expect((await post('/api/resend_otp/abc', undefined, session)).statusCode).toBe(404);
    expect((await post('/api/resendOTPOnEmail', { email: 'nobody@example.org' })).statusCode).toBe(200);
    const ok = await post('/api/email_verified/', { email: 'resend@example.org', otp: second });
    expect(ok.statusCode).toBe(200);
  });

  it('stops a code after 5 wrong tries', async () => {
    await post('/api/auth/register', {
      full_name: 'Brute',
      email: 'brute@example.org',
      password: 'secret-pass-1',
      role: 'jobseeker',
    });
    const code = await lastCode(t, 'brute@example.org');
    const wrong = code === '9999' ? '9998' : '9999';
    for (let i = 0; i < 5; i++)
      expect(
        (await post('/api/email_verified/', { email: 'brute@example.org', otp: wrong })).statusCode,
      ).toBe(400);
    const late = await post('/api/email_verified/', { email: 'brute@example.org', otp: code });
    expect(late.statusCode).toBe(400);
    expect((await user('brute@example.org')).is_email_verified).toBe(0);
  });

  it('validates the code format', async () => {
    const res = await post('/api/email_verified/', { email: 'brute@example.org', otp: '12345' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.otp).toEqual(['The code must be exactly 4 digits.']);
  });
});

describe('login', () => {
  it('logs a demo account in with userData of the spec', async () => {
    const s = await login(t, 'recruiter@example.com');
    expect(s.userData).toMatchObject({
      role: 'recruiter',
      is_email_verified: true,
      full_name: 'Rita Recruiter',
    });
    const full = s.userData as unknown as Record<string, unknown>;
    expect(full.current_plan).toEqual([expect.any(Number), 'TAT Kickstart']);
    expect(full.about_company_statement).toBeTruthy();
    const me = await get('/api/profile', bearer(s.accessToken));
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: 'recruiter@example.com', landing: '/dashboard' });
    expect(me.json()).not.toHaveProperty('password_hash');
    const detail = await get('/api/user_detail', bearer(s.accessToken));
    expect(detail.json()).toMatchObject({ email: 'recruiter@example.com', role: 'recruiter' });
  });

  it('answers the spec message on a wrong password or unknown e-mail', async () => {
    for (const payload of [
      { email: 'recruiter@example.com', password: 'wrong-password' },
      { email: 'nobody@example.com', password: 'whatever' },
    ]) {
      const res = await post('/api/login', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: 'Email or Password is Invalid',
        errors: { email: ['Email or Password is Invalid'] },
      });
    }
    const missing = await post('/api/login', { email: 'recruiter@example.com' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.password).toEqual(['The password is required.']);
  });

  it('logs in with an e-mailed one-time code', async () => {
    const sent = await post('/api/get_otp', { email: 'jobseeker@example.com' });
    expect(sent.statusCode).toBe(200);
    const code = await lastCode(t, 'jobseeker@example.com');
    const bad = await post('/api/login', {
      email: 'jobseeker@example.com',
      otp: code === '0000' ? '0001' : '0000',
    });
    expect(bad.statusCode).toBe(400);
    const ok = await post('/api/login', { email: 'jobseeker@example.com', otp: code });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().userData.role).toBe('jobseeker');
    const reuse = await post('/api/login', { email: 'jobseeker@example.com', otp: code });
    expect(reuse.statusCode).toBe(400);
    expect((await post('/api/get_otp', { email: 'nobody@example.com' })).statusCode).toBe(200);
  });

  it('answers 401 without a token or with a forged one', async () => {
    const none = await get('/api/profile');
    expect(none.statusCode).toBe(401);
    expect(none.json().message).toBeTruthy();
    expect((await get('/api/profile', bearer('abc.def.ghi'))).statusCode).toBe(401);
  });

  it('answers 401 for a correctly signed access token without an expiry', async () => {
    const s = await login(t, 'editor@example.com');
    const claims = decodeJwt(s.accessToken);
    expect((await get('/api/profile', bearer(s.accessToken))).statusCode).toBe(200);
    const forever = await new SignJWT({ sid: claims.sid, role: claims.role, typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(claims.sub))
      .setIssuedAt()
      .sign(new TextEncoder().encode('test-secret-0123456789abcdef0123456789abcdef'));
    expect((await get('/api/profile', bearer(forever))).statusCode).toBe(401);
  });

  it('ends the older session with 406 when the account logs in on another device', async () => {
    const first = await login(t, 'freelancer@example.com');
    expect((await get('/api/profile', bearer(first.accessToken))).statusCode).toBe(200);
    const second = await login(t, 'freelancer@example.com');
    const old = await get('/api/profile', bearer(first.accessToken));
    expect(old.statusCode).toBe(406);
    expect(old.json().message).toBe('You are logged in on a different device, so your session has expired.');
    // the older refresh token is revoked too
    const oldRefresh = await post('/api/refreshToken', { refresh: first.refreshToken });
    expect(oldRefresh.statusCode).toBe(406);
    expect((await get('/api/profile', bearer(second.accessToken))).statusCode).toBe(200);
  });
});

describe('refresh and logout', () => {
  it('rotates refresh tokens; a rotated token fails and ends the session', async () => {
    const s = await login(t, 'editor@example.com');
    const r1 = await post('/api/refreshToken', { refresh: s.refreshToken });
    expect(r1.statusCode).toBe(200);
    const { access, refresh } = r1.json();
    expect(refresh).not.toBe(s.refreshToken);
    expect((await get('/api/profile', bearer(access))).statusCode).toBe(200);

    const reuse = await post('/api/refreshToken', { refresh: s.refreshToken });
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().message).toBe('Invalid refresh token');
    // reuse of a spent token ends the session: the newest refresh token fails as well
    expect((await post('/api/refreshToken', { refresh })).statusCode).toBe(401);
    expect((await get('/api/profile', bearer(access))).statusCode).toBe(401);
  });

  it('refuses missing or unknown refresh tokens', async () => {
    const missing = await post('/api/refreshToken', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.refresh).toEqual(['This field is required.']);
    expect((await post('/api/refreshToken', { refresh: 'nope' })).statusCode).toBe(401);
  });

  it('expired access tokens answer 401 and refresh brings a working one', async () => {
    const s = await login(t, 'client@example.com');
    const { sid } = decodeJwt(s.accessToken) as { sid: string };
    // The same key and lifetime, issued by a clock one lifetime and a second back: expired on arrival.
    const expired = await new TokenService('test-secret-0123456789abcdef0123456789abcdef', 900, 3600, {
      now: () => Date.now() - 901_000,
    }).signAccess({
      userId: s.userData.id,
      sessionId: sid,
      role: 'client',
    });
    const res = await get('/api/profile', bearer(expired));
    expect(res.statusCode).toBe(401);
    const r = await post('/api/refreshToken', { refresh: s.refreshToken });
    expect(r.statusCode).toBe(200);
    expect((await get('/api/profile', bearer(r.json().access))).statusCode).toBe(200);
  });

  it('ACCESS_TOKEN_TTL sets the access token lifetime', async () => {
    const short = await createTestApp({ accessTokenTtl: 2 });
    try {
      const res = await short.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: 'client@example.com', password: 'Demo#2026' },
      });
      const { exp, iat } = decodeJwt(res.json().accessToken);
      expect(exp! - iat!).toBe(2);
    } finally {
      await short.close();
    }
  });

  it('expired refresh tokens answer 401', async () => {
    // The app's token clock is ours: the refresh token's second passes without waiting for it.
    let now = Date.now();
    const short = await createTestApp({ refreshTokenTtl: 1 }, { now: () => now });
    try {
      const s = (
        await short.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { email: 'client@example.com', password: 'Demo#2026' },
        })
      ).json();
      now += 1000;
      const r = await short.app.inject({
        method: 'POST',
        url: '/api/refreshToken',
        payload: { refresh: s.refreshToken },
      });
      expect(r.statusCode).toBe(401);
      expect(r.json().message).toBe('Refresh token has expired');
    } finally {
      await short.close();
    }
  });

  it('logs out on both paths', async () => {
    for (const url of ['/api/jwt/logout', '/api/logout/']) {
      const s = await login(t, 'enterprise@example.com');
      const out = await post(url, { refresh: s.refreshToken });
      expect(out.statusCode).toBe(200);
      expect((await get('/api/profile', bearer(s.accessToken))).statusCode).toBe(401);
      expect((await post('/api/refreshToken', { refresh: s.refreshToken })).statusCode).toBe(401);
    }
    expect((await post('/api/logout/', {})).statusCode).toBe(400);
    expect((await post('/api/logout/', { refresh: 'unknown' })).statusCode).toBe(400);
  });
});

describe('password reset', () => {
  it('e-mails a single-use link that sets a new password', async () => {
    await post('/api/auth/register', {
      full_name: 'Forgetful',
      email: 'forget@example.org',
      password: 'old-password-1',
      role: 'jobseeker',
    });
    const res = await post('/api/resetpassword', { email: 'forget@example.org' });
    expect(res.statusCode).toBe(200);
    const mail = await lastMessage(t, 'forget@example.org');
    const m = mail?.text.match(/\/reset-password\/(\d+)\/([A-Za-z0-9_-]+)/);
    expect(m).toBeTruthy();
    const [, uid, token] = m!;

    const short = await post(`/api/new-password/${uid}/${token}`, { password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors.password).toBeDefined();
    const wrongUid = await post(`/api/new-password/999/${token}`, { password: 'new-password-1' });
    expect(wrongUid.statusCode).toBe(400);
    expect(
      (await post('/api/login', { email: 'forget@example.org', password: 'old-password-1' })).statusCode,
    ).toBe(200);

    const ok = await post(`/api/new-password/${uid}/${token}`, { password: 'new-password-1' });
    expect(ok.statusCode).toBe(200);
    const reused = await post(`/api/new-password/${uid}/${token}`, { password: 'another-pass-1' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe('This reset link is invalid or has expired.');
    expect(
      (await post('/api/login', { email: 'forget@example.org', password: 'old-password-1' })).statusCode,
    ).toBe(400);
    expect(
      (await post('/api/login', { email: 'forget@example.org', password: 'new-password-1' })).statusCode,
    ).toBe(200);
    expect(
      (await post('/api/login', { email: 'forget@example.org', password: 'another-pass-1' })).statusCode,
    ).toBe(400);
  });

  it('does not reveal unknown addresses and sends nothing', async () => {
    const before = await count('mail_outbox');
    const res = await post('/api/resetpassword', { email: 'ghost@example.org' });
    expect(res.statusCode).toBe(200);
    expect(await count('mail_outbox')).toBe(before);
    expect((await post('/api/resetpassword', {})).statusCode).toBe(400);
  });
});

describe('account changes', () => {
  it('changes the password only with the current one', async () => {
    await post('/api/auth/register', {
      full_name: 'Changer',
      email: 'changer@example.org',
      password: 'first-pass-1',
      role: 'freelancer',
    });
    const s = await login(t, 'changer@example.org', 'first-pass-1');
    const wrong = await post(
      '/api/changepassword',
      { old_password: 'nope-nope', new_password: 'second-pass-2' },
      bearer(s.accessToken),
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.old_password).toEqual(['The current password is wrong.']);
    expect(
      (await post('/api/changepassword', { old_password: 'first-pass-1', new_password: 'second-pass-2' }))
        .statusCode,
    ).toBe(401);
    const ok = await post(
      '/api/changepassword',
      { old_password: 'first-pass-1', new_password: 'second-pass-2' },
      bearer(s.accessToken),
    );
    expect(ok.statusCode).toBe(200);
    expect(
      (await post('/api/login', { email: 'changer@example.org', password: 'second-pass-2' })).statusCode,
    ).toBe(200);
  });

  it('changes the e-mail in two steps with a code sent to the new address', async () => {
    const s = await login(t, 'changer@example.org', 'second-pass-2');
    const taken = await post(
      '/api/changeemail',
      { email: 'admin@example.com', current_password: 'second-pass-2' },
      bearer(s.accessToken),
    );
    expect(taken.statusCode).toBe(409);
    const step1 = await post(
      '/api/changeemail',
      { email: 'changed@example.org', current_password: 'second-pass-2' },
      bearer(s.accessToken),
    );
    expect(step1.statusCode).toBe(200);
    const code = await lastCode(t, 'changed@example.org');
    const bad = await post(
      '/api/changeemail',
      {
        email: 'changed@example.org',
        otp: code === '0000' ? '0001' : '0000',
        current_password: 'second-pass-2',
      },
      bearer(s.accessToken),
    );
    expect(bad.statusCode).toBe(400);
    expect((await user('changer@example.org')).email).toBe('changer@example.org');
    const ok = await post(
      '/api/changeemail',
      { email: 'changed@example.org', otp: code, current_password: 'second-pass-2' },
      bearer(s.accessToken),
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json().userData.email).toBe('changed@example.org');
  });

  it('changes and verifies the mobile number by SMS and call codes', async () => {
    const s = await login(t, 'changed@example.org', 'second-pass-2');
    const step1 = await post(
      '/api/changemobileno',
      { mobile: '(555) 123-4567', current_password: 'second-pass-2' },
      bearer(s.accessToken),
    );
    expect(step1.statusCode).toBe(200);
    const sms = await lastMessage(t, '5551234567');
    expect(sms?.channel).toBe('sms');
    const ok = await post(
      '/api/changemobileno',
      { mobile: '5551234567', otp: await lastCode(t, '5551234567'), current_password: 'second-pass-2' },
      bearer(s.accessToken),
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json().userData.mobile).toBe('5551234567');

    const call = await post('/api/resendOTPOncall', { mobile: '5551234567' });
    expect(call.statusCode).toBe(200);
    expect((await lastMessage(t, '5551234567'))?.channel).toBe('call');
    await post('/api/resendOTPOnmessage', { mobile: '5551234567' });
    const code = await lastCode(t, '5551234567');
    const verified = await post('/api/phone_verified/', { mobile: '5551234567', otp: code });
    expect(verified.statusCode).toBe(200);
    expect((await post('/api/resendOTPOnmessage', { mobile: '0000000000' })).statusCode).toBe(200);
    expect((await post('/api/changemobileno', { mobile: 'abc' }, bearer(s.accessToken))).statusCode).toBe(
      400,
    );
  });
});

describe('profile', () => {
  it('completes the profile and keeps sections per user', async () => {
    const s = await login(t, 'agency@example.com');
    const upd = await post(
      '/api/profile-user',
      { about_company_statement: 'We place engineers.', full_name: 'Aaron A.' },
      bearer(s.accessToken),
    );
    expect(upd.statusCode).toBe(200);
    expect(upd.json().userData).toMatchObject({
      full_name: 'Aaron A.',
      about_company_statement: 'We place engineers.',
    });

    const created = await post(
      '/api/user_experiece/',
      { job_title: 'Recruiter', company: 'Peak' },
      bearer(s.accessToken),
    );
    expect(created.statusCode).toBe(201);
    const bad = await post('/api/user_experiece/', { company: 'Peak' }, bearer(s.accessToken));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.job_title).toEqual(['This field is required.']);
    const list = await get('/api/user_experiece/', bearer(s.accessToken));
    expect(list.json()).toMatchObject({ count: 1, results: [{ job_title: 'Recruiter', company: 'Peak' }] });

    const course = await post('/api/course_and_certification/', { name: 'AWS' }, bearer(s.accessToken));
    const other = await login(t, 'admin@example.com');
    const foreign = await t.app.inject({
      method: 'DELETE',
      url: `/api/course_and_certification/${course.json().id}`,
      headers: bearer(other.accessToken),
    });
    expect(foreign.statusCode).toBe(404);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/course_and_certification/${course.json().id}`,
      headers: bearer(s.accessToken),
    });
    expect(del.statusCode).toBe(200);
    expect((await get('/api/user_experiece/', bearer(other.accessToken))).json().count).toBe(0);
  });

  it('answers JSON 404 for unknown API paths and a page when the portal is not built', async () => {
    const api = await get('/api/does-not-exist');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'Not found.' });
    const page = await get('/dashboard');
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('The portal is not built');
  });
});

describe('rate limits', () => {
  it('blocks an address after 10 wrong passwords in 15 minutes, even with the right one', async () => {
    await post('/api/auth/register', {
      full_name: 'Guess Me',
      email: 'guess@example.org',
      password: 'right-pass-1',
      role: 'jobseeker',
    });
    for (let i = 0; i < 10; i++)
      expect(
        (await post('/api/login', { email: 'guess@example.org', password: `wrong-${i}-pass` })).statusCode,
      ).toBe(400);
    const blocked = await post('/api/login', { email: 'guess@example.org', password: 'right-pass-1' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'rate_limited' });
    expect(blocked.json().message).toMatch(/^Too many failed attempts\. Try again in \d+ minutes?\.$/);
    // other accounts are not affected
    expect(
      (await post('/api/login', { email: 'jobseeker@example.com', password: 'Demo#2026' })).statusCode,
    ).toBe(200);
  });

  it('sends at most 5 codes per recipient in 15 minutes', async () => {
    await post('/api/auth/register', {
      full_name: 'Spam Me',
      email: 'spam@example.org',
      password: 'right-pass-1',
      role: 'jobseeker',
    });
    for (let i = 0; i < 5; i++)
      expect((await post('/api/resendOTPOnEmail', { email: 'spam@example.org' })).statusCode).toBe(200);
    const before = await count('mail_outbox');
    const sixth = await post('/api/resendOTPOnEmail', { email: 'spam@example.org' });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toMatch(/^Too many codes requested/);
    expect(await count('mail_outbox')).toBe(before);
  });
});
