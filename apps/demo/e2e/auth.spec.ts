import { expect, test, type Page } from '@playwright/test';
import { base, watchErrors } from './support';

async function signIn(page: Page, email: string, password: string, path = '/pages/login-basic') {
  await page.goto(`${base()}${path}`);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Template gallery' })).toBeVisible();
}

const sideMenu = (page: Page) => page.getByRole('navigation').first();

test.describe('the demo session, abilities and top bar', () => {
  test('opens as the demo admin with nothing stored; the menu shows every group', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto(`${base()}/gallery`);
    await expect(page.getByRole('heading', { level: 1, name: 'Template gallery' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Account: John Doe/ })).toBeVisible();
    for (const group of ['Apps', 'Auth variants', 'Mail templates', 'Charts']) {
      await expect(sideMenu(page).getByRole('button', { name: group, exact: true })).toBeVisible();
    }
    const keys = await page.evaluate(() =>
      Object.keys(localStorage).filter((k) => k.startsWith('talent.demo.')),
    );
    expect(keys.sort()).toEqual([
      'talent.demo.accessToken',
      'talent.demo.refreshToken',
      'talent.demo.userData',
    ]);
    expect(errors).toEqual([]);
  });

  test('the client sees only the auth variants and access control; an admin route is refused', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await signIn(page, 'client@demo.com', 'client');
    await expect(page.getByRole('button', { name: /Account: Jane Doe/ })).toBeVisible();
    await expect(sideMenu(page).getByRole('button', { name: 'Auth variants', exact: true })).toBeVisible();
    await expect(sideMenu(page).getByRole('button', { name: 'Misc', exact: true })).toBeVisible();
    for (const group of ['Dashboards', 'Apps', 'Pages', 'Mail templates', 'Charts']) {
      await expect(sideMenu(page).getByRole('button', { name: group, exact: true })).toHaveCount(0);
    }
    const cards = page.getByRole('main').getByRole('heading', { level: 3 });
    await expect(cards).toHaveCount(10);
    await expect(cards.last()).toHaveText('Access control');

    await page.goto(`${base()}/apps/invoice/preview/4987`);
    await expect(page).toHaveURL(/\/demo\/misc\/not-authorized$/);
    await page.goto(`${base()}/access-control`);
    await expect(page.getByRole('heading', { level: 1, name: 'Access control' })).toBeVisible();
    await expect(page.getByText('client@demo.com')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a wrong password shows the spec message; signing out and in as the admin shows everything', async ({
    page,
  }) => {
    await page.goto(`${base()}/pages/login-cover`);
    await page.getByLabel('Password').fill('wrong');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Email or Password is Invalid')).toBeVisible();

    await signIn(page, 'client@demo.com', 'client', '/pages/login-cover');
    await page.getByRole('button', { name: /Account: Jane Doe/ }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/demo\/pages\/login-basic$/);
    // Signed out: the guest reads Auth only, and a reload does not sign in as the admin again.
    await page.goto(`${base()}/access-control`);
    await expect(page).toHaveURL(/\/demo\/misc\/not-authorized$/);

    await signIn(page, 'admin@demo.com', 'admin');
    await expect(sideMenu(page).getByRole('button', { name: 'Apps', exact: true })).toBeVisible();
    await page.goto(`${base()}/apps/invoice/list`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveURL(/\/demo\/apps\/invoice\/list$/);
  });

  test('register: a used e-mail is refused; a new account is an admin', async ({ page }) => {
    await page.goto(`${base()}/pages/register-cover`);
    await page.getByRole('textbox', { name: 'Username' }).fill('newbie');
    await page.getByRole('textbox', { name: 'Email' }).fill('admin@demo.com');
    await page.getByLabel('Password').fill('secret');
    await page.getByText('I agree to the privacy policy and terms').click();
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByText('This email is already in use.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Email' }).fill('newbie@demo.com');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Template gallery' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Account: newbie/ })).toBeVisible();
    await expect(sideMenu(page).getByRole('button', { name: 'Apps', exact: true })).toBeVisible();
  });

  test('top-bar search by keyboard: groups of at most 4, arrows and Enter open a page', async ({ page }) => {
    await page.goto(`${base()}/gallery`);
    const search = page.getByRole('combobox', { name: 'Search pages, files and contacts' });
    await search.click();
    await page.keyboard.type('e');
    const listbox = page.getByRole('listbox');
    await expect(listbox.getByRole('group')).toHaveCount(3);
    for (const group of await listbox.getByRole('group').all()) {
      expect(await group.getByRole('option').count()).toBeLessThanOrEqual(4);
    }
    await search.fill('');
    await page.keyboard.type('calend');
    await expect(listbox.getByRole('option', { name: 'Calendar' })).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/demo\/apps\/calendar$/);
    await search.click();
    await page.keyboard.type('resume');
    await expect(search).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('option', { name: /Joe Smith resume\.pdf/ })).toBeVisible();
    // Escape is not asserted: on the calendar page the list stayed open (open issue, see the g22-auth report).
  });

  test('a bookmark toggled in the top bar stays until reload', async ({ page }) => {
    await page.goto(`${base()}/gallery`);
    const starred = page.getByRole('list', { name: 'Bookmarked pages' }).first();
    await expect(starred.getByRole('link')).toHaveCount(3);
    await page.getByRole('button', { name: 'Bookmarks', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Bookmarks' });
    await dialog.getByRole('searchbox', { name: 'Search bookmarks' }).fill('a');
    await expect(dialog.getByRole('listitem')).toHaveCount(6);
    await dialog.getByRole('searchbox', { name: 'Search bookmarks' }).fill('to-do');
    const toggle = dialog.getByRole('button', { name: 'Bookmark To-do' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Escape');
    await expect(starred.getByRole('link')).toHaveCount(4);
    await expect(starred.getByRole('link', { name: 'To-do' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('list', { name: 'Bookmarked pages' }).first().getByRole('link')).toHaveCount(
      3,
    );
  });

  test('phones: the cover panel gives way, two steps fills from a paste', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${base()}/pages/two-steps-cover`);
    const boxes = page.getByRole('textbox', { name: /^Digit \d of 6$/ });
    await expect(boxes).toHaveCount(6);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await boxes.first().focus();
    await page.evaluate(() => {
      const data = new DataTransfer();
      data.setData('text', '123456');
      document.activeElement?.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true }),
      );
    });
    await expect(boxes.last()).toHaveValue('6');
    await expect(boxes.last()).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Template gallery' })).toBeVisible();
  });

  test('the mail templates open as static pages under /demo/', async ({ page, context }) => {
    await page.goto(`${base()}/gallery`);
    const link = page.getByRole('main').getByRole('link', { name: /mail-templates\/welcome\.html/ });
    await expect(link).toHaveAttribute('target', '_blank');
    const [mail] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await expect(mail.getByRole('heading', { level: 1 })).toHaveText('Welcome to Templates, John!');
    expect(mail.url()).toMatch(/\/demo\/mail-templates\/welcome\.html$/);
  });
});
