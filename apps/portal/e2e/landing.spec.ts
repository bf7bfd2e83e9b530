import { expect, test } from './support/fixtures';
import { seriousViolations } from './support/axe';

/**
 * The landing page on the real server (issue 20): a visitor opening / reads the seeded landing content and
 * the real plans, with the meta tags search engines and link previews read, and clicks through to register.
 */
test('a visitor reads the landing page and clicks through to register', async ({ page }) => {
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Hire from profiles that recruiters already trust' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page).toHaveTitle('Talent Marketplace: hire from trusted resume profiles');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /resumes/);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /Talent Marketplace/);
  await expect(page.getByRole('heading', { name: 'A market for talent' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Built for the way recruiters work' })).toBeVisible();
  // The real plans, by name.
  await expect(page.getByRole('heading', { name: 'TAT Momentum' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pause slides' })).toBeVisible();
  expect(await seriousViolations(page), '/').toEqual([]);

  await page.getByRole('link', { name: 'Sign up free' }).click();
  await page.waitForURL(/\/register$/);
  await expect(page.getByRole('button', { name: /Sign up|Register|Create/i }).first()).toBeVisible();
});

test('a visitor goes from the landing page to the blog and back to its sign-up (issue 43)', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Blog' }).click();
  await page.waitForURL(/\/blog$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Sign up free' }).click();
  await page.waitForURL(/\/#sign-up$/);
  const signUp = page.getByRole('region', { name: 'What are you waiting for?' });
  await expect(signUp).toBeInViewport();
  await signUp.getByRole('link', { name: 'Sign up free' }).click();
  await page.waitForURL(/\/register$/);
});

test('with reduced motion the carousel stays still and offers no pause', async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('group', { name: '1 of 3' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pause slides' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Next slide' }).click();
  await expect(page.getByRole('group', { name: '2 of 3' })).toBeVisible();
  await context.close();
});
