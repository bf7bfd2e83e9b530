/** Resumes that arrive by e-mail (the e-mail plugin, /email-plugin) and wait in an inbox of files until the
 * upload page processes them in the browser like a drop (issue 18). All ours: the spec names no calls. */
import { z } from 'zod';
import { INBOX_SOURCES, MAX_INBOX_FILES_PER_MESSAGE, SHARE_FILES_FIELD } from '../rules';
import { endpoint, idParam, listOf, pageQuery } from './core';

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
  shareTarget: endpoint({
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
