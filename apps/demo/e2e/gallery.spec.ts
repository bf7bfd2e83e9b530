import { expect, test } from '@playwright/test';
import { gallery } from '../src/gallery';
import { variants as authVariants } from './variants/auth';
import { variants as dashboardsVariants } from './variants/dashboards';
import { variants as pagesVariants } from './variants/pages';
import { variants as showcaseVariants } from './variants/showcase';
import { variants as usersVariants } from './variants/users';
import { base, watchErrors } from './support';

/** The routes of the built apps beyond their entry path: the spec's folder, filter and label variants. */
const variants: Record<string, string[]> = {
  ...usersVariants,
  ...authVariants,
  ...pagesVariants,
  ...dashboardsVariants,
  ...showcaseVariants,
  email: ['/apps/email/sent', '/apps/email/starred', '/apps/email/label/important', '/apps/email?id=2'],
  todo: [
    '/apps/todo/important',
    '/apps/todo/completed',
    '/apps/todo/deleted',
    ...['update', 'team', 'high', 'medium', 'low'].map((tag) => `/apps/todo/tag/${tag}`),
  ],
  invoice: [
    '/apps/invoice/preview',
    '/apps/invoice/preview/4990',
    '/apps/invoice/edit',
    '/apps/invoice/edit/4991',
    '/apps/invoice/add',
    // The blank layout; ?noprint keeps the print dialog shut, as it would block the browser.
    '/apps/invoice/print?noprint',
    '/apps/invoice/print/4988?noprint',
  ],
  ecommerce: [
    '/apps/ecommerce/wishlist',
    '/apps/ecommerce/product-detail/orbit-over-ear-headphones',
    '/apps/ecommerce/product-detail/3',
    '/apps/ecommerce/checkout',
  ],
};

const built = gallery.filter((entry) => entry.built && !entry.external);
/** Showcase pages made from the components' stories, loading states among them. */
const showsLoadingExamples = new Set([
  'ui-element',
  'components',
  'extensions',
  'page-layout',
  'forms',
  'tables',
  'charts',
]);
const notBuilt = gallery.filter((entry) => !entry.built);

