/**
 * The inbox of files (issue 18): resumes that arrive by e-mail wait here, on the server, until the upload
 * page fetches them and runs them through the browser's parser like a drop; the page then marks each
 * processed or rejected. Files are kept only if they are of an inbox type and look like one (a PDF that
 * starts %PDF-, a DOCX that is a zip, ...); anything else is logged as skipped and never stored.
 */
import { randomBytes } from 'node:crypto';
import {
  INBOX_EXTENSIONS,
  MAX_INBOX_FILES_PER_MESSAGE,
  MAX_UPLOAD_BYTES,
  type InboxSource,
} from '@talent/api/rules';
import type { EmailInbox, InboxFile } from '@talent/api';
import { conflict, notFound } from '../../lib/errors';
import type { FileStore } from '../../storage/index';
import { looksLike } from '../resumes/upload';
import type { InboxFileRow, InboxRepo } from './repo';
import { isoNow, type Clock } from '../../lib/clock';

export interface InboxDeps {
  repo: InboxRepo;
  files: FileStore;
  /** The domain of the inbound addresses. */
  domain: string;
  /** Whether this server receives mail (INBOUND_SMTP_PORT set). */
  receiving: boolean;
  /** The app's clock (AppContext.now). */
  now: Clock;
}

/** One file of an arriving message. */
export interface IncomingFile {
  filename: string;
  data: Buffer;
}

const NO_FILE = 'No such file in your inbox.';

/** `r` and 12 base-32 letters and digits: short to type, 60 bits to guess. */
export function newToken(): string {
  const alphabet = 'abcdefghijkmnpqrstuvwxyz23456789';
  return `r${[...randomBytes(12)].map((b) => alphabet[b % alphabet.length]).join('')}`;
}

/** The extension of an inbox file (lower case), or null when the inbox does not keep that type. */
export function inboxExtension(name: string): string | null {
  const ext = name.toLowerCase().split('.').pop() ?? '';
  return (INBOX_EXTENSIONS as readonly string[]).includes(ext) && name.includes('.') ? ext : null;
}

/** A file name without any path or control characters, at most 200 characters. */
export const safeName = (name: string) =>
  (name.split(/[\\/]/).pop() ?? '')
    // eslint-disable-next-line no-control-regex -- control characters are what this removes
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(-200);

export function toInboxFile(row: InboxFileRow): InboxFile {
  return {
    id: row.id,
    source: row.source,
    file_name: row.file_name,
    size: row.size,
    sender: row.sender,
    subject: row.subject,
    status: row.status,
    created_at: row.created_at,
  };
}

