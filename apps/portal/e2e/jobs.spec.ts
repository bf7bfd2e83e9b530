import type { APIRequestContext, Page } from '@playwright/test';
import { countOpenNotificationSockets, openNotificationSockets } from './support/sockets';
import { createVerifiedAccount, expect, servers, test } from './support/fixtures';
import { auth, newRecruiter, signIn, type Session } from './profiles-helpers';

/**
 * Issue 15, the recruiter's side of hiring on the real server, one journey after another:
 * 1. a fresh recruiter makes a job template on /job_template/create, fills /jobs/create-job from it with
 *    "Use template", adds an expiry date, publishes, and finds the job Open in /jobs;
 * 2. a job seeker applies through the API (`POST /api/apply_job/`; the job-seeker screens are the next
 *    issue): the recruiter's bell shows it, and its entry opens the received profiles;
 * 3. the recruiter moves the application Job Applied -> Schedule Interview -> Offer Letter Provided on the
 *    job's pipeline, and the application's history lists each step in order.
 * A fresh recruiter (tier 1 opens 3 jobs) and a fresh job seeker: demo accounts are signed in only by
 * auth.spec.ts, and the demo recruiter's seeded job would count against the limit.
 */

const suffix = Date.now().toString(36);
const TEMPLATE = `Platform template ${suffix}`;
const TITLE = `Platform Engineer ${suffix}`;
const CITY = 'Austin';
const SEEKER_FIRST = 'Ayla';
const SEEKER_LAST = `Brennan${suffix}`;
const SEEKER_NAME = `${SEEKER_FIRST} ${SEEKER_LAST}`;

