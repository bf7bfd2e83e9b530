import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  claimedShareFixture,
  emailInboxFixture,
  handle,
  inboxFilesFixture,
  overrides,
  profileFixture,
  shareClaimFixture,
} from '@talent/api/msw';
import EmailPluginPage from '../src/pages/plugins/EmailPluginPage';
import { UploadScreen } from '../src/pages/upload/UploadPage';
import { bodiesTo, jobsServer } from './jobs.harness';
import { fakeParser, parsedDoc } from './parser.harness';
import { renderPage, signIn } from './profiles.harness';

const server = jobsServer();

describe('/email-plugin: resumes by e-mail', () => {
  it('shows my address, whether mail is received, what waits, and the latest imports and errors', async () => {
    signIn('recruiter');
    renderPage('/email-plugin', <EmailPluginPage />);
    expect(await screen.findByText(emailInboxFixture.address)).toBeDefined();
    expect(screen.getByText('Receiving')).toBeDefined();
    expect(screen.getByRole('status').textContent).toContain('2 resumes are waiting.');
    expect(screen.getByRole('link', { name: 'Process them on the upload page' }).getAttribute('href')).toBe(
      '/resume-uploader',
    );
    expect(screen.getByRole('link', { name: 'Send me a test' }).getAttribute('href')).toContain(
      `mailto:${emailInboxFixture.address}`,
    );
    const log = screen.getByRole('region', { name: 'Latest imports' });
    expect(within(log).getByText(emailInboxFixture.log[0]!.detail)).toBeDefined();
    expect(within(log).getByText('Error')).toBeDefined();
    expect(within(log).getByText('Imported')).toBeDefined();
  });

  it('takes a new address only after a confirmation that says the old one stops working', async () => {
    signIn('recruiter');
    const rotations = bodiesTo(server, 'POST', '/api/email_inbox/rotate');
    renderPage('/email-plugin', <EmailPluginPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'New address' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Take a new address?' });
    expect(dialog.textContent).toContain(`Mail to ${emailInboxFixture.address} will be refused from now on.`);
    expect(rotations).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'New address' }));
    expect(await screen.findByText('r9new4address@inbound.talent.example')).toBeDefined();
    expect(rotations).toHaveLength(1);
  });

  it('explains when the server does not receive mail, and shows a load error', async () => {
    signIn('recruiter');
    server.use(
      overrides.value('emailInbox', { ...emailInboxFixture, receiving: false, waiting: 0, log: [] }),
    );
    const { unmount } = renderPage('/email-plugin', <EmailPluginPage />);
    expect(await screen.findByText('Not receiving')).toBeDefined();
    expect(screen.getByText(/INBOUND_SMTP_PORT is not set/)).toBeDefined();
    expect(screen.getByText('No resumes are waiting.')).toBeDefined();
    expect(screen.getByText('Nothing has arrived yet.')).toBeDefined();
    unmount();
    server.use(overrides.error('emailInbox', 500, 'The inbox is unavailable.'));
    renderPage('/email-plugin', <EmailPluginPage />);
    expect(await screen.findByText('The inbox is unavailable.')).toBeDefined();
  });
});

