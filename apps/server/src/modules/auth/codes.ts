/** One-time 4-digit codes (e-mail, SMS, call) and password reset links: create, send, check, spend. */
import type { Kysely } from 'kysely';
import type { Database, User } from '../../db/schema';
import { hashPassword, otp4, randomToken, safeEqual, sha256 } from '../../lib/crypto';
import { HttpError, fieldError } from '../../lib/errors';
import { escapeHtml, type Channel, type MessageTransport } from '../../mail/index';
import { authRepo } from './repo';

export const OTP_TTL_SECONDS = 10 * 60;
export const OTP_MAX_ATTEMPTS = 5;
export const RESET_TTL_SECONDS = 60 * 60;
/** A guest applicant's link to set a first password: long enough to be read after a weekend (decisions.md
 * "Guest applications"). */
export const GUEST_LINK_TTL_SECONDS = 7 * 24 * 60 * 60;

export type OtpPurpose =
  'email_verify' | 'login' | 'phone_verify' | 'change_email' | 'change_mobile' | 'delete_account';

const OTP_TEXTS: Record<OtpPurpose, string> = {
  email_verify: 'verify your e-mail address',
  login: 'sign in',
  phone_verify: 'verify your mobile number',
  change_email: 'confirm your new e-mail address',
  change_mobile: 'confirm your new mobile number',
  delete_account: 'confirm the deletion of your account',
};

const codeHash = (user: User, purpose: OtpPurpose, code: string) => sha256(`${user.id}:${purpose}:${code}`);
const expiredCode = () =>
  fieldError('otp', 'The code has expired or is not valid. Please request a new one.');
const invalidLink = () => new HttpError(400, 'This reset link is invalid or has expired.');

