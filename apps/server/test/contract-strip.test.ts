/** Response schemas strip what the contract does not declare (issue 14): a handler that answers too much
 * cannot leak it, and a locked profile answers no contact data. */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, profileSchema } from '@talent/api';
import { route } from '../src/plugins/contract';
import { OWNER, toProfile } from '../src/modules/resumes/view';
import { bearer, createTestApp, fund, registerUser, seenPrice, type TestApp } from './helpers';

type Session = Awaited<ReturnType<typeof registerUser>>;

let t: TestApp;
let owner: Session;
let buyer: Session;
let pid: number;

const contact = {
  email: 'hidden.person@strip.org',
  mobile: '5557654321',
  Zipcode: '90210',
  address: '12 Secret Lane',
};

beforeAll(async () => {
  t = await createTestApp({ seedDemo: false });
  owner = await registerUser(t, 'strip-owner@strip.org', 'recruiter');
  buyer = await registerUser(t, 'strip-buyer@strip.org', 'enterprise');
  await fund(t, buyer.userData.id, 100);
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/upload_single_resume/',
    headers: bearer(owner.accessToken),
    payload: { first_name: 'Hidden', last_name: 'Person', city: 'Austin', ...contact },
  });
  expect(created.statusCode, created.body).toBe(201);
  pid = created.json().profile.id;
  const published = await t.app.inject({
    method: 'POST',
    url: '/api/recruite/mark_as_public',
    headers: bearer(owner.accessToken),
    payload: { profile_ids: [pid], price: 10 },
  });
  expect(published.statusCode, published.body).toBe(200);
  // An uploaded file keeps its name, which often carries the full name (issue 24, finding 6).
  await t.ctx.db
    .updateTable('profiles')
    .set({ file_name: 'Hidden_Person_Resume.pdf' })
    .where('id', '=', pid)
    .execute();
});
afterAll(async () => {
  await t.close();
});

/** Everything a stored profile row carries that could identify or reach the person. */
async function secretsOf(id: number): Promise<string[]> {
  const row = await t.ctx.db
    .selectFrom('profiles')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return [row.email!, row.mobile!, row.zipcode!, row.last_name!, row.file_name!, contact.address];
}

