import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APPLICATION_STATUS,
  APPLICATION_STATUS_CODES,
  GUEST_APPLY_LIMITS,
  MAX_UPLOAD_BYTES,
} from '@talent/api/rules';
import type { InjectOptions } from 'fastify';
import { PDF, createTestApp, lastMessage, login, multipart, socketTicket, type TestApp } from './helpers';
import { caller, countRows, createJob, inDays, recruiterOn, type Caller } from './jobs-helpers';
import { connect } from './sockets';

let t: TestApp;
let rec: Caller;
let seeker: Caller;
let seekerProfile: number;
let secondProfile: number;
/** Jobs of this file: two that match the search word, and others that must never be found. */
const jobs = { a: 0, b: 0, draft: 0, closed: 0, expired: 0 };

const WORD = 'zephyrine';
const anon = (method: InjectOptions['method'], url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
  });
const search = (body: Record<string, unknown>, query = '') => anon('POST', `/api/search_job/${query}`, body);
const ids = (res: { json(): unknown }) =>
  (res.json() as { results: Array<{ id: number }> }).results.map((r) => r.id);

/** A listening socket for `token` (the app listens once, on a free port). */
async function socketOf(token: string) {
  if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
  const addr = t.app.server.address();
  const port = typeof addr === 'object' && addr ? addr.port : 0;
  return connect(`ws://127.0.0.1:${port}/api/notifications/?token=${await socketTicket(t, token)}`);
}

const rowsOf = async () => ({
  users: Number(
    (
      await t.ctx.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  ),
  profiles: Number(
    (
      await t.ctx.db
        .selectFrom('profiles')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  ),
  applications: await countRows(t, 'applications'),
  history: await countRows(t, 'application_history'),
});

beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
  rec = await recruiterOn(t, 'seeker-owner@x.org', 4);
  const s = await login(t, 'jobseeker@example.com');
  seeker = caller(t, s.userData.id, s.accessToken);
  seekerProfile = (
    await t.ctx.db
      .selectFrom('profiles')
      .select('id')
      .where('owner_id', '=', seeker.id)
      .executeTakeFirstOrThrow()
  ).id;
  const second = await seeker.call('POST', '/api/upload_single_resume/', {
    first_name: 'Ava',
    last_name: 'Second',
    email: 'ava.second@example.net',
  });
  if (second.statusCode !== 201 && second.statusCode !== 200) throw new Error(second.body);
  secondProfile = (second.json() as { profile: { id: number } }).profile.id;

  jobs.a = await createJob(rec, {
    title: `${WORD} Platform Engineer`,
    description: '<p>Work on the borealis pipeline.</p>',
    city: 'Denver',
    state: 'CO',
    work_location: 'remote',
    employment_type: 'full_time',
    salary_min: 100_000,
    salary_max: 150_000,
    skills: ['Kotlin', 'GraphQL'],
  });
  jobs.b = await createJob(rec, {
    title: `${WORD} Data Analyst`,
    company_name: 'Quokka Analytics',
    city: 'Austin',
    state: 'TX',
    work_location: 'onsite',
    employment_type: 'part_time',
    salary_min: 50_000,
    salary_max: null,
    skills: ['SQL'],
  });
  jobs.draft = await createJob(rec, { title: `${WORD} draft`, city: 'Draftville', status: 'draft' });
  jobs.closed = await createJob(rec, { title: `${WORD} closed` });
  await rec.call('POST', `/api/job_status/${jobs.closed}`, { status: 'closed' });
  jobs.expired = await createJob(rec, { title: `${WORD} expired` });
  await t.ctx.db
    .updateTable('jobs')
    .set({ expires_on: '2020-01-01' })
    .where('id', '=', jobs.expired)
    .execute();
  // b was published ten days ago, a just now.
  await t.ctx.db
    .updateTable('jobs')
    .set({ published_at: new Date(Date.now() - 10 * 86400_000).toISOString() })
    .where('id', '=', jobs.b)
    .execute();
});
afterAll(async () => {
  await t.close();
});

