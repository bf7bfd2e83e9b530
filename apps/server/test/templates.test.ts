/** Message templates (issue 18, `sms_view/`): the full set, owner scoping, the subject rule, unknown
 * placeholders, and the render call the sending worker uses. Runs on SQLite, and on PostgreSQL with
 * DATABASE_URL. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_SMS_BODY } from '@talent/api/rules/templates';
import { createTestApp, registerUser, type TestApp } from './helpers';
import { caller, type Caller } from './jobs-helpers';
import { messageTemplateRepo } from '../src/modules/templates/repo';
import { messageTemplateService } from '../src/modules/templates/service';

let t: TestApp;
let ann: Caller;
let bob: Caller;
let admin: Caller;

const email = (over: Record<string, unknown> = {}) => ({
  kind: 'email',
  name: 'Interview invite',
  subject: 'Your application for {{ job_title }}',
  body: 'Hi {{first_name}},\n\nCould we talk about {{job_title}} at {{company}}?\n\n{{recruiter_name}}',
  ...over,
});
const sms = (over: Record<string, unknown> = {}) => ({
  kind: 'sms',
  name: 'Quick nudge',
  body: 'Hi {{first_name}}, {{recruiter_name}} here about {{job_title}}. Call {{recruiter_phone}}.',
  ...over,
});

async function create(by: Caller, body: Record<string, unknown>): Promise<number> {
  const res = await by.call('POST', '/api/sms_view/', body);
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: number }).id;
}

const rowCount = async () =>
  Number(
    (
      await t.ctx.db
        .selectFrom('message_templates')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

beforeAll(async () => {
  t = await createTestApp({ seedDemo: false });
  const a = await registerUser(t, 'ann@templates.test', 'recruiter');
  const b = await registerUser(t, 'bob@templates.test', 'enterprise');
  ann = caller(t, a.userData.id, a.accessToken);
  bob = caller(t, b.userData.id, b.accessToken);
  const adminUser = await registerUser(t, 'root@templates.test', 'jobseeker');
  await t.ctx.db
    .updateTable('users')
    .set({ role: 'admin' })
    .where('id', '=', adminUser.userData.id)
    .execute();
  admin = caller(t, adminUser.userData.id, adminUser.accessToken);
});
afterAll(async () => {
  await t.close();
});

describe('sms_view/: create, read, update, delete', () => {
  it('creates an e-mail template and answers it with the placeholders it uses', async () => {
    const res = await ann.call('POST', '/api/sms_view/', email());
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      kind: 'email',
      name: 'Interview invite',
      subject: 'Your application for {{ job_title }}',
      placeholders: ['job_title', 'first_name', 'company', 'recruiter_name'],
    });
    const got = await ann.call('GET', `/api/sms_view/${res.json().id}/`);
    expect(got.statusCode).toBe(200);
    expect(got.json()).toEqual(res.json());
  });

  it('creates an SMS template without a subject, and an empty subject counts as none', async () => {
    const res = await ann.call('POST', '/api/sms_view/', sms({ subject: '' }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().subject).toBe(null);
    const row = await t.ctx.db
      .selectFrom('message_templates')
      .select(['kind', 'subject', 'owner_id'])
      .where('id', '=', res.json().id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ kind: 'sms', subject: null, owner_id: ann.id });
  });

  it('lists by kind, searches name, subject and message, and pages', async () => {
    const fresh = await registerUser(t, 'lister@templates.test', 'recruiter');
    const me = caller(t, fresh.userData.id, fresh.accessToken);
    await create(me, email({ name: 'Beta invite', subject: 'Offer for {{job_title}}' }));
    await create(me, email({ name: 'alpha follow-up' }));
    await create(me, sms({ name: 'Gamma', body: 'Offer waiting, {{first_name}}' }));

    const all = await me.call('GET', '/api/sms_view/?limit=10');
    expect(all.json().count).toBe(3);
    expect(all.json().results.map((r: { name: string }) => r.name)).toEqual([
      'alpha follow-up',
      'Beta invite',
      'Gamma',
    ]);
    const onlySms = await me.call('GET', '/api/sms_view/?kind=sms');
    expect(onlySms.json().results.map((r: { kind: string }) => r.kind)).toEqual(['sms']);
    const offer = await me.call('GET', '/api/sms_view/?search=OFFER');
    expect(offer.json().results.map((r: { name: string }) => r.name)).toEqual(['Beta invite', 'Gamma']);
    const page2 = await me.call('GET', '/api/sms_view/?limit=2&offset=2');
    expect(page2.json()).toMatchObject({ count: 3, results: [{ name: 'Gamma' }] });
    const badKind = await me.call('GET', '/api/sms_view/?kind=fax');
    expect(badKind.statusCode).toBe(400);
    expect(badKind.json().message).toBe('Choose e-mail or SMS.');
  });

  it('replaces a template, also from e-mail to SMS (the subject goes)', async () => {
    const id = await create(ann, email());
    const res = await ann.call('PUT', `/api/sms_view/${id}/`, email({ name: 'Renamed', body: 'Hello' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Renamed', body: 'Hello', placeholders: ['job_title'] });
    const toSms = await ann.call('PUT', `/api/sms_view/${id}/`, sms({ name: 'Now a text' }));
    expect(toSms.statusCode, toSms.body).toBe(200);
    expect(toSms.json()).toMatchObject({ kind: 'sms', subject: null, name: 'Now a text' });
  });

  it('deletes a template; a second delete answers 404', async () => {
    const id = await create(ann, sms());
    const del = await ann.call('DELETE', `/api/sms_view/${id}/`);
    expect(del.statusCode).toBe(200);
    expect(del.json().message).toBe('The template was deleted.');
    expect((await ann.call('GET', `/api/sms_view/${id}/`)).statusCode).toBe(404);
    expect((await ann.call('DELETE', `/api/sms_view/${id}/`)).statusCode).toBe(404);
  });
});

describe('owner scoping', () => {
  it("another user (an admin too) neither sees nor changes someone's template", async () => {
    const id = await create(ann, email({ name: 'Ann only' }));
    for (const other of [bob, admin]) {
      expect((await other.call('GET', `/api/sms_view/${id}/`)).statusCode).toBe(404);
      const put = await other.call('PUT', `/api/sms_view/${id}/`, email({ name: 'Taken' }));
      expect(put.statusCode).toBe(404);
      expect((await other.call('DELETE', `/api/sms_view/${id}/`)).statusCode).toBe(404);
      const list = await other.call('GET', '/api/sms_view/?limit=1000');
      expect(list.json().results.map((r: { id: number }) => r.id)).not.toContain(id);
    }
    const still = await ann.call('GET', `/api/sms_view/${id}/`);
    expect(still.json().name).toBe('Ann only');
  });

  it('job seekers and freelancers get 403 (an RA page)', async () => {
    for (const role of ['jobseeker', 'freelancer']) {
      const u = await registerUser(t, `${role}@templates.test`, role);
      const res = await caller(t, u.userData.id, u.accessToken).call('POST', '/api/sms_view/', sms());
      expect(res.statusCode).toBe(403);
    }
  });
});

describe('bad input answers 400 with a message and stores nothing', () => {
  it('an unknown placeholder is refused by name, in the body and in the subject', async () => {
    const before = await rowCount();
    const body = await ann.call('POST', '/api/sms_view/', sms({ body: 'Hi {{ foo }} and {{first_name}}' }));
    expect(body.statusCode).toBe(400);
    expect(body.json().message).toBe('Unknown placeholder {{foo}}.');
    expect(body.json().errors.body).toEqual(['Unknown placeholder {{foo}}.']);
    const subject = await ann.call('POST', '/api/sms_view/', email({ subject: 'Re {{position}}' }));
    expect(subject.statusCode).toBe(400);
    expect(subject.json().errors.subject).toEqual(['Unknown placeholder {{position}}.']);
    const unclosed = await ann.call('POST', '/api/sms_view/', sms({ body: 'Hi {{first_name' }));
    expect(unclosed.json().message).toBe('A placeholder is not closed: write it as {{first_name}}.');
    expect(await rowCount()).toBe(before);
  });

  it('an update with an unknown placeholder leaves the template as it was', async () => {
    const id = await create(ann, sms({ name: 'Keep me' }));
    const res = await ann.call('PUT', `/api/sms_view/${id}/`, sms({ name: 'Changed', body: '{{bogus}}' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Unknown placeholder {{bogus}}.');
    expect((await ann.call('GET', `/api/sms_view/${id}/`)).json().name).toBe('Keep me');
  });

  it('subject rules: required for e-mail, refused for SMS', async () => {
    const before = await rowCount();
    const noSubject = await ann.call('POST', '/api/sms_view/', email({ subject: '   ' }));
    expect(noSubject.statusCode).toBe(400);
    expect(noSubject.json().message).toBe('The subject is required for an e-mail template.');
    const smsSubject = await ann.call('POST', '/api/sms_view/', sms({ subject: 'Hello' }));
    expect(smsSubject.statusCode).toBe(400);
    expect(smsSubject.json().message).toBe('An SMS template has no subject.');
    expect(await rowCount()).toBe(before);
  });

  it('missing or wrong fields, an unknown kind and an over-long SMS', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ ...sms(), name: '  ' }, 'name', 'The name is required.'],
      [{ ...sms(), body: ' \n ' }, 'body', 'The message is required.'],
      [{ ...sms(), kind: 'fax' }, 'kind', 'Choose e-mail or SMS.'],
      [{ ...sms(), body: 42 }, 'body', 'The message is required.'],
      [
        { ...sms(), body: 'a'.repeat(MAX_SMS_BODY + 1) },
        'body',
        `An SMS template has at most ${MAX_SMS_BODY} characters.`,
      ],
    ];
    for (const [payload, field, message] of cases) {
      const res = await ann.call('POST', '/api/sms_view/', payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
      expect(res.json().errors[field]).toEqual([message]);
    }
    const array = await ann.call('POST', '/api/sms_view/', [sms()]);
    expect(array.statusCode).toBe(400);
    expect(array.json().message).toBe('The request body must be a JSON object.');
  });
});

describe('render(templateId, ownerId, context): what the sending worker calls', () => {
  const service = () => messageTemplateService(messageTemplateRepo(t.ctx.db), t.ctx.now);

  it('fills in subject and body; missing values are empty; SMS carries its segment count', async () => {
    const mail = await create(ann, email());
    const out = await service().render(mail, ann.id, {
      first_name: 'Ava',
      job_title: 'Data Engineer',
      company: 'Northwind',
    });
    expect(out).toEqual({
      kind: 'email',
      subject: 'Your application for Data Engineer',
      body: 'Hi Ava,\n\nCould we talk about Data Engineer at Northwind?\n\n',
      sms: null,
    });
    const text = await create(ann, sms({ body: 'Hi {{first_name}} 😀' }));
    const rendered = await service().render(text, ann.id, { first_name: 'Zoë' });
    expect(rendered.body).toBe('Hi Zoë 😀');
    expect(rendered.sms).toMatchObject({
      encoding: 'UCS-2',
      units: 9,
      segments: 1,
      ucs2Characters: ['ë', '😀'],
    });
  });

  it("refuses someone else's template", async () => {
    const id = await create(ann, sms());
    await expect(service().render(id, bob.id, {})).rejects.toMatchObject({ status: 404 });
  });
});
