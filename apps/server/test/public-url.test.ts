/** Issue 24, finding 2: every link in every e-mail is built on PUBLIC_URL, never on the request's Host (or
 * X-Forwarded-Host) header: a forged Host must not mail a reset token to another site. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDF, createTestApp, lastMessage, multipart, registerUser, type TestApp } from './helpers';
import { createJob, recruiterOn } from './jobs-helpers';

const FORGED = {
  host: 'evil.example',
  'x-forwarded-host': 'evil.example',
  'x-forwarded-proto': 'http',
};

let t: TestApp;
beforeAll(async () => {
  // No PUBLIC_URL, as in a local start (the default case the attack used); trustProxy on: even a
  // proxy-forwarded host must not reach the links.
  t = await createTestApp({ seedDemo: true, publicUrl: undefined, trustProxy: true });
});
afterAll(async () => {
  await t.close();
});

/** PUBLIC_URL's default outside production: this server on localhost. */
const site = () => {
  expect(t.ctx.config.publicUrl).toBe(`http://localhost:${t.ctx.config.port}`);
  return t.ctx.config.publicUrl;
};

describe('links in e-mails use PUBLIC_URL', () => {
  it('a forgot-password request with Host: evil.example mails a link on PUBLIC_URL', async () => {
    await registerUser(t, 'victim@public-url.org');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/resetpassword',
      headers: FORGED,
      payload: { email: 'victim@public-url.org' },
    });
    expect(res.statusCode).toBe(200);
    const mail = await lastMessage(t, 'victim@public-url.org');
    expect(`${mail?.text} ${mail?.html}`).not.toContain('evil.example');
    expect(mail?.text).toContain(`${site()}/reset-password/`);
  });

  it('a guest application with a forged Host mails its set-password link on PUBLIC_URL', async () => {
    const rec = await recruiterOn(t, 'owner@public-url.org', 4);
    const jobId = await createJob(rec);
    const form = multipart({ job_id: jobId, guest_name: 'Gail Guest', guest_email: 'gail@public-url.org' }, [
      { name: 'file', filename: 'cv.pdf', contentType: 'application/octet-stream', data: PDF('gail') },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/apply_as_guest',
      ...form,
      headers: { ...form.headers, ...FORGED },
    });
    expect(res.statusCode, res.body).toBe(201);
    const mail = await lastMessage(t, 'gail@public-url.org');
    expect(`${mail?.text} ${mail?.html}`).not.toContain('evil.example');
    expect(mail?.text).toContain(`${site()}/reset-password/`);
  });
});
