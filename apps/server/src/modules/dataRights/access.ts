/** Proving control of an address (issue 44 part A): a one-time code sent to it, keyed by the address (the
 * person in a resume need not have an account), with the auth codes' life, tries and send limits; then a
 * short data-access session scoped to that address. */
import { CODE_SENT_MESSAGE } from '@talent/api';
import { OTP_MAX_ATTEMPTS, OTP_TTL_SECONDS } from '../auth/codes';
import { otp4, randomToken, safeEqual, sha256 } from '../../lib/crypto';
import { HttpError, fieldError } from '../../lib/errors';
import { escapeHtml, type MessageTransport } from '../../mail/index';
import type { Limiter } from '../../plugins/rate-limit';
import type { DataRightsRepo } from './repo';

/** How long a data-access session lasts: long enough to read and act, short enough to leave no standing key. */
export const DATA_SESSION_TTL_SECONDS = 30 * 60;

export const sessionExpired = () =>
  new HttpError(403, 'Your data-access session has expired. Ask for a new code.', undefined, 'data_session');
const expiredCode = () =>
  fieldError('otp', 'The code has expired or is not valid. Please request a new one.');

const codeHash = (address: string, code: string) => sha256(`data_access:${address}:${code}`);

export interface AccessLimits {
  /** Codes sent, keyed by recipient (shared with the auth codes' counter). */
  sends: Limiter;
  /** Tries, keyed by purpose and address (shared with the auth codes' counter). */
  codeChecks: Limiter;
}

export function accessService(
  repo: DataRightsRepo,
  mail: MessageTransport,
  now: () => number,
  limits: AccessLimits,
) {
  const iso = (offsetMs = 0) => new Date(now() + offsetMs).toISOString();

  return {
    /** Sends a code whether or not a profile carries the address, so the answer tells nothing. */
    async sendCode(address: string): Promise<{ message: string }> {
      await limits.sends.take(address);
      const code = otp4();
      const at = iso();
      await repo.retireCodes(address, at);
      await repo.insertCode(address, codeHash(address, code), iso(OTP_TTL_SECONDS * 1000), at);
      const email = address.includes('@');
      await mail.send({
        channel: email ? 'email' : 'sms',
        to: address,
        subject: `Your Talent code: ${code}`,
        text: `Your code to see the data Talent holds about you is ${code}. It expires in 10 minutes. If you did not ask for it, ignore this message.`,
        html: email
          ? `<p>Your code to see the data Talent holds about you is <strong>${escapeHtml(code)}</strong>. It expires in 10 minutes.</p><p>If you did not ask for it, ignore this message.</p>`
          : undefined,
      });
      return { message: CODE_SENT_MESSAGE };
    },

    /** Checks and spends a code (every try counted first); answers a session token for the address. */
    async verify(address: string, code: string) {
      await limits.codeChecks.take(`data_access:${address}`);
      const row = await repo.newestCode(address);
      if (!row || Date.parse(row.expires_at) <= now()) throw expiredCode();
      const attempt = await repo.countAttempt(row.id, OTP_MAX_ATTEMPTS);
      if (attempt === undefined) throw expiredCode();
      if (!safeEqual(row.code_hash, codeHash(address, code))) {
        if (attempt >= OTP_MAX_ATTEMPTS) await repo.spendCode(row.id, iso());
        throw fieldError('otp', 'Invalid verification code.');
      }
      if (!(await repo.spendCode(row.id, iso()))) throw expiredCode();
      const token = randomToken(32);
      const expiresAt = iso(DATA_SESSION_TTL_SECONDS * 1000);
      await repo.insertSession(sha256(token), address, expiresAt, iso());
      return { token, address, expires_at: expiresAt };
    },

    /** The address a live session token was issued for (403 `data_session` otherwise). */
    async addressOf(token: string): Promise<string> {
      const row = await repo.sessionByHash(sha256(token));
      if (!row || Date.parse(row.expires_at) <= now()) throw sessionExpired();
      return row.address;
    },
  };
}
export type AccessService = ReturnType<typeof accessService>;
