import { expect, test } from '@playwright/test';
import { base, watchErrors } from './support';

test.describe('showcase pages generated from the design system (issue 22)', () => {
  for (const [path, title, component] of [
    ['/ui-element', 'UI elements', 'Button'],
    ['/components', 'Components', 'Card'],
    ['/extensions', 'Extensions', 'PipelineBoard'],
    ['/page-layout', 'Page layouts', 'AppShell'],
    ['/forms', 'Forms', 'TextField'],
    ['/tables', 'Tables', 'DataTable'],
    ['/charts', 'Charts', 'BarChart'],
  ] as const) {
    test(`${path} renders its components' stories with no error`, async ({ page }) => {
      const errors = watchErrors(page);
      await page.goto(`${base()}${path}`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: component, exact: true })).toBeVisible();
      // The page's own skeleton is gone, and no example failed to render.
      await expect(page.locator('[aria-busy="true"][aria-label^="Loading the"]')).toHaveCount(0);
      await expect(page.getByText(/could not be shown/)).toHaveCount(0);
      expect(errors).toEqual([]);
    });
  }

  test('a table-of-contents link jumps to its component', async ({ page }) => {
    await page.goto(`${base()}/ui-element`);
    await page
      .getByRole('navigation', { name: 'UI elements on this page' })
      .getByRole('link', { name: 'Spinner' })
      .click();
    await expect(page).toHaveURL(/#showcase-spinner$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Spinner' })).toBeInViewport();
  });

  test('/icons: the search filters the icons, Escape brings them all back', async ({ page }) => {
    await page.goto(`${base()}/icons`);
    const icons = page.getByRole('list', { name: 'Icons' }).getByRole('listitem');
    await expect(icons.first()).toBeVisible();
    const all = await icons.count();
    expect(all).toBeGreaterThan(10);
    const search = page.getByRole('searchbox', { name: 'Search icons' });
    await search.fill('chevron');
    await expect(icons).toHaveCount(3);
    await expect(page.getByRole('status')).toHaveText(`3 of ${all} icons`);
    await search.fill('zebra');
    await expect(page.getByRole('heading', { name: 'No icons found' })).toBeVisible();
    await search.press('Escape');
    await expect(icons).toHaveCount(all);
  });

  test('/forms: the autocomplete filters as you type and picks with the keyboard', async ({ page }) => {
    await page.goto(`${base()}/forms`);
    const input = page.getByRole('combobox', { name: 'Favourite film' });
    await input.focus();
    await page.keyboard.type('the');
    const options = page.getByRole('listbox').getByRole('option');
    await expect(options.first()).toBeVisible();
    const shown = await options.count();
    expect(shown).toBeGreaterThan(1);
    expect(shown).toBeLessThan(12);
    await page.keyboard.type(' matrix');
    await expect(options).toHaveCount(1);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(input).toHaveValue('The Matrix');
    await expect(page.getByText('You picked The Matrix (Rank 12).')).toBeVisible();
  });

  test('/colors follows the skin on <html> (what the theme customizer writes)', async ({ page }) => {
    await page.goto(`${base()}/colors`);
    await expect(page.getByText(/current skin \(light\)/)).toBeVisible();
    await page.evaluate(() => document.documentElement.setAttribute('data-skin', 'dark'));
    await expect(page.getByText(/current skin \(dark\)/)).toBeVisible();
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    for (const path of ['/ui-element', '/colors', '/icons', '/forms', '/tables', '/charts']) {
      test(`${path} fits 390 px with no sideways scroll`, async ({ page }) => {
        const errors = watchErrors(page);
        await page.goto(`${base()}${path}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('[aria-busy="true"][aria-label^="Loading the"]')).toHaveCount(0);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
        expect(errors).toEqual([]);
      });
    }
  });
});
