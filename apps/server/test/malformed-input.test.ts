/** Issue 24, finding 5 (and the caps of finding 4): malformed input answers 4xx with a message, never 500. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ROLES, defineAbilityFor, endpoints, type EndpointDef, type Role } from '@talent/api';
import { MAX_PAGE_IMAGES } from '@talent/api/rules';
import { PlACEHOLDER } from './fixtures';
import {
  DEMO_EMAILS,
  PDF,
  bearer,
  createTestApp,
  login,
  multipart,
  type FilePart,
  type TestApp,
} from './helpers';

let t: TestApp;
const tokens = new Map<Role, string>();

beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
  for (const role of ROLES) tokens.set(role, (await login(t, DEMO_EMAILS[role])).accessToken);
});
afterAll(async () => {
  await t.close();
});

const NUL = 'a\u0000b';
const ID_2_31 = 2 ** 31;

/** The field names of a request schema (objects, and the objects inside unions, pipes and optionals). */
function keysOf(schema: z.ZodType | undefined): string[] {
  if (!schema) return [];
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape);
  if (schema instanceof z.ZodUnion)
    return [...new Set(schema.options.flatMap((o) => keysOf(o as z.ZodType)))];
  if (schema instanceof z.ZodPipe)
    return [...keysOf(schema.in as z.ZodType), ...keysOf(schema.out as z.ZodType)];
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable)
    return keysOf(schema.unwrap() as z.ZodType);
  return [];
}

/** A signed-in role the ability lets call the endpoint (any role for public ones). */
function roleFor(def: EndpointDef): Role | undefined {
  if (def.access === 'public') return 'enterprise';
  const { action, subject } = def.access;
  return ROLES.find((role) => defineAbilityFor(role).can(action, subject));
}

/** Path params: ids as 2^31, text params (tokens, session ids) with a NUL. */
function urlOf(def: EndpointDef, ids: string): string {
  return def.path.replace(/:([A-Za-z_]+)/g, (_m, name: string) =>
    ['token', 'sessionId', 'uidb64'].includes(name) || (name === 'uid' && def.path.includes(':token'))
      ? encodeURIComponent(NUL)
      : ids,
  );
}

// Calls that end the session itself are left out (they would sign the role out for the rest of the sweep).
const SKIP = new Set(['jwtLogout', 'logout']);
const entries = (Object.entries(endpoints) as Array<[string, EndpointDef]>).filter(
  ([name]) => !SKIP.has(name),
);

const noServerError = (name: string, res: { statusCode: number; body: string }) => {
  expect(res.statusCode, `${name}: ${res.body}`).toBeLessThan(500);
  if (res.statusCode >= 400)
    expect(JSON.parse(res.body).message, `${name} says why`).toEqual(expect.any(String));
};

describe('every endpoint, malformed input: never 500', () => {
  it.each(entries)('%s', async (name, def) => {
    const role = roleFor(def);
    const headers = role ? bearer(tokens.get(role)!) : {};
    const query = Object.fromEntries([...keysOf(def.query), 'search'].map((k) => [k, NUL]));
    const body = Object.fromEntries(keysOf(def.body).map((k) => [k, NUL]));
    const hasBody = def.method !== 'GET' && def.method !== 'DELETE';

    // A NUL in every string field, filter and search.
    const nul = await t.app.inject({
      method: def.method,
      url: urlOf(def, '1'),
      query,
      headers,
      ...(hasBody && !def.multipart ? { payload: body } : {}),
    });
    noServerError(`${name} with NUL`, nul);
    if (def.query || (hasBody && !def.multipart && keysOf(def.body).length > 0))
      expect(nul.statusCode, `${name} with NUL is refused: ${nul.body}`).toBeGreaterThanOrEqual(400);

    // Ids of 2^31 in the path.
    if (def.path.includes(':')) {
      const big = await t.app.inject({ method: def.method, url: urlOf(def, String(ID_2_31)), headers });
      noServerError(`${name} with id 2^31`, big);
    }

    // Multipart that cannot be read.
    if (def.multipart) {
      const url = urlOf(def, '1');
      for (const [what, contentType, payload] of [
        [
          'no boundary',
          'multipart/form-data',
          '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--\r\n',
        ],
        [
          'truncated',
          'multipart/form-data; boundary=x',
          '--x\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4',
        ],
        ['garbage', 'multipart/form-data; boundary=x', '\u00ff\u00fe garbage \r\n\r\n--y--'],
      ] as const) {
        const res = await t.app.inject({
          method: def.method,
          url,
          payload,
          headers: { ...headers, 'content-type': contentType },
        });
        noServerError(`${name} ${what}`, res);
        expect(res.statusCode, `${name} ${what} is refused: ${res.body}`).toBeGreaterThanOrEqual(400);
      }
    }
  });
});

