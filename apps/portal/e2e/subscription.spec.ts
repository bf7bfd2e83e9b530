import type { APIRequestContext, Page } from '@playwright/test';
import { createVerifiedAccount, expect, servers, test } from './support/fixtures';

/** A new recruiter buys a plan through the sandbox checkout; a cancelled checkout lands on the fail page. */

async function recruiterSession(request: APIRequestContext) {
  const { email, password } = await createVerifiedAccount(request, servers.main(), 'recruiter');
  const first = await request.post('/api/login', { data: { email, password } });
  expect(first.status()).toBe(200);
  const { accessToken } = (await first.json()) as { accessToken: string };
  const saved = await request.post('/api/profile-user', {
    headers: { authorization: `Bearer ${accessToken}` },
    data: { about_company_statement: 'We hire engineers.' },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const res = await request.post('/api/login', { data: { email, password } });
  expect(res.status()).toBe(200);
  return (await res.json()) as {
    userData: Record<string, unknown>;
    accessToken: string;
    refreshToken: string;
  };
}

async function signIn(page: Page, session: Awaited<ReturnType<typeof recruiterSession>>) {
  await page.goto('/misc/coming-soon');
  await page.evaluate((s) => {
    localStorage.clear();
    localStorage.setItem('userData', JSON.stringify({ ...s.userData, refreshToken: s.refreshToken }));
    localStorage.setItem('is_email_verified', 'true');
    localStorage.setItem('accessToken', s.accessToken);
    localStorage.setItem('refreshToken', s.refreshToken);
  }, session);
}

const planLabel = (page: Page) => page.getByRole('link', { name: /^Current plan: / });

test('a recruiter buys a plan in the sandbox checkout, the top bar follows; a cancelled checkout fails', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const session = await recruiterSession(request);
  await signIn(page, session);
  await page.goto('/pages/pricing');
  await expect(page.getByRole('heading', { name: 'Choose Your Subscription', level: 1 })).toBeVisible();
  await expect(planLabel(page)).toHaveText('no Plan');

  const velocity = page.getByRole('region', { name: 'TAT Velocity' });
  await expect(
    page.getByRole('region', { name: 'TAT Kickstart' }).getByRole('button', { name: 'Free Plan' }),
  ).toBeDisabled();
  await velocity.getByRole('button', { name: 'Choose Plan' }).click();

  // Sandbox checkout on the server; payment details were saved before the redirect.
  await page.waitForURL(/\/api\/payment\/sandbox\/cs_sandbox_/);
  await expect(page.getByRole('heading', { name: 'Sandbox checkout' })).toBeVisible();
  // The checkout names the plan as the card does, and its favicon is served (no 404 in the console).
  await expect(page.getByText('TAT Velocity (monthly plan)')).toBeVisible();
  const favicon = await page.request.get('/favicon.ico');
  expect(favicon.status()).toBe(200);
  expect(favicon.headers()['content-type']).toMatch(/^image\//);
  expect(
    JSON.parse((await page.evaluate(() => localStorage.getItem('payment_details'))) ?? 'null'),
  ).toMatchObject({
    success: '/payment/success/subscription',
    fail: '/payment/fail/subscription',
  });
  await page.getByRole('button', { name: 'Pay $12.99' }).click();

  await page.waitForURL(/\/payment\/success\/subscription\?session_id=cs_sandbox_/);
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
  await expect(page.getByText('Thank you! Your plan TAT Velocity is now active.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('payment_details'))).toBeNull();
  const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('userData'))) ?? '{}') as {
    current_plan: [number, string] | null;
  };
  expect(stored.current_plan?.[1]).toBe('TAT Velocity');

  // The top bar's plan label follows the active plan; the card is the Activated Plan.
  await page.getByRole('link', { name: 'View Plans' }).click();
  await expect(page.getByRole('heading', { name: 'Choose Your Subscription', level: 1 })).toBeVisible();
  await expect(planLabel(page)).toHaveText('TAT Velocity');
  await expect(velocity.getByRole('button', { name: 'Activated Plan' })).toBeDisabled();
  // One set of plan names: the badge reads exactly as the card's heading.
  const cardName = await velocity.getByRole('heading').first().textContent();
  expect(cardName?.trim()).toBe(((await planLabel(page).textContent()) ?? '').trim());

  // A cancelled checkout shows the fail page and changes nothing.
  await page
    .getByRole('region', { name: 'TAT Infinity' })
    .getByRole('button', { name: 'Choose Plan' })
    .click();
  await page.waitForURL(/\/api\/payment\/sandbox\//);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.waitForURL(/\/payment\/fail\/subscription/);
  await expect(page.getByRole('heading', { name: 'Payment Failed' })).toBeVisible();
  await expect(page.getByText('The checkout was cancelled. No money was taken.')).toBeVisible();
  await page.getByRole('link', { name: 'Try Again' }).click();
  await expect(planLabel(page)).toHaveText('TAT Velocity');
  await expect(velocity.getByRole('button', { name: 'Activated Plan' })).toBeDisabled();
});
