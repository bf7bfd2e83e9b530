import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_STATUSES, MAX_JOB_DESCRIPTION, canMoveJob, type JobStatus } from '@talent/api/rules';
import { createTestApp, login, type TestApp } from './helpers';
import { caller, completeJob, countRows, createJob, inDays, recruiterOn, type Caller } from './jobs-helpers';

let t: TestApp;
let rec: Caller;
let other: Caller;
let admin: Caller;

beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
  rec = await recruiterOn(t, 'jobs-owner@x.org', 4);
  other = await recruiterOn(t, 'jobs-other@x.org', 4);
  const a = await login(t, 'admin@example.com');
  admin = caller(t, a.userData.id, a.accessToken);
});
afterAll(async () => {
  await t.close();
});

const jobCount = () => countRows(t, 'jobs');

describe('jobs: create, read, update, delete', () => {
  it('saves an incomplete draft, reads it at both addresses, replaces, patches and deletes it', async () => {
    const created = await rec.call('POST', '/api/create-job/', { title: 'Draft job', skills: ['Go'] });
    expect(created.statusCode, created.body).toBe(201);
    const job = created.json();
    expect(job).toMatchObject({ title: 'Draft job', status: 'draft', owner_id: rec.id, skills: ['Go'] });
    expect(job.applications).toBe(0);
    expect(job.published_at).toBeNull();

    for (const url of [`/api/get-job/${job.id}`, `/api/job/${job.id}/`]) {
      const res = await rec.call('GET', url);
      expect(res.statusCode).toBe(200);
      expect(res.json().title).toBe('Draft job');
    }

    const put = await rec.call(
      'PUT',
      `/api/job/${job.id}/`,
      completeJob({ status: 'draft', city: 'Dallas' }),
    );
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ city: 'Dallas', status: 'draft', skills: ['TypeScript', 'React'] });

    // A PATCH changes only what it carries: the skills and status stay.
    const patch = await rec.call('PATCH', `/api/create-job/${job.id}/`, { city: 'Boston' });
    expect(patch.statusCode, patch.body).toBe(200);
    expect(patch.json()).toMatchObject({ city: 'Boston', status: 'draft', skills: ['TypeScript', 'React'] });

    const list = await rec.call('GET', '/api/job?limit=100');
    expect(list.json().results.map((j: { id: number }) => j.id)).toContain(job.id);
    const found = await rec.call('GET', '/api/get_job?key=typescript,boston');
    expect(found.json().results.map((j: { id: number }) => j.id)).toEqual([job.id]);
    const missed = await rec.call('GET', '/api/get_job?key=typescript,chicago');
    expect(missed.json().count).toBe(0);

    const del = await rec.call('DELETE', `/api/create-job/${job.id}/`);
    expect(del.statusCode).toBe(200);
    expect((await rec.call('GET', `/api/get-job/${job.id}`)).statusCode).toBe(404);
  });

  it('keeps templates of my own: create, list, read, replace, delete', async () => {
    const { status: _s, expires_on: _e, ...fields } = completeJob();
    const created = await rec.call('POST', '/api/job_template', { ...fields, name: 'Engineer' });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    expect(created.json()).toMatchObject({ name: 'Engineer', title: 'Senior TypeScript Engineer' });
    expect(
      (await rec.call('GET', '/api/job_template')).json().results.map((x: { id: number }) => x.id),
    ).toEqual([id]);
    const put = await rec.call('PUT', `/api/job_template/${id}`, {
      ...fields,
      name: 'Lead',
      title: 'Lead Dev',
    });
    expect(put.json()).toMatchObject({ name: 'Lead', title: 'Lead Dev' });
    expect((await rec.call('GET', `/api/job_template/${id}`)).json().name).toBe('Lead');
    expect((await other.call('GET', `/api/job_template/${id}`)).statusCode).toBe(404);
    expect((await other.call('PUT', `/api/job_template/${id}`, { ...fields, name: 'X' })).statusCode).toBe(
      404,
    );
    expect((await other.call('DELETE', `/api/job_template/${id}`)).statusCode).toBe(404);
    expect((await other.call('GET', '/api/job_template')).json().count).toBe(0);
    expect((await admin.call('GET', `/api/job_template/${id}`)).statusCode).toBe(200);
    expect((await rec.call('DELETE', `/api/job_template/${id}`)).statusCode).toBe(200);
    expect((await rec.call('GET', `/api/job_template/${id}`)).statusCode).toBe(404);
    expect((await rec.call('POST', '/api/job_template', fields)).statusCode).toBe(400);
  });
});

