import AxeBuilder from '@axe-core/playwright';
import type { ConsoleMessage, Page } from '@playwright/test';
import { expect, loginThroughUi } from './support/fixtures';
import { testWithOwnServer } from './own-server';

/**
 * Issue 7: for each role's demo account, every page reachable from its side menu renders inside the shell
 * without console errors and passes axe (serious and critical, WCAG 2.1 AA); pages of other roles end at
 * /misc/not-authorized.
 */
const ACCOUNTS = [
  { email: 'admin@example.com', landing: '/dashboard', foreign: ['/user_dashboard', '/fl_dashboard'] },
  { email: 'recruiter@example.com', landing: '/dashboard', foreign: ['/user_dashboard', '/apps/user/list'] },
  { email: 'agency@example.com', landing: '/dashboard', foreign: ['/profile_project', '/fl_dashboard'] },
  { email: 'enterprise@example.com', landing: '/dashboard', foreign: ['/my_applied_job', '/manage_project'] },
  { email: 'flenterprise@example.com', landing: '/dashboard', foreign: ['/search_job', '/apps/user/list'] },
  { email: 'jobseeker@example.com', landing: '/search_job', foreign: ['/dashboard', '/keyword_management'] },
  { email: 'freelancer@example.com', landing: '/fl_dashboard', foreign: ['/dashboard', '/user_dashboard'] },
  { email: 'editor@example.com', landing: '/resume-management', foreign: ['/dashboard', '/wallet'] },
  // Issue 43: a client's home is /dashboard, its client portal.
  { email: 'client@example.com', landing: '/dashboard', foreign: ['/wallet', '/keyword_management'] },
] as const;

/**
 * Pages already scanned by axe in this worker. Many roles share a page (/dashboard, /wallet, ...) and a scan
 * costs about 2.4 s, so a page is scanned by the first account (in the order above) whose menu reaches it, and
 * each account's landing page always. The tests of a file run in order in one worker (fullyParallel is off);
 * after a failure the worker restarts with an empty set, which only scans more.
 */
const scanned = new Set<string>();

// Its own server: these logins of the demo accounts must not end other spec files' sessions (one session
// per account) nor be ended by them.
const test = testWithOwnServer('role-menus');

/** Any console error fails the page (the portal ships its favicon, so the browser requests nothing missing). */
function isAppError(message: ConsoleMessage): boolean {
  return message.type() === 'error';
}

async function menuLinks(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await expect(nav).toBeVisible();
  // The prerendered frame's menu has no entries yet: wait for the app's.
  await expect(nav.locator('li a[href]').first()).toBeAttached();
  // A closed group keeps its children in the page (hidden), so they are read too.
  const hrefs = await nav
    .locator('a[href]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return [...new Set(hrefs.filter((h) => h.startsWith('/')))];
}

/** The template gallery's entries (issue 43): another app under /demo/, left by a whole page load. */
const isGallery = (href: string) => href.startsWith('/demo/');

/**
 * Opens a menu page the way its link does: inside the running app (a history entry the router reads), not by
 * reloading the whole app for every entry, which made this spec the slowest of the run.
 */
async function openInApp(page: Page, href: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, href);
}

for (const account of ACCOUNTS) {
  test(`${account.email}: every menu page renders without console errors and passes axe; other roles' pages are refused`, async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const errors: string[] = [];
    page.on('console', (m) => {
      if (isAppError(m)) errors.push(`${page.url()}: ${m.text()}`);
    });
    page.on('pageerror', (e) => errors.push(`${page.url()}: ${String(e)}`));

    // A page opened inside the app fades in; axe would read its text's contrast half-way through the fade.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await loginThroughUi(page, account.email);
    await expect(page).toHaveURL(new RegExp(`${account.landing.replace(/\//g, '\\/')}$`));
    const all = await menuLinks(page);
    // Spec 000's "plus demo entries": the Templates section, for the roles that design with the gallery.
    const designs = account.email === 'admin@example.com' || account.email === 'editor@example.com';
    expect(all.filter(isGallery).length > 0, 'Templates section').toBe(designs);
    const links = all.filter((href) => !isGallery(href));
    expect(links.length).toBeGreaterThan(0);
    if (account.landing === '/dashboard' && account.email !== 'client@example.com') {
      // Issue 43: the log of sent messages is in the recruiter menu's Communication section (a client's
      // /dashboard is its client portal, with a menu of its own).
      expect(links).toContain('/candidates_communicated');
    }

    for (const href of links) {
      await openInApp(page, href);
      await expect(page, `menu entry ${href}`).toHaveURL((url) => url.pathname === href);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
      if (scanned.has(href) && href !== account.landing) continue;
      scanned.add(href);
      // Let the page's reads settle before checking.
      await page.waitForLoadState('networkidle');
      // The shell (menu, top bar) is the same on every page: the landing page's scan covers it, and the other
      // pages scan their main region only.
      const axe = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
      const results = await (href === account.landing ? axe : axe.include('main')).analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(
        serious.map((v) => `${href}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      ).toEqual([]);
    }
    expect(errors).toEqual([]);

    for (const href of account.foreign) {
      await page.goto(href);
      await expect(page, `${href} is another role's page`).toHaveURL(/\/misc\/not-authorized$/);
    }
  });
}