describe('route() parses every answer with the response schema', () => {
  let probe: FastifyInstance;
  beforeAll(async () => {
    // A second server whose handlers answer too much, as a careless handler might: the stored row spread
    // into the answer, or contact fields added to an answer that has none.
    probe = Fastify({ logger: false });
    route(probe, t.ctx, endpoints.getResume, async ({ params }) => {
      const row = await t.ctx.db
        .selectFrom('profiles')
        .selectAll()
        .where('id', '=', params.id)
        .executeTakeFirstOrThrow();
      return { ...row, ...toProfile(row, null) };
    });
    // A handler that marks a profile locked but forgets to mask it.
    route(probe, t.ctx, endpoints.topSellingResume, async () => {
      const row = await t.ctx.db
        .selectFrom('profiles')
        .selectAll()
        .where('id', '=', pid)
        .executeTakeFirstOrThrow();
      return { count: 1, results: [{ ...toProfile(row, OWNER), isUnlocked: false, access: null }] };
    });
    route(probe, t.ctx, endpoints.profileDocument, async ({ params }) => {
      const answer = {
        profileId: params.uid,
        kind: 'half' as const,
        pages: 0,
        images: {},
        email: contact.email,
        mobile: contact.mobile,
      };
      return answer;
    });
    await probe.ready();
  });
  afterAll(async () => {
    await probe.close();
  });

  it('drops the row columns the profile schema does not declare (zipcode, search_text, file_hash, ...)', async () => {
    const res = await probe.inject({
      method: 'GET',
      url: `/api/upload_resume/${pid}`,
      headers: bearer(buyer.accessToken),
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(Object.keys(profileSchema.shape).sort());
    for (const column of [
      'zipcode',
      'search_text',
      'file_hash',
      'file_key',
      'uploader_id',
      'price',
      'updated_at',
    ])
      expect(body).not.toHaveProperty(column);
    for (const secret of await secretsOf(pid)) expect(res.body).not.toContain(secret);
  });

  it('withholds from a locked profile everything its masked preview does not show', async () => {
    const res = await probe.inject({
      method: 'GET',
      url: '/api/recruite/top_selling_resume/',
      headers: bearer(buyer.accessToken),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().results[0]).toMatchObject({
      isUnlocked: false,
      owner_id: null,
      last_name: 'P.',
      email: null,
      mobile: null,
      Zipcode: null,
      file_name: null,
      data: null,
      access: null,
    });
    for (const secret of await secretsOf(pid)) expect(res.body).not.toContain(secret);
  });

  it('drops contact fields from an answer whose schema has none', async () => {
    const res = await probe.inject({
      method: 'GET',
      url: `/api/recruite/profile_document/${pid}`,
      headers: bearer(buyer.accessToken),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ profileId: pid, kind: 'half', pages: 0, images: {} });
    expect(res.body).not.toContain(contact.email);
    expect(res.body).not.toContain(contact.mobile);
  });
});

describe('a locked marketplace profile answers no contact data', () => {
  it('in the profile, the public list and the preview document, until it is unlocked', async () => {
    const auth = bearer(buyer.accessToken);
    const secrets = await secretsOf(pid);

    const one = await t.app.inject({ method: 'GET', url: `/api/upload_resume/${pid}`, headers: auth });
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json()).toMatchObject({
      isUnlocked: false,
      email: null,
      mobile: null,
      Zipcode: null,
      data: null,
      last_name: 'P.',
      full_name: 'Hidden P.',
    });
    const list = await t.app.inject({
      method: 'POST',
      url: '/api/public_resume',
      headers: auth,
      payload: {},
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().results.map((p: { id: number }) => p.id)).toContain(pid);
    const top = await t.app.inject({
      method: 'GET',
      url: '/api/recruite/top_selling_resume/',
      headers: auth,
    });
    expect(top.statusCode, top.body).toBe(200);
    expect(top.json().results.map((p: { id: number }) => p.id)).toContain(pid);
    const doc = await t.app.inject({
      method: 'GET',
      url: `/api/recruite/profile_document/${pid}`,
      headers: auth,
    });
    expect(doc.statusCode, doc.body).toBe(200);
    for (const res of [one, list, top, doc])
      for (const secret of secrets) expect(res.body).not.toContain(secret);

    // The same calls after unlocking show the contact data: it is there, and it was held back.
    const unlock = await t.app.inject({
      method: 'POST',
      url: `/api/recruite/unlock_resume/${pid}`,
      headers: auth,
      payload: { idempotency_key: 'strip-unlock-1', price: await seenPrice(t, 'unlock', pid) },
    });
    expect(unlock.statusCode, unlock.body).toBe(200);
    const open = await t.app.inject({ method: 'GET', url: `/api/upload_resume/${pid}`, headers: auth });
    expect(open.json()).toMatchObject({
      isUnlocked: true,
      email: contact.email,
      mobile: contact.mobile,
      Zipcode: '90210',
      file_name: 'Hidden_Person_Resume.pdf',
    });
  });
});

describe('request bodies are parsed too', () => {
  it('a profile section entry keeps only its declared fields, stored and answered', async () => {
    const auth = bearer(owner.accessToken);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/user_skill/',
      headers: auth,
      payload: { skill: '  TypeScript ', level: 'expert', password_hash: 'not-a-field' },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toEqual({
      skill: 'TypeScript',
      level: 'expert',
      id: expect.any(Number),
      created_at: expect.any(String),
    });
    const stored = await t.ctx.db
      .selectFrom('profile_sections')
      .select('data')
      .where('id', '=', created.json().id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(stored.data)).toEqual({ skill: 'TypeScript', level: 'expert' });
    const listed = await t.app.inject({ method: 'GET', url: '/api/user_skill/', headers: auth });
    expect(listed.json()).toEqual({ count: 1, results: [created.json()] });
  });
});