describe('publishing', () => {
  it('names every missing field and stores nothing', async () => {
    const before = await jobCount();
    const res = await rec.call('POST', '/api/create-job/', { title: 'Incomplete', status: 'open' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(
      ['city', 'description', 'employment_type', 'expires_on', 'work_location'].sort(),
    );
    const expired = await rec.call('POST', '/api/create-job/', completeJob({ expires_on: inDays(-1) }));
    expect(expired.statusCode).toBe(400);
    expect(expired.json().errors.expires_on).toBeDefined();
    const empty = await rec.call(
      'POST',
      '/api/create-job/',
      completeJob({ description: '<p> </p><script>x</script>' }),
    );
    expect(empty.json().errors.description).toBeDefined();
    expect(await jobCount()).toBe(before);
  });

  it('publishes a remote job without a city, stamping published_at', async () => {
    const res = await rec.call(
      'POST',
      '/api/create-job/',
      completeJob({ city: null, work_location: 'remote' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().status).toBe('open');
    expect(res.json().published_at).not.toBeNull();
  });

  it('refuses to make an open job incomplete, and publishing a draft checks it', async () => {
    const id = await createJob(rec);
    const bad = await rec.call('PATCH', `/api/create-job/${id}/`, { employment_type: null });
    expect(bad.statusCode).toBe(400);
    expect((await rec.call('GET', `/api/get-job/${id}`)).json().employment_type).toBe('full_time');
    const draft = (await rec.call('POST', '/api/create-job/', { title: 'Half done' })).json();
    const pub = await rec.call('POST', `/api/job_status/${draft.id}`, { status: 'open' });
    expect(pub.statusCode).toBe(400);
    expect((await rec.call('GET', `/api/get-job/${draft.id}`)).json().status).toBe('draft');
  });

  it('sanitises the description and refuses one still too long after sanitising', async () => {
    const res = await rec.call(
      'POST',
      '/api/create-job/',
      completeJob({
        description:
          '<p onclick="steal()">Hi <a href="javascript:alert(1)">x</a> <a href="https://a.org">a</a></p><script>alert(1)</script>',
      }),
    );
    expect(res.json().description).toBe(
      '<p>Hi <a rel="noopener">x</a> <a href="https://a.org" rel="noopener">a</a></p>',
    );
    const before = await jobCount();
    const long = await rec.call(
      'POST',
      '/api/create-job/',
      completeJob({ description: `<p>${'a'.repeat(MAX_JOB_DESCRIPTION)}</p>` }),
    );
    expect(long.statusCode).toBe(400);
    expect(long.json().errors.description).toBeDefined();
    expect(await jobCount()).toBe(before);
  });
});

describe('the open-job limit of the plan', () => {
  it('tier 1 opens 3 jobs; the 4th answers 409 with the message, until one is closed', async () => {
    const free = await recruiterOn(t, 'jobs-free@x.org', 1);
    expect((await free.call('GET', '/api/get_job_count')).json()).toMatchObject({ allowed: true, limit: 3 });
    const ids = [await createJob(free), await createJob(free), await createJob(free)];
    const message = 'Your plan allows 3 open jobs. Close one or upgrade your plan to open another.';
    const fourth = await free.call('POST', '/api/create-job/', completeJob());
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json().message).toBe(message);
    expect((await free.call('GET', '/api/get_job_count')).json()).toEqual({
      allowed: false,
      open_jobs: 3,
      limit: 3,
      message,
    });
    // A paused job still counts; a draft may wait, and publishing it meets the same limit.
    expect((await free.call('POST', `/api/job_status/${ids[0]}`, { status: 'paused' })).statusCode).toBe(200);
    const draft = await createJob(free, { status: 'draft' });
    const pub = await free.call('POST', `/api/job_status/${draft}`, { status: 'open' });
    expect(pub.statusCode).toBe(409);
    expect(pub.json().message).toBe(message);
    expect((await free.call('PUT', `/api/job/${draft}/`, completeJob())).statusCode).toBe(409);
    expect((await free.call('POST', `/api/job_status/${ids[1]}`, { status: 'closed' })).statusCode).toBe(200);
    expect((await free.call('POST', `/api/job_status/${draft}`, { status: 'open' })).statusCode).toBe(200);
    expect((await free.call('POST', `/api/job_status/${ids[0]}`, { status: 'open' })).statusCode).toBe(200);
  });

  it('admin has no limit', async () => {
    const res = await admin.call('GET', '/api/get_job_count');
    expect(res.json()).toMatchObject({ allowed: true, limit: null });
  });
});

describe('job transitions follow JOB_TRANSITIONS', () => {
  /** Legal moves that bring a new job to each status. */
  const PATH: Record<JobStatus, JobStatus[]> = {
    draft: [],
    open: ['open'],
    paused: ['open', 'paused'],
    closed: ['closed'],
    filled: ['open', 'filled'],
  };
  const pairs = JOB_STATUSES.flatMap((from) => JOB_STATUSES.map((to) => [from, to] as const));

  it.each(pairs)('%s -> %s', async (from, to) => {
    const id = await createJob(rec, { status: 'draft' });
    for (const step of PATH[from])
      expect((await rec.call('POST', `/api/job_status/${id}`, { status: step })).statusCode).toBe(200);
    const res = await rec.call('POST', `/api/job_status/${id}`, { status: to });
    const now = (await rec.call('GET', `/api/get-job/${id}`)).json().status;
    if (canMoveJob(from, to)) {
      expect(res.statusCode, res.body).toBe(200);
      expect(now).toBe(to);
    } else {
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().message).toMatch(/cannot move|already/);
      expect(now).toBe(from);
    }
  });
});

describe('owners only', () => {
  it('another recruiter gets 404 for every id-based endpoint and changes nothing; admin sees it', async () => {
    const id = await createJob(rec);
    const calls: Array<[string, string, unknown?]> = [
      ['GET', `/api/get-job/${id}`],
      ['GET', `/api/job/${id}/`],
      ['PUT', `/api/job/${id}/`, completeJob({ title: 'Hijacked' })],
      ['PATCH', `/api/create-job/${id}/`, { title: 'Hijacked' }],
      ['POST', `/api/job_status/${id}`, { status: 'closed' }],
      ['DELETE', `/api/create-job/${id}/`],
      ['GET', `/api/job_applied_listing/${id}`],
      ['GET', `/api/jobs/get_resume_for_job/${id}`],
    ];
    for (const [method, url, payload] of calls) {
      const res = await other.call(method as 'GET', url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect(
      (await other.call('GET', '/api/job?limit=1000')).json().results.map((j: { id: number }) => j.id),
    ).not.toContain(id);
    const mine = (await rec.call('GET', `/api/get-job/${id}`)).json();
    expect(mine).toMatchObject({ title: 'Senior TypeScript Engineer', status: 'open' });
    expect((await admin.call('GET', `/api/get-job/${id}`)).statusCode).toBe(200);
  });

  it('answers 404 for unknown or malformed ids and 400 for bad fields', async () => {
    expect((await rec.call('GET', '/api/get-job/999999')).statusCode).toBe(404);
    expect((await rec.call('GET', '/api/get-job/abc')).statusCode).toBe(404);
    expect((await rec.call('POST', '/api/job_status/999999', { status: 'open' })).statusCode).toBe(404);
    expect((await rec.call('POST', '/api/create-job/', { company_name: 'No title' })).statusCode).toBe(400);
    expect(
      (await rec.call('POST', '/api/create-job/', completeJob({ work_location: 'moon' }))).statusCode,
    ).toBe(400);
    expect(
      (await rec.call('POST', '/api/create-job/', completeJob({ expires_on: '2026-02-30' }))).statusCode,
    ).toBe(400);
  });
});

describe('filters and the job card', () => {
  it('offers the values of my jobs and counts them by status', async () => {
    const f = await other.call('GET', '/api/job_search_filter');
    expect(f.json()).toMatchObject({ statuses: [...JOB_STATUSES], cities: [], skills: [] });
    await createJob(other, { city: 'Reno', state: 'NV', skills: ['Rust'] });
    await createJob(other, { status: 'draft' });
    const g = (await other.call('GET', '/api/job_search_filter')).json();
    expect(g.cities).toEqual(['Austin', 'Reno']);
    expect(g.skills).toEqual(['React', 'Rust', 'TypeScript']);
    const card = (await other.call('GET', '/api/job_card')).json();
    expect(card.by_status).toMatchObject({ open: 1, draft: 1, closed: 0 });
    expect(card.applications).toBe(0);
  });
});