test.describe('the template gallery through the real server', () => {
  test('every screen of spec 001 is built: no "coming soon" placeholder is left', () => {
    expect(notBuilt.map((entry) => entry.id)).toEqual([]);
    // The six mail templates are static pages outside the app; every other entry is a route.
    expect(gallery.filter((entry) => entry.external).map((entry) => entry.id)).toHaveLength(6);
    expect(built).toHaveLength(gallery.length - 6);
  });

  test('the index opens with no page error', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto(`${base()}/gallery`);
    await expect(page.getByRole('heading', { level: 1, name: 'Template gallery' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  // One test per menu group, one page for all its routes: the msw worker installs and the chunks load once,
  // so the smoke pass costs a navigation per route rather than a fresh browser context. Soft assertions let
  // one run report every broken route of a group, each under its own step.
  const groups = [...new Set(built.map((entry) => entry.group))];
  for (const group of groups) {
    const paths = built
      .filter((entry) => entry.group === group)
      .flatMap((entry) => [entry.path, ...(variants[entry.id] ?? [])].map((path) => ({ entry, path })));
    test(`built: the ${paths.length} routes of ${group} render with no page error and no placeholder`, async ({
      page,
    }) => {
      // The budget is per route, as it was when each route was a test of its own.
      test.setTimeout(30_000 * paths.length);
      const errors = watchErrors(page);
      for (const { entry, path } of paths) {
        await test.step(path, async () => {
          errors.length = 0;
          await page.goto(`${base()}${path}`);
          await expect.soft(page.getByRole('heading', { level: 1 }), path).toBeVisible();
          // The showcase pages show the design system's loading states on purpose; the others must have
          // finished loading.
          if (!showsLoadingExamples.has(entry.id))
            await expect.soft(page.getByRole('main'), path).not.toContainText('Loading');
          await expect.soft(page.locator('[data-placeholder="coming-soon"]'), path).toHaveCount(0);
          expect.soft(errors, path).toEqual([]);
        });
      }
    });
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

  test('the to-do app runs on the msw worker: an added task stays until reload', async ({ page }) => {
    await page.goto(`${base()}/apps/todo`);
    const list = page.getByRole('list', { name: 'Tasks' });
    await expect(list.getByRole('listitem')).toHaveCount(10);
    await page.getByRole('button', { name: 'Add task' }).click();
    const sheet = page.getByRole('dialog', { name: 'Add task' });
    await sheet.getByRole('textbox', { name: 'Title' }).fill('Write the gallery docs');
    await sheet.getByRole('button', { name: 'Add' }).click();
    await expect(list.getByRole('listitem')).toHaveCount(11);
    await expect(list.getByRole('listitem').first()).toContainText('Write the gallery docs');
    await page.reload();
    await expect(list.getByRole('listitem')).toHaveCount(10);
  });

  test('phones: the to-do filters sit behind a button; chat shows one pane at a time', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${base()}/apps/todo`);
    await expect(page.getByRole('list', { name: 'Tasks' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Task filters' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Filters and tags' }).click();
    await page
      .getByRole('dialog', { name: 'Filters and tags' })
      .getByRole('link', { name: 'Completed' })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('To-do: Completed');
    await expect(page.getByRole('dialog', { name: 'Filters and tags' })).toHaveCount(0);

    await page.goto(`${base()}/apps/chat`);
    await page.getByRole('button', { name: /^Verla Morgano/ }).click();
    const log = page.getByRole('log', { name: 'Messages with Verla Morgano' });
    await expect(log).toBeVisible();
    await expect(page.getByRole('list', { name: 'Chats' })).toHaveCount(0);
    await page.getByRole('textbox', { name: 'Message' }).fill('On my way');
    await page.getByRole('textbox', { name: 'Message' }).press('Enter');
    await expect(log).toContainText('On my way');
    await page.getByRole('button', { name: 'Back to the chats' }).click();
    await expect(page.getByRole('list', { name: 'Chats' }).getByRole('listitem').first()).toContainText(
      'On my way',
    );
    await expect(page.getByRole('log')).toHaveCount(0);
  });

  test('the calendar: dragging an event to another day saves it (update-event) until reload', async ({
    page,
  }) => {
    await page.goto(`${base()}/apps/calendar`);
    const event = page.locator('.fc-event', { hasText: 'Design review' });
    await expect(event).toBeVisible();
    await expect(event.locator('xpath=ancestor::td[1]')).toHaveAttribute('data-date', '2026-01-20');
    // FullCalendar drags on mouse moves past a threshold: press, move in steps, release over Jan 22.
    const from = await event.boundingBox();
    const to = await page.locator('td.fc-daygrid-day[data-date="2026-01-22"]').boundingBox();
    if (!from || !to) throw new Error('the event or the target day is not on screen');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
    await page.mouse.up();
    await expect(page.getByText('"Design review" moved')).toBeVisible();
    // The toast comes after update-event answered; the events were then read again from the handlers.
    await expect(
      page.locator('td.fc-daygrid-day[data-date="2026-01-22"] .fc-event', { hasText: 'Design review' }),
    ).toBeVisible();
    // In-memory per page: a reload starts from the sample data again.
    await page.reload();
    await expect(
      page.locator('td.fc-daygrid-day[data-date="2026-01-20"] .fc-event', { hasText: 'Design review' }),
    ).toBeVisible();
  });

  test('the calendar on a 390 px phone: list view, filters behind a button', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${base()}/apps/calendar`);
    await expect(page.getByRole('radio', { name: 'List' })).toBeChecked();
    const designReview = page.locator('.fc-list-event', { hasText: 'Design review' });
    await expect(designReview).toBeVisible();
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: 'Calendars' }).click();
    const sheet = page.getByRole('dialog', { name: 'Calendars' });
    // react-aria's checkbox input sits under its drawn box: its label takes the click.
    await sheet.locator('label', { hasText: 'Business' }).click();
    await expect(sheet.getByRole('checkbox', { name: 'Business' })).not.toBeChecked();
    await expect(designReview).toHaveCount(0);
    await expect(page.locator('.fc-list-event', { hasText: 'Team lunch' })).toHaveCount(1);
  });

  test('the invoice print page is in the blank layout: no side menu, no top bar', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto(`${base()}/apps/invoice/print/4987?noprint`);
    await expect(page.getByRole('heading', { level: 1, name: 'Invoice #4987' })).toBeVisible();
    await expect(page.getByRole('navigation')).toHaveCount(0);
    await expect(page.getByRole('banner')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('the invoice list runs on the msw worker: a delete stays until reload', async ({ page }) => {
    await page.goto(`${base()}/apps/invoice/list`);
    await expect(page.getByText('Showing 1 to 10 of 50 entries')).toBeVisible();
    await page.getByRole('button', { name: 'Delete invoice #5036' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Showing 1 to 10 of 49 entries')).toBeVisible();
    await expect(page.getByRole('link', { name: '#5036' })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('link', { name: '#5036' })).toBeVisible();
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