/** A JPEG whose header claims width x height (the data stays the placeholder's). */
function withHeaderSize(jpeg: Buffer, width: number, height: number): Buffer {
  const out = Buffer.from(jpeg);
  for (let i = 2; i < out.length - 9;) {
    const marker = out[i + 1]!;
    const length = out.readUInt16BE(i + 2);
    if (out[i] === 0xff && marker >= 0xc0 && marker <= 0xc2) {
      out.writeUInt16BE(height, i + 5);
      out.writeUInt16BE(width, i + 7);
      return out;
    }
    i += 2 + length;
  }
  throw new Error('no SOF marker');
}

const uploadPages = (
  fields: Record<string, string>,
  masked: Buffer[],
  images = masked,
  filename = 'ada.pdf',
) => {
  const files: FilePart[] = [
    { name: 'file', filename, contentType: 'application/pdf', data: PDF(`${fields.email} ${masked.length}`) },
    ...images.map((data, i) => ({
      name: 'page_images',
      filename: `p${i}.jpg`,
      contentType: 'image/jpeg',
      data,
    })),
    ...masked.map((data, i) => ({
      name: 'masked_images',
      filename: `m${i}.jpg`,
      contentType: 'image/jpeg',
      data,
    })),
  ];
  const mp = multipart(fields, files);
  return t.app.inject({
    method: 'POST',
    url: '/api/resume-uploaded/',
    payload: mp.payload,
    headers: { ...mp.headers, ...bearer(tokens.get('recruiter')!) },
  });
};