/** `now` is the auth module's clock (the token service's), so tests can move codes past their expiry. */
export function codeService(db: Kysely<Database>, mail: MessageTransport, now: () => number) {
  const repo = authRepo(db);
  const iso = (offsetMs = 0) => new Date(now() + offsetMs).toISOString();

  /** A new link that works once for `ttlSeconds`; the user's older links stop working. */
  async function newLink(user: User, baseUrl: string, ttlSeconds: number): Promise<string> {
    const token = randomToken(32);
    const at = iso();
    await repo.retireResets(user.id, at);
    await repo.insertReset({
      user_id: user.id,
      token_hash: sha256(token),
      expires_at: iso(ttlSeconds * 1000),
      used_at: null,
      created_at: at,
    });
    return `${baseUrl.replace(/\/$/, '')}/reset-password/${user.id}/${token}`;
  }

  return {
    /** Creates a code (older unused codes of the same purpose stop working) and sends it. */
    async send(user: User, purpose: OtpPurpose, target: string, channel: Channel): Promise<void> {
      const code = otp4();
      const at = iso();
      await repo.retireCodes(user.id, purpose, at);
      await repo.insertCode({
        user_id: user.id,
        purpose,
        target,
        code_hash: codeHash(user, purpose, code),
        attempts: 0,
        expires_at: iso(OTP_TTL_SECONDS * 1000),
        used_at: null,
        created_at: at,
      });
      const what = OTP_TEXTS[purpose];
      const text =
        channel === 'call'
          ? `Hello ${user.full_name}. Your Talent verification code is ${code.split('').join(' ')}. Code: ${code}.`
          : `Hello ${user.full_name}, your code to ${what} is ${code}. It expires in 10 minutes.`;
      await mail.send({
        channel,
        to: target,
        subject: `Your Talent code: ${code}`,
        text,
        html:
          channel === 'email'
            ? `<p>Hello ${escapeHtml(user.full_name)},</p><p>Your code to ${what} is <strong>${code}</strong>. It expires in 10 minutes.</p>`
            : undefined,
      });
    },

    /** Checks and spends a code. Every try counts before the comparison, in one conditional update, so a
     * code is compared at most 5 times however many guesses arrive at once; then it stops working. */
    async check(user: User, purpose: OtpPurpose, target: string, code: string): Promise<void> {
      const row = await repo.newestCode(user.id, purpose);
      if (!row || Date.parse(row.expires_at) <= now() || row.target !== target) throw expiredCode();
      const attempt = await repo.countAttempt(row.id, OTP_MAX_ATTEMPTS);
      if (attempt === undefined) throw expiredCode();
      if (!safeEqual(row.code_hash, codeHash(user, purpose, code))) {
        if (attempt >= OTP_MAX_ATTEMPTS) await repo.spendOnce('otp_codes', row.id, iso());
        throw fieldError('otp', 'Invalid verification code.');
      }
      if (!(await repo.spendOnce('otp_codes', row.id, iso()))) throw expiredCode();
    },

    /** E-mails a reset link that works once and expires in an hour (older links stop working). */
    async sendResetLink(user: User, baseUrl: string): Promise<void> {
      const link = await newLink(user, baseUrl, RESET_TTL_SECONDS);
      await mail.send({
        channel: 'email',
        to: user.email,
        subject: 'Reset your Talent password',
        text: `Hello ${user.full_name}, open this link to choose a new password: ${link} . The link works once and expires in 1 hour. If you did not ask for it, ignore this message.`,
        html: `<p>Hello ${escapeHtml(user.full_name)},</p><p><a href="${escapeHtml(link)}">Choose a new password</a></p><p>The link works once and expires in 1 hour.</p>`,
      });
    },

    /** E-mails a guest applicant the link that sets their first password (the reset machinery with a
     * 7-day life); older links stop working. */
    async sendGuestLink(user: User, baseUrl: string, jobTitle: string): Promise<void> {
      const link = await newLink(user, baseUrl, GUEST_LINK_TTL_SECONDS);
      await mail.send({
        channel: 'email',
        to: user.email,
        subject: `Set your password to follow your application to ${jobTitle}`,
        text: `Hello ${user.full_name}, thank you for applying to ${jobTitle}. Open this link to set a password and follow your application: ${link} . The link works once and expires in 7 days.`,
        html: `<p>Hello ${escapeHtml(user.full_name)},</p><p>Thank you for applying to ${escapeHtml(jobTitle)}.</p><p><a href="${escapeHtml(link)}">Set your password and follow your application</a></p><p>The link works once and expires in 7 days.</p>`,
      });
    },

    /** E-mails a user an admin created the link that sets their first password (the reset machinery with
     * the guest link's 7-day life); older links stop working. */
    async sendWelcomeLink(user: User, baseUrl: string): Promise<void> {
      const link = await newLink(user, baseUrl, GUEST_LINK_TTL_SECONDS);
      await mail.send({
        channel: 'email',
        to: user.email,
        subject: 'Your Talent account is ready: set your password',
        text: `Hello ${user.full_name}, an administrator created a Talent account for you. Open this link to set your password: ${link} . The link works once and expires in 7 days.`,
        html: `<p>Hello ${escapeHtml(user.full_name)},</p><p>An administrator created a Talent account for you.</p><p><a href="${escapeHtml(link)}">Set your password</a></p><p>The link works once and expires in 7 days.</p>`,
      });
    },

    /** E-mails a new team member the link that sets their first password (issue 19: the reset machinery
     * with the guest link's 7-day life); older links stop working. */
    async sendMemberInvite(user: User, baseUrl: string, ownerName: string): Promise<void> {
      const link = await newLink(user, baseUrl, GUEST_LINK_TTL_SECONDS);
      await mail.send({
        channel: 'email',
        to: user.email,
        subject: `${ownerName} added you to their Talent team`,
        text: `Hello ${user.full_name}, ${ownerName} added you as a team member of their Talent account. Open this link to set your password and sign in: ${link} . The link works once and expires in 7 days.`,
        html: `<p>Hello ${escapeHtml(user.full_name)},</p><p>${escapeHtml(ownerName)} added you as a team member of their Talent account.</p><p><a href="${escapeHtml(link)}">Set your password and sign in</a></p><p>The link works once and expires in 7 days.</p>`,
      });
    },

    /** E-mails a client's contact the invitation to the client portal (issue 43: the reset machinery with
     * the guest link's 7-day life); older links stop working. */
    async sendClientInvite(user: User, baseUrl: string, recruiterName: string, clientName: string) {
      const link = await newLink(user, baseUrl, GUEST_LINK_TTL_SECONDS);
      await mail.send({
        channel: 'email',
        to: user.email,
        subject: `${recruiterName} invited you to the Talent client portal`,
        text: `Hello ${user.full_name}, ${recruiterName} invited you to follow the jobs they run for ${clientName} and answer the candidates they share with you. Open this link to set your password and sign in: ${link} . The link works once and expires in 7 days.`,
        html: `<p>Hello ${escapeHtml(user.full_name)},</p><p>${escapeHtml(recruiterName)} invited you to follow the jobs they run for ${escapeHtml(clientName)} and answer the candidates they share with you.</p><p><a href="${escapeHtml(link)}">Set your password and sign in</a></p><p>The link works once and expires in 7 days.</p>`,
      });
    },

    /** Sets a new password through a reset link, spending the link in the same transaction (a pending account
     * becomes active and its e-mail verified). */
    async resetPassword(uid: string, token: string, password: string): Promise<number> {
      const userId = Number(uid);
      if (!Number.isInteger(userId)) throw invalidLink();
      const row = await repo.resetByToken(userId, sha256(token));
      if (!row || row.used_at !== null || Date.parse(row.expires_at) <= now()) throw invalidLink();
      const passwordHash = await hashPassword(password);
      const at = iso();
      await db.transaction().execute(async (trx) => {
        const r = authRepo(trx);
        if (!(await r.spendOnce('password_resets', row.id, at))) throw invalidLink();
        await r.updateUser(userId, { password_hash: passwordHash, updated_at: at });
        // Whoever held a session or an API key of this account loses it with the old password.
        await r.revokeAllCredentials(userId, 'password_reset', at);
        // A guest's pending account becomes a real one: the link reached the mailbox, so the address is proven.
        await r.activatePending(userId, at);
      });
      return userId;
    },
  };
}
export type CodeService = ReturnType<typeof codeService>;
