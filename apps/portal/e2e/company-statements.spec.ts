import { createVerifiedAccount, expect, loginThroughUi } from './support/fixtures';
import { testWithOwnServer } from './own-server';

// Its own server and copy of the built portal (see own-server.ts).
const test = testWithOwnServer('statements');
/**
 * Issue 7: a recruiter without company statements is sent to /profile (from every page) until one is filled
 * in; saving it updates the stored userData, so the guard lets the recruiter go on. A job seeker is not held.
 */
test('a recruiter without company statements is held on /profile until one is saved; a job seeker is not', async ({
  page,
  request,
  ownServer,
}) => {
  test.setTimeout(90_000);
  const recruiter = await createVerifiedAccount(request, ownServer, 'recruiter');
  await loginThroughUi(page, recruiter.email, recruiter.password);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('status').filter({ hasText: 'Please complete your profile' })).toBeVisible();
  for (const path of ['/dashboard', '/keyword_management', '/pages/account-settings']) {
    await page.goto(path);
    await expect(page, `${path} is held`).toHaveURL(/\/profile$/);
  }

  // Saving with nothing filled in is refused on the page.
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('alert')).toHaveText('Fill in at least one company statement.');
  await expect(page).toHaveURL(/\/profile$/);

  await page
    .getByRole('textbox', { name: 'Equal employee opportunity' })
    .fill('We are an equal opportunity employer.');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('userData') ?? '{}'));
  expect(stored.equal_employee_opportunity).toBe('We are an equal opportunity employer.');
  await page.goto('/keyword_management');
  await expect(page.getByRole('heading', { name: 'Keyword Stream', level: 1 })).toBeVisible();
  // After a reload (stored userData read again) the recruiter still goes on.
  await page.reload();
  await expect(page).toHaveURL(/\/keyword_management$/);

  const seekerContext = await page.context().browser()!.newContext({ baseURL: ownServer.url });
  const seekerPage = await seekerContext.newPage();
  const seeker = await createVerifiedAccount(request, ownServer, 'jobseeker');
  await loginThroughUi(seekerPage, seeker.email, seeker.password);
  await expect(seekerPage).toHaveURL(/\/search_job$/);
  await seekerPage.goto('/user_dashboard');
  await expect(seekerPage).toHaveURL(/\/user_dashboard$/);
  await expect(seekerPage.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
  await seekerContext.close();
});
