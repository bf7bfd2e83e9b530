import type { Page } from '@playwright/test';
import { expect } from './support/fixtures';
import { DEMO_PASSWORD } from './support/fixtures';
import { apiLogin, newRecruiter, signIn, type Session } from './profiles-helpers';
import { testWithOwnServer } from './own-server';

/**
 * Issue 41: no list is stale after a write. Each journey opens a list once, then creates, edits and deletes
 * through the portal's own forms and dialogs (client-side navigation only) and checks that the list shows
 * each change at once. The list read moments before is still "fresh" to SWR (its deduping interval), so
 * without the writes' `invalidates` tags the list came back without the change until a reload.
 * Its own server: the demo admin signs in here.
 */
const test = testWithOwnServer('stale-lists');
const suffix = Date.now().toString(36);

/** Fails the test if the document loads again after `start` (a reload would hide a stale cache). */
function noReloads(page: Page): () => void {
  let loads = 0;
  const count = () => (loads += 1);
  page.on('load', count);
  return () => {
    page.off('load', count);
    expect(loads, 'full page loads after the list was opened').toBe(0);
  };
}

/** Opens `path` once (the only page load of the journey) and waits for its heading. */
async function openList(page: Page, path: string, heading: string): Promise<() => void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
  return noReloads(page);
}

async function confirmDelete(page: Page): Promise<void> {
  const confirm = page.getByRole('alertdialog', { name: /^Delete .*\?$/ });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
}

