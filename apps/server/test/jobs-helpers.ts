/** Shared by the jobs and applications tests: a publishable job, recruiters on a chosen plan, calls. */
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { bearer, registerUser, type TestApp } from './helpers';

/** A date `days` from today (UTC), YYYY-MM-DD. */
export const inDays = (days: number) => new Date(Date.now() + days * 86400_000).toISOString().slice(0, 10);

/** Every field publishing needs. */
export const completeJob = (over: Record<string, unknown> = {}) => ({
  title: 'Senior TypeScript Engineer',
  company_name: 'Bright Hire LLC',
  description: '<p>Build the <strong>talent</strong> platform.</p>',
  city: 'Austin',
  state: 'TX',
  work_location: 'hybrid',
  employment_type: 'full_time',
  skills: ['TypeScript', 'React'],
  experience_years: 3,
  expires_on: inDays(30),
  status: 'open',
  ...over,
});

export interface Caller {
  id: number;
  token: string;
  call(method: InjectOptions['method'], url: string, payload?: unknown): Promise<LightMyRequestResponse>;
}

export function caller(t: TestApp, id: number, token: string): Caller {
  return {
    id,
    token,
    call: (method, url, payload) =>
      t.app.inject({
        method,
        url,
        headers: bearer(token),
        ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
      }),
  };
}

/** A new recruiter, on the plan of `tier` (1 is the free plan a new account starts on). */
export async function recruiterOn(t: TestApp, email: string, tier = 1): Promise<Caller> {
  const r = await registerUser(t, email, 'recruiter');
  if (tier !== 1) {
    const plan = await t.ctx.db
      .selectFrom('plans')
      .select('id')
      .where('tier', '=', tier)
      .executeTakeFirstOrThrow();
    await t.ctx.db
      .updateTable('users')
      .set({ current_plan_id: plan.id, plan_expires_at: null })
      .where('id', '=', r.userData.id)
      .execute();
  }
  return caller(t, r.userData.id, r.accessToken);
}

/** Creates a job through the API and answers its id (fails the test on anything but 201). */
export async function createJob(c: Caller, over: Record<string, unknown> = {}): Promise<number> {
  const res = await c.call('POST', '/api/create-job/', completeJob(over));
  if (res.statusCode !== 201) throw new Error(`create job: ${res.statusCode} ${res.body}`);
  return (res.json() as { id: number }).id;
}

/** How many rows a table holds (to show a refused request changed nothing). */
export async function countRows(
  t: TestApp,
  table: 'jobs' | 'applications' | 'application_history',
): Promise<number> {
  const { n } = await t.ctx.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}
