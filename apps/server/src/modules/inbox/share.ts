/**
 * The phone's share target (issue 18). A phone's share sheet posts resume files to POST /share-target as a
 * plain browser navigation: no token, so the files cannot go to a user yet. They are checked like mail
 * attachments (inbox types that look like one, 10 MB each), kept under a random 128-bit claim id for an hour,
 * and the browser is sent to the upload page with that id; the signed-in page claims them into its user's
 * inbox (source 'share'), where the "resumes arrived" banner processes them like any other inbox file.
 * Expired shares are deleted (rows and bytes) whenever a share is stored or claimed.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { ClaimedShare } from '@talent/api';
import { MAX_INBOX_FILES_PER_MESSAGE, MAX_UPLOAD_BYTES, SHARE_CLAIM_TTL_MS } from '@talent/api/rules';
import type { Database } from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { FileStore } from '../../storage/index';
import { UPLOADS, readParts } from '../../plugins/uploads';
import { looksLike } from '../resumes/upload';
import { inboxRepo } from './repo';
import { shareRepo } from './repo/share';
import { inboxExtension, safeName, toInboxFile, type IncomingFile } from './service';

export const NO_SHARE = 'This share has expired or was already added. Share the files from your phone again.';

/** A new claim id: 128 random bits, base64url (22 characters, the contract's shareClaimSchema). */
export const newClaim = (): string => randomBytes(16).toString('base64url');

/** The files of a share form, at most MAX_INBOX_FILES_PER_MESSAGE + 1 read (one more says "too many");
 * text fields (a shared title or text) are ignored. Files over 10 MB come back empty-handed as `tooLarge`. */
export async function readShare(req: FastifyRequest): Promise<Array<IncomingFile & { tooLarge?: true }>> {
  const out: Array<IncomingFile & { tooLarge?: true }> = [];
  await readParts(req, UPLOADS.share, async (part) => {
    if (part.type !== 'file') return;
    if (out.length > MAX_INBOX_FILES_PER_MESSAGE) return part.skip();
    const { filename, data, tooLarge } = await part.read();
    out.push(tooLarge ? { filename, data, tooLarge } : { filename, data });
  });
  return out;
}

export interface ShareDeps {
  db: Kysely<Database>;
  files: FileStore;
  /** The clock (tests move it to expire shares). */
  now: () => number;
}

export function shareService({ db, files, now }: ShareDeps) {
  const iso = (ms: number) => new Date(ms).toISOString();
  const shares = shareRepo(db);

  /** Deletes expired shares, bytes first: a row without bytes is harmless, bytes without a row are lost. */
  async function sweep(): Promise<void> {
    const expired = await shares.expired(iso(now()));
    if (expired.length === 0) return;
    for (const row of expired) await files.deletePrefix(row.file_key);
    await shares.remove(expired.map((r) => r.id));
  }

  return {
    sweep,

    /** Keeps the resume files of a share; answers the claim id, or null when no file could be kept. */
    async store(shared: Array<IncomingFile & { tooLarge?: true }>): Promise<string | null> {
      await sweep();
      const at = now();
      const claim = newClaim();
      let kept = 0;
      for (const file of shared) {
        if (kept >= MAX_INBOX_FILES_PER_MESSAGE) break;
        const name = safeName(file.filename) || 'shared file';
        const ext = inboxExtension(name);
        if (!ext || file.tooLarge || file.data.length === 0 || file.data.length > MAX_UPLOAD_BYTES) continue;
        if (!looksLike(ext, file.data)) continue;
        const key = `shared/${randomBytes(12).toString('hex')}.${ext}`;
        await files.put(key, file.data);
        await shares.insert({
          claim,
          file_name: name,
          size: file.data.length,
          file_key: key,
          created_at: iso(at),
          expires_at: iso(at + SHARE_CLAIM_TTL_MS),
        });
        kept++;
      }
      return kept > 0 ? claim : null;
    },

    /** Moves a live share's files into the user's inbox. One statement takes the rows, so two claims of the
     * same id (two tabs, two users) cannot both get them; the second answers 404. */
    async claim(userId: number, claim: string): Promise<ClaimedShare> {
      await sweep();
      // Taking the rows and filing them into the inbox is one transaction: a failure leaves the share whole.
      return db.transaction().execute(async (trx) => {
        const inbox = inboxRepo(trx);
        const rows = await shareRepo(trx).take(claim, iso(now()));
        if (rows.length === 0) throw notFound(NO_SHARE);
        const created = iso(now());
        const moved = [];
        for (const row of rows.sort((a, b) => a.id - b.id))
          moved.push(
            await inbox.addFile({
              user_id: userId,
              source: 'share',
              file_name: row.file_name,
              size: row.size,
              file_key: row.file_key,
              sender: null,
              subject: null,
              note: null,
              created_at: created,
              settled_at: null,
            }),
          );
        await inbox.log({
          user_id: userId,
          kind: 'import',
          source: 'share',
          detail: `${moved.length} file${moved.length === 1 ? '' : 's'} shared from a phone`,
          created_at: created,
        });
        return { files: moved.map(toInboxFile) };
      });
    },
  };
}
export type ShareService = ReturnType<typeof shareService>;