test.describe('lists show a write at once, without a reload', () => {
  let recruiter: Session;
  test.beforeAll(async ({ request, ownServer }) => {
    recruiter = await newRecruiter(request, `Stale ${suffix}`, ownServer);
  });

  test('roles: create, rename and delete from the role form', async ({ page, request, ownServer }) => {
    await signIn(page, await apiLogin(request, 'admin@example.com', DEMO_PASSWORD, ownServer));
    const done = await openList(page, '/user-role-management', 'User Role Management');
    const roles = page.getByRole('grid', { name: 'Roles' });
    await expect(roles.getByRole('row')).not.toHaveCount(1);

    const name = `Checker ${suffix}`;
    await page.getByRole('button', { name: 'Create Role' }).click();
    await expect(page).toHaveURL(/\/create-user-role$/);
    await page.getByRole('textbox', { name: 'Role name' }).fill(name);
    await page.getByRole('button', { name: 'Create Role' }).click();
    await expect(page).toHaveURL(/\/user-role-management$/);
    await expect(roles.getByRole('rowheader', { name })).toBeVisible();

    const renamed = `Verifier ${suffix}`;
    await page.getByRole('button', { name: `Actions for ${name}` }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    await expect(page).toHaveURL(/\/update-user-role\/\d+$/);
    await page.getByRole('textbox', { name: 'Role name' }).fill(renamed);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/user-role-management$/);
    await expect(roles.getByRole('rowheader', { name: renamed })).toBeVisible();
    await expect(roles.getByRole('rowheader', { name })).toHaveCount(0);

    await page.getByRole('button', { name: `Actions for ${renamed}` }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await confirmDelete(page);
    await expect(roles.getByRole('rowheader', { name: renamed })).toHaveCount(0);
    done();
  });

  test('keywords: add, edit and delete in the dialog', async ({ page }) => {
    await signIn(page, recruiter);
    const done = await openList(page, '/keyword_management', 'Keyword Stream');
    await expect(page.getByText('No Data Found')).toBeVisible();

    await page.getByRole('button', { name: 'Add Keyword' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Keyword' });
    await dialog.getByRole('textbox', { name: 'Keyword' }).fill(`stale-${suffix}`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('rowheader', { name: `stale-${suffix}` })).toBeVisible();

    await page.getByRole('button', { name: `Edit stale-${suffix}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Keyword' });
    await edit.getByRole('textbox', { name: 'Keyword' }).fill(`fresh-${suffix}`);
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('rowheader', { name: `fresh-${suffix}` })).toBeVisible();
    await expect(page.getByRole('rowheader', { name: `stale-${suffix}` })).toHaveCount(0);

    await page.getByRole('button', { name: `Delete fresh-${suffix}` }).click();
    await confirmDelete(page);
    await expect(page.getByText('No Data Found')).toBeVisible();
    done();
  });

  test('e-mail and SMS templates: create and delete', async ({ page }) => {
    await signIn(page, recruiter);
    const done = await openList(page, '/sms_template', 'SMS Template');
    const table = page.getByRole('grid', { name: 'Message templates' });
    await expect(page.getByText('No templates yet')).toBeVisible();

    await page.getByRole('button', { name: 'New template' }).click();
    let dialog = page.getByRole('dialog', { name: 'New template' });
    await dialog.getByRole('textbox', { name: /Template name/ }).fill(`Invite ${suffix}`);
    await dialog.getByRole('textbox', { name: /Subject/ }).fill('About {{ job_title }}');
    await dialog.getByRole('textbox', { name: /Message/ }).fill('Hi {{first_name}}');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(table).toContainText(`Invite ${suffix}`);

    await page.getByRole('button', { name: 'New template' }).click();
    dialog = page.getByRole('dialog', { name: 'New template' });
    await dialog.locator('label').filter({ hasText: /^SMS$/ }).click();
    await dialog.getByRole('textbox', { name: /Template name/ }).fill(`Nudge ${suffix}`);
    await dialog.getByRole('textbox', { name: /Message/ }).fill('Hi {{first_name}}');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(table).toContainText(`Nudge ${suffix}`);
    await expect(table).toContainText(`Invite ${suffix}`);

    await page.getByRole('button', { name: `Delete Nudge ${suffix}` }).click();
    await confirmDelete(page);
    await expect(table).not.toContainText(`Nudge ${suffix}`);
    await expect(table).toContainText(`Invite ${suffix}`);
    done();
  });

  test('clients: create and edit on the client form', async ({ page }) => {
    await signIn(page, recruiter);
    const done = await openList(page, '/client_management', 'Client Management');
    await expect(page.getByText('No clients yet')).toBeVisible();
    const clients = page.getByRole('grid', { name: 'Clients' });

    const name = `Harbor ${suffix}`;
    await page.getByRole('button', { name: 'Create Client' }).click();
    await expect(page).toHaveURL(/\/client_management\/create$/);
    await page.getByRole('textbox', { name: 'Client name' }).fill(name);
    await page.getByRole('button', { name: 'Create Client' }).click();
    await expect(page).toHaveURL(/\/client_management$/);
    await expect(clients.getByRole('row', { name: new RegExp(name) })).toBeVisible();

    const renamed = `Lighthouse ${suffix}`;
    await page.getByRole('button', { name: `Actions for ${name}` }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    await expect(page).toHaveURL(/\/client_management\/edit\/\d+$/);
    await page.getByRole('textbox', { name: 'Client name' }).fill(renamed);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/client_management$/);
    await expect(clients.getByRole('row', { name: new RegExp(renamed) })).toBeVisible();
    await expect(clients.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
    done();
  });

  test('job templates: create and edit on the template form, delete from the list', async ({ page }) => {
    await signIn(page, recruiter);
    const done = await openList(page, '/job_template', 'Job Template');
    await expect(page.getByText('No templates yet')).toBeVisible();
    const templates = page.getByRole('grid', { name: 'Job Template' });

    const name = `Platform ${suffix}`;
    await page.getByRole('button', { name: 'Create Job Template' }).click();
    await expect(page).toHaveURL(/\/job_template\/create$/);
    await page.getByRole('textbox', { name: 'Template name' }).fill(name);
    await page.getByRole('textbox', { name: 'Job Title' }).fill('Site Reliability Engineer');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page).toHaveURL(/\/job_template$/);
    await expect(templates.getByRole('row', { name: new RegExp(name) })).toContainText(
      'Site Reliability Engineer',
    );

    await page.getByRole('button', { name: `Edit ${name}` }).click();
    await expect(page).toHaveURL(/\/job_template\/edit\/\d+$/);
    await page.getByRole('textbox', { name: 'Job Title' }).fill('Platform Engineer');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page).toHaveURL(/\/job_template$/);
    await expect(templates.getByRole('row', { name: new RegExp(name) })).toContainText('Platform Engineer');

    await page.getByRole('button', { name: `Delete ${name}` }).click();
    await confirmDelete(page);
    await expect(page.getByText('No templates yet')).toBeVisible();
    done();
  });
});
