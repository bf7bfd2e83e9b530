import type { AddressInfo } from 'node:net';
import path from 'node:path';
import Database from 'better-sqlite3';
import { SMTPServer } from 'smtp-server';
import { seriousViolations } from './support/axe';
import { expect } from './support/fixtures';
import { testWithOwnServer } from './own-server';
import { newRecruiter, signIn } from './profiles-helpers';

/**
 * Issue 18, the users' own sending accounts: on /email-plugin an SMTP account is added, tested against a real
 * SMTP server the spec starts (success, then the server's refusal of a wrong password, shown), and deleted;
 * on /mobile-plugin at phone width an SMS account is added and a test against a provider that is down says
 * why. On a server without SECRETS_KEY the pages explain that sending accounts are off.
 */
const SECRETS_KEY = '8f'.repeat(32);
// Port 9 (discard) on the loopback refuses connections: a provider that is down.
const test = testWithOwnServer('servers', { SECRETS_KEY, TWILIO_API_URL: 'http://127.0.0.1:9' });
// A blank variable counts as unset: this server has no key whatever the run's environment holds.
const offTest = testWithOwnServer('servers-off', { SECRETS_KEY: '' });

const SMTP_USER = 'mailer';
const SMTP_PASSWORD = 'e2e-smtp-Pa55';
const received: Array<{ to: string[]; data: string }> = [];
const smtp = new SMTPServer({
  secure: false,
  disabledCommands: ['STARTTLS'],
  allowInsecureAuth: true,
  logger: false,
  onAuth(auth, _session, callback) {
    if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD) return callback(null, { user: 1 });
    return callback(new Error('Invalid username or password'));
  },
  onData(stream, session, callback) {
    let data = '';
    stream.on('data', (c: Buffer) => (data += c.toString()));
    stream.on('end', () => {
      received.push({ to: session.envelope.rcptTo.map((r) => r.address), data });
      callback();
    });
  },
});
let smtpPort = 0;

test.beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  smtpPort = (smtp.server.address() as AddressInfo).port;
});
test.afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

