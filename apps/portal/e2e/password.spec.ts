import {
  createVerifiedAccount,
  expect,
  loginThroughUi,
  readResetPathFromOutbox,
  servers,
  test,
} from './support/fixtures';

test('forgot password -> e-mailed link -> new password -> login; the link works once', async ({
  page,
  request,
}) => {
  const server = servers.main();
  const account = await createVerifiedAccount(request, server, 'jobseeker');

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot Password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  // The route's chunk loads in a transition: wait for the new page before typing.
  await expect(page.getByRole('heading', { name: 'Forgot Password?', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(account.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).not.toBeEmpty();

  const resetPath = await readResetPathFromOutbox(server.dataDir, account.email);
  const newPassword = 'Renewed#2026';
  await page.goto(resetPath);
  await page.getByRole('textbox', { name: 'New Password' }).fill(newPassword);
  await page.getByRole('textbox', { name: 'Confirm Password' }).fill(newPassword);
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.getByRole('status')).not.toBeEmpty();

  // The same link a second time: the server's message in the red alert.
  await page.goto(resetPath);
  await page.getByRole('textbox', { name: 'New Password' }).fill('Another#2026');
  await page.getByRole('textbox', { name: 'Confirm Password' }).fill('Another#2026');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.getByRole('alert')).not.toBeEmpty();

  await loginThroughUi(page, account.email, account.password);
  await expect(page.getByRole('alert')).toHaveText('Email or Password is Invalid');
  await loginThroughUi(page, account.email, newPassword);
  await expect(page).toHaveURL(/\/search_job$/);
});
