import type { APIRequestContext, Page } from '@playwright/test';
import { createVerifiedAccount, expect } from './support/fixtures';
import { testWithOwnServer, type OwnServer } from './own-server';

// Its own server and copy of the built portal (see own-server.ts).
const test = testWithOwnServer('exclusions');
/**
 * Issue 7: the exclusion lists (create, edit, delete, search, paging) and their effect: a keyword added to
 * the Keyword Stream list is absent from the next profile parsed on the upload page.
 */
interface Session {
  token: string;
  login: { userData: Record<string, unknown>; accessToken: string; refreshToken: string };
}

async function newRecruiter(request: APIRequestContext, ownServer: OwnServer): Promise<Session> {
  const { email, password } = await createVerifiedAccount(request, ownServer, 'recruiter');
  const login = async () => {
    const res = await request.post('/api/login', { data: { email, password } });
    expect(res.status(), await res.text()).toBe(200);
    const body = (await res.json()) as Session['login'];
    return { token: body.accessToken, login: body };
  };
  const first = await login();
  const saved = await request.post('/api/profile-user', {
    headers: { authorization: `Bearer ${first.token}` },
    data: { about_company_statement: 'Exclusion tests hire engineers.' },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return login();
}

async function signIn(page: Page, s: Session): Promise<void> {
  await page.goto('/misc/coming-soon');
  await page.evaluate((l) => {
    localStorage.clear();
    localStorage.setItem('userData', JSON.stringify({ ...l.userData, refreshToken: l.refreshToken }));
    localStorage.setItem('is_email_verified', 'true');
    localStorage.setItem('accessToken', l.accessToken);
    localStorage.setItem('refreshToken', l.refreshToken);
  }, s.login);
}

test('keyword list: add, search, edit, delete and paging', async ({ page, request, ownServer }) => {
  test.setTimeout(90_000);
  const s = await newRecruiter(request, ownServer);
  // Eleven entries through the API so the table has a second page.
  for (let i = 1; i <= 11; i += 1) {
    const res = await request.post('/api/block_keyword', {
      headers: { authorization: `Bearer ${s.token}` },
      data: { keyword: `bulk-${String(i).padStart(2, '0')}` },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  await signIn(page, s);
  await page.goto('/keyword_management');
  await expect(page.getByRole('heading', { name: 'Keyword Stream', level: 1 })).toBeVisible();
  await expect(page.getByText('Showing 1 to 10 of 11 entries')).toBeVisible();
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page.getByText('Showing 11 to 11 of 11 entries')).toBeVisible();

  // Add with the keyboard: the dialog's field, Enter submits.
  await page.getByRole('button', { name: 'Add Keyword' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Keyword' });
  await dialog.getByRole('textbox', { name: 'Keyword' }).fill('confidential');
  await dialog.getByRole('textbox', { name: 'Keyword' }).press('Enter');
  await expect(dialog).toBeHidden();
  // The table stays on its page and counts the new entry.
  await expect(page.getByText('Showing 11 to 12 of 12 entries')).toBeVisible();

  // The same keyword again is refused with the server's message.
  await page.getByRole('button', { name: 'Add Keyword' }).click();
  await dialog.getByRole('textbox', { name: 'Keyword' }).fill('confidential');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).not.toBeEmpty();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await page
    .getByRole('searchbox')
    .or(page.getByRole('textbox', { name: 'Keyword' }))
    .first()
    .fill('confid');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('Showing 1 to 1 of 1 entries')).toBeVisible();
  await page.getByRole('button', { name: 'Edit confidential' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Keyword' });
  await edit.getByRole('textbox', { name: 'Keyword' }).fill('confidential-note');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('rowheader', { name: 'confidential-note' })).toBeVisible();
  await page.getByRole('button', { name: 'Delete confidential-note' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No Data Found')).toBeVisible();
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByText('Showing 1 to 10 of 11 entries')).toBeVisible();
});

function resumeHtml(name: string, email: string, mobile: string, secretLine: string): Buffer {
  return Buffer.from(`<!DOCTYPE html><html lang="en"><head><title>${name}</title></head><body>
<p>${name}</p>
<p>${email}</p>
<p>${mobile}</p>
<p>Austin, TX 73301</p>
<h2>Experience</h2>
<p>Senior Software Engineer at Acme Corp, 2019-2024</p>
<p>${secretLine}</p>
<p>Contact me at recruiter@spamdomain-e2e.com for references</p>
<h2>Skills</h2>
<p>TypeScript, React, Node.js, SQL</p>
<p>Authorized to work in the US, willing to relocate</p>
</body></html>`);
}

async function uploadThroughPage(page: Page, file: { name: string; buffer: Buffer }) {
  await page.goto('/resume-uploader');
  await expect(page.getByRole('heading', { name: 'Upload Profile', level: 1 })).toBeVisible();
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: file.name, mimeType: 'text/html', buffer: file.buffer });
  // The parsed work history waits for the user's check (issue 39): confirmed as parsed.
  await page
    .getByRole('region', { name: `Check the work history and education: ${file.name}` })
    .getByRole('button', { name: 'Upload with these entries' })
    .click({ timeout: 60_000 });
  // Real work: the worker loads the parser and parses the file, then the server stores it and renders pages.
  await expect(page.getByRole('region', { name: /^Uploaded/ }).getByText(file.name)).toBeVisible({
    timeout: 60_000,
  });
}

async function storedText(request: APIRequestContext, s: Session, email: string): Promise<string> {
  const res = await request.post('/api/list_resume?limit=100&offset=0', {
    headers: { authorization: `Bearer ${s.token}` },
    data: {},
  });
  expect(res.status(), await res.text()).toBe(200);
  const rows = ((await res.json()) as { results: Array<{ email: string | null }> }).results;
  const row = rows.find((r) => r.email === email);
  expect(row, `a profile with ${email}`).toBeTruthy();
  return JSON.stringify(row);
}

test('a keyword and a domain added to the exclusion lists are absent from the next parsed upload', async ({
  page,
  request,
  ownServer,
}) => {
  test.setTimeout(180_000);
  const s = await newRecruiter(request, ownServer);
  await signIn(page, s);
  const run = Date.now().toString(36);

  // Before: the line with the keyword and the line with the domain are kept.
  const before = `before.${run}@example.net`;
  await uploadThroughPage(page, {
    name: `before-${run}.html`,
    buffer: resumeHtml('Alex Morgan', before, '(512) 555-0101', 'Led Project Quokkafire migration'),
  });
  const beforeText = await storedText(request, s, before);
  expect(beforeText).toContain('Quokkafire');
  expect(beforeText).toContain('spamdomain-e2e.com');

  await page.goto('/keyword_management');
  await page.getByRole('button', { name: 'Add Keyword' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Keyword' });
  await dialog.getByRole('textbox', { name: 'Keyword' }).fill('Quokkafire');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('rowheader', { name: 'Quokkafire' })).toBeVisible();

  await page.goto('/domain_management');
  await page.getByRole('button', { name: 'Add Domain' }).click();
  const domainDialog = page.getByRole('dialog', { name: 'Add Domain' });
  await domainDialog.getByRole('textbox', { name: 'Domain' }).fill('spamdomain-e2e.com');
  await domainDialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('rowheader', { name: 'spamdomain-e2e.com' })).toBeVisible();

  const after = `after.${run}@example.net`;
  await uploadThroughPage(page, {
    name: `after-${run}.html`,
    buffer: resumeHtml('Blake Rivera', after, '(512) 555-0102', 'Led Project Quokkafire migration'),
  });
  const afterText = await storedText(request, s, after);
  expect(afterText).not.toContain('Quokkafire');
  expect(afterText).not.toContain('spamdomain-e2e.com');
  expect(afterText).toContain('Acme Corp');
});
