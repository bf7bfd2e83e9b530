/** The e-mail inbox (contract/inbox.ts) on fixtures: the files download as small PDFs or DOCX bytes, and a
 * settled file answers 409 the second time, like the server. The IMAP mailbox saves what it is sent (keeping
 * the password as `has_password`), like the server; a share claims once. */
import { HttpResponse, type HttpHandler } from 'msw';
import { NOW, errorResponse, handle, page } from '../handle';
import {
  claimedShareFixture,
  emailInboxFixture,
  imapStatusFixture,
  imapTestOkFixture,
  inboxFilesFixture,
  shareClaimFixture,
} from '../inboxFixtures';

const NO_FILE = 'No such file in your inbox.';
const NO_SHARE = 'This share has expired or was already added. Share the files from your phone again.';

export const inboxHandlers: HttpHandler[] = [
  handle('emailInbox', () => emailInboxFixture),
  handle('rotateEmailInbox', () => ({
    ...emailInboxFixture,
    address: 'r9new4address@inbound.talent.example',
  })),
  handle('inboxFiles', ({ request }) => page(inboxFilesFixture, request.url)),
  handle('inboxFileContent', ({ params }) => {
    const file = inboxFilesFixture.find((f) => f.id === Number(params.id));
    if (!file) return errorResponse(404, NO_FILE);
    return new HttpResponse(file.file_name.endsWith('.pdf') ? '%PDF-1.4\n%%EOF\n' : 'PK\u0003\u0004', {
      headers: { 'content-type': 'application/octet-stream' },
    });
  }),
  handle('settleInboxFile', ({ params, body }) => {
    const file = inboxFilesFixture.find((f) => f.id === Number(params.id));
    if (!file) return errorResponse(404, NO_FILE);
    return { ...file, status: body.outcome };
  }),
  handle('imapMailbox', () => imapStatusFixture),
  handle('saveImapMailbox', ({ body }) => {
    const { password: _password, ...fields } = body;
    return {
      ...imapStatusFixture,
      mailbox: {
        ...imapStatusFixture.mailbox!,
        ...fields,
        last_checked_at: null,
        last_error: null,
        last_import_at: null,
        updated_at: NOW,
      },
    };
  }),
  handle('deleteImapMailbox', () => ({ message: 'The IMAP mailbox was disconnected.' })),
  handle('testImapMailbox', () => imapTestOkFixture),
  // The phone's share target: always a redirect to the upload page with the live fixture claim.
  handle(
    'shareTarget',
    () =>
      new HttpResponse(null, {
        status: 303,
        headers: { location: `/resume-uploader?share=${shareClaimFixture}` },
      }),
  ),
  handle('claimSharedFiles', ({ body }) =>
    body.claim === shareClaimFixture ? claimedShareFixture : errorResponse(404, NO_SHARE),
  ),
];
