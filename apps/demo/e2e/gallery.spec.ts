import { expect, test, type Page } from '@playwright/test';
import { gallery } from '../src/gallery';

const base = () => `${process.env.DEMO_E2E_URL}/demo`;

/** The routes of the built apps beyond their entry path: the spec's folder, filter and label variants. */
const variants: Record<string, string[]> = {
  email: ['/apps/email/sent', '/apps/email/starred', '/apps/email/label/important', '/apps/email?id=2'],
  ecommerce: [
    '/apps/ecommerce/wishlist',
    '/apps/ecommerce/product-detail/orbit-over-ear-headphones',
    '/apps/ecommerce/product-detail/3',
    '/apps/ecommerce/checkout',
  ],
};

/** Page errors and console errors of a page, collected for the test to assert none. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

const built = gallery.filter((entry) => entry.built);
const notBuilt = gallery.filter((entry) => !entry.built);

test.describe('the template gallery through the real server', () => {
  test('lists which screens are built and which still say "coming soon"', () => {
    // Built: e-mail and e-commerce. The rest keep their placeholder page until their app is built.
    expect(built.map((entry) => entry.id)).toEqual(['email', 'ecommerce']);
    expect(notBuilt.length).toBe(gallery.length - built.length);
  });

  test('the index opens with no page error', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto(`${base()}/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Template gallery' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  for (const entry of built) {
    for (const path of [entry.path, ...(variants[entry.id] ?? [])]) {
      test(`built: ${path} renders with no page error and no placeholder`, async ({ page }) => {
        const errors = watchErrors(page);
        await page.goto(`${base()}${path}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('main')).not.toContainText('Loading');
        await expect(page.locator('[data-placeholder="coming-soon"]')).toHaveCount(0);
        expect(errors).toEqual([]);
      });
    }
  }

  test('the shop runs on the msw worker: an item added to the cart stays until reload', async ({ page }) => {
    await page.goto(`${base()}/apps/ecommerce/shop`);
    const cart = page.getByRole('link', { name: /^Cart/ });
    await expect(cart.getByRole('img')).toHaveAccessibleName('1 item');
    await page.getByRole('button', { name: 'Add to cart: Lumen Smart Watch S5' }).click();
    await expect(cart.getByRole('img')).toHaveAccessibleName('2 items');
    await cart.click();
    await expect(page.getByRole('list', { name: 'Cart' }).getByRole('listitem')).toHaveCount(2);
    await page.reload();
    await expect(page.getByRole('list', { name: 'Cart' }).getByRole('listitem')).toHaveCount(1);
  });

  test('the e-mail app runs on the msw worker: a move to spam stays until reload', async ({ page }) => {
    await page.goto(`${base()}/apps/email`);
    const list = page.getByRole('list', { name: 'E-mails' });
    await expect(list.getByRole('listitem')).toHaveCount(14);
    // react-aria's checkbox input sits under its drawn box: its label takes the click.
    await list.getByRole('listitem').first().locator('label').first().click();
    await expect(
      page.getByRole('checkbox', { name: 'Select "Focused impactful open issues"' }),
    ).toBeChecked();
    await page.getByRole('button', { name: 'Move to' }).click();
    await page.getByRole('menuitem', { name: 'Spam' }).click();
    await expect(list.getByRole('listitem')).toHaveCount(13);
    await page.getByRole('link', { name: /^Spam/ }).click();
    await expect(page.getByText('Focused impactful open issues')).toBeVisible();
    // In-memory per page: a reload starts from the sample data again.
    await page.reload();
    await expect(page.getByText('Focused impactful open issues')).toHaveCount(0);
  });

  for (const entry of notBuilt) {
    test(`not built yet: ${entry.path} opens on its placeholder`, async ({ page }) => {
      const errors = watchErrors(page);
      await page.goto(`${base()}${entry.path}`);
      await expect(page.locator('[data-placeholder="coming-soon"]')).toBeVisible();
      expect(errors).toEqual([]);
    });
  }
});
