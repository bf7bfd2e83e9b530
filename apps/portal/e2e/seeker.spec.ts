import type { APIRequestContext, Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import {
  DEMO_PASSWORD,
  expect,
  loginThroughUi,
  readResetPathFromOutbox,
  uniqueEmail,
} from './support/fixtures';
import { countOpenNotificationSockets, openNotificationSockets } from './support/sockets';
import { corpus } from './profiles-helpers';
import { testWithOwnServer } from './own-server';

/**
 * Issue 16, the job seeker's side on the real server. Its own server (own-server.ts): these journeys sign
 * in the demo job seeker, and a login ends the account's other sessions.
 * 1. The demo job seeker searches, filters (kept in the URL: back and forward restore it), and opens the job
 *    the demo recruiter posted (already applied to in the seed).
 * 2. The seeker applies to another job with their uploaded profile and finds it in /my_applied_job as
 *    "Job Applied"; the job's owner moves it, and the list shows "Schedule Interview" without a reload.
 * 3. A guest applies on the public job page with a PDF from the corpus, follows the e-mailed link, sets a
 *    password, signs in and sees the application.
 * 4. The search works by keyboard alone; the seeker's pages pass axe in every skin.
 */
const test = testWithOwnServer('seeker');
const SKINS = ['light', 'bordered', 'dark', 'semi-dark'] as const;

async function jobId(request: APIRequestContext, title: string): Promise<number> {
  const res = await request.post('/api/search_job/', { data: { search: title, search_type: 'AND' } });
  expect(res.status(), await res.text()).toBe(200);
  const { results } = (await res.json()) as { results: Array<{ id: number; title: string }> };
  const job = results.find((j) => j.title === title);
  if (!job) throw new Error(`No public job "${title}"`);
  return job.id;
}

async function apiToken(request: APIRequestContext, email: string): Promise<string> {
  const res = await request.post('/api/login', { data: { email, password: DEMO_PASSWORD } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { accessToken: string }).accessToken;
}

/** The job cards (each card holds a list of its skills too). */
const results = (page: Page) => page.getByRole('list', { name: 'Jobs' }).locator(':scope > li');

async function signInSeeker(page: Page): Promise<void> {
  await loginThroughUi(page, 'jobseeker@example.com');
  await expect(page).toHaveURL(/\/search_job$/);
}

test.describe.serial('job seekers', () => {
  test('the demo job seeker searches, filters and opens the demo recruiter’s job', async ({ page }) => {
    await signInSeeker(page);
    await expect(results(page)).toHaveCount(3);

    await page.getByRole('searchbox', { name: 'Search jobs' }).fill('Engineer');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/[?&]q=Engineer/);
    await expect(results(page)).toHaveCount(2);
    await expect(results(page).getByRole('link', { name: 'Frontend Developer' })).toHaveCount(0);

    await page.getByRole('button', { name: /Work location$/ }).click();
    await page.getByRole('option', { name: 'Hybrid', exact: true }).click();
    await page.getByRole('button', { name: 'Apply Filters' }).click();
    await expect(page).toHaveURL(/work_location=hybrid/);
    await expect(results(page)).toHaveCount(1);
    const card = results(page).first();
    await expect(card.getByRole('link', { name: 'Senior TypeScript Engineer' })).toBeVisible();
    await expect(card).toContainText('Bright Hire LLC');
    await expect(card).toContainText('Applied');

    // The query lives in the URL: back drops the filter, forward brings it again.
    await page.goBack();
    await expect(page).not.toHaveURL(/work_location/);
    await expect(results(page)).toHaveCount(2);
    await page.goForward();
    await expect(results(page)).toHaveCount(1);

    await card.getByRole('link', { name: 'Senior TypeScript Engineer' }).click();
    await expect(page).toHaveURL(/\/search_job\/apply_job\?job=\d+/);
    await expect(page.getByRole('heading', { name: 'Senior TypeScript Engineer', level: 1 })).toBeVisible();
    await expect(page.getByText('Bright Hire LLC').first()).toBeVisible();
    // Already applied in the seed: said instead of the form.
    await expect(page.getByRole('button', { name: 'Confirm' })).toHaveCount(0);
  });

  test('applies with an uploaded profile and sees the recruiter’s move live in /my_applied_job', async ({
    page,
    request,
  }) => {
    const id = await jobId(request, 'Frontend Developer');
    await countOpenNotificationSockets(page);
    await signInSeeker(page);
    await page.goto(`/search_job/apply_job?job=${id}`);
    await expect(page.getByRole('heading', { name: 'Frontend Developer', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: /Profile to send$/ }).click();
    await page.getByRole('option').first().click();
    await page.getByRole('textbox', { name: 'Cover note (optional)' }).fill('React is my daily tool.');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Your application to Frontend Developer has been sent.')).toBeVisible();

    await page.getByRole('link', { name: 'See it in Applied Job' }).click();
    await expect(page).toHaveURL(/\/my_applied_job$/);
    const mine = page
      .getByRole('list', { name: 'My applications' })
      .locator(':scope > li')
      .filter({ has: page.getByRole('link', { name: 'Frontend Developer' }) });
    await expect(mine).toContainText('Job Applied');
    await expect.poll(() => openNotificationSockets(page)).toBeGreaterThan(0);

    // The job's owner (the demo enterprise) moves it; the seeker's page follows without a reload.
    const token = await apiToken(request, 'enterprise@example.com');
    const listed = await request.get(`/api/job_application?job_id=${id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(listed.status(), await listed.text()).toBe(200);
    const [application] = ((await listed.json()) as { results: Array<{ id: number }> }).results;
    const moved = await request.patch(`/api/chang_status/${application!.id}`, {
      headers: { authorization: `Bearer ${token}` },
      data: { status: 3 },
    });
    expect(moved.status(), await moved.text()).toBe(200);
    await expect(mine.getByText('Schedule Interview').first()).toBeVisible({ timeout: 5_000 });
    await expect(mine.getByRole('list', { name: /^Status history/ }).getByRole('listitem')).toHaveCount(2);
  });

  test('a guest applies with a PDF, sets a password from the e-mail and follows the application', async ({
    browser,
    request,
    ownServer,
  }) => {
    const id = await jobId(request, 'Backend Engineer (Node.js)');
    const context = await browser.newContext({ baseURL: ownServer.url });
    const page = await context.newPage();
    const email = uniqueEmail('guest');
    await page.goto(`/public-job/${id}`);
    await expect(page.getByRole('heading', { name: 'Backend Engineer (Node.js)', level: 1 })).toBeVisible();
    await page.getByRole('textbox', { name: 'Your name' }).fill('Gale Guest');
    await page.getByRole('textbox', { name: 'Your e-mail' }).fill(email);
    await page.locator('input[type=file]').setInputFiles(corpus('pdf/John_Doe_ClassicTheme_CV.pdf'));
    await expect(page.getByText('John_Doe_ClassicTheme_CV.pdf')).toBeVisible();
    await page.getByRole('button', { name: 'Send application' }).click();
    await expect(page.getByText(/We sent you an e-mail with a link to set a password/)).toBeVisible();

    const link = await readResetPathFromOutbox(ownServer.dataDir, email);
    await page.goto(link);
    const password = 'Guest#2026';
    await page.getByRole('textbox', { name: 'New Password' }).fill(password);
    await page.getByRole('textbox', { name: 'Confirm Password' }).fill(password);
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await expect(page.getByRole('status')).not.toBeEmpty();

    await loginThroughUi(page, email, password);
    await expect(page).toHaveURL(/\/search_job$/);
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Applied Job' })
      .click();
    const mine = page.getByRole('list', { name: 'My applications' }).locator(':scope > li').first();
    await expect(mine.getByRole('link', { name: 'Backend Engineer (Node.js)' })).toBeVisible();
    await expect(mine).toContainText('Job Applied');
    await context.close();
  });

  test('the search works by keyboard alone', async ({ page }) => {
    await signInSeeker(page);
    const box = page.getByRole('searchbox', { name: 'Search jobs' });
    await box.focus();
    await page.keyboard.type('Backend');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/[?&]q=Backend/);
    await expect(results(page)).toHaveCount(1);
    // Tab on (past the search box, the filters and the sort) until the job's link has the focus.
    const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    for (let i = 0; i < 60 && (await focused()) !== 'Backend Engineer (Node.js)'; i += 1)
      await page.keyboard.press('Tab');
    const link = results(page).getByRole('link', { name: 'Backend Engineer (Node.js)' });
    await expect(link).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Backend Engineer (Node.js)', level: 1 })).toBeVisible();
  });

  test('the job seeker’s pages have no serious axe violations in any skin', async ({ page, request }) => {
    // Twenty axe scans of whole pages (five pages, four skins each).
    test.setTimeout(180_000);
    const id = await jobId(request, 'Backend Engineer (Node.js)');
    await signInSeeker(page);
    const pages: Array<[string, string]> = [
      ['/search_job', 'Search Job'],
      [`/search_job/apply_job?job=${id}`, 'Backend Engineer (Node.js)'],
      ['/my_applied_job', 'Applied Job'],
      ['/user_dashboard', 'Welcome, Jane Jobseeker'],
      [`/public-job/${id}`, 'Backend Engineer (Node.js)'],
    ];
    for (const [path, heading] of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      // The skins are themes on <html data-skin> (prerender.spec.ts shows the stored choice lands there).
      for (const skin of SKINS) {
        await page.evaluate((s) => document.documentElement.setAttribute('data-skin', s), skin);
        await expect(page.locator('html')).toHaveAttribute('data-skin', skin);
        expect(await seriousViolations(page), `${path} in ${skin}`).toEqual([]);
      }
    }
  });
});