describe('uploads: unreadable forms and page images answer 400 and store nothing', () => {
  it('malformed multipart (no boundary, truncated, garbage) answers 400 with a message', async () => {
    for (const [contentType, payload] of [
      ['multipart/form-data', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--\r\n'],
      [
        'multipart/form-data; boundary=x',
        '--x\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF',
      ],
      ['multipart/form-data; boundary=x', 'garbage'],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/resume-uploaded/',
        payload,
        headers: { ...bearer(tokens.get('recruiter')!), 'content-type': contentType },
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe('The upload is not a readable multipart form.');
    }
  });

  it('a corrupt, truncated, oversized (65000x65000) or wrongly encoded masked image answers 400', async () => {
    const corrupt = Buffer.concat([
      PlACEHOLDER.subarray(0, 200),
      Buffer.alloc(400, 0x55),
      PlACEHOLDER.subarray(600),
    ]);
    const cases: Array<[string, Buffer, string]> = [
      ['corrupt', corrupt, 'not a complete, valid JPEG'],
      [
        'truncated',
        PlACEHOLDER.subarray(0, Math.floor(PlACEHOLDER.length / 2)),
        'not a complete, valid JPEG',
      ],
      ['oversized', withHeaderSize(PlACEHOLDER, 65000, 65000), 'at most 25 megapixels'],
      ['wrongly encoded', Buffer.from(PlACEHOLDER.toString('base64')), 'must be JPEG'],
    ];
    for (const [what, image, message] of cases) {
      const res = await uploadPages(
        { first_name: 'Ada', email: `ada-${what.replace(' ', '-')}@example.org` },
        [image],
        [PlACEHOLDER],
      );
      expect(res.statusCode, `${what}: ${res.body}`).toBe(400);
      expect(res.json().errors.masked_images, what).toEqual([expect.stringContaining(message)]);
    }
    const stored = await t.ctx.db
      .selectFrom('profiles')
      .select('id')
      .where('email', 'like', 'ada-%@example.org')
      .execute();
    expect(stored).toEqual([]);
  });

  it('pages are masked by the worker threads, not on the event loop', async () => {
    const before = t.ctx.images.completed;
    const res = await uploadPages({ first_name: 'Ada', email: 'ada-pool@example.org' }, [
      PlACEHOLDER,
      PlACEHOLDER,
    ]);
    expect(res.statusCode, res.body).toBe(201);
    expect(t.ctx.images.completed - before).toBe(2);
  });

  it(`at most ${MAX_PAGE_IMAGES} pages per upload`, async () => {
    const tooMany = Array.from({ length: MAX_PAGE_IMAGES + 1 }, () => PlACEHOLDER);
    const res = await uploadPages({ first_name: 'Ada', email: 'ada-pages@example.org' }, tooMany);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors.page_images).toEqual([`At most ${MAX_PAGE_IMAGES} page images.`]);
    const ok = await uploadPages({ first_name: 'Ada', email: 'ada-pages@example.org' }, tooMany.slice(1));
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it('a NUL in a form field or a file name answers 400', async () => {
    const field = await uploadPages({ first_name: NUL, email: 'ada-nul@example.org' }, []);
    expect(field.statusCode, field.body).toBe(400);
    expect(field.json().errors.first_name).toEqual([expect.stringContaining('NUL')]);
    const name = await uploadPages(
      { first_name: 'Ada', email: 'ada-nul@example.org' },
      [],
      [],
      'a\u0000.pdf',
    );
    expect(name.statusCode, name.body).toBe(400);
  });
});

describe('text and ids the database cannot hold answer 400', () => {
  it('a NUL in a search, a filter or a text field', async () => {
    const h = bearer(tokens.get('recruiter')!);
    const search = await t.app.inject({
      method: 'POST',
      url: '/api/search_resume/',
      payload: { search: NUL },
      headers: h,
    });
    expect(search.statusCode, search.body).toBe(400);
    expect(search.json().errors.search).toEqual([expect.stringContaining('NUL')]);
    const filter = await t.app.inject({
      method: 'POST',
      url: '/api/search_resume/',
      payload: { search: 'engineer', filters: { city: NUL } },
      headers: h,
    });
    expect(filter.statusCode, filter.body).toBe(400);
    const query = await t.app.inject({
      method: 'GET',
      url: `/api/block_keyword?search=${encodeURIComponent(NUL)}`,
      headers: h,
    });
    expect(query.statusCode, query.body).toBe(400);
    const single = await t.app.inject({
      method: 'POST',
      url: '/api/upload_single_resume/',
      payload: { first_name: NUL, email: 'nul@example.org' },
      headers: h,
    });
    expect(single.statusCode, single.body).toBe(400);
  });

  it('clients: a NUL inside a contact, an id of 2^31 for a client or an unreadable logo form answer 4xx', async () => {
    const h = bearer(tokens.get('recruiter')!);
    const before = await t.ctx.db.selectFrom('clients').select('id').execute();
    const nested = await t.app.inject({
      method: 'POST',
      url: '/api/manage-company/',
      payload: { name: 'Nul Co', contacts: [{ name: 'Ann', role: NUL }] },
      headers: h,
    });
    expect(nested.statusCode, nested.body).toBe(400);
    expect(nested.json().errors['contacts.0.role']).toEqual([expect.stringContaining('NUL')]);
    const notList = await t.app.inject({
      method: 'POST',
      url: '/api/manage-company/',
      payload: { name: 'Odd Co', contacts: 'Ann' },
      headers: h,
    });
    expect(notList.statusCode, notList.body).toBe(400);
    expect(await t.ctx.db.selectFrom('clients').select('id').execute()).toEqual(before);
    const job = await t.app.inject({
      method: 'POST',
      url: '/api/create-job/',
      payload: { title: 'Big id', client_id: ID_2_31 },
      headers: h,
    });
    expect(job.statusCode, job.body).toBe(400);
    expect(job.json().errors.client_id).toEqual(['Too big: expected number to be <=2147483647']);
    const name = await t.app.inject({
      method: 'POST',
      url: '/api/company_display_name/',
      payload: { company_id: ID_2_31, display_name: 'x' },
      headers: h,
    });
    expect(name.statusCode, name.body).toBe(400);
  });

  it('client portal (issue 43): a bad decision, e-mail, comment or id answers 4xx with a message', async () => {
    const client = bearer(tokens.get('client')!);
    const rec = bearer(tokens.get('recruiter')!);
    const before = await t.ctx.db.selectFrom('client_shares').selectAll().execute();
    const cases: Array<[Record<string, string>, string, string, unknown, number]> = [
      [client, 'POST', '/api/client_portal/candidates/1/answer', { decision: 'maybe' }, 400],
      [client, 'POST', '/api/client_portal/candidates/1/answer', { decision: 'approved', comment: NUL }, 400],
      [
        client,
        'POST',
        '/api/client_portal/candidates/1/answer',
        { decision: 'approved', comment: 'x'.repeat(2001) },
        400,
      ],
      [client, 'POST', `/api/client_portal/candidates/${ID_2_31}/answer`, { decision: 'approved' }, 404],
      [client, 'POST', '/api/client_portal/candidates/abc/answer', { decision: 'approved' }, 404],
      [rec, 'POST', '/api/client_shares/', { application_id: 'one' }, 400],
      [rec, 'POST', '/api/client_shares/', { application_id: ID_2_31 }, 400],
      [rec, 'GET', `/api/client_shares/?job_id=${encodeURIComponent(NUL)}`, undefined, 400],
      [rec, 'POST', '/api/update-company/1/invite', { full_name: 'Ann', email: 'not-an-address' }, 400],
      [rec, 'POST', '/api/update-company/1/invite', { full_name: '', email: 'ann@example.org' }, 400],
      [rec, 'GET', `/api/update-company/${ID_2_31}/portal`, undefined, 404],
    ];
    for (const [headers, method, url, payload, expected] of cases) {
      const res = await t.app.inject({
        method: method as 'GET' | 'POST',
        url,
        headers,
        ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      });
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(expected);
      expect(res.json().message, `${method} ${url} says why`).toEqual(expect.any(String));
    }
    expect(await t.ctx.db.selectFrom('client_shares').selectAll().execute()).toEqual(before);
  });

  it('/my-data (issue 44): bad addresses, codes, tokens, fields and ids answer 4xx and change nothing', async () => {
    const admin = bearer(tokens.get('admin')!);
    const token = 'x'.repeat(40);
    const before = await t.ctx.db.selectFrom('profiles').select(['id', 'updated_at']).execute();
    const cases: Array<[Record<string, string>, string, string, unknown, number]> = [
      [{}, 'POST', '/api/my-data/code', { address: NUL }, 400],
      [{}, 'POST', '/api/my-data/code', { address: ['a@b.org'] }, 400],
      [{}, 'POST', '/api/my-data/code', { address: 'x'.repeat(201) + '@b.org' }, 400],
      [{}, 'POST', '/api/my-data/verify', { address: 'a@b.org', otp: 'abcd' }, 400],
      [{}, 'POST', '/api/my-data/verify', { address: 'a@b.org', otp: 1234 }, 400],
      [{}, 'POST', '/api/my-data/profiles', { token: NUL.repeat(10) }, 400],
      [{}, 'POST', '/api/my-data/profiles', { token: 'short' }, 400],
      [{}, 'POST', '/api/my-data/profiles', { token }, 403],
      [{}, 'POST', `/api/my-data/profiles/${ID_2_31}/withdraw`, { token }, 404],
      [{}, 'POST', '/api/my-data/profiles/abc/erase', { token }, 404],
      [{}, 'PUT', '/api/my-data/profiles/1', { token, fields: { email: 'not-an-address' } }, 400],
      [{}, 'PUT', '/api/my-data/profiles/1', { token, fields: { first_name: 'x'.repeat(101) } }, 400],
      [{}, 'PUT', '/api/my-data/profiles/1', { token, fields: 'all' }, 400],
      [{}, 'POST', `/api/my-data/dont-publish/${encodeURIComponent(NUL)}`, {}, 404],
      [admin, 'GET', '/api/data-requests/?kind=everything', undefined, 400],
      [admin, 'GET', `/api/data-requests/?offset=${encodeURIComponent(NUL)}`, undefined, 400],
    ];
    for (const [headers, method, url, payload, expected] of cases) {
      const res = await t.app.inject({
        method: method as 'GET' | 'POST' | 'PUT',
        url,
        headers,
        ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      });
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(expected);
      expect(res.json().message, `${method} ${url} says why`).toEqual(expect.any(String));
    }
    expect(await t.ctx.db.selectFrom('profiles').select(['id', 'updated_at']).execute()).toEqual(before);
  });

  it('ids of 2^31 and above: 400 in a body or query, 404 in the path', async () => {
    const h = bearer(tokens.get('recruiter')!);
    const publish = await t.app.inject({
      method: 'POST',
      url: '/api/recruite/mark_as_public',
      payload: { profile_ids: [ID_2_31], price: 5 },
      headers: h,
    });
    expect(publish.statusCode, publish.body).toBe(400);
    expect(publish.json().errors['profile_ids.0']).toEqual(['Too big: expected number to be <=2147483647']);
    for (const url of [`/api/upload_resume/${ID_2_31}`, `/api/upload_resume/${2 ** 40}`]) {
      const res = await t.app.inject({ method: 'GET', url, headers: h });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(404);
    }
    const max = await t.app.inject({ method: 'GET', url: `/api/upload_resume/${ID_2_31 - 1}`, headers: h });
    expect(max.statusCode, max.body).toBe(404);
  });
});

describe('message templates (sms_view/): malformed input answers 400 and stores nothing', () => {
  const count = async () =>
    Number(
      (
        await t.ctx.db
          .selectFrom('message_templates')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('wrong types, NUL text, oversized fields, a body that is no object, ids of 2^31', async () => {
    const h = bearer(tokens.get('recruiter')!);
    const before = await count();
    const bodies: unknown[] = [
      { kind: 'sms', name: NUL, body: 'Hi' },
      { kind: 'sms', name: 'n', body: NUL },
      { kind: 'email', name: 'n', subject: NUL, body: 'Hi' },
      { kind: ['sms'], name: 'n', body: 'Hi' },
      { kind: 'sms', name: { a: 1 }, body: 'Hi' },
      { kind: 'sms', name: 'n', body: null },
      { kind: 'email', name: 'n', subject: 7, body: 'Hi' },
      { kind: 'email', name: 'x'.repeat(10_000), subject: 's', body: 'Hi' },
      { kind: 'email', name: 'n', subject: 's', body: 'x'.repeat(20_001) },
      { kind: 'sms', name: 'n', body: '{{'.repeat(500) },
      [],
    ];
    for (const payload of bodies) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/sms_view/',
        payload: payload as object,
        headers: h,
      });
      expect(res.statusCode, `${JSON.stringify(payload).slice(0, 60)}: ${res.body}`).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/sms_view/',
      payload: 'just text',
      headers: h,
    });
    expect(text.statusCode, text.body).toBe(415);
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/sms_view/',
      payload: '{"kind": "sms", ',
      headers: { ...h, 'content-type': 'application/json' },
    });
    expect(broken.statusCode, broken.body).toBe(400);
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const res = await t.app.inject({
        method,
        url: `/api/sms_view/${ID_2_31}/`,
        headers: h,
        ...(method === 'PUT' ? { payload: { kind: 'sms', name: 'n', body: 'Hi' } } : {}),
      });
      expect(res.statusCode, `${method}: ${res.body}`).toBe(404);
    }
    expect(await count()).toBe(before);
  });
});

