/** Auth and account rules (spec 000 section 7): registration, login, codes, resets, account changes. */
import type { z } from 'zod';
import type { endpoints } from '@talent/api';
import type { AppContext } from '../../context';
import type { Updateable } from 'kysely';
import type { User, UsersTable } from '../../db/schema';
import { hashPassword, sha256, verifyPassword } from '../../lib/crypto';
import { HttpError, inactiveError, conflict, fieldError, notFound } from '../../lib/errors';
import { recordAudit } from '../audit/repo';
import type { Channel } from '../../mail/index';
import type { Limiter } from '../../plugins/rate-limit';
import { codeService, type OtpPurpose } from './codes';
import { emailUndoService } from './email-undo';
import type { AuthRepo } from './repo';
import { sessionService } from './sessions';
import { newUserRow, toUserData } from './users';

/** The validated body of an endpoint (after the contract's trimming and lower-casing). */
type Body<N extends keyof typeof endpoints> = (typeof endpoints)[N] extends {
  body: infer B extends z.ZodType;
}
  ? z.infer<B>
  : never;

const INVALID_LOGIN = 'Email or Password is Invalid';
const EMAIL_IN_USE = 'This email is already in use.';
const MOBILE_IN_USE = 'This mobile number is already in use.';
const VERIFY_SENT = 'A new verification code has been sent to your e-mail.';
// The answers of the public code calls are the same whether or not the account exists (no probing).
const LOGIN_CODE_SENT_IF = 'If an account exists for this e-mail, a 4-digit login code has been sent to it.';
const VERIFY_SENT_IF =
  'If an account with an unverified e-mail exists for this address, a new verification code has been sent to it.';
const SMS_SENT_IF = 'If an account exists for this mobile number, a verification code has been sent by SMS.';
const CALL_SENT_IF =
  'If an account exists for this mobile number, you will receive a call with your verification code.';

/** Per 15 minutes: 10 login tries per e-mail and client address; 20 failed logins per client address over
 * all e-mails (password spraying); 5 codes sent per recipient; 10 tries of the codes of one purpose sent to
 * one address or number, from anywhere; 5 password changes per account. */
export const LOGIN_FAILURES = { max: 10, windowMs: 15 * 60_000, what: 'failed attempts' };
export const ADDRESS_FAILURES = { max: 20, windowMs: 15 * 60_000, what: 'failed attempts' };
export const CODES_SENT = { max: 5, windowMs: 15 * 60_000, what: 'codes requested' };
export const CODE_CHECKS = { max: 10, windowMs: 15 * 60_000, what: 'failed attempts' };
export const PASSWORD_CHANGES = { max: 5, windowMs: 15 * 60_000, what: 'password changes' };

interface ContactSwitch {
  purpose: 'change_email' | 'change_mobile';
  target: string;
  channel: Channel;
  /** The answers after sending the code and after switching. */
  sent: string;
  done: string;
  changes: Updateable<UsersTable>;
}

export interface AuthLimits {
  /** Login tries, keyed by client address and e-mail; a good login clears them. */
  failures: Limiter;
  /** Login tries keyed by client address alone; a good login gives its try back. */
  addressFailures: Limiter;
  /** Tries of a code, keyed by purpose and the address or number it went to (counted before the lookup and
   * the comparison). */
  codeChecks: Limiter;
  /** Password changes, keyed by account. */
  passwordChanges: Limiter;
  /** Codes and reset links sent, keyed by recipient. */
  sends: Limiter;
}

// argon2id hash of a random string, used so that unknown e-mails take as long as wrong passwords.
const DUMMY_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHRzb21lc2FsdA$0wU3Yb1oJ7q3v8rJ3b0bQk3Qm0uJxg9m8xV5mYvVx7M';

const emailInUse = () => conflict(EMAIL_IN_USE, { email: [EMAIL_IN_USE] });
const mobileInUse = () => conflict(MOBILE_IN_USE, { mobile: [MOBILE_IN_USE] });
/** What a code check answers when there is no code to check: the codes' own "expired or not valid", so an
 * unknown account answers like a known one without a live code. */
