import { seriousViolations } from './support/axe';
import {
  createVerifiedAccount,
  expect,
  loginThroughUi,
  readResetPathFromOutbox,
  servers,
  test,
  uniqueEmail,
} from './support/fixtures';
import { countOpenNotificationSockets, openNotificationSockets } from './support/sockets';
import { apiLogin, auth, newRecruiter, signIn, type Session } from './profiles-helpers';

/**
 * Issue 43, the client portal on the real server: a recruiter invites the person of a client record from
 * Client Management; the invitation's link sets a password and the client lands on /dashboard, its portal,
 * with the job run for it. The recruiter shares the applicant with the client from the applicant view; the
 * client approves it with a comment; the recruiter's bell rings and the pipeline (Job Applications) shows
 * "Client: Approved" with the comment.
 */

const suffix = Date.now().toString(36);
const CLIENT = `Harbor Freight Lines ${suffix}`;
const TITLE = `Logistics Engineer ${suffix}`;
const CANDIDATE = `Robin Vale-${suffix}`;
const CLIENT_EMAIL = uniqueEmail('client-portal');
const CLIENT_PASSWORD = 'ClientPortal#2026';

test.describe.serial('from an invitation to an approved candidate in the recruiter pipeline', () => {
  let recruiter: Session;
  let jobId: number;
  let applicationId: number;

  test.beforeAll(async ({ request }) => {
    recruiter = await newRecruiter(request, `Client portal ${suffix}`);
    const client = await request.post('/api/manage-company/', {
      headers: auth(recruiter),
      data: { name: CLIENT, contacts: [{ name: 'Morgan Hale', email: CLIENT_EMAIL }] },
    });
    expect(client.status(), await client.text()).toBe(201);
    const job = await request.post('/api/create-job/', {
      headers: auth(recruiter),
      data: {
        title: TITLE,
        client_id: ((await client.json()) as { id: number }).id,
        description: '<p>Plan the routes.</p>',
        city: 'Austin',
        state: 'TX',
        work_location: 'hybrid',
        employment_type: 'full_time',
        skills: ['Routing', 'Python'],
        experience_years: 3,
        expires_on: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
        status: 'open',
      },
    });
    expect(job.status(), await job.text()).toBe(201);
    jobId = ((await job.json()) as { id: number }).id;
    // A job seeker with a profile applies.
    const { email, password } = await createVerifiedAccount(request, servers.main(), 'jobseeker');
    const seeker = await apiLogin(request, email, password);
    const profile = await request.post('/api/upload_single_resume/', {
      headers: auth(seeker),
      data: {
        first_name: 'Robin',
        last_name: `Vale-${suffix}`,
        email,
        mobile: '5125550199',
        city: 'Austin',
        state: 'TX',
        job_title: 'Route Planner',
        technicalSkill: 'Routing, Python',
        experience_years: 4,
      },
    });
    expect(profile.status(), await profile.text()).toBe(201);
    const applied = await request.post('/api/apply_job/', {
      headers: auth(seeker),
      data: { job_id: jobId, profile_id: ((await profile.json()) as { profile: { id: number } }).profile.id },
    });
    expect(applied.status(), await applied.text()).toBe(201);
    applicationId = ((await applied.json()) as { id: number }).id;
  });

  test('the recruiter invites the client from Client Management', async ({ page }) => {
    await signIn(page, recruiter);
    await page.goto('/client_management');
    await page.getByRole('button', { name: `Actions for ${CLIENT}` }).click();
    await page.getByRole('menuitem', { name: 'Invite to portal' }).click();
    const dialog = page.getByRole('dialog', { name: `Invite ${CLIENT} to the client portal` });
    // The contact's name and address are proposed.
    await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveValue(CLIENT_EMAIL);
    await expect(dialog.getByRole('textbox', { name: 'Full Name' })).toHaveValue('Morgan Hale');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText(`Invitation sent to ${CLIENT_EMAIL}`)).toBeVisible();
  });

  test('the client sets a password from the e-mail and lands on its portal', async ({ page }) => {
    const link = await readResetPathFromOutbox(servers.main().dataDir, CLIENT_EMAIL);
    await page.goto(link);
    await page.getByRole('textbox', { name: 'New Password' }).fill(CLIENT_PASSWORD);
    await page.getByRole('textbox', { name: 'Confirm Password' }).fill(CLIENT_PASSWORD);
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await expect(page.getByRole('status')).not.toBeEmpty();
    await loginThroughUi(page, CLIENT_EMAIL, CLIENT_PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Your jobs' })).toContainText(TITLE);
    await expect(page.getByText('No candidates shared yet')).toBeVisible();
    // The recruiter's pages stay closed.
    await page.goto('/jobs');
    await expect(page).toHaveURL(/\/misc\/not-authorized/);
  });

  test('the recruiter shares the applicant with the client', async ({ page }) => {
    await signIn(page, recruiter);
    await page.goto(`/job_application?application=${applicationId}`);
    const review = page.getByRole('region', { name: 'Client review' });
    await review.getByRole('textbox', { name: 'Note for the client' }).fill('Six years of routing work.');
    await review.getByRole('button', { name: 'Share with client' }).click();
    await expect(review.getByText('Shared, awaiting the client')).toBeVisible();
  });

  test('the client approves; the bell rings and the pipeline shows the answer', async ({ page, browser }) => {
    // The recruiter watches Job Applications with the bell's socket open.
    await countOpenNotificationSockets(page);
    await signIn(page, recruiter);
    await page.goto('/job_application');
    const bell = page.getByRole('button', { name: /^Notifications/ });
    await expect(bell).toHaveAccessibleName('Notifications');
    await expect.poll(() => openNotificationSockets(page)).toBeGreaterThan(0);

    const context = await browser.newContext();
    const client = await context.newPage();
    await loginThroughUi(client, CLIENT_EMAIL, CLIENT_PASSWORD);
    await expect(client).toHaveURL(/\/dashboard$/);
    const candidates = client.getByRole('list', { name: 'Candidates' });
    await expect(candidates).toContainText(CANDIDATE);
    await expect(candidates).toContainText('Your recruiter: Six years of routing work.');
    // No contact details reach the client.
    await expect(candidates).not.toContainText('5125550199');
    await client.getByRole('button', { name: `Approve ${CANDIDATE}` }).click();
    const dialog = client.getByRole('dialog', { name: `Answer on ${CANDIDATE}` });
    await expect(dialog.getByRole('radio', { name: 'Approve' })).toBeChecked();
    await dialog.getByRole('textbox', { name: /Comment for your recruiter/ }).fill('Let us make an offer.');
    await dialog.getByRole('button', { name: 'Send answer' }).click();
    await expect(client.getByText(`Your answer on ${CANDIDATE} was sent to your recruiter`)).toBeVisible();
    await context.close();

    await expect(bell).toHaveAccessibleName('Notifications (1)');
    await bell.click();
    const entry = page.getByRole('menu', { name: 'Notifications' }).getByRole('menuitem');
    await expect(entry).toContainText(`${CLIENT} answered ${CANDIDATE} for ${TITLE}: Approved`);
    await page.keyboard.press('Escape');

    // The list on screen follows the bell (it was read before the answer).

    const row = page
      .getByRole('grid', { name: 'Job Applications' })
      .getByRole('row', { name: new RegExp(CANDIDATE) });
    await expect(row).toContainText('Client: Approved');
    await page.goto(`/job_application?application=${applicationId}`);
    const review = page.getByRole('region', { name: 'Client review' });
    await expect(review).toContainText('Client: Approved');
    await expect(review).toContainText('Client comment: Let us make an offer.');
  });

  test('the client portal fits 1366 and 390 px wide and passes axe', async ({ page }, testInfo) => {
    await loginThroughUi(page, CLIENT_EMAIL, CLIENT_PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.getByRole('button', { name: /Show$/ }).click();
    await page.getByRole('option', { name: 'All candidates' }).click();
    await expect(page.getByRole('list', { name: 'Candidates' })).toContainText('Approved');
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.screenshot({ path: testInfo.outputPath('client-portal-1366.png'), fullPage: true });
    expect(await seriousViolations(page), '/dashboard (client)').toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('list', { name: 'Candidates' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: testInfo.outputPath('client-portal-390.png'), fullPage: true });
    expect(await seriousViolations(page), '/dashboard (client) at 390 px').toEqual([]);
  });
});
