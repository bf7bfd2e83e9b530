/** Resumes that arrive by e-mail (the e-mail plugin, /email-plugin) and wait in an inbox of files until the
 * upload page processes them in the browser like a drop (issue 18). All ours: the spec names no calls. */
import { z } from 'zod';
import { INBOX_SOURCES, MAX_INBOX_FILES_PER_MESSAGE, SHARE_FILES_FIELD } from '../rules';
import { endpoint, idParam, listOf, messageBody, pageQuery } from './core';

/** The e-mail plugin and the upload page's inbox: recruiters and admins (RA, the plugin page's resource). */
const plugin = { action: 'read', subject: 'RA' } as const;

export const inboxLogEntrySchema = z.object({
  id: z.number().int(),
  kind: z.enum(['import', 'error']),
  source: z.enum(INBOX_SOURCES),
  /** What happened, for the user: "2 files from ana@example.com", or why a message was refused. */
  detail: z.string(),
  created_at: z.string(),
});

export const emailInboxSchema = z.object({
  /** My personal inbound address: mail with resumes attached sent here lands in my inbox of files. */
  address: z.string(),
  /** Whether this server receives mail (INBOUND_SMTP_PORT is set). */
  receiving: z.boolean(),
  /** Files waiting to be processed on the upload page. */
  waiting: z.number().int(),
  /** The latest imports and errors, newest first. */
  log: z.array(inboxLogEntrySchema),
});
export type EmailInbox = z.infer<typeof emailInboxSchema>;

export const inboxFileSchema = z.object({
  id: z.number().int(),
  source: z.enum(INBOX_SOURCES),
  file_name: z.string(),
  size: z.number().int(),
  /** The sender's address and the subject of the message it came with (null when shared from a phone). */
  sender: z.string().nullable(),
  subject: z.string().nullable(),
  status: z.enum(['waiting', 'processed', 'rejected']),
  created_at: z.string(),
});
export type InboxFile = z.infer<typeof inboxFileSchema>;

/** The answer of save and test when the server has no SECRETS_KEY (409, this code): the password of an IMAP
 * mailbox is sealed like the sending accounts' secrets. */
export const IMAP_OFF = 'IMAP import is off: the server has no SECRETS_KEY to keep the password safe.';
export const IMAP_OFF_CODE = 'imap_off';

