import {
  createVerifiedAccount,
  expect,
  loginThroughUi,
  readResetPathFromOutbox,
  uniqueEmail,
} from './support/fixtures';
import { seriousViolations } from './support/axe';
import { testWithOwnServer } from './own-server';

/**
 * Issue 19, part A: the admin's custom role, and deactivation. Its own server: the demo admin's sign-ins must
 * not end other spec files' sessions (one session per account).
 */
const test = testWithOwnServer('user-admin');

test.describe('user administration', () => {
  test('a custom role "Reviewer" that reads profiles only: its holder sees only those pages', async ({
    browser,
    page,
    ownServer,
  }) => {
    await loginThroughUi(page, 'admin@example.com');
    await expect(page).toHaveURL(/\/dashboard$/);

    // The role, in the permission matrix, by keyboard for the checkbox.
    await page.goto('/create-user-role');
    await page.getByRole('textbox', { name: 'Role name' }).fill('Reviewer');
    const readRae = page.getByRole('checkbox', { name: 'Read Recruiter, admin and editor', exact: true });
    await readRae.focus();
    await page.keyboard.press('Space');
    await expect(readRae).toBeChecked();
    // Job seeker pages are no admin's to grant.
    await expect(page.getByRole('checkbox', { name: 'Read Job seeker', exact: true })).toBeDisabled();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Create Role' }).click();
    await expect(page).toHaveURL(/\/user-role-management$/);
    await expect(page.getByRole('rowheader', { name: /Reviewer/ })).toBeVisible();

    // A new user holding it; they get a link to set their password.
    const email = uniqueEmail('reviewer');
    await page.goto('/apps/user/create/');
    await page.getByRole('textbox', { name: 'Name' }).fill('Rita Reviewer');
    await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await page.getByRole('button', { name: /Role/ }).click();
    await page.getByRole('option', { name: 'Reviewer' }).click();
    await page.getByRole('button', { name: 'Create User' }).click();
    await expect(page).toHaveURL(/\/apps\/user\/view\/\d+$/);
    await expect(page.getByRole('heading', { name: 'Rita Reviewer', level: 1 })).toBeVisible();

    const link = await readResetPathFromOutbox(ownServer.dataDir, email);
    const other = await browser.newContext({ baseURL: ownServer.url });
    const reviewer = await other.newPage();
    await reviewer.goto(link);
    await reviewer.getByRole('textbox', { name: 'New Password' }).fill('Reviewer#2026');
    await reviewer.getByRole('textbox', { name: 'Confirm Password' }).fill('Reviewer#2026');
    await reviewer.getByRole('button', { name: 'Set New Password' }).click();
    await expect(reviewer.getByRole('status')).not.toBeEmpty();
    await loginThroughUi(reviewer, email, 'Reviewer#2026');
    await expect(reviewer).toHaveURL(/\/resume-management$/);

    const nav = reviewer.getByRole('navigation', { name: 'Main menu' });
    await expect(nav).toBeVisible();
    const links = await nav
      .locator('a[href]')
      .evaluateAll((as) => [
        ...new Set(as.map((a) => a.getAttribute('href') ?? '').filter((h) => h.startsWith('/'))),
      ]);
    expect(links.sort()).toEqual(
      [
        '/resume-uploader',
        '/resume-management',
        '/resume-search',
        '/keyword_management',
        '/domain_management',
        '/keyword_exclusion',
        '/experience_keyword',
        '/app/profile/uploade',
      ].sort(),
    );
    for (const foreign of ['/wallet', '/dashboard', '/apps/user/list', '/search_job']) {
      await reviewer.goto(foreign);
      await expect(reviewer).toHaveURL(/\/misc\/not-authorized$/);
    }
    await other.close();
  });

  test('deactivating a user signed in elsewhere ends that session', async ({
    browser,
    page,
    request,
    ownServer,
  }) => {
    const account = await createVerifiedAccount(request, ownServer, 'jobseeker');
    const elsewhere = await browser.newContext({ baseURL: ownServer.url });
    const theirs = await elsewhere.newPage();
    await loginThroughUi(theirs, account.email, account.password);
    await expect(theirs).toHaveURL(/\/search_job$/);

    await loginThroughUi(page, 'admin@example.com');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/apps/user/list');
    const search = page.getByRole('searchbox', { name: 'Search by name or e-mail' });
    await search.fill(account.email);
    await search.press('Enter');
    const row = page.getByRole('row').filter({ hasText: account.email });
    await expect(row).toHaveCount(1);
    // The checkbox input is visually hidden inside its label: the label takes the click.
    await row.locator('label').first().click();
    await expect(row.getByRole('checkbox')).toBeChecked();
    await page.getByRole('button', { name: 'Deactivate', exact: true }).click();
    await expect(page.getByText('1 user deactivated.')).toBeVisible();
    await expect(row.getByText('Inactive')).toBeVisible();

    // Their next call answers 401 and the refresh fails: the portal signs them out.
    await theirs.reload();
    await expect(theirs.getByRole('alertdialog')).toContainText(
      'Your session has expired. Please log in again.',
    );
    await theirs.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
    await expect(theirs).toHaveURL(/\/login$/);
    // And signing in again is refused with a clear message.
    await loginThroughUi(theirs, account.email, account.password);
    await expect(
      theirs.getByText('This account has been deactivated. Contact the administrator.'),
    ).toBeVisible();
    await elsewhere.close();
  });
});