/** A calendar date (YYYY-MM-DD, UTC) `days` from today. */
function dateIn(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

async function apiLogin(request: APIRequestContext, email: string, password: string): Promise<Session> {
  const res = await request.post('/api/login', { data: { email, password } });
  expect(res.status(), await res.text()).toBe(200);
  const login = (await res.json()) as Session['login'];
  return { email, token: login.accessToken, login };
}

/** A verified job seeker with one profile of their own, made through the API. */
async function newSeekerWithProfile(
  request: APIRequestContext,
): Promise<{ seeker: Session; profileId: number }> {
  const { email, password } = await createVerifiedAccount(request, servers.main(), 'jobseeker');
  const seeker = await apiLogin(request, email, password);
  const res = await request.post('/api/upload_single_resume/', {
    headers: auth(seeker),
    data: {
      first_name: SEEKER_FIRST,
      last_name: SEEKER_LAST,
      email,
      mobile: '5125550142',
      city: CITY,
      state: 'TX',
      job_title: 'Site Reliability Engineer',
      technicalSkill: 'Kubernetes, Go, Terraform',
      experience_years: 6,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { seeker, profileId: ((await res.json()) as { profile: { id: number } }).profile.id };
}

async function pickOption(page: Page, select: RegExp, option: string): Promise<void> {
  await page.getByRole('button', { name: select }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe.serial('a recruiter hires through a job made from a template', () => {
  let recruiter: Session;
  let jobId: number;
  let applicationId: number;

  test.beforeAll(async ({ request }) => {
    recruiter = await newRecruiter(request, `Jobs ${suffix}`);
  });

  test('creates a template, fills a job from it, publishes it and sees it Open in /jobs', async ({
    page,
  }) => {
    await signIn(page, recruiter);

    // The template, through its form.
    await page.goto('/job_template/create');
    await expect(page.getByRole('heading', { name: 'Create Job Template', level: 1 })).toBeVisible();
    await page.getByRole('textbox', { name: 'Template name' }).fill(TEMPLATE);
    await page.getByRole('textbox', { name: 'Job Title' }).fill(TITLE);
    await pickOption(page, /Work location/, 'Hybrid');
    await pickOption(page, /Employment type/, 'Full-time');
    // City and state come from the master data lists; typed text is kept, and Escape closes the suggestions.
    await page.getByRole('combobox', { name: 'City', exact: true }).fill(CITY);
    await page.keyboard.press('Escape');
    await page.getByRole('combobox', { name: 'State', exact: true }).fill('TX');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('combobox', { name: 'State', exact: true })).toHaveValue('Texas (TX)');
    await page.getByRole('textbox', { name: 'Description' }).fill('Run our Kubernetes platform.');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page).toHaveURL(/\/job_template$/);
    await expect(
      page.getByRole('grid', { name: 'Job Template' }).getByRole('row', { name: new RegExp(TEMPLATE) }),
    ).toContainText(TITLE);

    // The job form, filled from it.
    await page.goto('/jobs/create-job');
    await expect(page.getByRole('heading', { name: 'Create Job', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Use template' }).click();
    const dialog = page.getByRole('dialog', { name: 'Use template' });
    await dialog.getByRole('button', { name: /Template/ }).click();
    await page.getByRole('option', { name: TEMPLATE, exact: true }).click();
    await dialog.getByRole('button', { name: 'Use', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('textbox', { name: 'Job Title' })).toHaveValue(TITLE);
    await expect(page.getByRole('combobox', { name: 'City', exact: true })).toHaveValue(CITY);
    await expect(page.getByRole('button', { name: /Work location/ })).toContainText('Hybrid');
    await expect(page.getByRole('button', { name: /Employment type/ })).toContainText('Full-time');
    await expect(page.getByRole('textbox', { name: 'Description' })).toHaveText(
      'Run our Kubernetes platform.',
    );

    // What publishing still needs: an expiry date. Then publish.
    await page.getByLabel('Expires On').fill(dateIn(60));
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page).toHaveURL(/\/view-job\/\d+$/);
    jobId = Number(/\/view-job\/(\d+)$/.exec(page.url())?.[1]);
    await expect(page.getByRole('heading', { name: TITLE, level: 1 })).toBeVisible();

    // Listed in /jobs, Open, with no applicants yet.
    await page.goto('/jobs');
    await expect(page.getByRole('heading', { name: 'Job Management', level: 1 })).toBeVisible();
    const row = page.getByRole('grid', { name: 'Jobs' }).getByRole('row', { name: new RegExp(TITLE) });
    await expect(row).toBeVisible();
    await expect(row.getByText('Open', { exact: true })).toBeVisible();
    await expect(row).toContainText(`${CITY}, TX`);
  });

  test('an application through the API reaches the bell and opens the received profiles', async ({
    page,
    request,
  }) => {
    expect(jobId, 'the first journey published a job').toBeGreaterThan(0);
    const { seeker, profileId } = await newSeekerWithProfile(request);

    await countOpenNotificationSockets(page);
    await signIn(page, recruiter);
    await page.goto('/jobs');
    await expect(page.getByRole('heading', { name: 'Job Management', level: 1 })).toBeVisible();
    const bell = page.getByRole('button', { name: /^Notifications/ });
    await expect(bell).toHaveAccessibleName('Notifications');
    await expect.poll(() => openNotificationSockets(page)).toBeGreaterThan(0);

    const applied = await request.post('/api/apply_job/', {
      headers: auth(seeker),
      data: { job_id: jobId, profile_id: profileId, cover_note: 'I run Kubernetes at scale.' },
    });
    expect(applied.status(), await applied.text()).toBe(201);
    const application = (await applied.json()) as { id: number; status: number; status_label: string };
    expect(application).toMatchObject({ status: 1, status_label: 'Job Applied' });
    applicationId = application.id;
    await expect(bell).toHaveAccessibleName('Notifications (1)');

    await bell.click();
    const entry = page.getByRole('menu', { name: 'Notifications' }).getByRole('menuitem');
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText(TITLE);
    await expect(entry).toContainText('1 profile received');
    await entry.click();
    await expect(page).toHaveURL(new RegExp(`/jobs/reveived/profiles/${jobId}$`));
    await expect(bell).toHaveAccessibleName('Notifications');
    await expect(page.getByRole('heading', { name: 'Received Profiles', level: 1 })).toBeVisible();
    const rows = page.getByRole('grid', { name: 'Received Profiles' }).getByRole('row');
    await expect(rows).toHaveCount(2);
    const applicant = rows.filter({ hasText: SEEKER_NAME });
    await expect(applicant).toContainText('Job Applied');
    await expect(applicant.getByRole('link', { name: SEEKER_NAME })).toHaveAttribute(
      'href',
      `/job_application?application=${applicationId}`,
    );
  });

  test('the recruiter moves it to Schedule Interview, then Offer Letter Provided, and the history shows both', async ({
    page,
  }) => {
    expect(applicationId, 'the second journey made an application').toBeGreaterThan(0);
    await signIn(page, recruiter);
    await page.goto(`/view-job/${jobId}?tab=pipeline`);
    const board = page.getByRole('region', { name: 'Applicant pipeline' });
    const column = (status: string) => board.getByRole('group', { name: new RegExp(`^${status}`) });
    const moveMenu = page.getByRole('menu', { name: `Move ${SEEKER_NAME} to` });
    const moveButton = board.getByRole('button', { name: `Move ${SEEKER_NAME} to` });

    await expect(column('Job Applied')).toContainText(SEEKER_NAME);
    // Only the legal moves are offered: no offer straight from Job Applied.
    await moveButton.click();
    await expect(moveMenu.getByRole('menuitem')).toHaveText([
      'Application viewed',
      'Schedule Interview',
      'Shortlist',
      'Reject',
      'Archived',
    ]);
    await moveMenu.getByRole('menuitem', { name: 'Schedule Interview' }).click();
    await expect(column('Schedule Interview')).toContainText(SEEKER_NAME);
    await expect(column('Job Applied')).not.toContainText(SEEKER_NAME);

    await moveButton.click();
    await moveMenu.getByRole('menuitem', { name: 'Offer Letter Provided' }).click();
    await expect(column('Offer Letter Provided')).toContainText(SEEKER_NAME);
    await expect(column('Schedule Interview')).not.toContainText(SEEKER_NAME);

    // The application's history, oldest first.
    await page.goto(`/job_application?application=${applicationId}`);
    const dialog = page.getByRole('dialog', { name: SEEKER_NAME });
    await expect(dialog).toContainText('Offer Letter Provided');
    const steps = dialog.getByRole('list', { name: 'Status history' }).getByRole('listitem');
    await expect(steps).toHaveText([
      /^Job Applied(?! to)/,
      /^Job Applied to Schedule Interview/,
      /^Schedule Interview to Offer Letter Provided/,
    ]);
    await expect(steps.nth(1)).toContainText(`by E2E Jobs ${suffix}`);
    await expect(steps.nth(2)).toContainText(`by E2E Jobs ${suffix}`);
  });
});