export function inboxService({ repo, files, domain, receiving, now: clock }: InboxDeps) {
  async function tokenFor(userId: number): Promise<string> {
    const existing = await repo.tokenOf(userId);
    if (existing) return existing;
    const token = newToken();
    await repo.setToken(userId, token, isoNow(clock));
    return token;
  }

  async function overview(userId: number): Promise<EmailInbox> {
    const token = await tokenFor(userId);
    const { count } = await repo.waiting(userId, { limit: 0 });
    const log = await repo.latestLog(userId);
    return {
      address: `${token}@${domain}`,
      receiving,
      waiting: count,
      log: log.map((l) => ({
        id: l.id,
        kind: l.kind,
        source: l.source,
        detail: l.detail,
        created_at: l.created_at,
      })),
    };
  }

  return {
    overview,

    async rotate(userId: number): Promise<EmailInbox> {
      await repo.setToken(userId, newToken(), isoNow(clock));
      return overview(userId);
    },

    /** The user an inbound address belongs to, or undefined (the SMTP server then refuses the recipient). */
    async recipient(address: string): Promise<number | undefined> {
      const at = address.lastIndexOf('@');
      if (at < 1) return undefined;
      const local = address.slice(0, at).toLowerCase();
      const host = address.slice(at + 1).toLowerCase();
      if (host !== domain.toLowerCase() || !/^r[a-z0-9]{12}$/.test(local)) return undefined;
      return repo.userOfToken(local);
    },

    /**
     * Keeps the message's resume files for the user and logs what happened: the files kept, and each
     * skipped one with its reason. Answers how many were kept.
     */
    async receive(
      userId: number,
      source: InboxSource,
      message: { sender: string | null; subject: string | null; files: IncomingFile[] },
    ): Promise<number> {
      const now = isoNow(clock);
      const skipped: string[] = [];
      let kept = 0;
      for (const file of message.files) {
        const name = safeName(file.filename) || 'attachment';
        const ext = inboxExtension(name);
        if (!ext) {
          skipped.push(`${name} (not a resume type)`);
          continue;
        }
        if (file.data.length === 0 || file.data.length > MAX_UPLOAD_BYTES) {
          skipped.push(`${name} (${file.data.length === 0 ? 'empty' : 'larger than 10 MB'})`);
          continue;
        }
        if (!looksLike(ext, file.data)) {
          skipped.push(`${name} (not a real ${ext.toUpperCase()} file)`);
          continue;
        }
        if (kept >= MAX_INBOX_FILES_PER_MESSAGE) {
          skipped.push(`${name} (more than ${MAX_INBOX_FILES_PER_MESSAGE} files in one message)`);
          continue;
        }
        const key = `inbox/${userId}/${randomBytes(12).toString('hex')}.${ext}`;
        await files.put(key, file.data);
        await repo.addFile({
          user_id: userId,
          source,
          file_name: name,
          size: file.data.length,
          file_key: key,
          sender: message.sender?.slice(0, 320) ?? null,
          subject: message.subject?.slice(0, 500) ?? null,
          note: null,
          created_at: now,
          settled_at: null,
        });
        kept++;
      }
      const from = message.sender ? ` from ${message.sender}` : '';
      if (kept > 0)
        await repo.log({
          user_id: userId,
          kind: 'import',
          source,
          detail: `${kept} file${kept === 1 ? '' : 's'}${from}`,
          created_at: now,
        });
      if (skipped.length > 0 || kept === 0)
        await repo.log({
          user_id: userId,
          kind: 'error',
          source,
          detail:
            skipped.length > 0
              ? `Skipped${from}: ${skipped.join(', ')}`.slice(0, 1000)
              : `No resume attached to the message${from}.`,
          created_at: now,
        });
      return kept;
    },

    /** Logs a message refused as a whole (too large, unreadable) for the address's owner. */
    async refused(userId: number, source: InboxSource, detail: string): Promise<void> {
      await repo.log({ user_id: userId, kind: 'error', source, detail, created_at: isoNow(clock) });
    },

    async waiting(userId: number, page: { limit?: number; offset?: number }) {
      const { count, rows } = await repo.waiting(userId, page);
      return { count, results: rows.map(toInboxFile) };
    },

    async content(userId: number, id: number): Promise<{ name: string; data: Buffer }> {
      const row = await repo.file(userId, id);
      if (!row || row.status !== 'waiting') throw notFound(NO_FILE);
      const data = await files.get(row.file_key);
      if (!data) throw notFound(NO_FILE);
      return { name: row.file_name, data };
    },

    async settle(
      userId: number,
      id: number,
      outcome: 'processed' | 'rejected',
      note: string | undefined,
    ): Promise<InboxFile> {
      const row = await repo.file(userId, id);
      if (!row) throw notFound(NO_FILE);
      const done = await repo.settle(userId, id, {
        status: outcome,
        note: note ?? null,
        settled_at: isoNow(clock),
      });
      if (!done) throw conflict('The file was already processed.');
      // The bytes now live in the profile the upload made (or nowhere, if it was rejected).
      await files.deletePrefix(row.file_key);
      return toInboxFile(done);
    },
  };
}
export type InboxService = ReturnType<typeof inboxService>;
