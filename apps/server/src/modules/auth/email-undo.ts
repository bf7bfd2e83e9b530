/** Undoing an e-mail change (issue 24, finding 7): after a change, the old address gets a one-time link that
 * restores it, ends every session and revokes every API key, so a stolen session cannot keep the account by
 * moving its e-mail. */
import type { Kysely } from 'kysely';
import type { Database, User } from '../../db/schema';
import { randomToken, sha256 } from '../../lib/crypto';
import { HttpError, conflict } from '../../lib/errors';
import { escapeHtml, type MessageTransport } from '../../mail/index';
import { authRepo } from './repo';

/** How long the old address may undo a change: a week, so a holiday does not lose the account. */
export const EMAIL_UNDO_TTL_SECONDS = 7 * 24 * 60 * 60;

const invalidUndo = () => new HttpError(400, 'This link is invalid or has expired.');

export function emailUndoService(db: Kysely<Database>, mail: MessageTransport, now: () => number) {
  const iso = (offsetMs = 0) => new Date(now() + offsetMs).toISOString();

  return {
    /** E-mails the address the account had before (`before`) a link that undoes the switch to `newEmail`. */
    async notifyOldAddress(before: User, newEmail: string, baseUrl: string): Promise<void> {
      const token = randomToken(32);
      await db
        .insertInto('email_change_undos')
        .values({
          user_id: before.id,
          old_email: before.email,
          new_email: newEmail,
          token_hash: sha256(token),
          expires_at: iso(EMAIL_UNDO_TTL_SECONDS * 1000),
          used_at: null,
          created_at: iso(),
        })
        .execute();
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
      const row = await db
        .selectFrom('email_change_undos')
        .selectAll()
        .where('user_id', '=', userId)
        .where('token_hash', '=', sha256(token))
        .executeTakeFirst();
      if (!row || row.used_at !== null || Date.parse(row.expires_at) <= now()) throw invalidUndo();
      const taken = await db
        .selectFrom('users')
        .select('id')
        .where('email', '=', row.old_email)
        .where('id', '!=', userId)
        .executeTakeFirst();
      if (taken) throw conflict('The old address now belongs to another account. Contact support.');
      const at = iso();
      await db.transaction().execute(async (trx) => {
        const spent = await trx
          .updateTable('email_change_undos')
          .set({ used_at: at })
          .where('id', '=', row.id)
          .where('used_at', 'is', null)
          .executeTakeFirst();
        if (Number(spent.numUpdatedRows) !== 1) throw invalidUndo();
        await trx
          .updateTable('users')
          .set({ email: row.old_email, is_email_verified: 1, updated_at: at })
          .where('id', '=', userId)
          .execute();
        await authRepo(trx).revokeAllCredentials(userId, 'email_change_undone', at);
      });
      return {
        message: `Your e-mail address is ${row.old_email} again and everyone was signed out. Reset your password now.`,
      };
    },
  };
}
