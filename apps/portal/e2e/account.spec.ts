import {
  createVerifiedAccount,
  expect,
  lastOutboxId,
  loginThroughUi,
  readCodeFromOutbox,
  readResetPathFromOutbox,
  servers,
  test,
  uniqueEmail,
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

test('login with an e-mailed code; the code also proves the address', async ({ page, request }) => {
  const server = servers.main();
  const email = uniqueEmail('otp');
  const res = await request.post(`${server.url}/api/auth/register`, {
    data: { full_name: 'Otto Code', email, password: 'Journey#2026', role: 'jobseeker' },
  });
  expect(res.status()).toBe(201);
  const before = lastOutboxId(server.dataDir, email);

  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in with an e-mailed code instead' }).click();
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send login code' }).click();
  await expect(page.getByRole('status')).not.toBeEmpty();
  const code = await readCodeFromOutbox(server.dataDir, email, before);
  await page.getByRole('textbox', { name: 'Login code' }).fill(code);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/search_job$/);
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Verify Email !' })).toHaveCount(0);
});