describe('sending to candidates (email_sent/, send_sms/): malformed input answers 400 and queues nothing', () => {
  const count = async () =>
    Number(
      (
        await t.ctx.db
          .selectFrom('messages')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('wrong types, NUL text, oversized fields, too many recipients, ids of 2^31', async () => {
    const h = bearer(tokens.get('recruiter')!);
    const before = await count();
    const bodies: unknown[] = [
      {},
      { profile_ids: [] },
      { profile_ids: [1] },
      { profile_ids: 'all', body: 'Hi' },
      { profile_ids: [1.5], body: 'Hi' },
      { profile_ids: [ID_2_31], body: 'Hi' },
      { profile_ids: Array.from({ length: 101 }, (_, i) => i + 1), body: 'Hi' },
      { profile_ids: [1], body: NUL },
      { profile_ids: [1], subject: NUL, body: 'Hi' },
      { profile_ids: [1], body: 'x'.repeat(10_001) },
      { profile_ids: [1], body: { a: 1 } },
      { profile_ids: [1], template_id: '7' },
      { profile_ids: [1], template_id: ID_2_31 },
      { profile_ids: [1], body: 'Hi', job_id: -1 },
      { profile_ids: [1], body: 'Hi', idempotency_key: 'short' },
      [],
    ];
    for (const url of ['/api/email_sent/', '/api/send_sms/'])
      for (const payload of bodies) {
        const res = await t.app.inject({ method: 'POST', url, payload: payload as object, headers: h });
        expect(res.statusCode, `${url} ${JSON.stringify(payload).slice(0, 60)}: ${res.body}`).toBe(400);
        expect(res.json().message).toEqual(expect.any(String));
      }
    for (const url of [
      '/api/candidates_communicated?status=lost',
      '/api/candidates_communicated?channel=fax',
      `/api/candidates_communicated?job_id=${ID_2_31}`,
      '/api/candidates_communicated?limit=-1',
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: h });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
    }
    const resend = await t.app.inject({
      method: 'POST',
      url: `/api/candidates_communicated/${ID_2_31}/resend`,
      payload: {},
      headers: h,
    });
    // An id past the column's range is no row at all (404), as for the other id paths.
    expect(resend.statusCode, resend.body).toBe(404);
    expect(await count()).toBe(before);
  });
});

describe('the inbox of files: malformed input answers 4xx and settles nothing', () => {
  it('wrong outcomes, NUL and oversized notes, ids of 2^31 and non-numbers', async () => {
    const h = bearer(tokens.get('recruiter')!);
    for (const payload of [
      {},
      { outcome: 'deleted' },
      { outcome: ['processed'] },
      { outcome: 'processed', note: NUL },
      { outcome: 'processed', note: 'x'.repeat(501) },
      [],
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/inbox_files/1/done', payload, headers: h });
      expect(res.statusCode, `${JSON.stringify(payload)}: ${res.body}`).toBe(400);
    }
    for (const url of [`/api/inbox_files/${ID_2_31}/file`, '/api/inbox_files/abc/file']) {
      const res = await t.app.inject({ method: 'GET', url, headers: h });
      expect(res.statusCode, `${url}: ${res.body}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
    }
    const list = await t.app.inject({ method: 'GET', url: '/api/inbox_files?limit=-5', headers: h });
    expect(list.statusCode).toBe(400);
  });
});

describe('the IMAP mailbox: malformed fields answer 400 and store nothing', () => {
  it('text ports, NULs, overlong fields, arrays, and a test body that is not an object', async () => {
    const h = bearer(tokens.get('recruiter')!);
    const imap = { host: 'imap.example.com', port: 993, tls: true, username: 'me', password: 'p' };
    for (const [payload, field] of [
      [{ ...imap, port: '993' }, 'port'],
      [{ ...imap, port: ID_2_31 }, 'port'],
      [{ ...imap, port: 99.5 }, 'port'],
      [{ ...imap, tls: 'true' }, 'tls'],
      [{ ...imap, host: NUL }, 'host'],
      [{ ...imap, host: 'a'.repeat(300) + '.com' }, 'host'],
      [{ ...imap, username: NUL }, 'username'],
      [{ ...imap, username: 'u'.repeat(201) }, 'username'],
      [{ ...imap, password: NUL }, 'password'],
      [{ ...imap, password: 'p'.repeat(501) }, 'password'],
      [{ ...imap, folder: NUL }, 'folder'],
      [{ ...imap, folder: ['INBOX'] }, 'folder'],
    ] as const) {
      const res = await t.app.inject({ method: 'PUT', url: '/api/email_inbox/imap', payload, headers: h });
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
      expect(res.json().errors[field], field).toEqual([expect.any(String)]);
    }
    for (const payload of [[], 'imap']) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/email_inbox/imap',
        payload: payload as object,
        headers: { ...h, 'content-type': 'application/json' },
      });
      expect(res.statusCode, res.body).toBe(400);
    }
    const test = await t.app.inject({
      method: 'POST',
      url: '/api/email_inbox/imap/test',
      payload: [] as unknown as object,
      headers: h,
    });
    expect(test.statusCode, test.body).toBe(400);
    expect(await t.ctx.db.selectFrom('imap_mailboxes').select('user_id').execute()).toEqual([]);
  });
});

describe('the share target and its claim: malformed input answers 4xx and stores nothing', () => {
  const shared = async () =>
    Number(
      (
        await t.ctx.db
          .selectFrom('shared_files')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('claims that are not claim ids, NUL, arrays; a well-formed unknown claim is 404', async () => {
    const h = bearer(tokens.get('recruiter')!);
    for (const payload of [
      {},
      { claim: '' },
      { claim: 'short' },
      { claim: `${'a'.repeat(21)}${NUL}` },
      { claim: ['a'.repeat(22)] },
      { claim: 'a'.repeat(23) },
      [],
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/inbox_files/claim', payload, headers: h });
      expect(res.statusCode, `${JSON.stringify(payload)}: ${res.body}`).toBe(400);
    }
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/inbox_files/claim',
      payload: { claim: 'A'.repeat(22) },
      headers: h,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: expect.stringContaining('expired') });
  });

  it('a share form cut short, without a boundary, or sent as JSON stores nothing', async () => {
    const before = await shared();
    const bodies: Array<{ payload: string; type: string }> = [
      {
        payload: '--x\r\nContent-Disposition: form-data; name="resumes"; filename="a.pdf"\r\n\r\n%PDF-',
        type: 'multipart/form-data; boundary=x',
      },
      { payload: 'garbage', type: 'multipart/form-data' },
      { payload: '{"resumes": []}', type: 'application/json' },
    ];
    for (const { payload, type } of bodies) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/share-target',
        payload,
        headers: { 'content-type': type },
        remoteAddress: '192.0.2.44',
      });
      expect(res.statusCode, `${type}: ${res.body}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, type).toBeLessThan(500);
    }
    expect(await shared()).toBe(before);
  });
});

describe('sending accounts: malformed fields answer 400 and store nothing', () => {
  it('a port that is text or out of range, a NUL in a secret, a test address with a NUL', async () => {
    const h = bearer(tokens.get('recruiter')!);
    const smtp = {
      name: 'Relay',
      host: 'smtp.example.com',
      port: 587,
      security: 'starttls',
      username: 'u',
      password: 'p',
      from_email: 'me@example.com',
    };
    for (const [payload, field] of [
      [{ ...smtp, port: '587' }, 'port'],
      [{ ...smtp, port: ID_2_31 }, 'port'],
      [{ ...smtp, password: NUL }, 'password'],
      [{ ...smtp, host: 'a'.repeat(300) + '.com' }, 'host'],
    ] as const) {
      const res = await t.app.inject({ method: 'POST', url: '/api/smpt_server/', payload, headers: h });
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
      expect(res.json().errors[field], field).toEqual([expect.any(String)]);
    }
    const sms = await t.app.inject({
      method: 'POST',
      url: '/api/sms_server/',
      payload: {
        name: 'T',
        account_sid: `AC${'0'.repeat(32)}`,
        auth_token: NUL,
        from_number: '+14155550100',
      },
      headers: h,
    });
    expect(sms.statusCode, sms.body).toBe(400);
    const test = await t.app.inject({
      method: 'POST',
      url: '/api/smpt_server/1/test/',
      payload: { to: NUL },
      headers: h,
    });
    expect(test.statusCode, test.body).toBe(400);
    expect(await t.ctx.db.selectFrom('smtp_accounts').select('id').execute()).toEqual([]);
    expect(await t.ctx.db.selectFrom('sms_accounts').select('id').execute()).toEqual([]);
  });
});

describe('team members and user services (issue 19): malformed input answers 4xx and changes nothing', () => {
  it('NUL text, wrong types, bad dates, ids of 2^31, permissions that are no list', async () => {
    const fl = bearer(tokens.get('freelancer')!);
    const admin = bearer(tokens.get('admin')!);
    const members = async () =>
      Number(
        (
          await t.ctx.db
            .selectFrom('users')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('owner_id', 'is not', null)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const overrides = async () =>
      Number(
        (
          await t.ctx.db
            .selectFrom('user_overrides')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = { members: await members(), overrides: await overrides() };
    const send = (headers: Record<string, string>, method: 'POST' | 'PUT', url: string, payload: unknown) =>
      t.app.inject({ method, url, headers, payload: payload as object });

    for (const payload of [
      { full_name: NUL, email: 'a@b.org', permissions: [] },
      { full_name: 'A', email: `a${NUL}@b.org`, permissions: [] },
      { full_name: 'A', email: 'a@b.org', permissions: 'F' },
      { full_name: 'A', email: 'a@b.org', permissions: [NUL] },
      { full_name: ['A'], email: 'a@b.org', permissions: [] },
      ['not', 'an', 'object'],
    ]) {
      const res = await send(fl, 'POST', '/api/my-user', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      noServerError('addTeamMember', res);
    }
    expect(
      (await send(fl, 'PUT', `/api/my-user/${ID_2_31}`, { full_name: 'A', permissions: [] })).statusCode,
    ).toBe(404);

    const admins = await t.ctx.db
      .selectFrom('users')
      .select('id')
      .where('role', '=', 'admin')
      .executeTakeFirstOrThrow();
    const base = `/api/user-services/${admins.id}`;
    for (const [url, payload] of [
      [`${base}/tat`, { amount: '5', reason: 'Text amount', idempotency_key: 'abcdefgh1' }],
      [`${base}/tat`, { amount: ID_2_31, reason: 'Huge', idempotency_key: 'abcdefgh2' }],
      [`${base}/tat`, { amount: 5, reason: NUL, idempotency_key: 'abcdefgh3' }],
      [`${base}/plan`, { plan_id: 1, ends_at: 'tomorrow', reason: 'Words' }],
      [`${base}/plan`, { plan_id: ID_2_31, ends_at: '2099-01-01', reason: 'Huge id' }],
      [`${base}/limits`, { kind: 'jobs', daily_limit: 3, ends_at: '2099-01-01', reason: 'Kind' }],
      [`${base}/limits`, { kind: 'view', daily_limit: -1, ends_at: '2099-01-01', reason: 'Negative' }],
      [`${base}/resend-verification`, { reason: 5 }],
    ] as const) {
      const res = await send(admin, 'POST', url, payload);
      expect(res.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(400);
      noServerError(url, res);
    }
    expect(
      (
        await send(admin, 'POST', `/api/user-services/${ID_2_31}/tat`, {
          amount: 5,
          reason: 'Id',
          idempotency_key: 'abcdefgh4',
        })
      ).statusCode,
    ).toBe(404);
    expect(await members()).toBe(before.members);
    expect(await overrides()).toBe(before.overrides);
  });
});