const noLiveCode = () => fieldError('otp', 'The code has expired or is not valid. Please request a new one.');

export function authService(ctx: AppContext, repo: AuthRepo, limits: AuthLimits) {
  const sessions = sessionService(ctx.db, ctx.tokens);
  const codes = codeService(ctx.db, ctx.mail, ctx.tokens.now);
  const undos = emailUndoService(ctx.db, ctx.mail, ctx.tokens.now);
  const at = () => new Date(ctx.tokens.now()).toISOString();

  /** Counts one code sent to a recipient (429 when too many), then sends it. */
  const sendCode = async (user: User, purpose: OtpPurpose, target: string, channel: Channel) => {
    await limits.sends.take(target);
    await codes.send(user, purpose, target, channel);
  };

  /** Counts a try at the codes of a purpose sent to a target, across servers, before any comparison or
   * lookup (429 when too many, for unknown targets as for known ones). */
  const countCodeTry = (purpose: OtpPurpose, target: string) =>
    limits.codeChecks.take(`${purpose}:${target}`);

  /** Counts the try, then checks the code. */
  const checkCode = async (user: User, purpose: OtpPurpose, target: string, code: string) => {
    await countCodeTry(purpose, target);
    await codes.check(user, purpose, target, code);
  };

  const signIn = async (user: User) => {
    const { user: fresh, accessToken, refreshToken } = await sessions.start(user);
    return { userData: await toUserData(ctx, fresh, refreshToken), accessToken, refreshToken };
  };

  /** A credential changes only with the current password (issue 24, finding 7). Every try counts against the
   * login-failure budget of the account (taken before the check, so a burst from a stolen session cannot
   * guess the password); a right one clears it. */
  const checkCurrentPassword = async (user: User, password: string) => {
    const key = `current-password|${user.id}`;
    await limits.failures.take(key);
    if (!(await verifyPassword(user.is_pending === 1 ? DUMMY_HASH : user.password_hash, password)))
      throw fieldError('current_password', 'The current password is wrong.');
    await limits.failures.reset(key);
  };

  /** Two steps: without a code, one is sent to the new address; with it, the account switches to the
   * address (verified by that code). */
  const switchContact = async (user: User, otp: string | undefined, step: ContactSwitch) => {
    if (otp === undefined) {
      await sendCode(user, step.purpose, step.target, step.channel);
      return { message: step.sent };
    }
    await checkCode(user, step.purpose, step.target, otp);
    const fresh = await repo.updateUser(user.id, { ...step.changes, updated_at: at() });
    return { message: step.done, userData: await toUserData(ctx, fresh ?? user, '') };
  };

  return {
    async register(body: Body<'register'>) {
      if (await repo.userByEmail(body.email)) throw emailInUse();
      if (body.mobile && (await repo.userByMobile(body.mobile))) throw mobileInUse();
      const now = at();
      const passwordHash = await hashPassword(body.password);
      let user: User;
      try {
        user = await repo.insertUser(
          newUserRow(
            {
              email: body.email,
              password_hash: passwordHash,
              full_name: body.full_name,
              role: body.role,
              mobile: body.mobile ?? null,
              company_name: body.company_name ?? null,
            },
            now,
          ),
        );
      } catch (e) {
        // Two registrations racing for one address: the unique index decides.
        if (await repo.userByEmail(body.email)) throw emailInUse();
        throw e;
      }
      await codes.send(user, 'email_verify', user.email, 'email');
      return {
        message: 'Registration successful. A 4-digit verification code has been sent to your e-mail.',
        ...(await signIn(user)),
      };
    },

    /** The same answer (and limit) whether or not the account exists. */
    async getOtp(body: Body<'getOtp'>) {
      await limits.sends.take(body.email);
      const user = await repo.userByEmail(body.email);
      if (user) await codes.send(user, 'login', user.email, 'email');
      return { message: LOGIN_CODE_SENT_IF };
    },

    /** `ip` is the client address: tries count per address and e-mail, and per address. Each try is
     * counted before the password or code is checked, so parallel guesses cannot slip past the limit; a
     * good login clears its e-mail's count and gives its try back to the address. */
    async login(body: Body<'login'>, ip: string) {
      const key = `${ip}|${body.email}`;
      await limits.failures.take(key);
      await limits.addressFailures.take(ip);
      const failed = async (userId: number | null, why: string) => {
        await recordAudit(ctx.db, {
          actorId: userId,
          action: 'auth.sign_in_failed',
          targetUserId: userId,
          details: { email: body.email, why },
          ip,
          at: new Date(ctx.tokens.now()),
        });
        return new HttpError(400, INVALID_LOGIN, { email: [INVALID_LOGIN] });
      };
      let user = await repo.userByEmail(body.email);
      if (!user) {
        if (body.password !== undefined) await verifyPassword(DUMMY_HASH, body.password); // same time for unknown e-mails
        throw await failed(null, 'unknown_email');
      }
      if (body.otp !== undefined) {
        try {
          await checkCode(user, 'login', user.email, body.otp);
        } catch (e) {
          await failed(user.id, 'wrong_code');
          throw e;
        }
        // A code that reached the mailbox proves the address.
        if (user.is_email_verified !== 1)
          user = (await repo.updateUser(user.id, { is_email_verified: 1 })) ?? user;
      } else if (
        // A pending (guest-made) account has no password until its e-mailed link sets one; checking the
        // dummy hash keeps its answer as slow as a wrong password's.
        !(await verifyPassword(user.is_pending === 1 ? DUMMY_HASH : user.password_hash, body.password ?? ''))
      ) {
        throw await failed(user.id, 'wrong_password');
      }
      // Only a caller who knows the password learns that the account is deactivated.
      const refused = inactiveError(
        user,
        user.owner_id !== null ? await repo.userById(user.owner_id) : null,
        403,
      );
      if (refused) {
        await failed(user.id, user.deactivated_at !== null ? 'deactivated' : 'owner_deactivated');
        throw refused;
      }
      await limits.failures.reset(key);
      await limits.addressFailures.release(ip);
      user = (await repo.updateUser(user.id, { last_login_at: at() })) ?? user;
      await recordAudit(ctx.db, {
        actorId: user.id,
        action: 'auth.sign_in',
        targetUserId: user.id,
        ip,
        at: new Date(ctx.tokens.now()),
      });
      return signIn(user);
    },

    refresh: (refresh: string) => sessions.rotate(sha256(refresh)),

    async logout(refresh: string) {
      const row = await repo.refreshTokenByHash(sha256(refresh));
      if (!row) throw fieldError('refresh', 'Invalid refresh token');
      await sessions.end(row.user_id, row.session_id, 'logout');
      return { message: 'Logged out successfully.' };
    },

    /** An unknown or already verified address answers like a known one without a live code. */
    async verifyEmail(body: Body<'emailVerified'>) {
      await countCodeTry('email_verify', body.email);
      const user = await repo.userByEmail(body.email);
      if (!user || user.is_email_verified === 1) throw noLiveCode();
      await codes.check(user, 'email_verify', user.email, body.otp);
      await repo.updateUser(user.id, { is_email_verified: 1, updated_at: at() });
      return { message: 'Your e-mail has been verified.', is_email_verified: true as const };
    },

    /** The same answer (and limit) for unknown, verified and unverified addresses. */
    async resendByEmail(email: string) {
      await limits.sends.take(email);
      const user = await repo.userByEmail(email);
      if (user && user.is_email_verified !== 1) await codes.send(user, 'email_verify', user.email, 'email');
      return { message: VERIFY_SENT_IF };
    },

    /** Only for the signed-in account itself (the session registration answers): another id is no
     * account of the caller's. */
    async resendById(caller: User, id: number) {
      if (caller.id !== id) throw notFound('No such account.');
      if (caller.is_email_verified === 1) throw fieldError('email', 'Your e-mail is already verified.');
      await sendCode(caller, 'email_verify', caller.email, 'email');
      return { message: VERIFY_SENT };
    },

    /** The same answer (and limit) whether or not an account has this mobile number. */
    async resendToPhone(mobile: string, channel: 'sms' | 'call') {
      await limits.sends.take(mobile);
      const user = await repo.userByMobile(mobile);
      if (user) await codes.send(user, 'phone_verify', mobile, channel);
      return { message: channel === 'sms' ? SMS_SENT_IF : CALL_SENT_IF };
    },

    /** An unknown number answers like a known one without a live code. */
    async verifyPhone(body: Body<'phoneVerified'>) {
      await countCodeTry('phone_verify', body.mobile);
      const user = await repo.userByMobile(body.mobile);
      if (!user) throw noLiveCode();
      await codes.check(user, 'phone_verify', body.mobile, body.otp);
      await repo.updateUser(user.id, { is_phone_verified: 1, updated_at: at() });
      return { message: 'Your mobile number has been verified.', is_phone_verified: true as const };
    },

    /** Answers the same whether or not the account exists, so addresses cannot be probed. */
    async requestReset(email: string, baseUrl: string) {
      const user = await repo.userByEmail(email);
      if (user) {
        await limits.sends.take(user.email);
        await codes.sendResetLink(user, baseUrl);
      }
      return { message: 'If an account exists for this e-mail, a link to reset the password has been sent.' };
    },

    async newPassword(uid: string, token: string, password: string) {
      // Every session and API key ends with the old password (codes.resetPassword, same transaction).
      await codes.resetPassword(uid, token, password);
      return { message: 'Your password has been changed. You can now log in.' };
    },

    undoEmailChange: (uid: string, token: string) => undos.undo(uid, token),

    async changePassword(user: User, body: Body<'changePassword'>) {
      await limits.passwordChanges.take(String(user.id));
      if (!(await verifyPassword(user.password_hash, body.old_password)))
        throw fieldError('old_password', 'The current password is wrong.');
      if (body.old_password === body.new_password)
        throw fieldError('new_password', 'The new password must differ from the current one.');
      await repo.updateUser(user.id, {
        password_hash: await hashPassword(body.new_password),
        updated_at: at(),
      });
      return { message: 'Your password has been changed.' };
    },

    async changeEmail(user: User, body: Body<'changeEmail'>, baseUrl: string) {
      await checkCurrentPassword(user, body.current_password);
      const owner = await repo.userByEmail(body.email);
      if (owner) {
        if (owner.id === user.id) throw fieldError('email', 'This is already your e-mail address.');
        throw emailInUse();
      }
      const result = await switchContact(user, body.otp, {
        purpose: 'change_email',
        target: body.email,
        channel: 'email',
        sent: 'A 4-digit code has been sent to the new e-mail address.',
        done: `Your e-mail address has been changed. We told ${user.email} and sent it a link that undoes the change.`,
        changes: { email: body.email, is_email_verified: 1 },
      });
      if (body.otp !== undefined) await undos.notifyOldAddress(user, body.email, baseUrl);
      return result;
    },

    async changeMobile(user: User, body: Body<'changeMobileNo'>) {
      await checkCurrentPassword(user, body.current_password);
      const owner = await repo.userByMobile(body.mobile);
      if (owner && owner.id !== user.id) throw mobileInUse();
      return switchContact(user, body.otp, {
        purpose: 'change_mobile',
        target: body.mobile,
        channel: 'sms',
        sent: 'A 4-digit code has been sent by SMS to the new mobile number.',
        done: 'Your mobile number has been changed.',
        changes: { mobile: body.mobile, is_phone_verified: 1 },
      });
    },
  };
}
