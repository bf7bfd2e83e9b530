/** Issue 43 and spec 000 "Other rules": a search requires non-empty text. `search_resume` with `*`, `%`,
 * `_` or only quotes answered the whole collection, and job search took them too; both answer 400 with the
 * spec's message and search nothing. On SQLite and PostgreSQL. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_TEXT_REQUIRED } from '@talent/api/rules';
import { DEMO_EMAILS, bearer, createTestApp, login, type TestApp } from './helpers';

let t: TestApp;
let recruiter: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
  recruiter = bearer((await login(t, DEMO_EMAILS.recruiter)).accessToken);
});
afterAll(() => t.close());

const NOTHING = ['*', '%', '_', '""', "''", ' " " ', '%_*', ''];

describe('empty search text', () => {
  it('search_resume answers 400 with the spec message for wildcards, quotes or nothing', async () => {
    for (const search of NOTHING) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/search_resume/',
        headers: recruiter,
        payload: { search },
      });
      expect(res.statusCode, JSON.stringify(search)).toBe(400);
      expect(res.json().errors.search).toEqual([SEARCH_TEXT_REQUIRED]);
    }
  });

  it('search_job answers 400 for text with nothing to search for, and still lists with no text', async () => {
    for (const search of NOTHING.filter((s) => s.trim() !== '')) {
      const res = await t.app.inject({ method: 'POST', url: '/api/search_job/', payload: { search } });
      expect(res.statusCode, JSON.stringify(search)).toBe(400);
      expect(res.json().errors.search).toEqual([SEARCH_TEXT_REQUIRED]);
    }
    const browse = await t.app.inject({ method: 'POST', url: '/api/search_job/', payload: {} });
    expect(browse.statusCode).toBe(200);
  });

  it('a word still searches', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/search_resume/',
      headers: recruiter,
      payload: { search: 'java' },
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});