describe('search_job (public)', () => {
  it('finds only open, published, unexpired jobs, without a token', async () => {
    const res = await search({ search: WORD });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().count).toBe(2);
    expect(ids(res).sort()).toEqual([jobs.a, jobs.b].sort());
    const first = res.json().results[0];
    expect(first).not.toHaveProperty('owner_id');
    expect(first).not.toHaveProperty('applicant_counts');
    expect(first).toMatchObject({ accepting_applications: true, application_id: null, score: 1 });
  });

  it('OR matches any word and ranks by words matched; AND needs every word', async () => {
    const or = await search({ search: `${WORD} quokka`, search_type: 'OR' });
    expect(ids(or)).toEqual([jobs.b, jobs.a]);
    expect(or.json().results.map((r: { score: number }) => r.score)).toEqual([2, 1]);
    const and = await search({ search: `${WORD} QUOKKA`, search_type: 'AND' });
    expect(ids(and)).toEqual([jobs.b]);
    // Description text and skills are searched too.
    expect(ids(await search({ search: 'borealis' }))).toEqual([jobs.a]);
    expect(ids(await search({ search: `graphql ${WORD}`, search_type: 'AND' }))).toEqual([jobs.a]);
    // A LIKE wildcard is not a word that matches every job.
    const wild = await search({ search: `${WORD} % _` });
    expect(wild.json().count).toBe(2);
    expect(wild.json().results.map((r: { score: number }) => r.score)).toEqual([1, 1]);
  });

  it('sorts by date (newest first) and pages with a total count', async () => {
    expect(ids(await search({ search: `${WORD} quokka`, sort: 'date' }))).toEqual([jobs.a, jobs.b]);
    const page = await search({ search: WORD, sort: 'date' }, '?limit=1&offset=1');
    expect(page.json().count).toBe(2);
    expect(ids(page)).toEqual([jobs.b]);
    // No words: every public job, newest first (the seeded ones included).
    const all = await search({});
    expect(all.json().count).toBeGreaterThanOrEqual(5);
    const dates = all.json().results.map((r: { published_at: string }) => r.published_at);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('filters by city, state, work location, employment type, salary, skills and posting date', async () => {
    const f = async (filters: Record<string, unknown>) => ids(await search({ search: WORD, filters })).sort();
    expect(await f({ city: 'denver' })).toEqual([jobs.a]);
    expect(await f({ state: 'tx' })).toEqual([jobs.b]);
    expect(await f({ work_location: 'remote' })).toEqual([jobs.a]);
    expect(await f({ employment_type: 'part_time' })).toEqual([jobs.b]);
    expect(await f({ salary_min: 120_000 })).toEqual([jobs.a]);
    expect(await f({ salary_min: 40_000 })).toEqual([jobs.a, jobs.b].sort());
    expect(await f({ salary_min: 200_000 })).toEqual([]);
    expect(await f({ skills: ['graphql', 'KOTLIN'] })).toEqual([jobs.a]);
    expect(await f({ skills: ['graphql', 'sql'] })).toEqual([]);
    // A skill matches a whole list element, not part of one.
    expect(await f({ skills: ['graph'] })).toEqual([]);
    expect(await f({ posted_within_days: 7 })).toEqual([jobs.a]);
    expect(await f({ posted_within_days: 14 })).toEqual([jobs.a, jobs.b].sort());
  });

  it('refuses bad input with 400 and a message per field', async () => {
    const bad = async (body: Record<string, unknown>, field: string) => {
      const res = await search(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json().errors)).toContain(field);
    };
    await bad({ search_type: 'XOR' }, 'search_type');
    await bad({ sort: 'price' }, 'sort');
    await bad({ filters: { posted_within_days: 5 } }, 'filters.posted_within_days');
    await bad({ filters: { work_location: 'moon' } }, 'filters.work_location');
    await bad({ filters: { salary_min: -1 } }, 'filters.salary_min');
    await bad({ search: 'x'.repeat(501) }, 'search');
  });
});

