/**
 * "Delete my account" (issue 44 part B). Asked with the password (or, for an account without one, an
 * e-mailed code); every session and API key ends at once; an undo link is e-mailed; signing in again
 * during the 14-day grace period is allowed and the portal shows a banner with "Keep my account". When the
 * grace period ends the scheduler erases the account (erasure/repo.ts). A team owner with active members is
 * refused until they are removed (docs/decisions.md "Deleting an account").
 */
import { z } from 'zod';
import { ACCOUNT_DELETION_GRACE_DAYS, accountDeletionBody, type AccountDeletionStatus } from '@talent/api';
import type { AppContext } from '../../context';
import type { User } from '../../db/schema';
import { randomToken, sha256, verifyPassword } from '../../lib/crypto';
import { HttpError, conflict, fieldError, notFound } from '../../lib/errors';
import { escapeHtml } from '../../mail/index';
import type { Limiter } from '../../plugins/rate-limit';
import { recordAudit } from '../audit/repo';
import { codeService } from '../auth/codes';
import { authRepo } from '../auth/repo';
import { erasureRepo } from './erasure/repo';
import { completeDeletion, insertDeletion, userById, type RightsRepo } from './repo';

const DAY = 24 * 60 * 60 * 1000;
const invalidUndo = () => new HttpError(400, 'This link is invalid or has expired.');
/** An account a password signs in to: not a guest's pending one, not one made without a password. */
const hasPassword = (user: User) => user.is_pending !== 1 && user.password_hash !== '';

export function deletionService(ctx: AppContext, repo: RightsRepo, failures: Limiter) {
  const iso = (ms: number) => new Date(ms).toISOString();
  const codes = codeService(ctx.db, ctx.mail, ctx.now);
  const erasure = erasureRepo(ctx.db);

  async function confirm(user: User, body: z.infer<typeof accountDeletionBody>): Promise<void> {
    const key = `delete-account|${user.id}`;
    if (hasPassword(user)) {
      if (!body.password) throw fieldError('password', 'Enter your password to confirm.');
      await failures.take(key);
      if (!(await verifyPassword(user.password_hash, body.password)))
        throw fieldError('password', 'The password is wrong.');
      await failures.reset(key);
      return;
    }
    if (!body.otp) throw fieldError('otp', 'Enter the code we e-mailed you to confirm.');
    await codes.check(user, 'delete_account', user.email, body.otp);
  }

  return {
    async status(user: User): Promise<AccountDeletionStatus> {
      const open = await repo.openDeletion(user.id);
      return {
        state: open ? 'scheduled' : 'none',
        requested_at: open?.requested_at ?? null,
        delete_after: open?.delete_after ?? null,
        has_password: hasPassword(user),
        team_members: await repo.activeTeamMembers(user.id),
      };
    },

    async sendCode(user: User) {
      await failures.take(`delete-account-code|${user.id}`);
      await codes.send(user, 'delete_account', user.email, 'email');
      return { message: `A code was sent to ${user.email}. It expires in 10 minutes.` };
    },

    async request(user: User, body: z.infer<typeof accountDeletionBody>, ip: string) {
      if (await repo.openDeletion(user.id)) throw conflict('Your account is already scheduled for deletion.');
      const members = await repo.activeTeamMembers(user.id);
      if (members > 0)
        throw conflict(
          `Your team has ${members} active member${members === 1 ? '' : 's'}. Remove them on the Team page first: the team's data is your account's and goes with it.`,
        );
      await confirm(user, body);
      const token = randomToken(32);
      const now = ctx.now();
      const at = iso(now);
      const deleteAfter = iso(now + ACCOUNT_DELETION_GRACE_DAYS * DAY);
      await ctx.db.transaction().execute(async (trx) => {
        await insertDeletion(trx, {
          user_id: user.id,
          undo_token_hash: sha256(token),
          requested_at: at,
          delete_after: deleteAfter,
        });
        await authRepo(trx).revokeAllCredentials(user.id, 'account_deletion', at);
        await recordAudit(trx, {
          actorId: user.id,
          action: 'account.deletion_requested',
          targetUserId: user.id,
          details: { delete_after: deleteAfter },
          ip,
          at: new Date(now),
        });
      });
      const link = `${ctx.config.publicUrl!.replace(/\/$/, '')}/undo-account-deletion/${user.id}/${token}`;
      const day = deleteAfter.slice(0, 10);
      await ctx.mail.send({
        channel: 'email',
        to: user.email,
        subject: 'Your Talent account will be deleted',
        text: `Hello ${user.full_name}, your Talent account will be deleted on ${day}. Every session and API key was ended. If you change your mind, open this link before then: ${link} . You can also sign in again and choose "Keep my account".`,
        html: `<p>Hello ${escapeHtml(user.full_name)},</p><p>Your Talent account will be deleted on ${day}. Every session and API key was ended.</p><p>If you change your mind, <a href="${escapeHtml(link)}">keep my account</a> before then, or sign in again and choose "Keep my account".</p>`,
      });
      return {
        message: `Your account will be deleted on ${day}. We e-mailed you a link to undo this.`,
        delete_after: deleteAfter,
      };
    },

    /** "Keep my account" after signing in again during the grace period. */
    async cancel(user: User, ip: string) {
      const at = ctx.now();
      if (!(await repo.cancelDeletion(user.id, iso(at), undefined, iso(at))))
        throw notFound('No deletion of your account is scheduled.');
      await recordAudit(ctx.db, {
        actorId: user.id,
        action: 'account.deletion_cancelled',
        targetUserId: user.id,
        ip,
        at: new Date(at),
      });
      return { message: 'Your account will not be deleted.' };
    },

    /** The e-mailed undo link, within the grace period. */
    async undo(uid: string, token: string, ip: string) {
      const userId = Number(uid);
      if (!Number.isSafeInteger(userId) || userId <= 0 || userId > 2147483647) throw invalidUndo();
      const at = ctx.now();
      if (!(await repo.cancelDeletion(userId, iso(at), sha256(token), iso(at)))) throw invalidUndo();
      await recordAudit(ctx.db, {
        actorId: userId,
        action: 'account.deletion_cancelled',
        targetUserId: userId,
        details: { by: 'undo_link' },
        ip,
        at: new Date(at),
      });
      return { message: 'Your account will not be deleted. Sign in to use it again.' };
    },

    /** Erases the accounts whose grace period ended; how many. */
    async runDue(): Promise<number> {
      const now = ctx.now();
      const due = await repo.dueDeletions(iso(now), 20);
      for (const request of due) {
        const user = await userById(ctx.db, request.user_id);
        if (!user) continue;
        const keys = await erasure.fileKeys(user.id);
        await ctx.db.transaction().execute(async (trx) => {
          await erasure.eraseRows(trx, user, iso(now));
          await completeDeletion(trx, request.id, iso(now));
          await recordAudit(trx, {
            actorId: null,
            action: 'account.deleted',
            targetUserId: user.id,
            details: { requested_at: request.requested_at, files: keys.length },
            at: new Date(now),
          });
        });
        for (const key of keys) await ctx.files.deletePrefix(key);
      }
      return due.length;
    },
  };
}
