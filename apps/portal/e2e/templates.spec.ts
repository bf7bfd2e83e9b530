import { createVerifiedAccount, expect, loginThroughUi } from './support/fixtures';
import { seriousViolations } from './support/axe';
import { testWithOwnServer } from './own-server';

/**
 * Issue 18, "Templates", on the real server: a new recruiter opens /sms_template, creates an e-mail template
 * (the preview fills in the sample profile) and an SMS template (the counter follows the text and names the
 * emoji that forced UCS-2), sees both listed and the SMS one under its tab, and the server keeps them.
 * Its own server: the journey signs in (own-server.ts).
 */
const test = testWithOwnServer('templates');

test('create an e-mail and an SMS template with the live preview and the SMS counter', async ({
  page,
  request,
  ownServer,
}) => {
  const { email, password } = await createVerifiedAccount(request, ownServer, 'recruiter');
  // A recruiter uses the portal once a company statement is filled in (spec 000).
  const api = await request.post('/api/login', { data: { email, password } });
  expect(api.status(), await api.text()).toBe(200);
  const statement = await request.post('/api/profile-user', {
    headers: { authorization: `Bearer ${(await api.json()).accessToken}` },
    data: { about_company_statement: 'We hire data engineers.' },
  });
  expect(statement.status(), await statement.text()).toBe(200);
  await loginThroughUi(page, email, password);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/sms_template');
  await expect(page.getByRole('heading', { name: 'SMS Template', level: 1 })).toBeVisible();
  await expect(page.getByText('No templates yet')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The e-mail template.
  await page.getByRole('button', { name: 'New template' }).click();
  let dialog = page.getByRole('dialog', { name: 'New template' });
  await dialog.getByRole('textbox', { name: /Template name/ }).fill('Interview invite');
  await dialog.getByRole('textbox', { name: /Subject/ }).fill('Your application for {{ job_title }}');
  const body = dialog.getByRole('textbox', { name: /Message/ });
  await body.fill('Hi ');
  await dialog.getByRole('button', { name: '{{first_name}}' }).click();
  await body.press('End');
  await body.pressSequentially(', shall we talk about {{company}}?');
  await expect(dialog.getByTestId('preview-subject')).toHaveText('Your application for Senior Data Engineer');
  await expect(dialog.getByTestId('preview-body')).toHaveText(
    'Hi Ava, shall we talk about Northwind Analytics?',
  );
  // An unknown placeholder is named before anything is sent.
  await body.fill('Hi {{nickname}}');
  await expect(dialog.getByText('Unknown placeholder {{nickname}}.').first()).toBeVisible();
  await body.fill('Hi {{first_name}}, shall we talk about {{company}}?');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('grid', { name: 'Message templates' })).toContainText('Interview invite');

  // The SMS template, at phone width.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'New template' }).click();
  dialog = page.getByRole('dialog', { name: 'New template' });
  await dialog.locator('label').filter({ hasText: /^SMS$/ }).click();
  await expect(dialog.getByRole('radio', { name: 'SMS' })).toBeChecked();
  await expect(dialog.getByRole('textbox', { name: /Subject/ })).toHaveCount(0);
  await dialog.getByRole('textbox', { name: /Template name/ }).fill('Quick nudge');
  const sms = dialog.getByRole('textbox', { name: /Message/ });
  await sms.fill('Hi {{first_name}}, {{recruiter_name}} here. Call {{recruiter_phone}}.');
  await expect(dialog.getByTestId('preview-body')).toHaveText(
    'Hi Ava, Sam Carter here. Call +1 512 555 0142.',
  );
  const counter = dialog.getByRole('group', { name: 'Message length' });
  await expect(counter).toHaveAttribute('data-encoding', 'GSM-7');
  await expect(counter.getByTestId('sms-units')).toHaveText('46');
  await expect(counter.getByTestId('sms-segments')).toHaveText('1');
  await sms.press('End');
  await sms.pressSequentially(' 🎉');
  await expect(counter).toHaveAttribute('data-encoding', 'UCS-2');
  await expect(counter).toContainText('UCS-2 because of: 🎉');
  await expect(counter.getByTestId('sms-units')).toHaveText('49');
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  // Both are listed; the SMS tab shows only the SMS one.
  const table = page.getByRole('grid', { name: 'Message templates' });
  await expect(table).toContainText('Quick nudge');
  await expect(table).toContainText('Interview invite');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('tab', { name: 'SMS' }).click();
  await expect(page.getByRole('grid', { name: 'Message templates' })).not.toContainText('Interview invite');
  await expect(page.getByRole('grid', { name: 'Message templates' })).toContainText('Quick nudge');

  // The server kept them as written.
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  const res = await request.get(`${ownServer.url}/api/sms_view/?limit=10`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(200);
  const list = (await res.json()) as {
    results: Array<{ kind: string; name: string; subject: string | null }>;
  };
  expect(list.results.map((t) => [t.kind, t.name, t.subject])).toEqual([
    ['email', 'Interview invite', 'Your application for {{ job_title }}'],
    ['sms', 'Quick nudge', null],
  ]);
});
