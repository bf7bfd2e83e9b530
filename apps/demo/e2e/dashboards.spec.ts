import { expect, test, type Locator, type Page } from '@playwright/test';
import type { CardRef } from '../src/cards/model';
import { analyticsDashboardCards, ecommerceCards } from '../src/dashboards/cards';
import { cardData, type CardRange } from '../src/mocks/data/cards';
import { datatableFixtures, type CandidateRow } from '../src/mocks/data/tables';
import { base, watchErrors } from './support';

const format = (n: number) => new Intl.NumberFormat('en-US').format(n);

/** What the handler answers for a card and range (the sample data is seeded: the same on every load). */
function data(card: CardRef, range: CardRange) {
  const answer = cardData(card.group, card.name, range);
  if (!answer) throw new Error(`No sample data for ${card.group}/${card.name}`);
  return answer;
}

/**
 * A screen of the gallery, by signals in turn on a busy machine: the shell's main region (the bundle, the
 * msw worker's install and the demo session), then the screen's heading (its chunk).
 */
async function open(page: Page, path: string, heading: string) {
  await page.goto(`${base()}${path}`);
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/**
 * A dashboard once every card has its data (each card's title, in grid order). The charts come later, all
 * in one go (the lazy recharts chunk, then the drawing: the slowest step on a busy machine), so only the
 * tests that look at charts wait for them.
 */
async function openDashboard(page: Page, path: string, title: string, cards: readonly CardRef[]) {
  await open(page, path, title);
  const grid = page.getByRole('list', { name: `${title} cards` });
  await expect(grid.getByRole('heading', { level: 2 })).toHaveText(
    cards.map((c) => data(c, 'last-28-days').title),
  );
  return grid;
}

const card = (grid: Locator, title: string) => grid.getByRole('region', { name: title, exact: true });

test.describe('dashboards and data tables through the real server', () => {
  test('analytics: a range change refetches every card with that range', async ({ page }) => {
    const errors = watchErrors(page);
    const grid = await openDashboard(
      page,
      '/dashboard/analytics',
      'Analytics dashboard',
      analyticsDashboardCards,
    );
    for (const ref of analyticsDashboardCards) {
      const before = data(ref, 'last-28-days');
      const region = card(grid, before.title);
      await expect(region.getByRole('paragraph')).toHaveText(before.rangeTitle);
      await expect(region.getByRole('definition')).toHaveText(Object.values(before.figures).map(format));
    }

    await page.getByRole('button', { name: /Range/ }).click();
    await page.getByRole('option', { name: 'Last Month' }).click();

    for (const ref of analyticsDashboardCards) {
      const before = data(ref, 'last-28-days');
      const after = data(ref, 'last-month');
      // Otherwise the card could not tell the two ranges apart.
      expect(Object.values(after.figures)).not.toEqual(Object.values(before.figures));
      const region = card(grid, after.title);
      await expect(region.getByRole('paragraph')).toHaveText('Last Month');
      await expect(region.getByRole('definition')).toHaveText(Object.values(after.figures).map(format));
      // The chart's data table (screen readers always have it) follows the range too.
      await expect(region.getByRole('table', { name: `${after.title}, Last Month` })).toHaveCount(1);
    }
    await expect(page.getByRole('button', { name: /Range/ })).toHaveText('Last Month');
    expect(errors).toEqual([]);
  });

  test("e-commerce: by keyboard, a card's chart gives way to its data table and back", async ({ page }) => {
    const errors = watchErrors(page);
    const grid = await openDashboard(page, '/', 'E-commerce dashboard', ecommerceCards);
    // The revenue report: two series over twelve months, so a table of several columns.
    const ref = ecommerceCards.find((c) => c.group === 'analytics' && c.name === 'revenue-report');
    if (!ref) throw new Error('The e-commerce dashboard has no revenue report card.');
    const numbers = data(ref, 'last-28-days');
    expect(numbers.series.length).toBeGreaterThan(1);
    const region = card(grid, numbers.title);
    const chart = region.getByRole('application', { name: `${numbers.title} chart` });
    const table = region.getByRole('table', { name: `${numbers.title}, ${numbers.rangeTitle}` });
    // The table is there for screen readers only: clipped to a pixel, so not on screen. (toBeInViewport
    // measures the part not clipped away, where toBeVisible would count a 1px box as visible.)
    await region.scrollIntoViewIfNeeded();
    await expect(table).not.toBeInViewport({ ratio: 0.5 });
    // The table needs only the card's data; the charts, drawn all at once, are the slowest step, so the
    // table comes first and the test waits for the chart when it asks for it.
    const toggle = region.getByRole('button', { name: 'Show data table' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.focus();
    await page.keyboard.press('Enter');
    const back = region.getByRole('button', { name: 'Show chart' });
    await expect(back).toBeFocused();
    await expect(back).toHaveAttribute('aria-expanded', 'true');
    await table.scrollIntoViewIfNeeded();
    await expect(table).toBeInViewport({ ratio: 0.9 });
    await expect(table.getByRole('columnheader')).toHaveText([
      'Period',
      ...numbers.series.map((s) => s.name),
    ]);
    await expect(table.getByRole('rowheader')).toHaveText(numbers.categories);
    await expect(table.getByRole('cell')).toHaveText(
      numbers.categories.flatMap((_, i) => numbers.series.map((s) => format(s.data[i] ?? 0))),
    );
    await expect(chart).toHaveCount(0);

    await page.keyboard.press('Space');
    await expect(region.getByRole('button', { name: 'Show data table' })).toBeFocused();
    await expect(chart).toBeVisible();
    await expect(table).not.toBeInViewport({ ratio: 0.5 });

    // Once drawn, the chart gives way again, to the same numbers.
    await region.getByRole('button', { name: 'Show data table' }).click();
    await expect(chart).toHaveCount(0);
    await table.scrollIntoViewIfNeeded();
    await expect(table).toBeInViewport({ ratio: 0.9 });
    await expect(table.getByRole('rowheader')).toHaveText(numbers.categories);
    expect(errors).toEqual([]);
  });

  test('data tables: the search narrows the candidates whatever the case; page 2 has the next ten', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    const rows = datatableFixtures();
    await open(page, '/datatables', 'Data tables');
    const table = page.getByRole('grid', { name: 'Candidates' });
    const names = table.getByRole('rowheader');
    const showing = (from: number, to: number, total: number) =>
      page.getByText(`Showing ${from} to ${to} of ${total} entries`, { exact: true });
    await expect(showing(1, 10, rows.length)).toBeVisible();
    await expect(names).toHaveCount(10);
    await expect(names).toContainText(rows.slice(0, 10).map((r) => r.email));

    // Paging: the handler's next ten rows, in id order.
    await page.getByRole('button', { name: 'Page 2' }).click();
    await expect(showing(11, 20, rows.length)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(names).toHaveCount(10);
    await expect(names).toContainText(rows.slice(10, 20).map((r) => r.email));

    // The search: upper case, where the sample data has the name capitalised and the e-mail in lower case.
    const query = 'GIBSON';
    const q = query.toLowerCase();
    const matches = (row: CandidateRow) =>
      [row.full_name, row.post, row.email, row.age, row.salary, row.start_date].some((field) =>
        field.toLowerCase().includes(q),
      );
    const found = rows.filter(matches);
    expect(rows.some((row) => row.full_name.includes(query) || row.email.includes(query))).toBe(false);
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThanOrEqual(10);
    const search = page.getByRole('searchbox', { name: 'Search candidates' });
    await search.fill(query);
    await search.press('Enter');
    // A new search starts again from page 1.
    await expect(showing(1, found.length, found.length)).toBeVisible();
    await expect(names).toHaveCount(found.length);
    await expect(names).toContainText(found.map((r) => r.email));
    await expect(page.getByRole('navigation', { name: 'Pagination: Candidates' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(showing(1, 10, rows.length)).toBeVisible();
    await expect(search).toHaveValue('');
    expect(errors).toEqual([]);
  });

  test('phones: the dashboard cards stack in one column, nothing wider than the screen', async ({ page }) => {
    const errors = watchErrors(page);
    await page.setViewportSize({ width: 390, height: 844 });
    const grid = await openDashboard(page, '/', 'E-commerce dashboard', ecommerceCards);
    const cards = grid.getByRole('region');
    await expect(cards).toHaveCount(ecommerceCards.length);
    /** The cards share one column: the same x and width (within 1px), each below the one before. */
    const expectOneColumn = async () => {
      const boxes = await Promise.all((await cards.all()).map((c) => c.boundingBox()));
      const [first] = boxes;
      expect(first).toBeTruthy();
      for (const [i, box] of boxes.entries()) {
        expect(Math.abs((box?.x ?? -1) - (first?.x ?? 0))).toBeLessThanOrEqual(1);
        expect(Math.abs((box?.width ?? -1) - (first?.width ?? 0))).toBeLessThanOrEqual(1);
        const above = boxes[i - 1];
        if (above) expect(box?.y ?? 0).toBeGreaterThan(above.y + above.height - 1);
      }
    };
    const expectNoOverflow = async () => {
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }));
      expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    };
    await expectOneColumn();
    await expectNoOverflow();
    // Again once the charts are drawn, the widest content of a card.
    await expect(grid.getByRole('application')).toHaveCount(ecommerceCards.length);
    await expectOneColumn();
    await expectNoOverflow();
    expect(errors).toEqual([]);
  });
});