const IMAP_HOST_PATTERN =
  /^(?=.{1,253}$)[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/;

/** The IMAP mailbox the user connected (the password is never answered: `has_password`). */
export const imapMailboxSchema = z.object({
  host: z.string(),
  port: z.number().int(),
  /** true: TLS from the first byte (usually port 993); false: plain IMAP, STARTTLS when the server offers it. */
  tls: z.boolean(),
  username: z.string(),
  has_password: z.boolean(),
  folder: z.string(),
  /** The last time the server looked into the mailbox (null before the first look). */
  last_checked_at: z.string().nullable(),
  /** Why the last look failed, in the IMAP server's words; null when it worked. */
  last_error: z.string().nullable(),
  /** The last time messages were imported from it. */
  last_import_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ImapMailbox = z.infer<typeof imapMailboxSchema>;

export const imapStatusSchema = z.object({
  /** false: the server has no SECRETS_KEY; a mailbox cannot be connected or tested. */
  enabled: z.boolean(),
  /** How often connected mailboxes are read (IMAP_POLL_SECONDS). */
  poll_seconds: z.number().int(),
  mailbox: imapMailboxSchema.nullable(),
});
export type ImapStatus = z.infer<typeof imapStatusSchema>;

/**
 * Connect (or change) my IMAP mailbox. Without a password the stored one is kept (a first connection needs
 * one). Changing the host, user or folder starts over: messages already in the folder are not imported.
 */
export const imapMailboxInputSchema = z.object({
  host: z
    .string({ message: 'The host is required.' })
    .trim()
    .min(1, { message: 'The host is required.' })
    .regex(IMAP_HOST_PATTERN, { message: 'Enter a host name such as imap.example.com.' }),
  port: z
    .number({ message: 'The port is a number from 1 to 65535.' })
    .int({ message: 'The port is a number from 1 to 65535.' })
    .min(1, { message: 'The port is a number from 1 to 65535.' })
    .max(65535, { message: 'The port is a number from 1 to 65535.' }),
  tls: z.boolean({ message: 'Say whether the connection uses TLS.' }),
  username: z
    .string({ message: 'The user name is required.' })
    .trim()
    .min(1, { message: 'The user name is required.' })
    .max(200, { message: 'The user name has at most 200 characters.' }),
  password: z
    .string()
    .max(500, { message: 'The password has at most 500 characters.' })
    .nullable()
    .optional()
    .transform((v) => (v ? v : null)),
  folder: z
    .string()
    .trim()
    .max(200, { message: 'The folder has at most 200 characters.' })
    // eslint-disable-next-line no-control-regex -- control characters cannot be in a folder name
    .regex(/^[^\u0000-\u001f\u007f]*$/, { message: 'The folder name has characters IMAP does not allow.' })
    .nullable()
    .optional()
    .transform((v) => (v ? v : 'INBOX')),
});
export type ImapMailboxInput = z.input<typeof imapMailboxInputSchema>;

/** What "Test connection" found: `ok`, and the IMAP server's own answer when it refused. */
export const imapTestResultSchema = z.object({
  ok: z.boolean(),
  message: z.string(),
  detail: z.string().nullable(),
  at: z.string(),
});
export type ImapTestResult = z.infer<typeof imapTestResultSchema>;
/** A share's claim id: 128 random bits in base64url (22 characters). */
export const shareClaimSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{22}$/, 'This is not a share link of this portal.');

export const claimedShareSchema = z.object({
  /** The files that moved into my inbox (source 'share'), waiting for the upload page. */
  files: z.array(inboxFileSchema),
});
export type ClaimedShare = z.infer<typeof claimedShareSchema>;

export const inboxEndpoints = {
  emailInbox: endpoint({
    method: 'GET',
    path: '/api/email_inbox',
    summary:
      'My inbound address (made on first use), whether the server receives mail, the files waiting, and the latest imports and errors.',
    response: emailInboxSchema,
    access: plugin,
  }),
  rotateEmailInbox: endpoint({
    invalidates: ['inbox'],
    method: 'POST',
    path: '/api/email_inbox/rotate',
    summary:
      'A new inbound address; mail to the old one is refused from now on (for an address that gets spam).',
    body: z.object({}),
    response: emailInboxSchema,
    access: plugin,
  }),
  inboxFiles: endpoint({
    method: 'GET',
    path: '/api/inbox_files',
    summary: 'The files waiting in my inbox, oldest first.',
    query: pageQuery,
    response: listOf(inboxFileSchema),
    access: plugin,
  }),
  inboxFileContent: endpoint({
    method: 'GET',
    path: '/api/inbox_files/:id/file',
    summary: 'The bytes of a waiting file of my inbox, for the browser to parse (always a download).',
    params: idParam,
    response: z.unknown(),
    contentType: 'application/octet-stream',
    errors: { 404: 'No such file in my inbox' },
    access: plugin,
  }),
  settleInboxFile: endpoint({
    invalidates: ['inbox', 'resumes', 'dashboard'],
    method: 'POST',
    path: '/api/inbox_files/:id/done',
    summary:
      'Mark a file of my inbox processed (uploaded) or rejected by the upload page; it leaves the waiting list.',
    params: idParam,
    body: z.object({
      outcome: z.enum(['processed', 'rejected']),
      note: z.string().trim().max(500).optional(),
    }),
    response: inboxFileSchema,
    errors: { 404: 'No such file in my inbox', 409: 'The file was already processed' },
    access: plugin,
  }),
  imapMailbox: endpoint({
    method: 'GET',
    path: '/api/email_inbox/imap',
    summary:
      'My connected IMAP mailbox (null when none), whether IMAP import is on, and how often it is read.',
    response: imapStatusSchema,
    access: plugin,
  }),
  saveImapMailbox: endpoint({
    invalidates: ['inbox'],
    method: 'PUT',
    path: '/api/email_inbox/imap',
    summary:
      'Connect or change my IMAP mailbox; without a password the stored one is kept. New messages in the folder are imported on a schedule.',
    body: imapMailboxInputSchema,
    response: imapStatusSchema,
    errors: { 400: 'Invalid fields', 409: `${IMAP_OFF} (code ${IMAP_OFF_CODE})` },
    access: plugin,
  }),
  deleteImapMailbox: endpoint({
    invalidates: ['inbox'],
    method: 'DELETE',
    path: '/api/email_inbox/imap',
    summary: 'Disconnect my IMAP mailbox (nothing on the mail server is changed).',
    response: messageBody,
    errors: { 404: 'No IMAP mailbox connected' },
    access: plugin,
  }),
  testImapMailbox: endpoint({
    invalidates: ['inbox'],
    method: 'POST',
    path: '/api/email_inbox/imap/test',
    summary:
      "Connect to my IMAP mailbox and open its folder. 200 either way: `ok` says whether it worked, `detail` is the server's answer.",
    body: z.object({}),
    response: imapTestResultSchema,
    errors: {
      404: 'No IMAP mailbox connected',
      409: IMAP_OFF,
      429: 'More than 10 tests in 10 minutes',
    },
    access: plugin,
  }),
  shareTarget: endpoint({
    invalidates: ['inbox'],
    method: 'POST',
    path: '/share-target',
    summary: `The web app manifest's share target: a phone's share sheet posts resume files here as a browser navigation (multipart, files in \`${SHARE_FILES_FIELD}\`, no token). Files of an inbox type that look like one (at most ${MAX_INBOX_FILES_PER_MESSAGE}, 10 MB each) are kept for an hour under a random claim id; the answer is 303 to \`/resume-uploader?share=<claim>\`, or \`/resume-uploader?share_error=no_resume\` when nothing could be kept. Limited per address (429).`,
    multipart: true,
    status: 303,
    response: z.unknown(),
    contentType: 'text/html',
    errors: {
      400: 'Not a multipart form',
      415: 'Not a form (another content type)',
      429: 'Too many shares from this address',
    },
    access: 'public',
  }),
  claimSharedFiles: endpoint({
    invalidates: ['inbox'],
    method: 'POST',
    path: '/api/inbox_files/claim',
    summary:
      'Move the files of a share (the claim id the share target redirected with) into my inbox, source share; a claim works once.',
    body: z.object({ claim: shareClaimSchema }),
    response: claimedShareSchema,
    errors: { 404: 'No such share: it expired, or was already claimed' },
    access: plugin,
  }),
};
