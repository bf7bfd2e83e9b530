/** Issue 43: a guest application with the e-mail of an account an admin created but not yet activated
 * attached a profile to it and voided the admin's invitation link. A guest application touches only an
 * account a guest application made. On SQLite and PostgreSQL. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_EMAILS,
  PDF,
  bearer,
  createTestApp,
  lastMessage,
  login,
  multipart,
  type TestApp,
} from './helpers';
import { createJob, recruiterOn } from './jobs-helpers';

let t: TestApp;
let jobId: number;
const EMAIL = 'invited@pending.test';

beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
  jobId = await createJob(await recruiterOn(t, 'jobs@pending.test'));
  const admin = bearer((await login(t, DEMO_EMAILS.admin)).accessToken);
  const roles = (await t.app.inject({ method: 'GET', url: '/api/manage-user-role/', headers: admin })).json();
  const jobseeker = roles.results.find((r: { key: string }) => r.key === 'jobseeker').id;
  const made = await t.app.inject({
    method: 'POST',
    url: '/api/create-user/',
    headers: admin,
    payload: { full_name: 'Invited Person', email: EMAIL, role_id: jobseeker, status: 'active' },
  });
  expect(made.statusCode, made.body).toBe(201);
});
afterAll(() => t.close());

const guestApply = (email: string) => {
  const form = multipart({ job_id: jobId, guest_name: 'Someone Else', guest_email: email }, [
    { name: 'file', filename: 'cv.pdf', contentType: 'application/octet-stream', data: PDF('guest cv') },
  ]);
  return t.app.inject({ method: 'POST', url: '/api/apply_as_guest', remoteAddress: '10.9.0.1', ...form });
};
const linkOf = async (email: string) => {
  const m = (await lastMessage(t, email))?.text.match(/\/reset-password\/(\d+)\/([A-Za-z0-9_-]+)/);
  if (!m) throw new Error(`no link for ${email}`);
  return { uid: m[1]!, token: m[2]! };
};

describe("a guest application with a pending admin-made account's e-mail", () => {
  it('is refused, attaches nothing, and the invitation link still sets the password', async () => {
    const invitation = await linkOf(EMAIL);
    const user = await t.ctx.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', EMAIL)
      .executeTakeFirstOrThrow();
    const res = await guestApply(EMAIL);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().errors.guest_email).toEqual([
      'An account with this e-mail already exists. Sign in to apply.',
    ]);
    const profiles = await t.ctx.db
      .selectFrom('profiles')
      .select('id')
      .where('owner_id', '=', user.id)
      .execute();
    expect(profiles).toEqual([]);
    const apps = await t.ctx.db
      .selectFrom('applications')
      .select('id')
      .where('applicant_id', '=', user.id)
      .execute();
    expect(apps).toEqual([]);
    const after = await t.ctx.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual(user);
    const set = await t.app.inject({
      method: 'POST',
      url: `/api/new-password/${invitation.uid}/${invitation.token}`,
      payload: { password: 'invited-pass-1' },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect((await login(t, EMAIL, 'invited-pass-1')).userData.id).toBe(user.id);
  });

  it("a guest's own pending account still applies again (to another job)", async () => {
    const first = await guestApply('guest-again@pending.test');
    expect(first.statusCode, first.body).toBe(201);
    jobId = await createJob(await recruiterOn(t, 'jobs2@pending.test'));
    const again = await guestApply('guest-again@pending.test');
    expect(again.statusCode, again.body).toBe(201);
  });
});
