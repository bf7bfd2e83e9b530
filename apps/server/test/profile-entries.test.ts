/** Issue 39: experience and education entries of the profile are replaced and deleted by their owner only. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMAILS, bearer, createTestApp, login, type TestApp } from './helpers';

let t: TestApp;
let owner: Record<string, string>;
let other: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
  owner = bearer((await login(t, DEMO_EMAILS.jobseeker)).accessToken);
  other = bearer((await login(t, DEMO_EMAILS.recruiter)).accessToken);
});
afterAll(async () => {
  await t.close();
});

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: object, payload?: object) =>
  t.app.inject({ method, url, headers: headers as Record<string, string>, ...(payload ? { payload } : {}) });

describe.each([
  {
    path: '/api/user_experiece/',
    entry: {
      job_title: 'Data Analyst',
      company: 'Acme Corp',
      start_date: '2019-03',
      currently_working: true,
    },
    changed: { job_title: 'Senior Data Analyst', company: 'Acme Inc', description: '• Built the dashboard' },
    missing: 'job_title',
  },
  {
    path: '/api/user_education/',
    entry: { degree: 'B.S.', institution: 'University of Texas', field_of_study: 'Computer Science' },
    changed: { degree: 'M.S.', institution: 'MIT', grade: '3.9/4.0' },
    missing: 'degree',
  },
])('$path entries', ({ path, entry, changed, missing }) => {
  it('are replaced whole and deleted by their owner, and are not found for anyone else', async () => {
    const created = await send('POST', path, owner, entry);
    expect(created.statusCode, created.body).toBe(201);
    const { id, created_at } = created.json();

    // Someone else's id is not found, for both calls, and changes nothing.
    const foreignPut = await send('PUT', `${path}${id}`, other, changed);
    expect(foreignPut.statusCode).toBe(404);
    expect(foreignPut.json().message).toEqual(expect.any(String));
    expect((await send('DELETE', `${path}${id}`, other)).statusCode).toBe(404);

    const put = await send('PUT', `${path}${id}`, owner, changed);
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toEqual({ ...changed, id, created_at });
    const listed = (await send('GET', path, owner)).json();
    // Replaced whole: the fields of the first version that the new one leaves out are gone.
    expect(listed.results.find((e: { id: number }) => e.id === id)).toEqual({ ...changed, id, created_at });

    const bad = await send('PUT', `${path}${id}`, owner, { ...changed, [missing]: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[missing]).toEqual([expect.any(String)]);
    // An id that is not one is not found (the contract plugin's rule for path params).
    const notAnId = await send('PUT', `${path}abc`, owner, changed);
    expect(notAnId.statusCode).toBe(404);
    expect(notAnId.json().message).toBe('Not found.');

    const del = await send('DELETE', `${path}${id}`, owner);
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ message: 'Deleted successfully.' });
    expect((await send('GET', path, owner)).json().results.some((e: { id: number }) => e.id === id)).toBe(
      false,
    );
    expect((await send('DELETE', `${path}${id}`, owner)).statusCode).toBe(404);
    expect((await send('PUT', `${path}${id}`, owner, changed)).statusCode).toBe(404);
  });

  it('keep to their own section: an entry of the other section is not found here', async () => {
    const course = await send('POST', '/api/course_and_certification/', owner, { name: 'AWS' });
    const { id } = course.json();
    expect((await send('PUT', `${path}${id}`, owner, changed)).statusCode).toBe(404);
    expect((await send('DELETE', `${path}${id}`, owner)).statusCode).toBe(404);
    const courses = (await send('GET', '/api/course_and_certification/', owner)).json();
    expect(courses.results).toContainEqual(expect.objectContaining({ id, name: 'AWS' }));
  });
});
