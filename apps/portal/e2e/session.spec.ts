import {
  createVerifiedAccount,
  expect,
  expiredAccessToken,
  loginThroughUi,
  openAndWaitForSections,
  PROFILE_SECTION_PATHS,
  SECTIONS_PAGE,
  servers,
  test,
} from './support/fixtures';

test.describe('sessions', () => {
  test('a second login elsewhere ends the first session with the "Session Expired" alert', async ({
    browser,
    request,
  }) => {
    const server = servers.main();
    const account = await createVerifiedAccount(request, server, 'jobseeker');

    const first = await browser.newContext({ baseURL: server.url });
    const page = await first.newPage();
    await loginThroughUi(page, account.email, account.password);
    await expect(page).toHaveURL(/\/search_job$/);
    await openAndWaitForSections(page, SECTIONS_PAGE);

    const second = await browser.newContext({ baseURL: server.url });
    const other = await second.newPage();
    await loginThroughUi(other, account.email, account.password);
    await expect(other).toHaveURL(/\/search_job$/);

    // The first session's next call answers 406.
    await page.reload();
    const alert = page.getByRole('alertdialog');
    await expect(alert).toBeVisible();
    await expect(alert.getByRole('heading', { name: 'Session Expired' })).toBeVisible();
    await expect(alert).toContainText(
      'You are logged in on a different device, so your session has expired.',
    );
    await expect(page.getByRole('alertdialog')).toHaveCount(1);
    await alert.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.length)).toBe(0);

    // The second device is still signed in.
    await openAndWaitForSections(other, SECTIONS_PAGE);
    await expect(other.getByRole('alertdialog')).toHaveCount(0);
    await first.close();
    await second.close();
  });

  test('an expired access token is refreshed once for five and more parallel calls', async ({
    browser,
    request,
  }) => {
    const server = servers.main();
    const account = await createVerifiedAccount(request, server, 'jobseeker');
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    await loginThroughUi(page, account.email, account.password);
    await expect(page).toHaveURL(/\/search_job$/);
    // Wait on a page that makes no calls of its own, and until the app's start-up calls have answered: a
    // start-up call still in flight when the token is swapped below would refresh before the counting starts
    // (it did, on a loaded machine).
    await page.goto('/pages/faq');
    await page.waitForLoadState('networkidle');

    // The server checks a token's expiry with its own clock, and the portal only learns of it from a 401, so
    // the test expires the token instead of waiting for it: the same session's claims, signed with the
    // server's key, with an expiry in the past.
    const issued = await page.evaluate(() => localStorage.getItem('accessToken'));
    const tokenBefore = expiredAccessToken(server.dataDir, issued ?? '');
    await page.evaluate((token) => localStorage.setItem('accessToken', token), tokenBefore);

    const refreshCalls: string[] = [];
    const unauthorized: string[] = [];
    const replayed: string[] = [];
    // The refresh answer is held, as a slow network would, until all six section calls have gone out with the
    // expired token and got 401: every one of them must wait for that one refresh.
    let releaseRefresh = () => {};
    const sectionsRejected = new Promise<void>((resolve) => (releaseRefresh = resolve));
    page.on('request', (req) => {
      if (new URL(req.url()).pathname === '/api/refreshToken') refreshCalls.push(req.url());
    });
    page.on('response', (res) => {
      const { pathname } = new URL(res.url());
      if (!pathname.startsWith('/api/') || pathname === '/api/refreshToken') return;
      if (res.status() === 401) unauthorized.push(pathname);
      else if (res.ok()) replayed.push(pathname);
      if (PROFILE_SECTION_PATHS.every((section) => unauthorized.includes(section))) releaseRefresh();
    });
    await page.route('**/api/refreshToken', async (route) => {
      await sectionsRejected;
      await route.continue();
    });

    // That page reads the six sections at once (and the account): parallel calls with the expired token.
    await openAndWaitForSections(page, SECTIONS_PAGE);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);

    expect(unauthorized.length).toBeGreaterThanOrEqual(5);
    expect(refreshCalls).toHaveLength(1);
    // Every call that got 401 was replayed with the new token and answered.
    // Calls outside the sections (the socket ticket, the start-up user_detail) may be answered a moment later.
    for (const pathname of new Set(unauthorized)) await expect.poll(() => replayed).toContain(pathname);
    for (const pathname of PROFILE_SECTION_PATHS) expect(unauthorized).toContain(pathname);
    const tokenAfter = await page.evaluate(() => localStorage.getItem('accessToken'));
    expect(tokenAfter).not.toBe(tokenBefore);
    await context.close();
  });
});
