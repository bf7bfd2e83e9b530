import {
  DEMO_PASSWORD,
  expect,
  lastOutboxId,
  loginThroughUi,
  readCodeFromOutbox,
  servers,
  test,
  uniqueEmail,
} from './support/fixtures';

test.describe('sign-up journey', () => {
  test('register -> code from the outbox -> verify -> log in -> land on the job seeker page', async ({
    page,
  }) => {
    const { dataDir } = servers.main();
    const email = uniqueEmail('seeker');
    const password = 'Journey#2026';

    await page.goto('/register');
    await page.getByRole('textbox', { name: 'Full Name' }).fill('Jo Journey');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
    await page.getByRole('button', { name: /I am a/ }).click();
    await page.getByRole('option', { name: 'Job Seeker', exact: true }).click();
    await page.getByRole('button', { name: 'Sign up' }).click();

    // Signed in but not verified: the page is blurred behind the overlay.
    await expect(page).toHaveURL(/\/search_job$/);
    const verifyButton = page.getByRole('button', { name: 'Verify Email !' });
    await expect(verifyButton).toBeVisible();

    const code = await readCodeFromOutbox(dataDir, email);
    await verifyButton.click();
    const dialog = page.getByRole('dialog', { name: 'Verify Email' });
    const field = dialog.getByLabel('Verification code');

    // A wrong code: the server's first message in a red alert.
    await field.fill(code === '0000' ? '1111' : '0000');
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expect(dialog.getByRole('alert')).not.toBeEmpty();

    await field.fill(code);
    await dialog.getByRole('button', { name: 'Verify' }).click();
    // A job seeker has the page reloaded; the overlay is gone.
    await expect(verifyButton).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    expect(
      await page.evaluate(() => JSON.parse(localStorage.getItem('userData') ?? '{}').is_email_verified),
    ).toBe(true);

    // Log out: all local storage is cleared.
    await page.getByRole('button', { name: 'Account: Jo Journey' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.length)).toBe(0);

    await loginThroughUi(page, email, password);
    await expect(page).toHaveURL(/\/search_job$/);
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Verify Email !' })).toHaveCount(0);
  });

  test('a new recruiter verifies, completes the company profile and reaches the dashboard', async ({
    page,
  }) => {
    const { dataDir } = servers.main();
    const email = uniqueEmail('recruiter');
    await page.goto('/signup');
    await page.getByRole('textbox', { name: 'Full Name' }).fill('Rae Journey');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Journey#2026');
    await page.getByRole('button', { name: /I am a/ }).click();
    await page.getByRole('option', { name: 'Recruiter', exact: true }).click();
    await page.getByRole('button', { name: 'Sign up' }).click();

    // Incomplete profile: forced to /profile, blurred until verified.
    await expect(page).toHaveURL(/\/profile$/);
    const before = lastOutboxId(dataDir, email);
    await page.getByRole('button', { name: 'Verify Email !' }).click();
    const dialog = page.getByRole('dialog', { name: 'Verify Email' });
    await dialog.getByRole('button', { name: 'Resend Code' }).click();
    await expect(page.getByText('A new verification code has been sent to your e-mail.')).toBeVisible();
    const code = await readCodeFromOutbox(dataDir, email, before);
    await dialog.getByLabel('Verification code').fill(code);
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/profile$/);

    await page
      .getByRole('textbox', { name: 'About the company' })
      .fill('Journey Hiring Ltd. places engineers.');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Current plan: / })).toBeVisible();
  });
});

const LANDINGS: Array<[email: string, path: string]> = [
  ['admin@example.com', '/dashboard'],
  ['recruiter@example.com', '/dashboard'],
  ['agency@example.com', '/dashboard'],
  ['enterprise@example.com', '/dashboard'],
  ['flenterprise@example.com', '/dashboard'],
  ['jobseeker@example.com', '/search_job'],
  ['freelancer@example.com', '/fl_dashboard'],
  ['editor@example.com', '/resume-management'],
  ['client@example.com', '/dashboard'],
];

test.describe('demo accounts', () => {
  for (const [email, path] of LANDINGS) {
    test(`${email} lands on ${path} after login`, async ({ page }) => {
      await loginThroughUi(page, email);
      await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`));
      await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    });
  }

  test('a job seeker opening a recruiter route gets /misc/not-authorized', async ({ page }) => {
    await loginThroughUi(page, 'jobseeker@example.com');
    await expect(page).toHaveURL(/\/search_job$/);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/misc\/not-authorized$/);
    await expect(page.getByRole('heading', { name: 'You are not authorized!' })).toBeVisible();
  });

  test('a signed-in user opening /login is sent home', async ({ page }) => {
    await loginThroughUi(page, 'freelancer@example.com');
    await expect(page).toHaveURL(/\/fl_dashboard$/);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/fl_dashboard$/);
    await page.goto('/register');
    await expect(page).toHaveURL(/\/fl_dashboard$/);
  });

  test('a wrong password shows the error and signs nobody in', async ({ page }) => {
    await loginThroughUi(page, 'recruiter@example.com', `${DEMO_PASSWORD}-wrong`);
    await expect(page.getByRole('alert')).toHaveText('Email or Password is Invalid');
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  });
});
