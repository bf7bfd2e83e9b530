import path from 'node:path';
import Database from 'better-sqlite3';
import nodemailer from 'nodemailer';
import { expect, loginThroughUi } from './support/fixtures';
import { freePort } from './support/server';
import { startOwnServer, type OwnServer } from './own-server';
import { corpus } from './profiles-helpers';
import { test as base } from './support/fixtures';

/**
 * Issue 18 on the real server: the demo recruiter e-mails an applicant from /job_application; the server's
 * worker sends it (to the outbox: no SMTP account of theirs), /candidates_communicated, reached from the side
 * menu's Communication section, shows it sent, and the outbox holds it; the applicant's application lists the
 * message and its row opens it in the log (issue 43). Then a resume is mailed with a real SMTP client to the recruiter's inbound address
 * (INBOUND_SMTP_PORT set on this server); the upload page says it arrived and processes it into the
 * collection through the browser's parser, and /email-plugin shows the import.
 */
const INBOUND_DOMAIN = 'inbound.talent.test';
const test = base.extend<object, { ownServer: OwnServer; inboundPort: number }>({
  inboundPort: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => use(await freePort()),
    { scope: 'worker' },
  ],
  ownServer: [
    async ({ inboundPort }, use) => {
      const server = await startOwnServer('messaging', {
        INBOUND_SMTP_PORT: String(inboundPort),
        INBOUND_DOMAIN,
      });
      await use(server);
      await server.dispose();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ ownServer }, use) => use(ownServer.url),
});

function query<T>(dataDir: string, sql: string, ...args: unknown[]): T[] {
  const db = new Database(path.join(dataDir, 'talent.db'), { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all(...args) as T[];
  } finally {
    db.close();
  }
}

test('an applicant is e-mailed from /job_application and the log shows it sent', async ({
  page,
  ownServer,
}) => {
  await loginThroughUi(page, 'recruiter@example.com');
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto('/job_application');
  const table = page.getByRole('grid', { name: 'Job Applications' });
  const [applicant] = query<{ id: number; full_name: string; email: string }>(
    ownServer.dataDir,
    `SELECT a.id, p.full_name, p.email FROM applications a JOIN profiles p ON p.id = a.profile_id
     JOIN jobs j ON j.id = a.job_id JOIN users u ON u.id = j.owner_id WHERE u.email = 'recruiter@example.com'`,
  );
  expect(applicant).toBeDefined();
  await table.getByRole('button', { name: `Message ${applicant!.full_name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Message ${applicant!.full_name}` });
  await dialog.getByRole('textbox', { name: 'Subject' }).fill('Next steps for {{job_title}}');
  await dialog.getByRole('textbox', { name: 'Message' }).fill('Hi {{first_name}}, can we talk this week?');
  await dialog.getByRole('button', { name: 'Send e-mail' }).click();
  await expect(page.getByText('Messages queued: 1')).toBeVisible();

  // Issue 43: the log is in the menu (it was reachable only by typing its address).
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  const entry = menu.getByRole('link', { name: 'Candidates Communicated' });
  if (!(await entry.isVisible())) await menu.getByRole('button', { name: 'Communication' }).click();
  await entry.click();
  await expect(page).toHaveURL(/\/candidates_communicated$/);
  const log = page.getByRole('grid', { name: 'Candidates Communicated' });
  const row = log.getByRole('row').filter({ hasText: applicant!.full_name });
  // The page asks again while a message is on its way; the worker sends it at once.
  await expect(row.getByText('Sent', { exact: true })).toBeVisible();
  const outbox = query<{ subject: string; text: string }>(
    ownServer.dataDir,
    'SELECT subject, text FROM mail_outbox WHERE recipient = ? ORDER BY id DESC',
    applicant!.email,
  );
  expect(outbox[0]?.subject).toMatch(/^Next steps for .+/);
  expect(outbox[0]?.subject).not.toContain('{{');
  expect(outbox[0]?.text).toMatch(/^Hi \S+, can we talk this week\?$/);

  // The candidate's application lists the message; its row opens it in the log.
  await page.goto(`/job_application?application=${applicant!.id}`);
  const application = page.getByRole('dialog', { name: applicant!.full_name });
  const messages = application.getByRole('list', { name: 'Messages to this candidate' });
  await messages.getByRole('link', { name: /^E-mail: Next steps for / }).click();
  await expect(page).toHaveURL(/\/candidates_communicated\?profile=\d+&message=\d+$/);
  const opened = page.getByRole('dialog', { name: `Message to ${applicant!.full_name}` });
  await expect(opened.getByText('Hi', { exact: false }).last()).toContainText('can we talk this week?');
});

test('a resume mailed to the inbound address is processed into the collection', async ({
  page,
  ownServer,
  inboundPort,
}) => {
  await loginThroughUi(page, 'recruiter@example.com');
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto('/email-plugin');
  const address = (await page
    .locator('code')
    .filter({ hasText: `@${INBOUND_DOMAIN}` })
    .textContent())!.trim();
  expect(address).toMatch(new RegExp(`^r[a-z0-9]{12}@${INBOUND_DOMAIN.replace(/\./g, '\\.')}$`));
  await expect(page.getByText('Receiving', { exact: true })).toBeVisible();

  const owned = () =>
    query<{ n: number }>(
      ownServer.dataDir,
      "SELECT count(*) AS n FROM profiles p JOIN users u ON u.id = p.owner_id WHERE u.email = 'recruiter@example.com'",
    )[0]!.n;
  const before = owned();
  const mailer = nodemailer.createTransport({
    host: '127.0.0.1',
    port: inboundPort,
    secure: false,
    ignoreTLS: true,
  });
  await mailer.sendMail({
    from: 'John Doe <john.doe@example.org>',
    to: address,
    subject: 'My resume',
    text: 'Please find my CV attached.',
    attachments: [
      { filename: 'John_Doe_ClassicTheme_CV.pdf', path: corpus('pdf/John_Doe_ClassicTheme_CV.pdf') },
    ],
  });

  await page.goto('/resume-uploader');
  await expect(page.getByText('1 resume arrived by e-mail.')).toBeVisible();
  await page.getByRole('button', { name: 'Process them' }).click();
  // A mailed resume is parsed in the browser like a dropped one: its work history waits for the check.
  await page
    .getByRole('region', { name: 'Check the work history and education: John_Doe_ClassicTheme_CV.pdf' })
    .getByRole('button', { name: 'Upload with these entries' })
    .click({ timeout: 60_000 });
  const uploaded = page.getByRole('region', { name: /^Uploaded/ });
  await expect(
    uploaded.getByRole('listitem').filter({ hasText: 'John_Doe_ClassicTheme_CV.pdf' }),
  ).toContainText('File Uploaded');
  expect(owned()).toBe(before + 1);
  // Settled on the server: the banner goes, and the plugin page shows the import and nothing waiting.
  await expect(page.getByText('1 resume arrived by e-mail.')).toBeHidden();
  await page.goto('/email-plugin');
  await expect(page.getByText('No resumes are waiting.')).toBeVisible();
  await expect(page.getByText('1 file from john.doe@example.org')).toBeVisible();
});
