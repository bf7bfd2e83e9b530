/** /email-plugin and /mobile-plugin: the user's own SMTP and SMS accounts (issue 18). */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { SmsAccount, SmtpAccount } from '@talent/api';
import { handlers, overrides, smsAccountFixture, smtpAccountFixture } from '@talent/api/msw';
import EmailPluginPage from '../src/pages/plugins/EmailPluginPage';
import MobilePluginPage from '../src/pages/plugins/MobilePluginPage';
import { renderPage, signIn } from './profiles.harness';
import { isShown } from './shown';

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const NOW = '2026-11-22T10:00:00.000Z';

/** An in-memory SMTP account store that records each body the page sends. */
function statefulSmtp(enabled = true) {
  const accounts: SmtpAccount[] = [];
  const bodies: Array<{ method: string; body: Record<string, unknown> }> = [];
  const list = () => HttpResponse.json({ count: accounts.length, results: accounts, enabled, max: 20 });
  const save = (body: Record<string, unknown>, id: number, old?: SmtpAccount): SmtpAccount => ({
    id,
    name: String(body.name),
    host: String(body.host),
    port: Number(body.port),
    security: body.security as SmtpAccount['security'],
    username: (body.username as string | null) ?? null,
    has_password: Boolean(body.password) || Boolean(old?.has_password && body.username),
    from_email: String(body.from_email),
    from_name: (body.from_name as string | null) ?? null,
    is_default: Boolean(body.is_default),
    last_test: old?.last_test ?? null,
    created_at: NOW,
    updated_at: NOW,
  });
  server.use(
    http.get('*/api/smpt_server/', list),
    http.post('*/api/smpt_server/', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push({ method: 'POST', body });
      const account = save(body, accounts.length + 1);
      accounts.push(account);
      return HttpResponse.json(account, { status: 201 });
    }),
    http.put('*/api/smpt_server/:id/', async ({ request, params }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push({ method: 'PUT', body });
      const i = accounts.findIndex((a) => a.id === Number(params.id));
      accounts[i] = save(body, accounts[i]!.id, accounts[i]);
      return HttpResponse.json(accounts[i]);
    }),
  );
  return { accounts, bodies };
}

