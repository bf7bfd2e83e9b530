import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { handle, imapStatusFixture, imapTestOkFixture, overrides } from '@talent/api/msw';
import EmailPluginPage from '../src/pages/plugins/EmailPluginPage';
import { bodiesTo, jobsServer } from './jobs.harness';
import { renderPage, signIn } from './profiles.harness';

const server = jobsServer();
const mailbox = imapStatusFixture.mailbox!;

const card = async () => {
  const heading = await screen.findByRole('heading', { name: 'IMAP mailbox' });
  return heading.closest('section') as HTMLElement;
};

describe('/email-plugin: the IMAP mailbox', () => {
  it('shows the connected mailbox and the server answer of a connection test', async () => {
    signIn('recruiter');
    renderPage('/email-plugin', <EmailPluginPage />);
    const panel = await card();
    expect(await within(panel).findByText('Connected')).toBeDefined();
    expect(panel.textContent).toContain(`${mailbox.username} · ${mailbox.host}:993 · TLS · folder Resumes`);
    expect(panel.textContent).toContain('Every 5 minutes the server reads new messages');
    expect(within(panel).queryByRole('alert')).toBeNull();

    await userEvent.click(within(panel).getByRole('button', { name: 'Test connection' }));
    expect((await within(panel).findByRole('status')).textContent).toContain(imapTestOkFixture.message);

    server.use(
      overrides.value('testImapMailbox', {
        ok: false,
        message: 'The IMAP server refused the user name or password.',
        detail: 'Authentication failed.',
        at: imapTestOkFixture.at,
      }),
    );
    await userEvent.click(within(panel).getByRole('button', { name: 'Test connection' }));
    const refused = await within(panel).findByRole('alert');
    expect(refused.textContent).toContain('The IMAP server refused the user name or password.');
    expect(refused.textContent).toContain('The server answered: Authentication failed.');
  });

  it('shows the last error of the scheduled import in the server words', async () => {
    signIn('recruiter');
    server.use(
      overrides.value('imapMailbox', {
        ...imapStatusFixture,
        mailbox: { ...mailbox, last_error: 'The IMAP server could not be reached. connect ECONNREFUSED' },
      }),
    );
    renderPage('/email-plugin', <EmailPluginPage />);
    const panel = await card();
    expect(await within(panel).findByText('Error')).toBeDefined();
    expect(within(panel).getByRole('alert').textContent).toBe(
      'The IMAP server could not be reached. connect ECONNREFUSED',
    );
  });

  it('connects a mailbox: port follows TLS, INBOX by default, then shows its status', async () => {
    signIn('recruiter');
    server.use(overrides.value('imapMailbox', { ...imapStatusFixture, mailbox: null }));
    const saves = bodiesTo(server, 'PUT', '/api/email_inbox/imap');
    renderPage('/email-plugin', <EmailPluginPage />);
    const form = await screen.findByRole('form', { name: 'Connect an IMAP mailbox' });
    expect(within(form).getByText(/Messages already in the folder are not imported/)).toBeDefined();
    const port = within(form).getByRole('textbox', { name: /^Port/ }) as HTMLInputElement;
    expect(port.value).toBe('993');
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Use TLS (usually port 993)' }));
    expect(port.value).toBe('143');
    expect(within(form).getByText(/the password crosses the network in the clear/)).toBeDefined();
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Use TLS (usually port 993)' }));
    expect(port.value).toBe('993');

    await userEvent.type(within(form).getByRole('textbox', { name: /^IMAP host/ }), 'imap.agency.example');
    await userEvent.type(within(form).getByRole('textbox', { name: /^User name/ }), 'rita@agency.example');
    await userEvent.type(within(form).getByLabelText(/^Password/), 's3cret');
    await userEvent.click(within(form).getByRole('button', { name: 'Connect' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toEqual({
      host: 'imap.agency.example',
      port: 993,
      tls: true,
      username: 'rita@agency.example',
      password: 's3cret',
      folder: 'INBOX',
    });
    const panel = await card();
    expect(await within(panel).findByText('Not checked yet')).toBeDefined();
    expect(within(panel).getByRole('button', { name: 'Test connection' })).toBeDefined();
  });

  it('edits with the password kept when left empty, and asks for it for another host', async () => {
    signIn('recruiter');
    const saves = bodiesTo(server, 'PUT', '/api/email_inbox/imap');
    renderPage('/email-plugin', <EmailPluginPage />);
    const panel = await card();
    await userEvent.click(await within(panel).findByRole('button', { name: 'Edit' }));
    const form = await screen.findByRole('form', { name: 'Edit IMAP mailbox' });
    const password = within(form).getByLabelText(/^Password/) as HTMLInputElement;
    expect(password.value).toBe('');
    expect(within(form).getByText('Leave blank to keep the stored password.')).toBeDefined();
    const host = within(form).getByRole('textbox', { name: /^IMAP host/ });
    await userEvent.clear(host);
    await userEvent.type(host, 'imap.other.example');
    expect(within(form).queryByText('Leave blank to keep the stored password.')).toBeNull();
    expect(password.required).toBe(true);
    await userEvent.clear(host);
    await userEvent.type(host, mailbox.host);
    expect(password.required).toBe(false);

    const folder = within(form).getByRole('textbox', { name: /^Folder/ });
    await userEvent.clear(folder);
    await userEvent.type(folder, 'Candidates');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toMatchObject({ host: mailbox.host, password: null, folder: 'Candidates' });
    expect(await within(panel).findByText(/folder Candidates/)).toBeDefined();
  });

  it('shows the server field errors on the form', async () => {
    signIn('recruiter');
    server.use(
      overrides.error('saveImapMailbox', 400, 'Enter the password again for the new host or user name.', {
        password: ['Enter the password again for the new host or user name.'],
      }),
    );
    renderPage('/email-plugin', <EmailPluginPage />);
    const panel = await card();
    await userEvent.click(await within(panel).findByRole('button', { name: 'Edit' }));
    const form = await screen.findByRole('form', { name: 'Edit IMAP mailbox' });
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(
      (await within(form).findAllByText('Enter the password again for the new host or user name.')).length,
    ).toBeGreaterThan(0);
  });

  it('disconnects only after a confirmation that says nothing changes on the mail server', async () => {
    signIn('recruiter');
    let deletes = 0;
    server.use(
      handle('deleteImapMailbox', () => {
        deletes++;
        return { message: 'The IMAP mailbox was disconnected.' };
      }),
    );
    renderPage('/email-plugin', <EmailPluginPage />);
    const panel = await card();
    await userEvent.click(await within(panel).findByRole('button', { name: 'Disconnect' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Disconnect the mailbox?' });
    expect(dialog.textContent).toContain('Nothing on your mail server changes');
    expect(deletes).toBe(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByRole('form', { name: 'Connect an IMAP mailbox' })).toBeDefined();
    expect(deletes).toBe(1);
  });

  it('explains when IMAP import is off, and shows a load error', async () => {
    signIn('recruiter');
    server.use(overrides.value('imapMailbox', { ...imapStatusFixture, enabled: false, mailbox: null }));
    const { unmount } = renderPage('/email-plugin', <EmailPluginPage />);
    const panel = await card();
    expect((await within(panel).findByRole('note')).textContent).toContain(
      'IMAP import is off: the server has no SECRETS_KEY to keep the password safe.',
    );
    expect(within(panel).getByText('No mailbox is connected.')).toBeDefined();
    expect(screen.queryByRole('form', { name: 'Connect an IMAP mailbox' })).toBeNull();
    unmount();
    server.use(overrides.error('imapMailbox', 500, 'The mailbox settings are unavailable.'));
    renderPage('/email-plugin', <EmailPluginPage />);
    expect(await screen.findByText('The mailbox settings are unavailable.')).toBeDefined();
  });
});
