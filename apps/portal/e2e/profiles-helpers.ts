/** Helpers of the upload and profile journeys (upload.spec.ts, profiles.spec.ts). */
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { createVerifiedAccount, expect, servers } from './support/fixtures';
import { repoRoot } from './support/env';

/** The shared corpus beside the repository (`../shared/corpus` from the repo root). */
export const corpusDir = process.env.CORPUS_DIR ?? path.resolve(repoRoot, '../shared/corpus');
export const corpus = (relative: string) => path.join(corpusDir, relative);

export interface Session {
  email: string;
  token: string;
  login: { userData: Record<string, unknown>; accessToken: string; refreshToken: string };
}

export async function apiLogin(
  request: APIRequestContext,
  email: string,
  password: string,
  server: { url: string } = servers.main(),
): Promise<Session> {
  const res = await request.post(`${server.url}/api/login`, { data: { email, password } });
  expect(res.status(), await res.text()).toBe(200);
  const login = (await res.json()) as Session['login'];
  return { email, token: login.accessToken, login };
}

/** A fresh verified recruiter with a company statement (the guard holds incomplete profiles on /profile), on
 * the shared server or on a spec's own one. */
export async function newRecruiter(
  request: APIRequestContext,
  label: string,
  server: { url: string; dataDir: string } = servers.main(),
): Promise<Session> {
  const { email, password } = await createVerifiedAccount(request, server, 'recruiter');
  const first = await apiLogin(request, email, password, server);
  const res = await request.post(`${server.url}/api/profile-user`, {
    headers: auth(first),
    data: { full_name: `E2E ${label}`, about_company_statement: `${label} hires engineers.` },
  });
  expect(res.status(), await res.text()).toBe(200);
  return apiLogin(request, email, password, server);
}

/** Puts the session in the browser's storage as the login page does. */
export async function signIn(page: Page, session: Session): Promise<void> {
  await page.goto('/misc/coming-soon');
  await page.evaluate((s) => {
    localStorage.clear();
    localStorage.setItem('userData', JSON.stringify({ ...s.userData, refreshToken: s.refreshToken }));
    localStorage.setItem('is_email_verified', 'true');
    localStorage.setItem('accessToken', s.accessToken);
    localStorage.setItem('refreshToken', s.refreshToken);
  }, session.login);
}

export const auth = (s: Session) => ({ authorization: `Bearer ${s.token}` });

export interface ListedProfile {
  id: number;
  full_name: string;
  is_public: boolean;
  resume_price: number | null;
  pages: number;
  file_name: string | null;
}

/** The recruiter's whole collection, through the API. */
export async function collection(request: APIRequestContext, s: Session): Promise<ListedProfile[]> {
  const res = await request.post('/api/list_resume?limit=100&offset=0', { headers: auth(s), data: {} });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { results: ListedProfile[] }).results;
}
