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

test.describe('the sign-in entry', () => {
  /** The paths of the scripts a page requests from /assets. */
  function recordScripts(page: import('@playwright/test').Page): string[] {
    const scripts: string[] = [];
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (path.startsWith('/assets/') && path.endsWith('.js')) scripts.push(path);
    });
    return scripts;
  }

  test('/login loads only its own bundle, and signing in loads the app at home', async ({
    page,
    request,
  }) => {
    const account = await createVerifiedAccount(request, servers.main(), 'recruiter');
    const scripts = recordScripts(page);
    await page.goto('/login');
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatch(/^\/assets\/signin-[\w-]+\.js$/);
    // A wrong password answers on the page itself (the fetch call and its error reading).
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill('Wrong#2026');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('Email or Password is Invalid');
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    // Home is the dashboard; the full app's guard holds a recruiter without company statements on /profile.
    await expect(page).toHaveURL(/\/profile$/);
    expect(scripts.some((s) => /^\/assets\/index-[\w-]+\.js$/.test(s))).toBe(true);
    // Signed in, /login is the app's: it sends the user home.
    await page.goto('/login');
    await expect(page).toHaveURL(/\/profile$/);
  });

  test('a right-to-left visitor gets the full app, which renders the page afresh', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto('/login');
    await page.evaluate(() => localStorage.setItem('direction', JSON.stringify('rtl')));
    const scripts = recordScripts(page);
    await page.reload();
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    expect(scripts.some((s) => /^\/assets\/index-[\w-]+\.js$/.test(s))).toBe(true);
    await page.getByRole('button', { name: 'Sign in with an e-mailed code instead' }).click();
    await expect(page.getByRole('button', { name: 'Send login code' })).toBeVisible();
    // The app's own links navigate inside the app.
    await page.getByRole('link', { name: 'Create an account' }).click();
    await expect(page).toHaveURL(/\/register$/);
    expect(errors).toEqual([]);
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
