/** Clients (issue 18): create, read, update, delete; owner scoping; archive-if-referenced; the display
 * name that jobs show to candidates; the logo; validation. Runs on SQLite, and on PostgreSQL with
 * DATABASE_URL. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client, ClientDisplayName, ClientRemoval, Job } from '@talent/api';
import { MAX_CLIENT_LOGO_BYTES } from '@talent/api/rules';
import { bearer, createTestApp, login, multipart, type TestApp } from './helpers';
import { caller, completeJob, createJob, recruiterOn, type Caller } from './jobs-helpers';

let t: TestApp;
let alice: Caller;
let bob: Caller;
let admin: Caller;
let seq = 0;

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000a49444154789c6300010000050001',
  'hex',
);

const acme = (over: Record<string, unknown> = {}) => ({
  name: `Acme ${++seq}`,
  display_name: 'A leading fintech company',
  industry: 'Financial Services',
  website: 'acme.example.com',
  address: '1 Main St, Austin, TX',
  notes: 'Pays on time.',
  contacts: [
    { name: 'Dana Lee', role: 'Head of Talent', email: 'Dana@Acme.example.com', phone: '+1 (555) 010-2030' },
    { name: 'Sam Roe', role: '', email: '', phone: '' },
  ],
  ...over,
});

async function create(by: Caller, over: Record<string, unknown> = {}): Promise<Client> {
  const res = await by.call('POST', '/api/manage-company/', acme(over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Client;
}

const clientsRows = async () =>
  Number(
    (
      await t.ctx.db
        .selectFrom('clients')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const uploadLogo = (
  by: Caller,
  id: number,
  data: Buffer,
  filename = 'logo.png',
  contentType = 'image/png',
) => {
  const form = multipart({}, [{ name: 'file', filename, contentType, data }]);
  return t.app.inject({
    method: 'POST',
    url: `/api/update-company/${id}/logo`,
    headers: { ...bearer(by.token), ...form.headers },
    payload: form.payload,
  });
};

beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
  alice = await recruiterOn(t, 'clients-alice@x.org', 3);
  bob = await recruiterOn(t, 'clients-bob@x.org', 3);
  const a = await login(t, 'admin@example.com');
  admin = caller(t, a.userData.id, a.accessToken);
});
afterAll(async () => {
  await t.close();
});

describe('create, read, update', () => {
  it('stores the client with its contacts, normalised, and reads it back', async () => {
    const c = await create(alice, { name: 'Globex' });
    expect(c).toMatchObject({
      owner_id: alice.id,
      name: 'Globex',
      display_name: 'A leading fintech company',
      shown_name: 'A leading fintech company',
      industry: 'Financial Services',
      website: 'https://acme.example.com',
      archived: false,
      job_count: 0,
      logo: null,
    });
    expect(c.contacts).toEqual([
      {
        id: expect.any(Number),
        name: 'Dana Lee',
        role: 'Head of Talent',
        email: 'dana@acme.example.com',
        phone: '+1 (555) 010-2030',
      },
      { id: expect.any(Number), name: 'Sam Roe', role: null, email: null, phone: null },
    ]);
    const got = await alice.call('GET', `/api/update-company/${c.id}`);
    expect(got.statusCode).toBe(200);
    expect(got.json()).toEqual(c);
  });

  it('replaces the fields and the contacts with PUT', async () => {
    const c = await create(alice);
    const res = await alice.call('PUT', `/api/update-company/${c.id}`, {
      name: c.name,
      display_name: '',
      industry: 'accounting',
      contacts: [{ name: 'Only One', phone: '0044 20 7946 0958' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const updated = res.json() as Client;
    expect(updated).toMatchObject({
      display_name: null,
      shown_name: c.name,
      industry: 'Accounting',
      website: null,
      notes: null,
    });
    expect(updated.contacts.map((x) => x.name)).toEqual(['Only One']);
  });

  it('refuses a second client of the same name (any case) for one owner, but not for another', async () => {
    await create(alice, { name: 'Initech' });
    const dup = await alice.call('POST', '/api/manage-company/', acme({ name: 'INITECH' }));
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({ errors: { name: ['You already have a client of this name.'] } });
    await create(bob, { name: 'Initech' });
  });

  it('lists by name with search, paging and the archived filter', async () => {
    const r = await recruiterOn(t, 'clients-lister@x.org', 3);
    for (const name of ['Zeta Corp', 'Alpha Labs', 'Beta Health', 'Gamma Labs'])
      await create(r, { name, display_name: null, industry: 'Healthcare' });
    const page = (await r.call('GET', '/api/manage-company/?limit=2&offset=1')).json() as {
      count: number;
      results: Client[];
    };
    expect(page.count).toBe(4);
    expect(page.results.map((c) => c.name)).toEqual(['Beta Health', 'Gamma Labs']);
    const labs = (await r.call('GET', '/api/manage-company/?search=LABS')).json() as { results: Client[] };
    expect(labs.results.map((c) => c.name)).toEqual(['Alpha Labs', 'Gamma Labs']);
    const byIndustry = (await r.call('GET', '/api/manage-company/?search=health')).json() as {
      count: number;
    };
    expect(byIndustry.count).toBe(4);
  });
});

describe('owner scoping', () => {
  it("hides another recruiter's client: 404 to read, change, delete or rename, nothing changes", async () => {
    const c = await create(alice);
    for (const [method, url, body] of [
      ['GET', `/api/update-company/${c.id}`, undefined],
      ['PUT', `/api/update-company/${c.id}`, acme({ name: 'Stolen' })],
      ['DELETE', `/api/update-company/${c.id}`, undefined],
      ['PUT', `/api/company_display_name/${c.id}`, { display_name: 'Mine now' }],
      ['POST', '/api/company_display_name/', { company_id: c.id, display_name: 'Mine now' }],
      ['GET', `/api/update-company/${c.id}/logo`, undefined],
    ] as const) {
      const res = await bob.call(method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const list = (await bob.call('GET', '/api/manage-company/?limit=1000')).json() as { results: Client[] };
    expect(list.results.some((x) => x.id === c.id)).toBe(false);
    expect(((await alice.call('GET', `/api/update-company/${c.id}`)).json() as Client).name).toBe(c.name);
  });

  it("lets an admin see and edit every recruiter's clients", async () => {
    const c = await create(bob);
    const list = (await admin.call('GET', '/api/manage-company/?limit=10000')).json() as {
      results: Client[];
    };
    expect(list.results.find((x) => x.id === c.id)?.owner_id).toBe(bob.id);
    const res = await admin.call(
      'PUT',
      `/api/update-company/${c.id}`,
      acme({ name: c.name, notes: 'Checked' }),
    );
    expect(res.statusCode).toBe(200);
    expect((res.json() as Client).owner_id).toBe(bob.id);
  });

  it('refuses roles without the recruiter pages', async () => {
    const s = await login(t, 'jobseeker@example.com');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/manage-company/',
      headers: bearer(s.accessToken),
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('a job with a client', () => {
  it('shows the display name as its company to candidates, and follows a change of it', async () => {
    const c = await create(alice, { name: 'Secret Bank', display_name: 'A leading fintech company' });
    const jobId = await createJob(alice, { client_id: c.id, company_name: 'Secret Bank' });
    const job = (await alice.call('GET', `/api/get-job/${jobId}`)).json() as Job;
    expect(job).toMatchObject({ client_id: c.id, company_name: 'A leading fintech company' });

    const pub = await t.app.inject({ method: 'GET', url: `/api/public-job/${jobId}` });
    expect(pub.statusCode, pub.body).toBe(200);
    expect(pub.body).toContain('A leading fintech company');
    expect(pub.body).not.toContain('Secret Bank');

    const put = await alice.call('PUT', `/api/company_display_name/${c.id}`, {
      display_name: 'A global bank',
    });
    expect(put.statusCode, put.body).toBe(200);
    expect((put.json() as ClientDisplayName).shown_name).toBe('A global bank');
    expect(((await alice.call('GET', `/api/get-job/${jobId}`)).json() as Job).company_name).toBe(
      'A global bank',
    );

    // Clearing the display name shows the client's own name.
    await alice.call('PUT', `/api/company_display_name/${c.id}`, { display_name: null });
    expect(((await alice.call('GET', `/api/get-job/${jobId}`)).json() as Job).company_name).toBe(
      'Secret Bank',
    );

    // A PATCH that leaves client_id out keeps the client; null removes it and the typed company stays.
    const patched = await alice.call('PATCH', `/api/create-job/${jobId}/`, { title: 'Analyst II' });
    expect((patched.json() as Job).client_id).toBe(c.id);
    const unset = await alice.call('PATCH', `/api/create-job/${jobId}/`, {
      client_id: null,
      company_name: 'Typed Inc',
    });
    expect(unset.json()).toMatchObject({ client_id: null, company_name: 'Typed Inc' });
  });

  it("lets job seekers search by the display name, never by the client's own name", async () => {
    const tag = `zq${Date.now().toString(36)}`;
    const c = await create(alice, { name: `Hidden${tag} Holdings`, display_name: `Visible${tag} fintech` });
    const jobId = await createJob(alice, { client_id: c.id });
    const search = async (words: string) => {
      const res = await t.app.inject({ method: 'POST', url: '/api/search_job/', payload: { search: words } });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { results: Array<{ id: number; company_name: string | null }> };
    };
    expect((await search(`visible${tag}`)).results.map((j) => j.id)).toEqual([jobId]);
    expect((await search(`hidden${tag}`)).results).toEqual([]);
    expect(JSON.stringify(await search(`visible${tag}`))).not.toContain(`Hidden${tag}`);
  });

  it("refuses another owner's client or an unknown one on a job, and creates no job", async () => {
    const theirs = await create(bob);
    const before = await t.ctx.db.selectFrom('jobs').select('id').execute();
    for (const client_id of [theirs.id, 999_999]) {
      const res = await alice.call('POST', '/api/create-job/', completeJob({ client_id }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ errors: { client_id: ['Choose one of your clients.'] } });
    }
    expect((await t.ctx.db.selectFrom('jobs').select('id').execute()).length).toBe(before.length);
  });

  it('POST company_display_name sets one only where none is set', async () => {
    const c = await create(alice, { display_name: null });
    const first = await alice.call('POST', '/api/company_display_name/', {
      company_id: c.id,
      display_name: 'A retail chain',
    });
    expect(first.statusCode, first.body).toBe(201);
    const again = await alice.call('POST', '/api/company_display_name/', {
      company_id: c.id,
      display_name: 'Another',
    });
    expect(again.statusCode).toBe(409);
    const list = (await alice.call('GET', '/api/company_display_name/')).json() as {
      results: ClientDisplayName[];
    };
    expect(list.results.find((x) => x.id === c.id)?.shown_name).toBe('A retail chain');
  });
});

describe('delete or archive', () => {
  it('deletes a client no job refers to', async () => {
    const c = await create(alice);
    const res = await alice.call('DELETE', `/api/update-company/${c.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'The client was deleted.', outcome: 'deleted', jobs: 0 });
    expect((await alice.call('GET', `/api/update-company/${c.id}`)).statusCode).toBe(404);
    const contacts = await t.ctx.db
      .selectFrom('client_contacts')
      .select('id')
      .where('client_id', '=', c.id)
      .execute();
    expect(contacts).toEqual([]);
  });

  it('archives a client jobs refer to, hides it from the list and picker, and refuses it on new jobs', async () => {
    const c = await create(alice);
    const jobId = await createJob(alice, { client_id: c.id });
    await createJob(alice, { client_id: c.id, status: 'draft' });
    const listed = (await alice.call('GET', '/api/manage-company/?limit=1000')).json() as {
      results: Client[];
    };
    expect(listed.results.find((x) => x.id === c.id)?.job_count).toBe(2);

    const res = await alice.call('DELETE', `/api/update-company/${c.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json() as ClientRemoval).toEqual({
      message: 'The client is used by 2 jobs, so it was archived, not deleted.',
      outcome: 'archived',
      jobs: 2,
    });
    const active = (await alice.call('GET', '/api/manage-company/?limit=1000')).json() as {
      results: Client[];
    };
    expect(active.results.some((x) => x.id === c.id)).toBe(false);
    const picker = (await alice.call('GET', '/api/company_display_name/')).json() as {
      results: ClientDisplayName[];
    };
    expect(picker.results.some((x) => x.id === c.id)).toBe(false);
    const archived = (await alice.call('GET', '/api/manage-company/?status=archived&limit=1000')).json() as {
      results: Client[];
    };
    expect(archived.results.find((x) => x.id === c.id)).toMatchObject({ archived: true });

    // Its jobs keep it; a new job may not pick it.
    const job = (await alice.call('GET', `/api/get-job/${jobId}`)).json() as Job;
    expect(job.client_id).toBe(c.id);
    const edit = await alice.call('PATCH', `/api/create-job/${jobId}/`, { title: 'Still fine' });
    expect(edit.statusCode, edit.body).toBe(200);
    const fresh = await alice.call('POST', '/api/create-job/', completeJob({ client_id: c.id }));
    expect(fresh.statusCode).toBe(400);
    expect(fresh.json()).toMatchObject({ errors: { client_id: [expect.stringContaining('archived')] } });

    // Restoring brings it back.
    const restored = await alice.call(
      'PUT',
      `/api/update-company/${c.id}`,
      acme({ name: c.name, archived: false }),
    );
    expect((restored.json() as Client).archived).toBe(false);
  });
});

describe('logo', () => {
  it('stores a real PNG, serves it with its type, replaces and removes it', async () => {
    const c = await create(alice);
    const res = await uploadLogo(alice, c.id, PNG);
    expect(res.statusCode, res.body).toBe(201);
    expect((res.json() as Client).logo).toMatchObject({ content_type: 'image/png', size: PNG.length });
    const img = await alice.call('GET', `/api/update-company/${c.id}/logo`);
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.headers['x-content-type-options']).toBe('nosniff');
    expect(img.rawPayload.equals(PNG)).toBe(true);
    const del = await alice.call('DELETE', `/api/update-company/${c.id}/logo`);
    expect((del.json() as Client).logo).toBeNull();
    expect((await alice.call('GET', `/api/update-company/${c.id}/logo`)).statusCode).toBe(404);
  });

  it('refuses an SVG, a renamed text file and an oversized image, keeping no logo', async () => {
    const c = await create(alice);
    const svg = await uploadLogo(
      alice,
      c.id,
      Buffer.from('<svg onload="alert(1)"/>'),
      'x.svg',
      'image/svg+xml',
    );
    expect(svg.statusCode).toBe(400);
    expect(svg.json()).toMatchObject({ message: 'Choose a PNG, JPEG or WebP image.' });
    const fake = await uploadLogo(alice, c.id, Buffer.from('just text'), 'x.png');
    expect(fake.statusCode).toBe(400);
    const big = Buffer.concat([PNG, Buffer.alloc(MAX_CLIENT_LOGO_BYTES)]);
    expect((await uploadLogo(alice, c.id, big)).statusCode).toBe(413);
    expect(((await alice.call('GET', `/api/update-company/${c.id}`)).json() as Client).logo).toBeNull();
  });
});

describe('validation', () => {
  it.each([
    [{ name: '' }, 'name', 'The client name is required.'],
    [{ website: 'javascript:alert(1)' }, 'website', 'Enter a web address such as https://example.com.'],
    [{ website: 'not a site' }, 'website', 'Enter a web address such as https://example.com.'],
    [
      { contacts: [{ name: 'X', email: 'nope' }] },
      'contacts.0.email',
      'Enter a valid e-mail address such as name@example.com.',
    ],
    [
      { contacts: [{ name: 'X', phone: '12ab' }] },
      'contacts.0.phone',
      'Enter a phone number of 7 to 15 digits, such as +1 (555) 010-2030.',
    ],
    [
      { contacts: [{ name: 'X', phone: '+1 234' }] },
      'contacts.0.phone',
      'Enter a phone number of 7 to 15 digits, such as +1 (555) 010-2030.',
    ],
    [{ contacts: [{ name: '' }] }, 'contacts.0.name', 'The contact needs a name.'],
    [{ industry: 'Piracy' }, 'industry', 'Choose an industry from the list.'],
  ])('refuses %j with a message on %s and stores nothing', async (over, field, message) => {
    const before = await clientsRows();
    const res = await alice.call('POST', '/api/manage-company/', acme(over));
    expect(res.statusCode).toBe(400);
    expect((res.json() as { errors: Record<string, string[]> }).errors[field]).toContain(message);
    expect(await clientsRows()).toBe(before);
  });

  it('refuses too many contacts', async () => {
    const contacts = Array.from({ length: 21 }, (_, i) => ({ name: `C${i}` }));
    const res = await alice.call('POST', '/api/manage-company/', acme({ contacts }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errors: { contacts: ['At most 20 contacts.'] } });
  });
});
