/** Issue 44 part B: an account holder downloads the archive of their data through the e-mailed link, then
 * deletes the account: signed out at once, back in during the grace period with "Keep my account", and the
 * e-mailed undo link. */
import type { Page } from '@playwright/test';
import {
  createVerifiedAccount,
  expect,
  loginThroughUi,
  readLinkFromOutbox,
  servers,
  test,
} from './support/fixtures';

async function openYourData(page: Page) {
  await page.goto('/pages/account-settings');
  await page.getByRole('tab', { name: 'Your data' }).click();
  await expect(page.getByRole('heading', { name: 'Download my data', level: 2 })).toBeVisible();
}

test('download my data by the e-mailed link, then delete the account with its grace period and undo', async ({
  page,
  request,
}) => {
  const server = servers.main();
  const account = await createVerifiedAccount(request, server, 'jobseeker');
  await loginThroughUi(page, account.email, account.password);
  await expect(page).toHaveURL(/\/search_job$/);

  // The archive: asked on the page, built in the background, its state shown, its link e-mailed.
  await openYourData(page);
  await page.getByRole('button', { name: 'Download my data' }).click();
  await expect(page.getByText('We are preparing your archive.')).toBeVisible();
  await expect(page.getByText('Ready', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download my data' })).toBeDisabled();
  const link = await readLinkFromOutbox(
    server.dataDir,
    account.email,
    /\/api\/account\/data-export\/\d+\/[\w-]+/,
  );
  const archive = await request.get(`${server.url}${link}`);
  expect(archive.status()).toBe(200);
  expect(archive.headers()['content-type']).toBe('application/zip');
  const bytes = await archive.body();
  expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  expect(bytes.includes(Buffer.from('data.json'))).toBe(true);

  // Deleting: the dialog says what happens, the password confirms, the session ends at once.
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(/will be deleted in 14 days/)).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // Back in during the grace period: the banner, and "Keep my account".
  await loginThroughUi(page, account.email, account.password);
  await expect(page).toHaveURL(/\/search_job$/);
  await expect(page.getByText('Account deletion scheduled')).toBeVisible();
  await page.getByRole('button', { name: 'Keep my account' }).click();
  await expect(page.getByText('Account deletion scheduled')).toBeHidden();

  // Asked again, then undone by the e-mailed link, without signing in.
  await openYourData(page);
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await page
    .getByRole('dialog')
    .getByRole('textbox', { name: 'Password', exact: true })
    .fill(account.password);
  await page.getByRole('dialog').getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/login$/);
  const undo = await readLinkFromOutbox(
    server.dataDir,
    account.email,
    /\/undo-account-deletion\/\d+\/[\w-]+/,
  );
  await page.goto(undo);
  await page.getByRole('button', { name: 'Keep my account' }).click();
  await expect(page.getByRole('status')).toContainText('Your account will not be deleted.');
  await loginThroughUi(page, account.email, account.password);
  await expect(page).toHaveURL(/\/search_job$/);
  await openYourData(page);
  await expect(page.getByRole('button', { name: 'Delete my account' })).toBeEnabled();
  await expect(page.getByText('Account deletion scheduled')).toBeHidden();
});
