/** Undoing an e-mail change (issue 24, finding 7): after a change, the old address gets a one-time link that
 * restores it, ends every session and revokes every API key, so a stolen session cannot keep the account by
 * moving its e-mail. */
import type { Kysely } from 'kysely';
import type { Database, User } from '../../db/schema';
import { randomToken, sha256 } from '../../lib/crypto';
import { HttpError, conflict } from '../../lib/errors';
import { escapeHtml, type MessageTransport } from '../../mail/index';
import { isoNow } from '../../lib/clock';
import { authRepo } from './repo';
import { emailUndoRepo } from './repo/email-undo';

/** How long the old address may undo a change: a week, so a holiday does not lose the account. */
export const EMAIL_UNDO_TTL_SECONDS = 7 * 24 * 60 * 60;

const invalidUndo = () => new HttpError(400, 'This link is invalid or has expired.');

export function emailUndoService(db: Kysely<Database>, mail: MessageTransport, now: () => number) {
  const iso = (offsetMs = 0) => isoNow(now, offsetMs);
  const repo = emailUndoRepo(db);

  return {
    /** E-mails the address the account had before (`before`) a link that undoes the switch to `newEmail`. */
    async notifyOldAddress(before: User, newEmail: string, baseUrl: string): Promise<void> {
      const token = randomToken(32);
      await repo.insert({
        user_id: before.id,
        old_email: before.email,
        new_email: newEmail,
        token_hash: sha256(token),
        expires_at: iso(EMAIL_UNDO_TTL_SECONDS * 1000),
        used_at: null,
        created_at: iso(),
      });
      const link = `${baseUrl.replace(/\/$/, '')}/undo-email-change/${before.id}/${token}`;
      await mail.send({
        channel: 'email',
        to: before.email,
        subject: 'The e-mail address of your Talent account was changed',
        text: `Hello ${before.full_name}, the e-mail address of your Talent account was changed to ${newEmail}. If you did not do this, open this link to get your address back and sign everyone out: ${link} . The link works once and expires in 7 days. Then reset your password.`,
        html: `<p>Hello ${escapeHtml(before.full_name)},</p><p>The e-mail address of your Talent account was changed to ${escapeHtml(newEmail)}.</p><p>If you did not do this, <a href="${escapeHtml(link)}">get your address back and sign everyone out</a>, then reset your password.</p><p>The link works once and expires in 7 days.</p>`,
      });
    },

    /** Restores the old address (verified: the link reached it), ends every session and revokes every API
     * key, in one transaction with spending the link. */
    async undo(uid: string, token: string): Promise<{ message: string }> {
      const userId = Number(uid);
      if (!Number.isSafeInteger(userId) || userId <= 0) throw invalidUndo();
      const row = await repo.byToken(userId, sha256(token));
      if (!row || row.used_at !== null || Date.parse(row.expires_at) <= now()) throw invalidUndo();
      if (await repo.emailTakenBy(row.old_email, userId))
        throw conflict('The old address now belongs to another account. Contact support.');
      const at = iso();
      await db.transaction().execute(async (trx) => {
        const inTrx = emailUndoRepo(trx);
        if (!(await inTrx.spend(row.id, at))) throw invalidUndo();
        await inTrx.restoreEmail(userId, row.old_email, at);
        await authRepo(trx).revokeAllCredentials(userId, 'email_change_undone', at);
      });
      return {
        message: `Your e-mail address is ${row.old_email} again and everyone was signed out. Reset your password now.`,
      };
    },
  };
}
