/** The e-mail inbox (contract/inbox.ts): an address, files waiting, and a log with an import and an error. */
import type { ClaimedShare, EmailInbox, ImapStatus, ImapTestResult, InboxFile } from '../contract';
import { NOW } from './handle';

export const inboxFilesFixture: InboxFile[] = [
  {
    id: 1,
    source: 'email',
    file_name: 'Ana Lima CV.pdf',
    size: 84_211,
    sender: 'ana.lima@example.com',
    subject: 'Application: Data Engineer',
    status: 'waiting',
    created_at: NOW,
  },
  {
    id: 2,
    source: 'email',
    file_name: 'Ben Okafor.docx',
    size: 31_870,
    sender: 'ben.okafor@example.com',
    subject: 'My resume',
    status: 'waiting',
    created_at: NOW,
  },
];

export const emailInboxFixture: EmailInbox = {
  address: 'r7hq2mwx4kzpa@inbound.talent.example',
  receiving: true,
  waiting: inboxFilesFixture.length,
  log: [
    {
      id: 2,
      kind: 'error',
      source: 'email',
      detail: 'Skipped from ben.okafor@example.com: photo.png (not a resume type)',
      created_at: NOW,
    },
    { id: 1, kind: 'import', source: 'email', detail: '2 files from ana.lima@example.com', created_at: NOW },
  ],
};

/** A connected IMAP mailbox, read a moment ago, that imported once (the password is never answered). */
export const imapStatusFixture: ImapStatus = {
  enabled: true,
  poll_seconds: 300,
  mailbox: {
    host: 'imap.agency.example',
    port: 993,
    tls: true,
    username: 'rita@agency.example',
    has_password: true,
    folder: 'Resumes',
    last_checked_at: NOW,
    last_error: null,
    last_import_at: NOW,
    created_at: NOW,
    updated_at: NOW,
  },
};

export const imapTestOkFixture: ImapTestResult = {
  ok: true,
  message: 'Connected to imap.agency.example: the folder "Resumes" has 12 messages.',
  detail: null,
  at: NOW,
};

/** A live share's claim id (the share target's redirect carries it); any other id is expired or used. */
export const shareClaimFixture = 'Zm9uZS1zaGFyZWQtZmlsZQ';

/** What claiming `shareClaimFixture` moves into the inbox: one PDF shared from a phone. */
export const claimedShareFixture: ClaimedShare = {
  files: [
    {
      id: 3,
      source: 'share',
      file_name: 'Chen Wei resume.pdf',
      size: 52_004,
      sender: null,
      subject: null,
      status: 'waiting',
      created_at: NOW,
    },
  ],
};
