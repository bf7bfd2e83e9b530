import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, login, type TestApp } from './helpers';

let t: TestApp;
let a: { accessToken: string };
let b: { accessToken: string };
beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
  a = await login(t, 'recruiter@example.com');
  b = await login(t, 'agency@example.com');
});
afterAll(async () => {
  await t.close();
});

const req = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  s: { accessToken: string },
  payload?: object,
) => t.app.inject({ method, url, payload, headers: bearer(s.accessToken) });

describe('master data', () => {
  it('serves every list with limit 10000000 offset 0 and paging', async () => {
    const paths = [
      'skill_set',
      'skill_type',
      'skill_type_type',
      'skill_match',
      'all_skill',
      'technical_skill',
      'city_name',
      'city_view',
      'city_name_view',
      'state',
      'country_and_state_view',
      'work_authorization_view',
      'preposition_view',
      'industry',
      'industry_sector',
      'education',
      'job_title',
      'work_sector',
      'metro',
      'company',
    ];
    for (const p of paths) {
      const res = await req('GET', `/api/${p}?limit=10000000&offset=0`, a);
      expect(res.statusCode, p).toBe(200);
      const body = res.json();
      expect(body.count, p).toBeGreaterThan(0);
      expect(body.results.length, p).toBe(body.count);
    }
    const page = (await req('GET', '/api/job_title?limit=5&offset=5', a)).json();
    expect(page.results).toHaveLength(5);
    expect((await t.app.inject({ method: 'GET', url: '/api/industry' })).statusCode).toBe(401);
    expect((await req('GET', '/api/industry?limit=-1', a)).statusCode).toBe(400);
  });

  it('compresses big lists for clients that accept gzip', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/city_name?limit=10000000&offset=0',
      headers: { ...bearer(a.accessToken), 'accept-encoding': 'gzip, deflate' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    const body = JSON.parse(gunzipSync(res.rawPayload).toString('utf8'));
    expect(body.count).toBeGreaterThan(20000);
    expect(res.rawPayload.length).toBeLessThan(JSON.stringify(body).length / 3);
    const plain = await t.app.inject({
      method: 'GET',
      url: '/api/industry',
      headers: { ...bearer(a.accessToken), 'accept-encoding': 'gzip' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('answers from a cache with an ETag: the same answer twice, 304 with no body when it is sent back', async () => {
    const url = '/api/city_name?limit=10000000&offset=0';
    const first = await req('GET', url, a);
    const again = await req('GET', url, b);
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).toMatch(/^"[\w-]{27}"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect([again.headers.etag, again.body]).toEqual([first.headers.etag, first.body]);
    const etag = String(first.headers.etag);
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`]) {
      const revalidated = await t.app.inject({
        method: 'GET',
        url,
        headers: { ...bearer(a.accessToken), 'if-none-match': ifNoneMatch },
      });
      expect([revalidated.statusCode, revalidated.body, revalidated.headers.etag]).toEqual([304, '', etag]);
    }
    // Another page or search is another answer with its own tag; a stale tag gets the whole answer.
    const other = await req('GET', '/api/city_name?limit=10&offset=0&search=austin', a);
    expect(other.headers.etag).not.toBe(etag);
    expect(other.json().results.every((c: { name: string }) => /austin/i.test(c.name))).toBe(true);
    const stale = await t.app.inject({
      method: 'GET',
      url,
      headers: { ...bearer(a.accessToken), 'if-none-match': '"stale"' },
    });
    expect([stale.statusCode, stale.body]).toEqual([200, first.body]);
    // The cache sits behind the login and the query checks.
    expect((await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } })).statusCode).toBe(
      401,
    );
    expect((await req('GET', '/api/city_name?limit=-1', a)).statusCode).toBe(400);
  });

  it('has US states with abbreviations, countries, and cities with ZIP and area codes', async () => {
    const states = (await req('GET', '/api/state?search=new york', a)).json();
    expect(states.results).toContainEqual(expect.objectContaining({ name: 'New York', abbreviation: 'NY' }));
    const countries = (await req('GET', '/api/country_and_state_view?limit=10000000', a)).json();
    expect(countries.count).toBeGreaterThan(240);
    const us = countries.results.find((c: { code: string }) => c.code === 'US');
    expect(us.states.length).toBeGreaterThanOrEqual(50);
    const byArea = (await req('GET', '/api/city_name?areacode=212', a)).json();
    expect(byArea.results.map((c: { name: string; state: string }) => `${c.name}, ${c.state}`)).toContain(
      'New York, NY',
    );
    const ny = byArea.results.find((c: { name: string }) => c.name === 'New York');
    expect(ny.zipcodes).toContain('10001');
    expect((await req('GET', '/api/city_name?areacode=21', a)).statusCode).toBe(400);
    const loc = (await req('POST', '/api/get_location_attitude', a, { zipcode: '10001' })).json();
    expect(loc).toMatchObject({ city: 'New York', state: 'NY' });
    expect((await req('POST', '/api/get_location_attitude', a, {})).statusCode).toBe(400);
    expect((await req('POST', '/api/get_location_attitude', a, { zipcode: '00000' })).statusCode).toBe(404);
  });
});

describe('exclusion lists', () => {
  it.each([
    ['/api/block_keyword', 'keyword', 'Confidential', 'Secret'],
    ['/api/keyword_exclusion', 'keyword', 'References', 'Hobbies'],
    ['/api/experience_view', 'keyword', 'years of experience', 'yrs exp'],
    ['/api/blockDomainView', 'domain', 'Spam.COM', 'junk.org'],
  ])('%s: create, read, update, delete per user', async (path, field, first, second) => {
    const created = await req('POST', path, a, { [field]: first });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id;
    if (field === 'domain') expect(created.json().domain).toBe('spam.com');
    const dup = await req('POST', path, a, { [field]: first.toUpperCase() });
    expect(dup.statusCode).toBe(409);
    expect((await req('POST', path, a, {})).statusCode).toBe(400);
    expect((await req('POST', path, b, { [field]: first })).statusCode).toBe(201); // other users have their own lists
    const list = (await req('GET', path, a)).json();
    expect(list.count).toBe(1);
    const upd = await req('PUT', `${path}/${id}`, a, { [field]: second });
    expect(upd.statusCode).toBe(200);
    expect(upd.json()[field]).toBe(second);
    expect((await req('PUT', `${path}/${id}`, b, { [field]: 'x.com' })).statusCode).toBe(404);
    expect((await req('DELETE', `${path}/${id}`, b)).statusCode).toBe(404);
    expect((await req('DELETE', `${path}/${id}`, a)).statusCode).toBe(200);
    expect((await req('DELETE', `${path}/${id}`, a)).statusCode).toBe(404);
    expect((await req('GET', path, a)).json().count).toBe(0);
    expect((await req('GET', path, b)).json().count).toBe(1);
  });

  it('rejects malformed domains', async () => {
    const res = await req('POST', '/api/blockDomainView', a, { domain: 'not a domain' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.domain).toEqual(['Enter a domain such as example.com.']);
  });
});
