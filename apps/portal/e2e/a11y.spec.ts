import { seriousViolations, structureViolations } from './support/axe';
import { newRecruiter, signIn } from './profiles-helpers';
import { createVerifiedAccount, expect, loginThroughUi, servers, test } from './support/fixtures';

test.describe('accessibility (axe, serious and critical)', () => {
  test('public pages', async ({ page }) => {
    for (const path of ['/login', '/register', '/forgot-password', '/misc/not-authorized', '/pages/faq']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await seriousViolations(page), path).toEqual([]);
    }
  });

  test('the shell and profile page of a signed-in job seeker', async ({ page, request }) => {
    // A fresh account: demo accounts are signed in by other files running at the same time.
    const account = await createVerifiedAccount(request, servers.main(), 'jobseeker');
    await loginThroughUi(page, account.email, account.password);
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    // The shell around this portal's own profile page (other pages are checked by their own suites).
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the main pages keep content in landmarks, name landmarks uniquely and order their headings', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    for (const path of ['/login', '/register', '/pages/faq']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await structureViolations(page), path).toEqual([]);
    }
    await signIn(page, await newRecruiter(request, 'Landmarks'));
    for (const path of [
      '/dashboard',
      '/market_place',
      '/resume-uploader',
      '/resume-management',
      '/wallet',
      '/pages/pricing',
      '/jobs',
      '/job_application',
      '/freework',
      '/pages/profile',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await structureViolations(page), path).toEqual([]);
    }
  });
});
