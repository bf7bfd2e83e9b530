import { seriousViolations } from './support/axe';
import { createVerifiedAccount, expect, servers, test } from './support/fixtures';

/** axe (WCAG 2.1 AA, serious and critical) on the marketplace, wallet, pricing and payment screens. */

test('marketplace, purchase dialog, wallet, TAT packs, pricing and payment pages have no serious axe violations', async ({
  page,
  request,
}) => {
  // Eight axe scans of whole pages: over 80 s on a loaded machine.
  test.setTimeout(180_000);
  const { email, password } = await createVerifiedAccount(request, servers.main(), 'recruiter');
  const login = await request.post('/api/login', { data: { email, password } });
  const { accessToken } = (await login.json()) as { accessToken: string };
  await request.post('/api/profile-user', {
    headers: { authorization: `Bearer ${accessToken}` },
    data: { about_company_statement: 'We hire engineers.' },
  });
  const session = (await (await request.post('/api/login', { data: { email, password } })).json()) as {
    userData: Record<string, unknown>;
    accessToken: string;
    refreshToken: string;
  };
  await page.goto('/misc/coming-soon');
  await page.evaluate((s) => {
    localStorage.setItem('userData', JSON.stringify({ ...s.userData, refreshToken: s.refreshToken }));
    localStorage.setItem('is_email_verified', 'true');
    localStorage.setItem('accessToken', s.accessToken);
    localStorage.setItem('refreshToken', s.refreshToken);
  }, session);

  // The marketplace lists the demo accounts' public profiles.
  await page.goto('/market_place');
  const grid = page.getByRole('grid', { name: 'Market Place' });
  await expect(grid.getByRole('row').nth(1)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page), '/market_place').toEqual([]);
  await grid
    .getByRole('button', { name: /^Rent / })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: 'Rent Profile' }).getByRole('alert')).toBeVisible();
  expect(await seriousViolations(page), 'rent dialog').toEqual([]);
  await page.keyboard.press('Escape');

  for (const [path, heading] of [
    ['/wallet', 'Wallet'],
    ['/pages/tat-coins/purchase', 'Purchase TAT'],
    ['/pages/pricing', 'Choose Your Subscription'],
    ['/purchase-resume', 'My Rented Profile'],
    ['/resume-search', 'Search My Profile'],
    ['/payment/fail/subscription', 'Payment Failed'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page), path).toEqual([]);
  }
});
