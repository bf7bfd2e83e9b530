import type { Locator, Page } from '@playwright/test';
import { createVerifiedAccount, expect, servers, test } from './support/fixtures';

/**
 * Issue 25: a recruiter's first visit with the keyboard alone: sign in, the side menu, a marketplace search,
 * the profile dialog, the theme customizer and sign out. At every stop the focused element shows a focus
 * indicator (an outline, or the field's focus shadow), which plain router links in the menu used to lack.
 */

/** What the focused element draws to show its focus, or why it shows none. */
async function focusIndicator(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'nothing focused';
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    // Text fields mark focus with their border and a 1 px shadow in the focus colour (field.css).
    const isField = el.matches('input, textarea, select, [role="combobox"]');
    const shadow = isField && style.boxShadow !== 'none';
    const label = `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
    return outline || shadow ? 'visible' : `no indicator on ${label}`;
  });
}

async function expectVisibleFocus(page: Page, stop: string): Promise<void> {
  // A field's focus shadow fades in over 120 ms: poll until it is drawn.
  await expect.poll(() => focusIndicator(page), { message: stop }).toBe('visible');
}

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement);

/** Presses `key` until `reached` holds; fails after `max` presses. */
async function pressUntil(
  page: Page,
  key: string,
  reached: () => Promise<boolean>,
  max: number,
): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    if (await reached()) return;
    await page.keyboard.press(key);
  }
  expect(await reached(), `reached by ${max} presses of ${key}`).toBe(true);
}

/** Presses Tab (or Shift+Tab) until `target` has the focus. */
async function tabTo(page: Page, target: Locator, { max = 60, back = false } = {}): Promise<void> {
  await pressUntil(
    page,
    back ? 'Shift+Tab' : 'Tab',
    async () => (await target.count()) === 1 && (await isFocused(target)),
    max,
  );
}

test('a recruiter signs in, searches the marketplace, views a profile, customizes and signs out by keyboard', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { email, password } = await createVerifiedAccount(request, servers.main(), 'recruiter');
  const login = await request.post('/api/login', { data: { email, password } });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const done = await request.post('/api/profile-user', {
    headers: { authorization: `Bearer ${accessToken}` },
    data: { full_name: 'Kim Keyboard', about_company_statement: 'We hire by keyboard.' },
  });
  expect(done.status(), await done.text()).toBe(200);

  // Sign in.
  await page.goto('/login');
  const emailBox = page.getByRole('textbox', { name: 'Email', exact: true });
  await tabTo(page, emailBox);
  await expectVisibleFocus(page, 'e-mail field');
  await page.keyboard.type(email);
  const passwordBox = page.getByRole('textbox', { name: 'Password', exact: true });
  await tabTo(page, passwordBox, { max: 5 });
  await expectVisibleFocus(page, 'password field');
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  // The skip link, then the shell; the side menu's sections open with Enter.
  await tabTo(page, page.getByRole('link', { name: 'Skip to content' }), { max: 100 });
  await expectVisibleFocus(page, 'skip link');
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await tabTo(page, nav.getByRole('link', { name: 'Dashboard', exact: true }));
  await expectVisibleFocus(page, 'menu link Dashboard');
  const section = nav.getByRole('button', { name: 'Marketplace', exact: true });
  await tabTo(page, section);
  await expectVisibleFocus(page, 'menu section Marketplace');
  await expect(section).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Enter');
  await expect(section).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  const marketLink = nav.getByRole('link', { name: 'Market Place', exact: true });
  await expect(marketLink).toBeFocused();
  await expectVisibleFocus(page, 'menu link Market Place');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/market_place$/);
  await expect(marketLink).toHaveAttribute('aria-current', 'page');

  // A marketplace search: the first listed person's first name, typed and sent with Enter.
  const grid = page.getByRole('grid', { name: 'Market Place' });
  const firstRow = grid.getByRole('row').nth(1);
  await expect(firstRow).toBeVisible();
  const firstName = (
    (await firstRow.getByRole('rowheader').innerText()).trim().split(/\s+/)[0] ?? ''
  ).replace(/[^\p{L}\p{N}]/gu, '');
  expect(firstName.length).toBeGreaterThan(1);
  const searchBox = page.getByRole('searchbox', { name: 'Search public profiles' });
  await tabTo(page, searchBox);
  await expectVisibleFocus(page, 'marketplace search box');
  await page.keyboard.type(firstName);
  await page.keyboard.press('Enter');
  const viewButton = grid.getByRole('button', { name: new RegExp(`^View ${firstName}`) }).first();
  await expect(viewButton).toBeVisible();

  // The results are a grid: Tab enters it, the arrow keys move to the row's View button.
  // (By selector: an open filter list hides the rest of the page from the accessibility tree meanwhile.)
  await pressUntil(
    page,
    'Tab',
    () => page.evaluate(() => !!document.querySelector('[role="grid"]')?.contains(document.activeElement)),
    60,
  );
  await expectVisibleFocus(page, 'results grid');
  await pressUntil(page, 'ArrowRight', () => isFocused(viewButton), 20);
  // The profile dialog opens from its View button and gives the focus back when closed.
  await expectVisibleFocus(page, 'View button');
  await page.keyboard.press('Enter');
  const viewer = page.getByRole('dialog');
  await expect(viewer).toBeVisible();
  await expect(viewer).toContainText(firstName);
  await page.keyboard.press('Tab');
  await expect.poll(() => viewer.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  await expectVisibleFocus(page, 'inside the profile dialog');
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(viewButton).toBeFocused();
  await expectVisibleFocus(page, 'View button after the dialog');

  // The theme customizer: its gear button, the drawer, and back.
  const gear = page.getByRole('button', { name: 'Theme Customizer' });
  await tabTo(page, gear, { max: 120 });
  await expectVisibleFocus(page, 'customizer button');
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Theme Customizer' });
  await expect(drawer).toBeVisible();
  await page.keyboard.press('Tab');
  await expect.poll(() => drawer.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  await expectVisibleFocus(page, 'inside the customizer');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(gear).toBeFocused();

  // Sign out from the user menu in the top bar.
  const userMenu = page.getByRole('button', { name: 'Account: Kim Keyboard' });
  await tabTo(page, userMenu, { max: 120, back: true });
  await expectVisibleFocus(page, 'user menu button');
  await page.keyboard.press('Enter');
  const logout = page.getByRole('menuitem', { name: 'Logout' });
  await expect(logout).toBeVisible();
  // Arrow keys move through the menu; Logout is its last item.
  await page.keyboard.press('End');
  await expect(logout).toBeFocused();
  await expectVisibleFocus(page, 'Logout item');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/login$/);
});
