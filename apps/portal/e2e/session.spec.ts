import {
  createVerifiedAccount,
  DEMO_PASSWORD,
  expect,
  loginThroughUi,
  findPageReadingAllSections,
  openAndWaitForSections,
  PROFILE_SECTION_PATHS,
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
    const sectionsPage = await findPageReadingAllSections(page);
    await openAndWaitForSections(page, sectionsPage);

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
    await openAndWaitForSections(other, sectionsPage);
    await expect(other.getByRole('alertdialog')).toHaveCount(0);
    await first.close();
    await second.close();
  });

  test('an expired access token is refreshed once for five and more parallel calls', async ({
    browser,
    request,
  }) => {
    // Which page reads all six sections is asked on the main server, where tokens do not expire mid-probe.
    const probeServer = servers.main();
    const probeAccount = await createVerifiedAccount(request, probeServer, 'jobseeker');
    const probe = await browser.newContext({ baseURL: probeServer.url });
    const probePage = await probe.newPage();
    await loginThroughUi(probePage, probeAccount.email, probeAccount.password);
    await expect(probePage).toHaveURL(/\/search_job$/);
    const sectionsPage = await findPageReadingAllSections(probePage);
    await probe.close();

    const server = servers.shortTtl();
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    await loginThroughUi(page, 'recruiter@example.com', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/);
    const tokenBefore = await page.evaluate(() => localStorage.getItem('accessToken'));
    // Wait on a page that makes no calls, so nothing refreshes before the counting starts.
    await page.goto('/pages/faq');

    // Let the access token expire (ACCESS_TOKEN_TTL of this server is a few seconds).
    await page.waitForTimeout((server.ttlSeconds + 1) * 1000);

    const refreshCalls: string[] = [];
    const unauthorized: string[] = [];
    const replayed: string[] = [];
    page.on('request', (req) => {
      if (new URL(req.url()).pathname === '/api/refreshToken') refreshCalls.push(req.url());
    });
    page.on('response', (res) => {
      const { pathname } = new URL(res.url());
      if (!pathname.startsWith('/api/') || pathname === '/api/refreshToken') return;
      if (res.status() === 401) unauthorized.push(pathname);
      else if (res.ok()) replayed.push(pathname);
    });

    // Hold the refresh answer for a while, as a slow network would: every call the page starts meanwhile
    // (an app-level call may be first, the six sections follow) goes out with the expired token, gets 401
    // and must wait for that one refresh.
    await page.route('**/api/refreshToken', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      await route.continue();
    });

    // That page reads the six sections at once (and the account): parallel calls with the expired token.
    await openAndWaitForSections(page, sectionsPage);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);

    expect(unauthorized.length).toBeGreaterThanOrEqual(5);
    expect(refreshCalls).toHaveLength(1);
    // Every call that got 401 was replayed with the new token and answered.
    for (const pathname of new Set(unauthorized)) expect(replayed).toContain(pathname);
    for (const pathname of PROFILE_SECTION_PATHS) expect(unauthorized).toContain(pathname);
    const tokenAfter = await page.evaluate(() => localStorage.getItem('accessToken'));
    expect(tokenAfter).not.toBe(tokenBefore);
    await context.close();
  });
});
