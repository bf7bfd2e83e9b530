import { expect, test } from '@playwright/test';
import { base, watchErrors } from './support';

test.describe('the issue-22 pages through the real server', () => {
  test('FAQ: the search asks the handler and keeps only matching questions; no match is the empty state', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await page.goto(`${base()}/pages/faq`);
    const tabs = page.getByRole('tablist', { name: 'Categories' }).getByRole('tab');
    await expect(tabs).toHaveCount(5);
    await page.getByRole('searchbox', { name: 'Search questions' }).fill('refund');
    await expect(tabs).toHaveText(['Cancellation and return']);
    await expect(page.getByText('Do you refund unused months?')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search questions' }).fill('zebra');
    await expect(page.getByRole('heading', { name: 'No questions found' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search questions' }).fill('');
    await expect(tabs).toHaveCount(5);
    expect(errors).toEqual([]);
  });

  test('pricing: the monthly/yearly switch changes the paid plan price', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto(`${base()}/pages/pricing`);
    const paid = page.getByRole('region', { name: 'Paid' });
    await expect(paid.getByText('$29')).toBeVisible();
    await page.getByRole('switch', { name: 'Billed yearly' }).press('Space');
    await expect(paid.getByText('$25')).toBeVisible();
    await expect(paid.getByText(/Billed \$300 a year/)).toBeVisible();
    await expect(paid.getByText('$29')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('account settings: a saved change survives navigation in the session, not a reload', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`${base()}/pages/account-settings`);
    const fullName = page.getByRole('textbox', { name: /Full name/ });
    await expect(fullName).toHaveValue('John Doe');
    await fullName.fill('Jane Recruiter');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('General settings saved')).toBeVisible();
    await page.getByRole('link', { name: 'Profile', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'John Doe' })).toBeVisible();
    await page.getByRole('link', { name: 'Account settings', exact: true }).click();
    await expect(page.getByRole('textbox', { name: /Full name/ })).toHaveValue('Jane Recruiter');
    await page.reload();
    await expect(page.getByRole('textbox', { name: /Full name/ })).toHaveValue('John Doe');
    expect(errors).toEqual([]);
  });

  test('profile on a phone: one column, no sideways scroll, the completion notice shown', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${base()}/pages/profile`);
    await expect(page.getByRole('heading', { level: 1, name: 'John Doe' })).toBeVisible();
    await expect(page.getByText(/Complete your profile to 100%/)).toBeVisible();
    const about = await page.getByRole('region', { name: 'About', exact: true }).boundingBox();
    const statements = await page.getByRole('region', { name: 'Company statements' }).boundingBox();
    expect(about && statements && statements.y > about.y + about.height - 1).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(errors).toEqual([]);
  });

  test('knowledge base: category and question by slug from the links; an unknown slug is the 404 state', async ({
    page,
  }) => {
    await page.goto(`${base()}/pages/knowledge-base`);
    await page.getByRole('link', { name: 'All of billing' }).click();
    await expect(page).toHaveURL(/\/pages\/knowledge-base\/billing$/);
    await page.getByRole('link', { name: 'How do coins work?' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'How do coins work?' })).toBeVisible();
    await expect(page.getByText('10 coins buy one extra upload')).toBeVisible();
    await page.goto(`${base()}/pages/knowledge-base/billing/nope`);
    await expect(page.getByRole('heading', { name: 'No such question' })).toBeVisible();
  });

  test('modal examples: a dialog opens with Enter and closes with Escape', async ({ page }) => {
    await page.goto(`${base()}/pages/modal-examples`);
    await page.getByRole('button', { name: 'Open share project' }).press('Enter');
    await expect(page.getByRole('dialog', { name: 'Share project' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Open share project' })).toBeFocused();
  });

  test('misc pages are in the blank layout, each with a way back to the gallery', async ({ page }) => {
    for (const path of ['/misc/coming-soon', '/misc/not-authorized', '/misc/maintenance', '/misc/error']) {
      await page.goto(`${base()}${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('navigation')).toHaveCount(0);
      await page.getByRole('link', { name: 'Back to the gallery' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Template gallery' })).toBeVisible();
    }
  });
});