test('SMTP account: add, send test, a wrong password shows the server answer, delete', async ({
  page,
  request,
  ownServer,
}) => {
  test.setTimeout(90_000);
  await signIn(page, await newRecruiter(request, 'Sending account tests', ownServer));
  await page.goto('/email-plugin');
  await expect(page.getByRole('heading', { name: 'Email Plugins', level: 1 })).toBeVisible();
  await expect(page.getByText('No SMTP accounts')).toBeVisible();

  await page.getByRole('button', { name: 'Add SMTP account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add SMTP account' });
  await dialog.getByRole('textbox', { name: 'Account name' }).fill('Local relay');
  await dialog.getByRole('textbox', { name: 'SMTP host' }).fill('127.0.0.1');
  await dialog.getByRole('button', { name: /Security/ }).click();
  await page.getByRole('option', { name: 'None (local relays only)' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Port' })).toHaveValue('25');
  await dialog.getByRole('textbox', { name: 'Port' }).fill(String(smtpPort));
  await dialog.getByRole('textbox', { name: 'User name' }).fill(SMTP_USER);
  await dialog.getByLabel('Password').fill(SMTP_PASSWORD);
  await dialog.getByRole('textbox', { name: 'From address' }).fill('rita@agency.example');
  // Enter in a field submits the form.
  await dialog.getByRole('textbox', { name: 'From name' }).fill('Rita Recruiter');
  await dialog.getByRole('textbox', { name: 'From name' }).press('Enter');
  await expect(dialog).toBeHidden();
  const table = page.getByRole('grid', { name: 'My SMTP accounts' });
  await expect(table).toContainText('Local relay');
  await expect(table).toContainText('Default');
  await expect(table).toContainText(`127.0.0.1:${smtpPort} · No encryption`);
  expect(await seriousViolations(page)).toEqual([]);

  // The database holds the password sealed, never in the clear.
  const db = new Database(path.join(ownServer.dataDir, 'talent.db'), { readonly: true });
  const row = db.prepare('SELECT password_sealed FROM smtp_accounts').get() as { password_sealed: string };
  db.close();
  expect(row.password_sealed).toMatch(/^v1\./);
  expect(row.password_sealed).not.toContain(SMTP_PASSWORD);

  await page.getByRole('button', { name: 'Send a test through Local relay' }).click();
  const test1 = page.getByRole('dialog', { name: 'Send a test through Local relay' });
  await test1.getByRole('textbox', { name: 'Send the test to' }).fill('candidate@example.org');
  await test1.getByRole('button', { name: 'Send test' }).click();
  await expect(test1.getByRole('status')).toContainText('Test message sent to candidate@example.org.');
  expect(await seriousViolations(page)).toEqual([]);
  expect(received.at(-1)?.to).toEqual(['candidate@example.org']);
  expect(received.at(-1)?.data).toContain('From: Rita Recruiter <rita@agency.example>');
  await test1.getByRole('button', { name: 'Cancel' }).click();
  await expect(table).toContainText('Passed');

  // A wrong password: the SMTP server's own answer is shown, and nothing is delivered.
  await page.getByRole('button', { name: 'Edit Local relay' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit SMTP account' });
  await expect(edit.getByLabel('Password')).toHaveValue('');
  await expect(edit).toContainText('Leave blank to keep the stored password.');
  await edit.getByLabel('Password').fill('not-the-password');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  const count = received.length;
  await page.getByRole('button', { name: 'Send a test through Local relay' }).click();
  const test2 = page.getByRole('dialog', { name: 'Send a test through Local relay' });
  await test2.getByRole('button', { name: 'Send test' }).click();
  const refused = test2.getByRole('alert');
  await expect(refused).toContainText('The SMTP server refused the user name or password.');
  await expect(refused).toContainText(/The server answered: 535 .*Invalid username or password/);
  expect(received.length).toBe(count);
  await test2.getByRole('button', { name: 'Cancel' }).click();
  await expect(table).toContainText('Failed');

  await page.getByRole('button', { name: 'Delete Local relay' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No SMTP accounts')).toBeVisible();
});

test('SMS account at 390 px: add, and a provider that is down says why', async ({
  page,
  request,
  ownServer,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, await newRecruiter(request, 'Sending account tests', ownServer));
  await page.goto('/mobile-plugin');
  await expect(page.getByRole('heading', { name: 'Phone Plugins', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Add SMS account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add SMS account' });
  await dialog.getByRole('textbox', { name: 'Account name' }).fill('Twilio');
  await dialog.getByRole('textbox', { name: 'Account SID' }).fill(`AC${'0123456789abcdef'.repeat(2)}`);
  await dialog.getByLabel('Auth token').fill('e2e-twilio-token');
  // A number the server cannot read is refused on its field.
  await dialog.getByRole('textbox', { name: 'From number' }).fill('555-0100');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toContainText('The from number is a number in E.164 form, like +14155550123.');
  await dialog.getByRole('textbox', { name: 'From number' }).fill('+1 415 555 0100');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('grid', { name: 'My SMS accounts' })).toContainText('+14155550100');

  await page.getByRole('button', { name: 'Send a test through Twilio' }).click();
  const test1 = page.getByRole('dialog', { name: 'Send a test through Twilio' });
  await test1.getByRole('textbox', { name: 'Send the test to' }).fill('+14155550123');
  await test1.getByRole('button', { name: 'Send test' }).click();
  await expect(test1.getByRole('alert')).toContainText('Twilio cannot be reached.');
  await test1.getByRole('button', { name: 'Cancel' }).click();

  // Phone width: the page itself never scrolls sideways (the table scrolls in its own box).
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

offTest(
  'without SECRETS_KEY the plugin pages say sending accounts are off',
  async ({ page, request, ownServer }) => {
    await signIn(page, await newRecruiter(request, 'Sending account tests', ownServer));
    await page.goto('/email-plugin');
    // The IMAP mailbox card explains itself the same way (it needs the key for its password too).
    await expect(page.getByRole('note').filter({ hasText: 'IMAP import is off' })).toBeVisible();
    const note = page.getByRole('note').filter({ hasText: 'Sending accounts are off' });
    await expect(note).toContainText('Sending accounts are off: the server has no SECRETS_KEY.');
    await expect(page.getByRole('button', { name: 'Add SMTP account' })).toBeDisabled();
    await page.goto('/mobile-plugin');
    await expect(page.getByRole('note')).toContainText("Until then, your SMS go to the platform's outbox.");
  },
);