describe('/email-plugin: my SMTP accounts', () => {
  it('lists the accounts with the default, the server and the last test, and never a password', async () => {
    signIn('recruiter');
    renderPage('/email-plugin', <EmailPluginPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Email Plugins');
    const table = await screen.findByRole('grid', { name: 'My SMTP accounts' });
    await waitFor(() => expect(table.textContent).toContain('Agency mailbox'));
    expect(table.textContent).toContain('Default');
    expect(table.textContent).toContain('smtp.agency.example:587 · STARTTLS');
    expect(table.textContent).toContain('Rita Recruiter <rita@agency.example>');
    expect(table.textContent).toContain('Passed');
    expect(screen.queryByText('Coming soon')).toBeNull();
  });

  it('adds an account, then edits it with a blank password, which keeps the stored one', async () => {
    const { bodies } = statefulSmtp();
    signIn('recruiter');
    renderPage('/email-plugin', <EmailPluginPage />);
    expect(isShown(await screen.findByText('No SMTP accounts'))).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Add SMTP account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add SMTP account' });
    const field = (name: RegExp) => within(dialog).getByRole('textbox', { name });
    await userEvent.type(field(/Account name/), 'Work mail');
    await userEvent.type(field(/SMTP host/), 'smtp.agency.example');
    await userEvent.type(field(/User name/), 'rita');
    await userEvent.type(within(dialog).getByLabelText(/^Password/), 'pa55-word');
    await userEvent.type(field(/From address/), 'rita@agency.example');
    // The first account is the default unless unticked.
    expect(
      within(dialog).getByRole('checkbox', { name: 'Send my mail through this account' }),
    ).toHaveProperty('checked', true);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      method: 'POST',
      body: {
        name: 'Work mail',
        host: 'smtp.agency.example',
        port: 587,
        security: 'starttls',
        username: 'rita',
        password: 'pa55-word',
        from_email: 'rita@agency.example',
        from_name: null,
        is_default: true,
      },
    });
    const table = screen.getByRole('grid', { name: 'My SMTP accounts' });
    await waitFor(() => expect(table.textContent).toContain('Work mail'));

    await userEvent.click(screen.getByRole('button', { name: 'Edit Work mail' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit SMTP account' });
    const password = within(edit).getByLabelText(/^Password/) as HTMLInputElement;
    expect(password.value).toBe('');
    expect(edit.textContent).toContain('Leave blank to keep the stored password.');
    const name = within(edit).getByRole('textbox', { name: /Account name/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Renamed');
    await userEvent.click(within(edit).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]!.method).toBe('PUT');
    expect(bodies[1]!.body).toMatchObject({ name: 'Renamed', password: null, username: 'rita' });
    await waitFor(() => expect(table.textContent).toContain('Renamed'));
    expect(document.body.textContent).not.toContain('pa55-word');
  });

  it("shows the server's field error on its field", async () => {
    server.use(
      overrides.error('createSmtpServer', 400, 'Enter a host name such as smtp.example.com.', {
        host: ['Enter a host name such as smtp.example.com.'],
      }),
    );
    signIn('recruiter');
    renderPage('/email-plugin', <EmailPluginPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add SMTP account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add SMTP account' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Account name/ }), 'Bad');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /SMTP host/ }), 'smtp.bad');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /From address/ }), 'me@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const host = within(dialog).getByRole('textbox', { name: /SMTP host/ });
    await waitFor(() => expect(host.getAttribute('aria-invalid')).toBe('true'));
    expect(dialog.textContent).toContain('Enter a host name such as smtp.example.com.');
  });

  it("send test: a refusal shows the SMTP server's answer", async () => {
    server.use(
      overrides.value('testSmtpServer', {
        ok: false,
        message: 'The SMTP server refused the user name or password.',
        detail: '535 5.7.8 Error: authentication failed',
        at: NOW,
      }),
    );
    signIn('recruiter');
    renderPage('/email-plugin', <EmailPluginPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Send a test through Agency mailbox' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send a test through Agency mailbox' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Send the test to/ }), 'me@example.org');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send test' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('The SMTP server refused the user name or password.');
    expect(alert.textContent).toContain('The server answered: 535 5.7.8 Error: authentication failed');
  });

  it('without SECRETS_KEY the panel explains itself and offers no add, edit or test', async () => {
    server.use(
      overrides.value('listSmtpServers', {
        count: 1,
        results: [smtpAccountFixture],
        enabled: false,
        max: 20,
      }),
    );
    signIn('recruiter');
    renderPage('/email-plugin', <EmailPluginPage />);
    const note = await screen.findByRole('note');
    expect(note.textContent).toContain('Sending accounts are off: the server has no SECRETS_KEY.');
    expect(note.textContent).toContain("Until then, your mail goes through the platform's mailer.");
    expect(screen.getByRole('button', { name: 'Add SMTP account' }).hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Send a test through Agency mailbox' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit Agency mailbox' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete Agency mailbox' })).toBeDefined();
  });
});

describe('/mobile-plugin: my SMS accounts', () => {
  it("lists the Twilio account; send test shows the provider's answer", async () => {
    let sentTo: unknown;
    server.use(
      http.post('*/api/sms_server/:id/test/', async ({ request }) => {
        sentTo = ((await request.json()) as { to: unknown }).to;
        return HttpResponse.json({
          ok: true,
          message: 'Test message sent to +447700900123.',
          detail: 'Message SM1',
          at: NOW,
        });
      }),
    );
    signIn('recruiter');
    renderPage('/mobile-plugin', <MobilePluginPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Phone Plugins');
    const table = await screen.findByRole('grid', { name: 'My SMS accounts' });
    await waitFor(() => expect(table.textContent).toContain(smsAccountFixture.from_number));
    expect(table.textContent).toContain('Not tested yet');
    await userEvent.click(screen.getByRole('button', { name: 'Send a test through Twilio' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send a test through Twilio' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Send the test to/ }), '+447700900123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send test' }));
    const status = await within(dialog).findByRole('status');
    expect(status.textContent).toContain('Test message sent to +447700900123.');
    expect(sentTo).toBe('+447700900123');
  });

  it('edits an account without sending the token again', async () => {
    let body: Record<string, unknown> | undefined;
    server.use(
      http.put('*/api/sms_server/:id/', async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ ...smsAccountFixture, name: String(body.name) } satisfies SmsAccount);
      }),
    );
    signIn('recruiter');
    renderPage('/mobile-plugin', <MobilePluginPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Twilio' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit SMS account' });
    expect((within(dialog).getByLabelText(/^Auth token/) as HTMLInputElement).value).toBe('');
    expect((within(dialog).getByLabelText(/^Auth token/) as HTMLInputElement).required).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(body).toBeDefined());
    expect(body).toMatchObject({
      name: 'Twilio',
      provider: 'twilio',
      account_sid: smsAccountFixture.account_sid,
      auth_token: null,
      from_number: '+14155550100',
    });
  });

  it('shows the loading state, then the error state', async () => {
    server.use(overrides.loading('listSmsServers'));
    signIn('recruiter');
    const { unmount } = renderPage('/mobile-plugin', <MobilePluginPage />);
    const [loading] = await screen.findAllByText('Loading rows');
    expect(loading!.closest('[aria-busy="true"]')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Add SMS account' }).hasAttribute('disabled')).toBe(true);
    unmount();
    server.use(overrides.serverError('listSmsServers'));
    renderPage('/mobile-plugin', <MobilePluginPage />);
    // The provider status and the accounts table both say it.
    const errors = await screen.findAllByText('Internal server error');
    expect(errors).toHaveLength(2);
    expect(errors.every(isShown)).toBe(true);
  });
});

describe('/mobile-plugin: the portal on a phone', () => {
  /** A Card by its title (a section under an h2). */
  const card = (name: string) =>
    screen.getByRole('heading', { name, level: 2 }).closest('section') as HTMLElement;

  it('explains installing on Android and iOS, and offers Install when the browser fires beforeinstallprompt', async () => {
    signIn('recruiter');
    renderPage('/mobile-plugin', <MobilePluginPage />);
    const install = card('Install the portal');
    expect(within(install).getByRole('heading', { name: 'Android (Chrome)' })).toBeDefined();
    expect(install.textContent).toContain('Tap the Share button, then Add to Home Screen, then Add.');
    expect(within(install).queryByRole('button', { name: 'Install' })).toBeNull();

    const prompt = vi.fn(async () => {});
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt,
      userChoice: Promise.resolve({ outcome: 'accepted' as const }),
    });
    act(() => void window.dispatchEvent(offer));
    // The page keeps the browser's own mini bar away and asks with its button.
    expect(offer.defaultPrevented).toBe(true);
    await userEvent.click(await within(install).findByRole('button', { name: 'Install' }));
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(await within(install).findByText('Installed')).toBeDefined();
    expect(within(install).queryByRole('button', { name: 'Install' })).toBeNull();

    const share = card('Share resumes from your phone');
    expect(share.textContent).toContain('(HTM, HTML, DOCX, MSG, PDF, EML)');
    expect(within(share).getByRole('link', { name: 'E-mail plugin' }).getAttribute('href')).toBe(
      '/email-plugin',
    );
  });

  it('says which account SMS go through, or that they go to the outbox', async () => {
    signIn('recruiter');
    const { unmount } = renderPage('/mobile-plugin', <MobilePluginPage />);
    const status = card('SMS provider');
    expect(await within(status).findByText('Connected')).toBeDefined();
    expect(status.textContent).toContain(
      `Messages go through ${smsAccountFixture.name} (${smsAccountFixture.from_number}).`,
    );
    expect(status.textContent).toContain('use Send test on an account below');
    unmount();
    server.use(
      http.get('*/api/sms_server/', () =>
        HttpResponse.json({ count: 0, results: [], enabled: true, max: 20 }),
      ),
    );
    renderPage('/mobile-plugin', <MobilePluginPage />);
    const empty = card('SMS provider');
    expect(await within(empty).findByText('No provider account: messages go to the outbox.')).toBeDefined();
  });
});
