import { seriousViolations } from './support/axe';
import { expect, loginThroughUi, readResetPathFromOutbox } from './support/fixtures';
import { testWithOwnServer } from './own-server';

/**
 * Issue 19 part B on the real server (its own, so signing the demo accounts in ends no other file's
 * sessions): the admin grants the demo recruiter 50 TAT with a reason on /apps/user-service-management and
 * the recruiter's wallet shows it; the demo freelancer adds a team member, who sets a password from the
 * invitation, signs in, and works in the owner's account (the owner's wallet on /fl_dashboard).
 */
const test = testWithOwnServer('team-services');

test('the admin grants the demo recruiter 50 TAT with a reason, and the wallet shows it', async ({
  page,
  browser,
}) => {
  await loginThroughUi(page, 'admin@example.com');
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/apps/user-service-management');
  await expect(page.getByRole('heading', { name: 'User Service Management', level: 1 })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search users' }).fill('recruiter@example.com');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const users = page.getByRole('grid', { name: 'Users' });
  await expect(users.getByRole('row')).toHaveCount(2);
  const row = users.getByRole('row', { name: /Rita Recruiter/ });
  // The demo recruiter starts with the seeded grant plus the demo world's sales (a fixed-seed seed).
  await expect(row).toContainText('1195');
  await row.getByRole('button', { name: 'Manage Rita Recruiter' }).click();

  const grant = page.getByRole('form', { name: 'Grant or deduct TAT' });
  await grant.getByRole('textbox', { name: 'Amount of TAT' }).fill('50');
  await grant.getByRole('textbox', { name: 'Reason' }).fill('Goodwill for the outage');
  await grant.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('50 TAT granted to Rita Recruiter')).toBeVisible();
  await expect(row).toContainText('1245');
  await expect(page.getByText(/service\.tat_grant · Ada Admin · Goodwill for the outage/)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // A deduction beyond the balance: the server's message, nothing moves.
  await grant.getByRole('textbox', { name: 'Amount of TAT' }).fill('-5000');
  await grant.getByRole('textbox', { name: 'Reason' }).fill('Too much');
  await grant.getByRole('button', { name: 'Apply' }).click();
  await expect(
    grant.getByText('Rita Recruiter has 1245 TAT: you cannot deduct 5000 TAT.').first(),
  ).toBeVisible();
  await expect(row).toContainText('1245');

  // The recruiter's wallet, in a browser of their own.
  const context = await browser.newContext();
  const recruiter = await context.newPage();
  await loginThroughUi(recruiter, 'recruiter@example.com');
  await expect(recruiter).not.toHaveURL(/\/login/);
  await recruiter.goto('/wallet');
  const balances = recruiter.getByRole('region', { name: 'Balances' });
  await expect(balances).toContainText('1,245 TAT');
  await expect(recruiter.getByText('Granted by Talent: Goodwill for the outage')).toBeVisible();
  await context.close();
});

test('the demo freelancer adds a team member, who signs in and works in the owner account', async ({
  page,
  browser,
  ownServer,
}) => {
  const email = `team.${Date.now().toString(36)}@example.org`;
  await loginThroughUi(page, 'freelancer@example.com');
  await expect(page).toHaveURL(/\/fl_dashboard/);
  await page.getByRole('link', { name: 'User Management' }).click();
  await expect(page.getByRole('heading', { name: 'User Management', level: 1 })).toBeVisible();
  await expect(page.getByText('No team members yet')).toBeVisible();
  await expect(page.getByText('0 of 2 team members on your plan.')).toBeVisible();
  await page.getByRole('button', { name: 'Add Team Member' }).click();
  await expect(page).toHaveURL(/\/create-user$/);
  await expect(page.getByRole('heading', { name: 'Create User', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'Full Name' }).fill('Tess Teammate');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  // The label is what a person clicks (react-aria keeps the input visually hidden under it).
  await page.getByText('Freelancer dashboard, work and profile', { exact: true }).click();
  await expect(page.getByRole('checkbox', { name: 'Freelancer dashboard, work and profile' })).toBeChecked();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Add Team Member' }).click();
  await expect(page).toHaveURL(/\/user-management$/);
  const row = page.getByRole('grid', { name: 'Team members' }).getByRole('row', { name: /Tess Teammate/ });
  await expect(row).toContainText('Invited');
  await expect(row).toContainText('Freelancer dashboard, work and profile');
  await expect(page.getByText('1 of 2 team members on your plan.')).toBeVisible();

  // The invitation: a set-password link from the reset machinery.
  const link = await readResetPathFromOutbox(ownServer.dataDir, email);
  const context = await browser.newContext();
  const member = await context.newPage();
  await member.goto(link);
  await member.getByRole('textbox', { name: 'New Password' }).fill('Teammate#2026');
  await member.getByRole('textbox', { name: 'Confirm Password' }).fill('Teammate#2026');
  await member.getByRole('button', { name: 'Set New Password' }).click();
  await expect(member.getByRole('status')).not.toBeEmpty();
  await loginThroughUi(member, email, 'Teammate#2026');
  await expect(member).toHaveURL(/\/fl_dashboard/);
  // The owner's wallet (the demo freelancer's 1000 TAT), and a menu without the team's pages.
  await expect(member.getByText('1,000 TAT', { exact: true })).toBeVisible();
  await expect(member.getByRole('link', { name: 'User Management' })).toHaveCount(0);
  await member.goto('/user-management');
  await expect(member).toHaveURL(/\/misc\/not-authorized/);

  // The owner sees the member has signed in.
  await page.reload();
  await expect(row).toContainText('Active');

  // The owner removes the member after a confirmation (answered by keyboard); nothing is deleted.
  await row.getByRole('button', { name: 'Remove Tess Teammate' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Remove Tess Teammate from your team?' });
  await expect(confirm).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await confirm.getByRole('button', { name: 'Remove' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Tess Teammate was removed from your team.')).toBeVisible();
  await expect(row).toContainText('Removed');
  await expect(page.getByText('0 of 2 team members on your plan.')).toBeVisible();

  // The member's session ends at once, and signing in again is refused with a clear message.
  await member.goto('/fl_dashboard');
  await expect(member.getByRole('alertdialog')).toContainText(
    'Your session has expired. Please log in again.',
  );
  await member.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
  await expect(member).toHaveURL(/\/login$/);
  await loginThroughUi(member, email, 'Teammate#2026');
  await expect(
    member.getByText('Your access to this team account has been removed. Contact the account owner.'),
  ).toBeVisible();
  await context.close();

  // Brought back, the member signs in again.
  await row.getByRole('button', { name: 'Reactivate Tess Teammate' }).click();
  await expect(row).toContainText('Active');
});

test('a team owner removes a member on a phone (390px)', async ({ browser, ownServer }) => {
  const context = await browser.newContext({ baseURL: ownServer.url, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await loginThroughUi(page, 'agency@example.com');
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/user-management');
  await expect(page.getByRole('heading', { name: 'User Management', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Add Team Member' }).click();
  await page.getByRole('textbox', { name: 'Full Name' }).fill('Pat Phone');
  await page.getByRole('textbox', { name: 'Email' }).fill(`phone.${Date.now().toString(36)}@example.org`);
  await page.getByRole('button', { name: 'Add Team Member' }).click();
  await expect(page).toHaveURL(/\/user-management$/);
  const row = page.getByRole('row', { name: /Pat Phone/ });
  await expect(row).toContainText('Invited');
  await row.getByRole('button', { name: 'Remove Pat Phone' }).click();
  // The toast of the addition is an alertdialog too: the confirmation is found by its title.
  const confirm = page.getByRole('alertdialog', { name: 'Remove Pat Phone from your team?' });
  await expect(confirm).toBeVisible();
  // The dialog fits the phone's width.
  const box = await confirm.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(row).toContainText('Removed');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await context.close();
});