describe('the upload page processes the inbox like a drop', () => {
  it('fetches the waiting files, runs them through the parser and the upload, then settles each', async () => {
    signIn('recruiter');
    const settled = bodiesTo(server, 'POST', '/api/inbox_files/1/done');
    const settled2 = bodiesTo(server, 'POST', '/api/inbox_files/2/done');
    server.use(
      handle('uploadResume', async ({ request }) => {
        const form = await request.formData();
        if (!form.get('first_name'))
          return new Response(JSON.stringify({ message: 'Missing information' }), { status: 400 });
        return { status: 'success' as const, message: 'File Uploaded', profile: profileFixture(300) };
      }),
    );
    const [pdf, docx] = inboxFilesFixture;
    const { client, parse } = fakeParser({
      [pdf!.file_name]: {
        ok: true,
        documents: [parsedDoc(pdf!.file_name, { first_name: 'Ana', email: 'ana@x.org' })],
      },
      [docx!.file_name]: { ok: true, documents: [parsedDoc(docx!.file_name, {})] },
    });
    renderPage('/resume-uploader', <UploadScreen createParser={async () => client} />);
    expect(await screen.findByText('2 resumes arrived by e-mail.', { exact: false })).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Process them' }));
    await waitFor(() => expect(parse).toHaveBeenCalledTimes(2));
    expect(parse.mock.calls.map((c) => c[0])).toEqual([pdf!.file_name, docx!.file_name]);
    // The parser got the bytes the server keeps.
    expect(new TextDecoder().decode((parse.mock.calls[0] as unknown[])[1] as Uint8Array)).toContain(
      '%PDF-1.4',
    );
    await waitFor(() => expect(settled2).toHaveLength(1));
    expect(settled2[0]).toMatchObject({ outcome: 'rejected' });
    await waitFor(() => expect(settled).toHaveLength(1));
    expect(settled[0]).toMatchObject({ outcome: 'processed' });
    expect(await screen.findByText('File Uploaded', { exact: false })).toBeDefined();
  });
});

describe('files shared from a phone (?share=<claim>)', () => {
  it('claims the share once, drops it from the address, and the banner then shows the shared file', async () => {
    signIn('recruiter');
    const claims = bodiesTo(server, 'POST', '/api/inbox_files/claim');
    // The inbox reads empty until the claim moved the shared file into it.
    let claimed = false;
    server.use(
      handle('inboxFiles', () =>
        claimed ? { count: 1, results: claimedShareFixture.files } : { count: 0, results: [] },
      ),
      handle('claimSharedFiles', ({ body }) => {
        claimed = body.claim === shareClaimFixture;
        return claimedShareFixture;
      }),
    );
    const { router } = renderPage(
      `/resume-uploader?share=${shareClaimFixture}`,
      <UploadScreen createParser={async () => fakeParser({}).client} />,
      '/resume-uploader',
    );
    expect(
      (await screen.findByText('1 shared files were added to your inbox. Process them below.')).getAttribute(
        'role',
      ),
    ).toBe('status');
    expect(await screen.findByText('1 resume arrived by e-mail.', { exact: false })).toBeDefined();
    expect(claims).toEqual([{ claim: shareClaimFixture }]);
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it("shows the server's message for an expired or used share", async () => {
    signIn('recruiter');
    renderPage(
      '/resume-uploader?share=AAAAAAAAAAAAAAAAAAAAAA',
      <UploadScreen createParser={async () => fakeParser({}).client} />,
      '/resume-uploader',
    );
    const message = await screen.findByText(
      'This share has expired or was already added. Share the files from your phone again.',
    );
    expect(message.getAttribute('role')).toBe('alert');
  });

  it('says when nothing shared was a resume, and tells an editor that shares need an inbox', async () => {
    signIn('recruiter');
    const { unmount } = renderPage(
      '/resume-uploader?share_error=no_resume',
      <UploadScreen createParser={async () => fakeParser({}).client} />,
      '/resume-uploader',
    );
    expect((await screen.findByText(/None of the shared files is a resume\./)).getAttribute('role')).toBe(
      'alert',
    );
    unmount();
    signIn('editor');
    const claims = bodiesTo(server, 'POST', '/api/inbox_files/claim');
    renderPage(
      `/resume-uploader?share=${shareClaimFixture}`,
      <UploadScreen createParser={async () => fakeParser({}).client} />,
      '/resume-uploader',
    );
    expect(
      (
        await screen.findByText(/Shared files go to the inbox of recruiter and admin accounts\./)
      ).getAttribute('role'),
    ).toBe('alert');
    expect(claims).toHaveLength(0);
  });
});
