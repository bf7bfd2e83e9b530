import { createVerifiedAccount, expect, servers, test } from './support/fixtures';

test.describe('prerendered sign-in page', () => {
  test('the form is in the HTML itself, readable before any script runs, and inert until the app runs', async ({
    page,
  }) => {
    await page.route('**/*.js', (route) => route.abort());
    await page.goto('/login');
    await expect(page).toHaveTitle('Login | Talent Marketplace');
    await expect(page.getByRole('heading', { name: 'Welcome back', level: 1 })).toBeVisible();
    // Inert content is hidden from the accessibility tree, so read the DOM for the fields.
    await expect(page.locator('#root input[type="email"]')).toBeVisible();
    await expect(page.locator('#root')).toHaveAttribute('inert', '');
  });

  test('a remembered skin and direction apply before any script of the app has run', async ({ page }) => {
    await page.goto('/login');
    await page.evaluate(() => {
      localStorage.setItem('skin', JSON.stringify('dark'));
      localStorage.setItem('direction', JSON.stringify('rtl'));
    });
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('data-skin', 'dark');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });

  test('the app hydrates the same nodes (no re-render, no console error) and then takes input', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(e.message));
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { prerenderedHeading: Element | null }).prerenderedHeading =
          document.querySelector('h1');
      });
    });
    await page.goto('/login');
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    const sameNode = await page.evaluate(
      () =>
        document.querySelector('h1') ===
        (window as unknown as { prerenderedHeading: Element | null }).prerenderedHeading,
    );
    expect(sameNode).toBe(true);
    await page.getByRole('button', { name: 'Sign in with an e-mailed code instead' }).click();
    await expect(page.getByRole('button', { name: 'Send login code' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in with a password instead' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('typing while the scripts are still loading waits for the app, and nothing typed is lost', async ({
    page,
    request,
  }) => {
    const account = await createVerifiedAccount(request, servers.main(), 'jobseeker');
    await page.route('**/assets/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto('/login', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { name: 'Welcome back', level: 1 })).toBeVisible();
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await expect(page.getByLabel('Email')).toHaveValue(account.email);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/search_job$/);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the prerendered page shows, with a note that the app needs JavaScript', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Welcome back', level: 1 })).toBeVisible();
    // Playwright's text matching skips <noscript>, so read the note's node directly.
    const note = page.locator('noscript > p');
    await expect(note).toBeVisible();
    expect(await note.evaluate((p) => p.textContent?.replace(/\s+/g, ' ').trim())).toBe(
      'Talent Marketplace needs JavaScript. Turn it on in your browser and reload the page.',
    );
  });
});
