/** Issue 24 (low, "locked profiles answer as oracles"): search and filters match a locked profile only on
 * what its preview shows, so a guessed last name, e-mail or ZIP cannot be confirmed. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, fund, registerUser, seenPrice, type TestApp } from './helpers';

let t: TestApp;
let buyer: Record<string, string>;
let pid: number;

beforeAll(async () => {
  t = await createTestApp({ seedDemo: false });
  const owner = await registerUser(t, 'oracle-owner@oracle.org', 'recruiter');
  const session = await registerUser(t, 'oracle-buyer@oracle.org', 'enterprise');
  buyer = bearer(session.accessToken);
  await fund(t, session.userData.id, 100);
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/upload_single_resume/',
    headers: bearer(owner.accessToken),
    payload: {
      first_name: 'Ava',
      last_name: 'Quillfeather',
      email: 'ava.quillfeather@oracle.net',
      mobile: '5557654321',
      Zipcode: '90210',
      city: 'Austin',
      job_title: 'Platform Engineer',
      technicalSkill: 'Kubernetes',
      experience: 'Quillfeather led the Kubernetes platform team; reach me at ava.quillfeather@oracle.net.',
    },
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
});
afterAll(async () => {
  await t.close();
});

const market = async (body: object) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/public_resume',
    headers: buyer,
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().results as Array<{ id: number }>).map((p) => p.id);
};
const top = async (search: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/recruite/top_selling_resume/?search=${encodeURIComponent(search)}`,
    headers: buyer,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().results as Array<{ id: number }>).map((p) => p.id);
};

describe('a locked marketplace profile', () => {
  it('is found by what its preview shows', async () => {
    expect(await market({ query: 'ava kubernetes', search_type: 'AND' })).toEqual([pid]);
    expect(await market({ query: 'platform', search_type: 'AND', filters: { city: 'Austin' } })).toEqual([
      pid,
    ]);
    expect(await top('Ava Q')).toEqual([pid]);
  });

  it('does not confirm a guessed last name, e-mail or ZIP', async () => {
    expect(await market({ query: 'ava quillfeather', search_type: 'AND' })).toEqual([]);
    expect(await market({ query: 'quillfeather', search_type: 'OR' })).toEqual([]);
    expect(await market({ query: 'oracle net', search_type: 'AND' })).toEqual([]);
    expect(await market({ query: '90210' })).toEqual([]);
    expect(await market({ filters: { Zipcode: '90210' } })).toEqual([]);
    expect(await top('Quillfeather')).toEqual([]);
  });

  it('matches its ZIP once the viewer has access', async () => {
    const unlock = await t.app.inject({
      method: 'POST',
      url: `/api/recruite/unlock_resume/${pid}`,
      headers: buyer,
      payload: { idempotency_key: 'oracle-unlock-1', price: await seenPrice(t, 'unlock', pid) },
    });
    expect(unlock.statusCode, unlock.body).toBe(200);
    expect(await market({ filters: { Zipcode: '90210' } })).toEqual([pid]);
    expect(await market({ filters: { Zipcode: '10001' } })).toEqual([]);
  });
});
