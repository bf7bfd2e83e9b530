import { createVerifiedAccount, expect, servers, test } from './support/fixtures';
import { newRecruiter, signIn } from './profiles-helpers';

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

  test('a chunk of the start that never arrives gives a clear message above the page, not a silent one', async ({
    page,
  }) => {
    // The entry runs; the step that imports App finds its chunk gone.
    await page.route(/\/assets\/App-[\w-]+\.js$/, (route) => route.abort());
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.goto('/register');
    await expect(page.getByRole('alert')).toHaveText(
      'Talent Marketplace could not start. Check your connection and reload the page.',
    );
    // The page stays readable (it was never hydrated, so it stays inert).
    await expect(page.locator('#root')).toHaveAttribute('inert', '');
    await expect(page.locator('#root h1')).toBeVisible();
    expect(errors.length).toBeGreaterThan(0);
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
    // The scripts are held until the typing has begun, so it always starts on the inert prerendered page.
    let releaseScripts = () => {};
    const typingStarted = new Promise<void>((resolve) => (releaseScripts = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await typingStarted;
      await route.continue();
    });
    await page.goto('/login', { waitUntil: 'commit' });
    // Inert content is hidden from the accessibility tree, so read the DOM until the app runs.
    await expect(page.locator('#root h1')).toHaveText('Welcome back');
    await expect(page.locator('#root')).toHaveAttribute('inert', '');
    const typing = page
      .getByLabel('Email')
      .fill(account.email)
      .then(() => page.getByLabel('Password').fill(account.password));
    releaseScripts();
    await typing;
    await expect(page.getByRole('heading', { name: 'Welcome back', level: 1 })).toBeVisible();
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

test.describe("the dashboard's loading frame", () => {
  test('is in the HTML, painted before any script runs, with the narrow shell on a phone', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/dashboard');
    await expect(page).toHaveTitle('Dashboard | Talent Marketplace');
    await expect(page.locator('#root')).toHaveAttribute('data-skeleton', '/dashboard');
    await expect(page.locator('#root h1')).toHaveText('Dashboard');
    await expect(page.locator('#root h1')).toBeInViewport();
    // Statistics and chart wait for data: the frame shows their skeletons, and no one's data.
    await expect(page.locator('#root section[aria-label="Token statistics"] [aria-busy="true"]')).toHaveCount(
      4,
    );
    await expect(page.locator('#root [aria-label="Loading chart"]')).toBeVisible();
    // The menu is folded away on a phone, as the app itself shows it.
    await expect(page.locator('#root [data-layout][data-navbar]')).toHaveAttribute('data-narrow', '');
    await expect(page.locator('#root nav[aria-label="Main menu"]')).not.toBeInViewport();
  });

  test("a signed-in recruiter sees the frame until the app's page replaces it, with nothing left behind", async ({
    page,
    request,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const recruiter = await newRecruiter(request, 'Frame');
    await signIn(page, recruiter);
    // Hold the app's data back, so the frame and the app's page are seen one after the other.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/dashboard', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/dashboard');
    // The app renders the page (in its loading state) under the frame, then drops the frame.
    await expect(page.locator('[data-skeleton]')).toHaveCount(0);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    release();
    await expect(page.getByText('Talent Access Token').locator('xpath=ancestor::dl[1]')).toContainText('TAT');
    await expect(page.getByRole('table', { name: 'Transactions per day, last 14 days' })).toBeAttached();
    // The shell is the signed-in user's: the account menu shows the recruiter's name.
    await expect(page.getByText('E2E Frame')).toBeVisible();
    // The CSS the page carries inline is not loaded again by the app's chunks (it would re-order the
    // cascade while it arrives): each inlined file is marked by a disabled link.
    const inlined = await page
      .locator('head link[rel="stylesheet"][disabled]')
      .evaluateAll((links) => links.map((l) => new URL((l as HTMLLinkElement).href).pathname));
    expect(inlined.length).toBeGreaterThan(3);
    // The stylesheets this document fetched: its own resource timing entries, so nothing the page signIn
    // used (which may still be loading its chunks as the browser leaves it) is counted.
    const css = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => path.endsWith('.css')),
    );
    expect(css.filter((file) => inlined.includes(file))).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('a visitor who is not signed in goes to /login, and the frame does not stay', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Welcome back', level: 1 })).toBeVisible();
    await expect(page.locator('[data-skeleton]')).toHaveCount(0);
    await expect(page.locator('h1')).toHaveCount(1);
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