describe('public-job and the filter values', () => {
  it('shows a published job to anyone; closed or expired ones are not accepting; drafts are 404', async () => {
    const a = await anon('GET', `/api/public-job/${jobs.a}`);
    expect(a.statusCode).toBe(200);
    expect(a.json()).toMatchObject({
      id: jobs.a,
      accepting_applications: true,
      skills: ['Kotlin', 'GraphQL'],
    });
    expect(a.json()).not.toHaveProperty('owner_id');
    expect((await anon('GET', `/api/public-job/${jobs.closed}`)).json().accepting_applications).toBe(false);
    expect((await anon('GET', `/api/public-job/${jobs.expired}`)).json().accepting_applications).toBe(false);
    for (const id of [jobs.draft, 999_999]) {
      const res = await anon('GET', `/api/public-job/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('No such job.');
    }
  });

  it('offers the values of the open jobs and the fixed lists', async () => {
    const res = await anon('GET', '/api/job_search_filter/public');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.cities).toContain('Denver');
    expect(body.cities).not.toContain('Draftville');
    expect(body.cities).toEqual([...body.cities].sort((x: string, y: string) => x.localeCompare(y)));
    expect(body.states).toEqual(expect.arrayContaining(['CO', 'TX']));
    expect(body.skills).toEqual(expect.arrayContaining(['GraphQL', 'Kotlin', 'SQL']));
    expect(body.work_locations).toEqual(['onsite', 'remote', 'hybrid']);
    expect(body.posted_within_days).toEqual([1, 3, 7, 14, 30]);
    expect(body.salary_max).toBeGreaterThanOrEqual(150_000);
  });
});

describe('apply_job: one application per job', () => {
  it('marks the job as applied for the seeker, and refuses a second application with another profile', async () => {
    const first = await seeker.call('POST', '/api/apply_job/', { job_id: jobs.a, profile_id: seekerProfile });
    expect(first.statusCode, first.body).toBe(201);
    const before = await rowsOf();
    const again = await seeker.call('POST', '/api/apply_job/', { job_id: jobs.a, profile_id: secondProfile });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You already applied to this job.');
    expect(await rowsOf()).toEqual(before);

    const found = await seeker.call('POST', '/api/search_job/', { search: WORD, sort: 'date' });
    expect(found.json().results[0]).toMatchObject({
      id: jobs.a,
      application_id: first.json().id,
      application_status: 1,
    });
    expect(found.json().results[1]).toMatchObject({ id: jobs.b, application_id: null });
    const page = await seeker.call('GET', `/api/public-job/${jobs.a}`);
    expect(page.json().application_id).toBe(first.json().id);
  });

  it('refuses closed, expired (409) and draft (404) jobs', async () => {
    const before = await rowsOf();
    const apply = (job: number) =>
      seeker.call('POST', '/api/apply_job/', { job_id: job, profile_id: seekerProfile });
    for (const job of [jobs.closed, jobs.expired]) {
      const res = await apply(job);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('This job is no longer accepting applications.');
    }
    expect((await apply(jobs.draft)).statusCode).toBe(404);
    expect(await rowsOf()).toEqual(before);
  });
});

describe('following my applications', () => {
  let appA: number;
  let appB: number;
  beforeAll(async () => {
    appA = (await seeker.call('GET', `/api/job_i_applied?limit=50`))
      .json()
      .results.find((r: { job: { id: number } }) => r.job.id === jobs.a).id;
    const b = await seeker.call('POST', '/api/apply_job/', { job_id: jobs.b, profile_id: secondProfile });
    appB = b.json().id;
  });

  it('tells the seeker over the socket when the recruiter moves the application (also 1 -> 2 on opening it)', async () => {
    const sock = await socketOf(seeker.token);
    const open = await rec.call('GET', `/api/jobs/get_candidate_details/${appA}`);
    expect(open.statusCode, open.body).toBe(200);
    expect(await sock.next()).toEqual({
      job_id: jobs.a,
      message: `Your application to ${WORD} Platform Engineer is now "Application viewed".`,
      profileId: null,
      kind: 'application_status',
      application_id: appA,
      status: 2,
    });
    const moved = await rec.call('PATCH', `/api/chang_status/${appA}`, { status: 3 });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await sock.next()).toMatchObject({ kind: 'application_status', application_id: appA, status: 3 });
    sock.ws.close();
  });

  it('keeps a status move when telling the seeker fails', async () => {
    const hub = t.ctx.hub;
    const publish = hub.publish.bind(hub);
    const tried: number[] = [];
    hub.publish = (userId) => {
      tried.push(userId);
      return Promise.reject(new Error('hub down'));
    };
    try {
      const other = await createJob(rec, { title: `${WORD} hub test` });
      const applied = await seeker.call('POST', '/api/apply_job/', {
        job_id: other,
        profile_id: seekerProfile,
      });
      expect(applied.statusCode, applied.body).toBe(201);
      const moved = await rec.call('PATCH', `/api/chang_status/${applied.json().id}`, { status: 3 });
      expect(moved.statusCode, moved.body).toBe(200);
      const row = await t.ctx.db
        .selectFrom('applications')
        .select('status')
        .where('id', '=', applied.json().id)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe(3);
      // The recruiter (apply) and then the seeker (the move) were both tried.
      expect(tried).toEqual([rec.id, seeker.id]);
      // Leave the other tests' lists as they were.
      await t.ctx.db.deleteFrom('jobs').where('id', '=', other).execute();
    } finally {
      hub.publish = publish;
    }
  });

  it('lists my applications newest first, with each status reached and when', async () => {
    const res = await seeker.call('GET', '/api/job_i_applied?limit=50');
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.results.map((r: { id: number }) => r.id).slice(0, 2)).toEqual([appB, appA]);
    const a = list.results.find((r: { id: number }) => r.id === appA);
    expect(a).toMatchObject({
      status: 3,
      status_label: 'Schedule Interview',
      can_withdraw: true,
      withdrawn_at: null,
      profile_id: seekerProfile,
      job: {
        id: jobs.a,
        title: `${WORD} Platform Engineer`,
        accepting_applications: true,
        work_location: 'remote',
      },
    });
    expect(a.steps.map((s: { status: number; label: string }) => [s.status, s.label])).toEqual([
      [1, 'Job Applied'],
      [2, 'Application viewed'],
      [3, 'Schedule Interview'],
    ]);
    expect(a.steps.every((s: { at: string }) => !Number.isNaN(Date.parse(s.at)))).toBe(true);
    const only3 = (await seeker.call('GET', '/api/job_i_applied?status=3')).json();
    expect(only3.results.map((r: { id: number }) => r.id)).toEqual([appA]);
    expect((await seeker.call('GET', '/api/job_i_applied?status=10')).statusCode).toBe(400);
    // Nobody else's applications.
    expect((await rec.call('GET', '/api/job_i_applied')).statusCode).toBe(403);
  });

  it('counts them by status, and lists the latest changes newest first', async () => {
    const res = await seeker.call('GET', '/api/applied_job');
    expect(res.statusCode).toBe(200);
    const d = res.json();
    expect(Object.keys(d.by_status).sort()).toEqual(APPLICATION_STATUS_CODES.map(String).sort());
    expect(d.by_status['3']).toBeGreaterThanOrEqual(1);
    expect(d.total).toBe(Object.values(d.by_status as Record<string, number>).reduce((x, y) => x + y, 0));
    expect(d.recent_changes.slice(0, 2)).toMatchObject([
      { application_id: appA, job_id: jobs.a, status: 3, label: 'Schedule Interview' },
      { application_id: appA, status: 2, label: 'Application viewed' },
    ]);
    expect(d.recent_changes.length).toBeLessThanOrEqual(10);
  });

  it('withdraws: Archived with a history note the recruiter sees, and the recruiter is told', async () => {
    const sock = await socketOf(rec.token);
    const res = await seeker.call('POST', `/api/job_i_applied/${appB}/withdraw`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: appB,
      status: 9,
      status_label: APPLICATION_STATUS[9],
      can_withdraw: false,
    });
    expect(res.json().withdrawn_at).not.toBeNull();
    expect(res.json().steps.map((s: { status: number }) => s.status)).toEqual([1, 9]);
    expect(await sock.next()).toEqual({
      job_id: jobs.b,
      message: `Ava Second withdrew their application to ${WORD} Data Analyst.`,
      profileId: null,
    });
    sock.ws.close();
    const h = (await rec.call('GET', `/api/jobs/chang_status/${appB}`)).json();
    expect(h.history.at(-1)).toMatchObject({
      from_status: 1,
      to_status: 9,
      note: 'Withdrawn by the candidate.',
      changed_by: seeker.id,
    });
    const again = await seeker.call('POST', `/api/job_i_applied/${appB}/withdraw`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('An application in "Archived" can no longer be withdrawn.');
  });

  it("refuses to withdraw from Offer Letter Provided on, and others' applications", async () => {
    await rec.call('PATCH', `/api/chang_status/${appA}`, { status: 4 });
    await rec.call('PATCH', `/api/chang_status/${appA}`, { status: 5 });
    const offer = await rec.call('PATCH', `/api/chang_status/${appA}`, { status: 7 });
    expect(offer.statusCode, offer.body).toBe(200);
    const before = await rowsOf();
    const res = await seeker.call('POST', `/api/job_i_applied/${appA}/withdraw`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      `An application in "${APPLICATION_STATUS[7]}" can no longer be withdrawn.`,
    );
    expect(await rowsOf()).toEqual(before);
    const stranger = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        full_name: 'Stranger',
        email: 'stranger@x.org',
        password: 'secret-pass-1',
        role: 'jobseeker',
      },
    });
    const strangerCaller = caller(t, stranger.json().userData.id, stranger.json().accessToken);
    expect((await strangerCaller.call('POST', `/api/job_i_applied/${appA}/withdraw`)).statusCode).toBe(404);
    expect((await strangerCaller.call('POST', '/api/job_i_applied/999999/withdraw')).statusCode).toBe(404);
  });
});

describe('apply_as_guest', () => {
  let ipCount = 0;
  /** A guest application from its own client address (the per-address limit is tested on its own). */
  const guest = (
    fields: Record<string, string | number>,
    file: { filename: string; data: Buffer } | null = { filename: 'cv.pdf', data: PDF('guest cv') },
    ip = `10.1.0.${++ipCount}`,
  ) => {
    const form = multipart(
      fields,
      file
        ? [
            {
              name: 'file',
              filename: file.filename,
              contentType: 'application/octet-stream',
              data: file.data,
            },
          ]
        : [],
    );
    return t.app.inject({ method: 'POST', url: '/api/apply_as_guest', remoteAddress: ip, ...form });
  };
  const linkOf = async (email: string) => {
    const msg = await lastMessage(t, email);
    const m = msg?.text.match(/\/reset-password\/(\d+)\/([A-Za-z0-9_-]+)/);
    if (!m) throw new Error(`no link for ${email}`);
    return { uid: m[1]!, token: m[2]!, subject: msg!.subject };
  };

  it('creates a pending account with a private profile and the application, then the link activates it', async () => {
    const sock = await socketOf(rec.token);
    const res = await guest({
      job_id: jobs.a,
      guest_name: 'Gwen Guest',
      guest_email: 'Gwen@Guest.org',
      cover_note: 'Hello from a guest',
      job_title: 'Kotlin developer',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toMatch(/e-mail with a link to set a password/);
    const user = await t.ctx.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', 'gwen@guest.org')
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({
      role: 'jobseeker',
      is_pending: 1,
      is_email_verified: 0,
      full_name: 'Gwen Guest',
    });
    const profile = await t.ctx.db
      .selectFrom('profiles')
      .selectAll()
      .where('owner_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(profile).toMatchObject({
      is_public: 0,
      full_name: 'Gwen Guest',
      email: 'gwen@guest.org',
      job_title: 'Kotlin developer',
    });
    expect(profile.file_key).not.toBeNull();
    expect(await sock.next()).toEqual({
      job_id: jobs.a,
      message: `Gwen Guest applied to your job ${WORD} Platform Engineer.`,
      profileId: profile.id,
    });
    sock.ws.close();

    // No password yet: the usual invalid answer.
    for (const password of ['any-password-1', 'guest-pass-123']) {
      const early = await anon('POST', '/api/login', { email: 'gwen@guest.org', password });
      expect(early.statusCode).toBe(400);
      expect(early.json().message).toBe('Email or Password is Invalid');
    }
    const link = await linkOf('gwen@guest.org');
    expect(link.uid).toBe(String(user.id));
    expect(link.subject).toBe(`Set your password to follow your application to ${WORD} Platform Engineer`);
    const set = await anon('POST', `/api/new-password/${link.uid}/${link.token}`, {
      password: 'guest-pass-123',
    });
    expect(set.statusCode, set.body).toBe(200);
    // The link works once.
    expect(
      (await anon('POST', `/api/new-password/${link.uid}/${link.token}`, { password: 'guest-pass-456' }))
        .statusCode,
    ).toBe(400);
    const after = await t.ctx.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(after).toMatchObject({ is_pending: 0, is_email_verified: 1 });

    const signedIn = await login(t, 'gwen@guest.org', 'guest-pass-123');
    const me = caller(t, signedIn.userData.id, signedIn.accessToken);
    const mine = (await me.call('GET', '/api/job_i_applied')).json();
    expect(mine.count).toBe(1);
    expect(mine.results[0]).toMatchObject({
      job: { id: jobs.a },
      status: 1,
      status_label: 'Job Applied',
      cover_note: 'Hello from a guest',
      profile_id: profile.id,
    });
    // The same e-mail now has an account: a guest application must sign in.
    const taken = await guest({ job_id: jobs.b, guest_name: 'Gwen Guest', guest_email: 'gwen@guest.org' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('An account with this e-mail already exists. Sign in to apply.');
    expect(taken.json().errors.guest_email).toEqual([
      'An account with this e-mail already exists. Sign in to apply.',
    ]);
  });

  it('reuses a pending account (a fresh link, the same profile) and refuses the same job twice', async () => {
    const first = await guest({ job_id: jobs.a, guest_name: 'Pat Pending', guest_email: 'pat@guest.org' });
    expect(first.statusCode, first.body).toBe(201);
    const firstLink = await linkOf('pat@guest.org');
    const before = await rowsOf();
    const second = await guest({ job_id: jobs.b, guest_name: 'Pat Pending', guest_email: 'pat@guest.org' });
    expect(second.statusCode, second.body).toBe(201);
    const after = await rowsOf();
    expect(after).toEqual({ ...before, applications: before.applications + 1, history: before.history + 1 });
    const secondLink = await linkOf('pat@guest.org');
    expect(secondLink.token).not.toBe(firstLink.token);
    // The older link stopped working.
    expect(
      (
        await anon('POST', `/api/new-password/${firstLink.uid}/${firstLink.token}`, {
          password: 'pat-pass-1234',
        })
      ).statusCode,
    ).toBe(400);

    const twice = await guest({ job_id: jobs.b, guest_name: 'Pat Pending', guest_email: 'pat@guest.org' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('You already applied to this job.');
    expect(await rowsOf()).toEqual(after);
  });

  it('refuses bad input with a 4xx and a message, creating nothing', async () => {
    const before = await rowsOf();
    const outbox = async () =>
      Number(
        (
          await t.ctx.db
            .selectFrom('mail_outbox')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const mails = await outbox();
    // Each case its own e-mail: the per-e-mail limit is tested on its own.
    let n = 0;
    const ok = () => ({ job_id: jobs.a, guest_name: 'Nora New', guest_email: `nora${++n}@guest.org` });
    const cases: Array<
      [
        () => Promise<{ statusCode: number; json(): { message: string; errors?: Record<string, string[]> } }>,
        number,
        string,
      ]
    > = [
      [() => guest({ ...ok(), guest_name: '' }), 400, 'Your name is required.'],
      [() => guest({ ...ok(), guest_name: ' N ' }), 400, 'Your name has at least 2 characters.'],
      [() => guest({ job_id: jobs.a, guest_email: 'nora0@guest.org' }), 400, 'Your name is required.'],
      [() => guest({ ...ok(), guest_email: 'not-an-email' }), 400, 'Enter a valid e-mail address.'],
      [() => guest({ ...ok(), job_id: 'x' }), 400, 'Choose a job.'],
      [() => guest({ ...ok(), mobile: '12' }), 400, 'A mobile number has 10 to 15 digits.'],
      [() => guest(ok(), null), 400, 'The file is required.'],
      [() => guest(ok(), { filename: 'cv.exe', data: Buffer.from('MZ...') }), 406, 'Invalid File Type'],
      // A PDF name on something that is not a PDF.
      [
        () => guest(ok(), { filename: 'cv.pdf', data: Buffer.from('<script>alert(1)</script>') }),
        406,
        'Invalid File Type',
      ],
      [() => guest({ ...ok(), job_id: jobs.closed }), 409, 'This job is no longer accepting applications.'],
      [() => guest({ ...ok(), job_id: jobs.expired }), 409, 'This job is no longer accepting applications.'],
      [() => guest({ ...ok(), job_id: jobs.draft }), 404, 'No such job.'],
      [() => guest({ ...ok(), job_id: 999_999 }), 404, 'No such job.'],
      [
        () => guest({ ...ok(), guest_email: 'jobseeker@example.com' }),
        409,
        'An account with this e-mail already exists. Sign in to apply.',
      ],
    ];
    for (const [pending, status, message] of cases) {
      const res = await pending();
      expect(res.statusCode, JSON.stringify(res.json())).toBe(status);
      const texts = [res.json().message, ...Object.values(res.json().errors ?? {}).flat()];
      expect(texts).toContain(message);
    }
    // Not multipart at all.
    const json = await anon('POST', '/api/apply_as_guest', ok());
    expect(json.statusCode).toBe(400);
    expect(await rowsOf()).toEqual(before);
    expect(await outbox()).toBe(mails);
  });

  it('answers 413 with a message for a file over the upload limit', async () => {
    const before = await rowsOf();
    const big = Buffer.concat([PDF('big'), Buffer.alloc(MAX_UPLOAD_BYTES + 1, 0x20)]);
    const res = await guest(
      { job_id: jobs.a, guest_name: 'Big File', guest_email: 'big@guest.org' },
      { filename: 'cv.pdf', data: big },
    );
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      message: 'The file is too large: at most 10 MB.',
      code: 'file_too_large',
    });
    expect(await rowsOf()).toEqual(before);
  });

  it('limits applications per e-mail and per client address (429), counting before any work', async () => {
    const perEmail = GUEST_APPLY_LIMITS.perEmail.max;
    const refused = { job_id: jobs.closed, guest_name: 'Lim Ited', guest_email: 'limited@guest.org' };
    for (let i = 0; i < perEmail; i++) expect((await guest(refused)).statusCode).toBe(409);
    const over = await guest(refused);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ code: 'rate_limited' });
    expect(over.json().message).toMatch(
      /^Too many applications with this e-mail\. Try again in \d+ minutes?\.$/,
    );
    // Another e-mail is not held back.
    expect((await guest({ ...refused, guest_email: 'other@guest.org' })).statusCode).toBe(409);

    const ip = '10.9.9.9';
    const perAddress = GUEST_APPLY_LIMITS.perAddress.max;
    for (let i = 0; i < perAddress; i++)
      expect((await guest({ ...refused, guest_email: `n${i}@guest.org` }, undefined, ip)).statusCode).toBe(
        409,
      );
    const before = await rowsOf();
    const blocked = await guest(
      { job_id: jobs.a, guest_name: 'Blocked', guest_email: 'blocked@guest.org' },
      undefined,
      ip,
    );
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/^Too many applications from this address\./);
    expect(await rowsOf()).toEqual(before);
  });
});

describe('apply_as_guest: nothing half-created when a late step fails', () => {
  let t2: TestApp;
  beforeAll(async () => {
    t2 = await createTestApp(
      { seedDemo: true },
      {
        mail: () => ({
          async send(m) {
            if (m.to.startsWith('fail')) throw new Error('mail server down');
          },
        }),
      },
    );
  });
  afterAll(async () => {
    await t2.close();
  });

  it('removes the account, the profile, its files and the application when the e-mail cannot be sent', async () => {
    const count = async (table: 'users' | 'profiles' | 'applications' | 'application_history') =>
      Number(
        (
          await t2.ctx.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const job = await t2.ctx.db
      .selectFrom('jobs')
      .select('id')
      .where('status', '=', 'open')
      .executeTakeFirstOrThrow();
    const before = [
      await count('users'),
      await count('profiles'),
      await count('applications'),
      await count('application_history'),
    ];
    const form = multipart({ job_id: job.id, guest_name: 'Fay Fail', guest_email: 'fail@guest.org' }, [
      { name: 'file', filename: 'cv.pdf', contentType: 'application/pdf', data: PDF('fail') },
    ]);
    const res = await t2.app.inject({ method: 'POST', url: '/api/apply_as_guest', ...form });
    expect(res.statusCode).toBe(500);
    expect([
      await count('users'),
      await count('profiles'),
      await count('applications'),
      await count('application_history'),
    ]).toEqual(before);
    // The same guest can apply again once mail works (the address is not left taken).
    const ok = multipart({ job_id: job.id, guest_name: 'Fay Fine', guest_email: 'fine@guest.org' }, [
      { name: 'file', filename: 'cv.pdf', contentType: 'application/pdf', data: PDF('fine') },
    ]);
    expect((await t2.app.inject({ method: 'POST', url: '/api/apply_as_guest', ...ok })).statusCode).toBe(201);
    expect(await count('users')).toBe(before[0]! + 1);
  });
});

describe('bad job ids everywhere', () => {
  it('answers 404 for ids that are not numbers', async () => {
    expect((await anon('GET', '/api/public-job/abc')).statusCode).toBe(404);
    expect((await seeker.call('POST', '/api/job_i_applied/abc/withdraw')).statusCode).toBe(404);
  });

  it('keeps the expiry date rule of publishing (a job expiring today is still public)', async () => {
    const today = await createJob(rec, { title: `${WORD} today`, expires_on: inDays(0) });
    expect(ids(await search({ search: `${WORD} today`, search_type: 'AND' }))).toEqual([today]);
  });
});
