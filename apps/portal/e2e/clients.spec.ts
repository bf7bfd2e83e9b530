import { seriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { auth, newRecruiter, signIn, type Session } from './profiles-helpers';

/**
 * Issue 18, clients on the real server: a fresh recruiter adds a confidential client with a contact on
 * /client_management/create, finds it in the list, picks it on a new job, and the public job page shows
 * candidates the client's display name, never its name. Deleting the client then archives it, as the
 * confirmation said beforehand.
 */

const suffix = Date.now().toString(36);
const CLIENT = `Quiet Bank ${suffix}`;
const SHOWN = `A leading fintech company ${suffix}`;
const TITLE = `Risk Analyst ${suffix}`;

test.describe.serial('a recruiter creates a client and picks it on a job', () => {
  let recruiter: Session;
  let jobId: number;

  test.beforeAll(async ({ request }) => {
    recruiter = await newRecruiter(request, `Clients ${suffix}`);
  });

  test('creates a client with a contact and finds it in /client_management', async ({ page }) => {
    await signIn(page, recruiter);
    await page.goto('/client_management');
    await expect(page.getByRole('heading', { name: 'Client Management', level: 1 })).toBeVisible();
    await expect(page.getByText('No clients yet')).toBeVisible();
    await page.getByRole('button', { name: 'Create Client' }).click();
    await expect(page).toHaveURL(/\/client_management\/create$/);

    await page.getByRole('textbox', { name: 'Client name' }).fill(CLIENT);
    await page.getByRole('textbox', { name: 'Display name' }).fill(SHOWN);
    await page.getByRole('combobox', { name: 'Industry' }).fill('Financial Services');
    await page.getByRole('option', { name: 'Financial Services', exact: true }).click();
    await page.getByRole('textbox', { name: 'Website' }).fill('quietbank.example.com');
    await page.getByRole('button', { name: 'Add contact' }).click();
    const contact = page.getByRole('group', { name: 'Contact 1' });
    await contact.getByRole('textbox', { name: 'Name' }).fill('Dana Lee');
    await contact.getByRole('textbox', { name: 'E-mail' }).fill('dana@');
    await page.getByRole('button', { name: 'Create Client' }).click();
    // The contract's message, before anything is sent.
    await expect(page.getByText('Enter a valid e-mail address such as name@example.com.')).toBeVisible();
    await contact.getByRole('textbox', { name: 'E-mail' }).fill('dana@quietbank.example.com');
    await page.getByRole('button', { name: 'Create Client' }).click();

    await expect(page).toHaveURL(/\/client_management$/);
    const row = page.getByRole('grid', { name: 'Clients' }).getByRole('row', { name: new RegExp(CLIENT) });
    await expect(row).toContainText(SHOWN);
    await expect(row).toContainText('Financial Services');
    await expect(row).toContainText('Dana Lee');
  });

  test('picks the client on a new job; candidates see its display name', async ({ page, request }) => {
    await signIn(page, recruiter);
    await page.goto('/jobs/create-job');
    await expect(page.getByRole('heading', { name: 'Create Job', level: 1 })).toBeVisible();
    await page.getByRole('textbox', { name: 'Job Title' }).fill(TITLE);
    await page.getByRole('button', { name: /Client$/ }).click();
    await page.getByRole('option', { name: new RegExp(CLIENT) }).click();
    await expect(page.getByRole('textbox', { name: 'Company' })).toHaveValue(SHOWN);
    await page.getByRole('button', { name: 'Save draft', exact: true }).click();
    await expect(page).toHaveURL(/\/view-job\/\d+$/);
    jobId = Number(/\/view-job\/(\d+)$/.exec(page.url())?.[1]);

    const job = await request.get(`/api/get-job/${jobId}`, { headers: auth(recruiter) });
    expect(await job.json()).toMatchObject({ company_name: SHOWN, client_id: expect.any(Number) });

    // Published (through the API: the job form's publishing is jobs.spec.ts's journey), the public job page
    // shows the display name as the company, never the client's name.
    const published = await request.patch(`/api/create-job/${jobId}/`, {
      headers: auth(recruiter),
      data: {
        description: '<p>Model credit risk.</p>',
        work_location: 'remote',
        employment_type: 'full_time',
        expires_on: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
        status: 'open',
      },
    });
    expect(published.status(), await published.text()).toBe(200);
    await page.goto(`/public-job/${jobId}`);
    await expect(page.getByRole('heading', { name: TITLE, level: 1 })).toBeVisible();
    await expect(page.getByText(SHOWN).first()).toBeVisible();
    await expect(page.getByText(CLIENT)).toHaveCount(0);
  });

  test('deleting the client archives it, as the confirmation says', async ({ page }) => {
    await signIn(page, recruiter);
    await page.goto('/client_management');
    await page.getByRole('button', { name: `Actions for ${CLIENT}` }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('This client is used by 1 job, so it will be archived, not deleted.');
    await dialog.getByRole('button', { name: 'Archive' }).click();
    await expect(
      page.getByText('The client is used by 1 job, so it was archived, not deleted.'),
    ).toBeVisible();
    await expect(page.getByText('No clients yet')).toBeVisible();

    await page.getByRole('button', { name: /Show$/ }).click();
    await page.getByRole('option', { name: 'Archived clients' }).click();
    await expect(
      page.getByRole('grid', { name: 'Clients' }).getByRole('row', { name: new RegExp(CLIENT) }),
    ).toContainText('Archived');
  });

  test('the list and the form fit a phone (390 px) and pass axe', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, recruiter);
    const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
    await page.goto('/client_management');
    await page.getByRole('button', { name: /Show$/ }).click();
    await page.getByRole('option', { name: 'All clients' }).click();
    await expect(
      page.getByRole('grid', { name: 'Clients' }).getByRole('row', { name: new RegExp(CLIENT) }),
    ).toBeVisible();
    expect(await pageWidth()).toBeLessThanOrEqual(390);
    expect(await seriousViolations(page), '/client_management').toEqual([]);

    await page.getByRole('button', { name: 'Create Client' }).click();
    await page.getByRole('button', { name: 'Add contact' }).click();
    await expect(page.getByRole('group', { name: 'Contact 1' })).toBeVisible();
    expect(await pageWidth()).toBeLessThanOrEqual(390);
    expect(await seriousViolations(page), '/client_management/create').toEqual([]);
  });
});
