import { expect, test } from '@playwright/test';
import { base, watchErrors } from './support';

test.describe('users, roles and permissions through the real server', () => {
  test('an added user stays until reload and opens in the user view', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto(`${base()}/apps/user/list`);
    // Two signals in turn on a busy machine: the screen (its chunk), then the handler's first page.
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    await expect(page.getByText('Showing 1 to 10 of 50 entries')).toBeVisible();
    await page.getByRole('button', { name: 'Add user' }).click();
    const sheet = page.getByRole('dialog', { name: 'Add user' });
    await sheet.getByRole('textbox', { name: /Full name/ }).fill('Ada Lovelace');
    await sheet.getByRole('textbox', { name: /Username/ }).fill('ada');
    await sheet.getByRole('textbox', { name: /E-mail/ }).fill('ada@example.com');
    await sheet.getByRole('button', { name: 'Add user' }).click();
    await expect(page.getByText('Showing 1 to 10 of 51 entries')).toBeVisible();
    await page.getByRole('link', { name: 'Ada Lovelace', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeVisible();
    await expect(page).toHaveURL(/\/apps\/user\/view\/51$/);
    // In-memory per page: a reload starts from the sample data again, so user 51 is gone.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'User not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to the users' }).click();
    await expect(page.getByText('Showing 1 to 10 of 50 entries')).toBeVisible();
    // The only console error allowed is the browser's note of the 404 answer for user 51.
    expect(errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
  });

  test('a deleted permission is gone until reload', async ({ page }) => {
    await page.goto(`${base()}/apps/permissions`);
    await expect(page.getByRole('heading', { level: 1, name: 'Permissions' })).toBeVisible();
    const table = page.getByRole('grid', { name: 'Permissions' });
    await expect(table.getByRole('rowheader', { name: 'Only View' })).toBeVisible();
    await page.getByRole('button', { name: 'Delete Only View' }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete Only View?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(table.getByRole('rowheader', { name: 'Only View' })).toHaveCount(0);
    await expect(page.getByText('Showing 1 to 8 of 8 entries')).toBeVisible();
    await page.reload();
    await expect(table.getByRole('rowheader', { name: 'Only View' })).toBeVisible();
  });

  test('a role edited by keyboard keeps its change until reload', async ({ page }) => {
    await page.goto(`${base()}/apps/roles`);
    await expect(page.getByRole('heading', { level: 1, name: 'Roles' })).toBeVisible();
    await expect(page.getByText('6 of 27 permissions', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Edit role User' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Edit role' });
    await dialog.getByRole('checkbox', { name: 'Read Management' }).focus();
    await page.keyboard.press('Space');
    await expect(dialog.getByRole('checkbox', { name: 'Read Management' })).toBeChecked();
    await dialog.getByRole('button', { name: 'Save role' }).press('Enter');
    await expect(page.getByText('7 of 27 permissions', { exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByText('6 of 27 permissions', { exact: true })).toBeVisible();
  });

  test('phones: the users list stacks each user as a card, nothing wider than the screen', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${base()}/apps/user/list`);
    // Two signals in turn on a busy machine: the screen (its chunk), then the handler's first page.
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    await expect(page.getByText('Showing 1 to 10 of 50 entries')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Rosa Slixby', exact: true })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: 'Add user' }).click();
    const sheet = page.getByRole('dialog', { name: 'Add user' });
    await expect(sheet).toBeVisible();
    const box = await sheet.boundingBox();
    expect(box?.width ?? 0).toBeLessThanOrEqual(390);
    await sheet.getByRole('button', { name: 'Cancel' }).click();
    await expect(sheet).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});
