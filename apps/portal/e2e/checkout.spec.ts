import {
  createVerifiedAccount,
  expect,
  loginThroughUi,
  readCodeFromOutbox,
  servers,
  test,
  uniqueEmail,
} from './support/fixtures';
import { testWithOwnServer } from './own-server';

/**
 * Issue 25, "Checkout after sign-up": a new recruiter chooses a plan before verifying the e-mail, verifies,
 * lands on /check-out with the order summary, and pays in the sandbox checkout.
 */
test('a new recruiter picks a plan before verifying, then checks out right after verifying', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { dataDir } = servers.main();
  const email = uniqueEmail('checkout');

  await page.goto('/signup');
  await page.getByRole('textbox', { name: 'Full Name' }).fill('Cy Checkout');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Journey#2026');
  await page.getByRole('button', { name: /I am a/ }).click();
  await page.getByRole('option', { name: 'Recruiter', exact: true }).click();
  await page.getByRole('button', { name: 'Sign up' }).click();
  // An incomplete company profile sends a new recruiter to /profile, blurred until verified.
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('button', { name: 'Verify Email !' })).toBeVisible();

  // The plan label leads to the pricing page, which is usable before verifying.
  await page.getByRole('link', { name: /^Current plan: / }).click();
  await expect(page).toHaveURL(/\/pages\/pricing$/);
  await expect(page.getByRole('heading', { name: 'Choose Your Subscription', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Verify Email' })).toBeVisible();
  await page
    .getByRole('region', { name: 'TAT Momentum' })
    .getByRole('button', { name: 'Choose Plan' })
    .click();
  expect(await page.evaluate(() => localStorage.getItem('selected_plan'))).not.toBeNull();

  const dialog = page.getByRole('dialog', { name: 'Verify Email' });
  await dialog.getByLabel('Verification code').fill(await readCodeFromOutbox(dataDir, email));
  await dialog.getByRole('button', { name: 'Verify' }).click();

  await expect(page).toHaveURL(/\/check-out$/);
  await expect(page.getByRole('heading', { name: 'Check Out', level: 1 })).toBeVisible();
  const summary = page.getByRole('region', { name: 'TAT Momentum' });
  await expect(summary.getByRole('listitem')).toHaveText([
    '100 profile uploads per day',
    'View, rent or buy 80 public profiles per day',
    'Publish your profiles on the marketplace for TAT',
    'Up to 10 open jobs',
    '300 e-mail and SMS messages per day',
    'Runs 30 days from the payment',
  ]);
  await expect(page.getByTestId('due-today')).toHaveText('$7.99');
  await summary.getByRole('button', { name: 'Pay $7.99' }).click();

  await page.waitForURL(/\/api\/payment\/sandbox\/cs_sandbox_/);
  await page.getByRole('button', { name: 'Pay $7.99' }).click();
  await page.waitForURL(/\/payment\/success\/subscription\?session_id=cs_sandbox_/);
  await expect(page.getByText('Thank you! Your plan TAT Momentum is now active.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('selected_plan'))).toBeNull();
  const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('userData'))) ?? '{}') as {
    current_plan: [number, string] | null;
  };
  expect(stored.current_plan?.[1]).toBe('TAT Momentum');
});

/**
 * Issue 43: the portal opened on a second host name of the same server (PUBLIC_URL is http://localhost:PORT,
 * the browser is on http://127.0.0.1:PORT, listed in PUBLIC_ORIGINS). The sandbox checkout and its return
 * stay on the origin the checkout began on, whose storage holds the session: the buyer comes back signed in.
 */
const secondHost = testWithOwnServer('checkout-origin', (port) => ({
  PUBLIC_URL: `http://localhost:${port}`,
  PUBLIC_ORIGINS: `http://127.0.0.1:${port}`,
}));

secondHost(
  'a checkout started on a second host name returns there, signed in',
  async ({ page, request, ownServer }) => {
    const { email, password } = await createVerifiedAccount(request, ownServer, 'recruiter');
    const api = await request.post('/api/login', { data: { email, password } });
    expect(api.status(), await api.text()).toBe(200);
    const statement = await request.post('/api/profile-user', {
      headers: { authorization: `Bearer ${(await api.json()).accessToken}` },
      data: { about_company_statement: 'We hire data engineers.' },
    });
    expect(statement.status(), await statement.text()).toBe(200);
    await loginThroughUi(page, email, password);
    await expect(page).not.toHaveURL(/\/login/);
    const origin = new URL(page.url()).origin;
    expect(origin).toBe(ownServer.url);

    await page.goto('/pages/pricing');
    await page
      .getByRole('region', { name: 'TAT Momentum' })
      .getByRole('button', { name: 'Choose Plan' })
      .click();
    await page.waitForURL(/\/api\/payment\/sandbox\/cs_sandbox_/);
    expect(new URL(page.url()).origin).toBe(origin);
    await page.getByRole('button', { name: 'Pay $7.99' }).click();
    await page.waitForURL(/\/payment\/success\/subscription\?session_id=cs_sandbox_/);
    expect(new URL(page.url()).origin).toBe(origin);
    await expect(page.getByText('Thank you! Your plan TAT Momentum is now active.')).toBeVisible();
    // Signed in: the session is there and the app opens a signed-in page.
    expect(await page.evaluate(() => localStorage.getItem('userData'))).not.toBeNull();
    await page.goto('/wallet');
    await expect(page.getByRole('heading', { name: 'Wallet', level: 1 })).toBeVisible();
  },
);
