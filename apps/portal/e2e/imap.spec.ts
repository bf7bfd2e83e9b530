import type { Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { startDovecot, type Dovecot } from '../../../tests/support/dovecot';
import { expect } from './support/fixtures';
import { testWithOwnServer } from './own-server';
import { newRecruiter, signIn } from './profiles-helpers';

/**
 * Issue 18, the e-mail plugin's IMAP mailbox, at phone width: a mailbox on a real IMAP server (Dovecot, which
 * the spec starts) is connected with a wrong password (the test and the scheduled look both show the server's
 * refusal), then corrected (the test connects, the first look marks it connected), and disconnected.
 */
const SECRETS_KEY = '5e'.repeat(32);
const test = testWithOwnServer('imap', { SECRETS_KEY });

const USER = 'rita';
const PASSWORD = 'e2e-imap-Pa55';
let dovecot: Dovecot;

test.beforeAll(async () => {
  dovecot = await startDovecot({ [USER]: PASSWORD });
});
test.afterAll(async () => {
  await dovecot?.close();
});

const imapCard = (page: Page) =>
  page.locator('section').filter({ has: page.getByRole('heading', { name: 'IMAP mailbox' }) });

/** Reloads until the card shows `text` (the poller's look happens on the server in the background). */
async function untilShown(page: Page, text: string) {
  await expect(async () => {
    await page.reload();
    await expect(imapCard(page)).toContainText(text, { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
}

test('IMAP mailbox: connect, a wrong password shows the server answer, fix it, disconnect', async ({
  page,
  request,
  ownServer,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, await newRecruiter(request, 'IMAP import tests', ownServer));
  await page.goto('/email-plugin');
  const card = imapCard(page);
  const form = card.getByRole('form', { name: 'Connect an IMAP mailbox' });
  await expect(form).toBeVisible();

  await form.getByRole('textbox', { name: 'IMAP host' }).fill('127.0.0.1');
  await form.getByText('Use TLS (usually port 993)').click();
  await expect(form.getByRole('textbox', { name: 'Port' })).toHaveValue('143');
  await form.getByRole('textbox', { name: 'Port' }).fill(String(dovecot.port));
  await form.getByRole('textbox', { name: 'User name' }).fill(USER);
  await form.getByLabel('Password').fill('not-the-password');
  await form.getByRole('button', { name: 'Connect' }).click();

  await card.getByRole('button', { name: 'Test connection' }).click();
  const refused = card.getByRole('alert').filter({ hasText: 'The server answered' });
  await expect(refused).toContainText('The IMAP server refused the user name or password.');
  await expect(refused).toContainText('Authentication failed');
  // The scheduled look (started by the save) failed the same way, and says so on the card.
  await untilShown(page, 'Authentication failed');
  await expect(card.getByText('Error', { exact: true })).toBeVisible();

  await card.getByRole('button', { name: 'Edit' }).click();
  const edit = card.getByRole('form', { name: 'Edit IMAP mailbox' });
  await expect(edit.getByText('Leave blank to keep the stored password.')).toBeVisible();
  await edit.getByLabel('Password').fill(PASSWORD);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await card.getByRole('button', { name: 'Test connection' }).click();
  await expect(card.getByRole('status')).toContainText(
    'Connected to 127.0.0.1: the folder "INBOX" has 0 messages.',
  );
  await untilShown(page, 'Connected');
  await expect(card.getByRole('alert')).toHaveCount(0);

  expect(await seriousViolations(page)).toEqual([]);
  // Phone width: the page never scrolls sideways.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  await card.getByRole('button', { name: 'Disconnect' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Disconnect the mailbox?' });
  await expect(confirm).toContainText('Nothing on your mail server changes');
  await confirm.getByRole('button', { name: 'Disconnect' }).click();
  await expect(card.getByRole('form', { name: 'Connect an IMAP mailbox' })).toBeVisible();
});
