/** Sessions, codes and password resets. */
import type { AppContext } from '../../context';
import type { User } from '../../db/schema';
import { nowIso } from '../../db/index';
import { newId, otp4, randomToken, sha256 } from '../../lib/crypto';
import { HttpError, fieldError, sessionElsewhere } from '../../lib/errors';
import { escapeHtml, type Channel } from '../../mail/index';

export const OTP_TTL_SECONDS = 10 * 60;
export const OTP_MAX_ATTEMPTS = 5;
export const RESET_TTL_SECONDS = 60 * 60;

export type OtpPurpose = 'email_verify' | 'login' | 'phone_verify' | 'change_email' | 'change_mobile';

/** Starts a session for the user. The previous session (another device) ends and its refresh tokens are
 * revoked, so its next call answers 406. */
export async function startSession(
  ctx: AppContext,
  user: User,
): Promise<{ accessToken: string; refreshToken: string }> {
  const sessionId = newId();
  const now = nowIso();
  const refreshToken = await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('sessions')
      .set({ ended_at: now, end_reason: 'other_device' })
      .where('user_id', '=', user.id)
      .where('ended_at', 'is', null)
      .execute();
    await trx
      .updateTable('refresh_tokens')
      .set({ revoked_at: now })
      .where('user_id', '=', user.id)
      .where('revoked_at', 'is', null)
      .execute();
    await trx
      .insertInto('sessions')
      .values({ id: sessionId, user_id: user.id, created_at: now, ended_at: null, end_reason: null })
      .execute();
    await trx
      .updateTable('users')
      .set({ current_session_id: sessionId, updated_at: now })
      .where('id', '=', user.id)
      .execute();
    return ctx.tokens.issueRefresh(trx, user.id, sessionId);
  });
  const accessToken = await ctx.tokens.signAccess({ userId: user.id, sessionId, role: user.role });
  return { accessToken, refreshToken };
}

/** Ends one session (logout, password reset, refresh-token reuse). */
export async function endSession(
  ctx: AppContext,
  userId: number,
  sessionId: string,
  reason: string,
): Promise<void> {
  const now = nowIso();
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('sessions')
      .set({ ended_at: now, end_reason: reason })
      .where('id', '=', sessionId)
      .where('ended_at', 'is', null)
      .execute();
    await trx
      .updateTable('refresh_tokens')
      .set({ revoked_at: now })
      .where('session_id', '=', sessionId)
      .where('revoked_at', 'is', null)
      .execute();
    await trx
      .updateTable('users')
      .set({ current_session_id: null, updated_at: now })
      .where('id', '=', userId)
      .where('current_session_id', '=', sessionId)
      .execute();
  });
}

/** Rotates a refresh token: the presented one is spent, a new one is issued. */
export async function rotateRefresh(
  ctx: AppContext,
  presented: string,
): Promise<{ access: string; refresh: string }> {
  const row = await ctx.db
    .selectFrom('refresh_tokens')
    .selectAll()
    .where('token_hash', '=', sha256(presented))
    .executeTakeFirst();
  if (!row) throw new HttpError(401, 'Invalid refresh token');
  const session = await ctx.db
    .selectFrom('sessions')
    .selectAll()
    .where('id', '=', row.session_id)
    .executeTakeFirst();
  if (session?.end_reason === 'other_device') throw sessionElsewhere();
  if (row.rotated_at !== null) {
    // A spent token came back: someone may hold a copy. End the whole session.
    await endSession(ctx, row.user_id, row.session_id, 'token_reuse');
    throw new HttpError(401, 'Invalid refresh token');
  }
  if (row.revoked_at !== null || !session || session.ended_at !== null)
    throw new HttpError(401, 'Invalid refresh token');
  if (Date.parse(row.expires_at) <= Date.now()) throw new HttpError(401, 'Refresh token has expired');
  const user = await ctx.db.selectFrom('users').selectAll().where('id', '=', row.user_id).executeTakeFirst();
  if (!user) throw new HttpError(401, 'Invalid refresh token');
  if (user.current_session_id !== row.session_id) throw new HttpError(401, 'Invalid refresh token');
  const refresh = await ctx.db.transaction().execute(async (trx) => {
    const spent = await trx
      .updateTable('refresh_tokens')
      .set({ rotated_at: nowIso() })
      .where('id', '=', row.id)
      .where('rotated_at', 'is', null)
      .executeTakeFirst();
    if (Number(spent.numUpdatedRows) !== 1) throw new HttpError(401, 'Invalid refresh token');
    return ctx.tokens.issueRefresh(trx, user.id, row.session_id);
  });
  const access = await ctx.tokens.signAccess({ userId: user.id, sessionId: row.session_id, role: user.role });
  return { access, refresh };
}

const OTP_TEXTS: Record<OtpPurpose, string> = {
  email_verify: 'verify your e-mail address',
  login: 'sign in',
  phone_verify: 'verify your mobile number',
  change_email: 'confirm your new e-mail address',
  change_mobile: 'confirm your new mobile number',
};

/** Creates a 4-digit code (older unused codes of the same purpose stop working) and sends it. */
export async function sendOtp(
  ctx: AppContext,
  user: User,
  purpose: OtpPurpose,
  target: string,
  channel: Channel,
): Promise<void> {
  const code = otp4();
  const now = nowIso();
  await ctx.db
    .updateTable('otp_codes')
    .set({ used_at: now })
    .where('user_id', '=', user.id)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
  await ctx.db
    .insertInto('otp_codes')
    .values({
      user_id: user.id,
      purpose,
      target,
      code_hash: sha256(`${user.id}:${purpose}:${code}`),
      attempts: 0,
      expires_at: new Date(Date.now() + OTP_TTL_SECONDS * 1000).toISOString(),
      used_at: null,
      created_at: now,
    })
    .execute();
  const what = OTP_TEXTS[purpose];
  const text =
    channel === 'call'
      ? `Hello ${user.full_name}. Your Talent verification code is ${code.split('').join(' ')}. Code: ${code}.`
      : `Hello ${user.full_name}, your code to ${what} is ${code}. It expires in 10 minutes.`;
  await ctx.mail.send({
    channel,
    to: target,
    subject: `Your Talent code: ${code}`,
    text,
    html:
      channel === 'email'
        ? `<p>Hello ${escapeHtml(user.full_name)},</p><p>Your code to ${what} is <strong>${code}</strong>. It expires in 10 minutes.</p>`
        : undefined,
  });
}

/** Checks and spends a code. Wrong codes count; after 5 wrong tries the code stops working. */
export async function checkOtp(
  ctx: AppContext,
  user: User,
  purpose: OtpPurpose,
  target: string,
  code: string,
): Promise<void> {
  const row = await ctx.db
    .selectFrom('otp_codes')
    .selectAll()
    .where('user_id', '=', user.id)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!row || Date.parse(row.expires_at) <= Date.now() || row.target !== target) {
    throw fieldError('otp', 'The code has expired or is not valid. Please request a new one.');
  }
  if (row.code_hash !== sha256(`${user.id}:${purpose}:${code}`)) {
    const attempts = row.attempts + 1;
    await ctx.db
      .updateTable('otp_codes')
      .set({ attempts, used_at: attempts >= OTP_MAX_ATTEMPTS ? nowIso() : null })
      .where('id', '=', row.id)
      .execute();
    throw fieldError('otp', 'Invalid verification code.');
  }
  const spent = await ctx.db
    .updateTable('otp_codes')
    .set({ used_at: nowIso() })
    .where('id', '=', row.id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (Number(spent.numUpdatedRows) !== 1)
    throw fieldError('otp', 'The code has expired or is not valid. Please request a new one.');
}

export async function createPasswordReset(ctx: AppContext, user: User, baseUrl: string): Promise<void> {
  const token = randomToken(32);
  const now = nowIso();
  await ctx.db
    .updateTable('password_resets')
    .set({ used_at: now })
    .where('user_id', '=', user.id)
    .where('used_at', 'is', null)
    .execute();
  await ctx.db
    .insertInto('password_resets')
    .values({
      user_id: user.id,
      token_hash: sha256(token),
      expires_at: new Date(Date.now() + RESET_TTL_SECONDS * 1000).toISOString(),
      used_at: null,
      created_at: now,
    })
    .execute();
  const link = `${baseUrl.replace(/\/$/, '')}/reset-password/${user.id}/${token}`;
  await ctx.mail.send({
    channel: 'email',
    to: user.email,
    subject: 'Reset your Talent password',
    text: `Hello ${user.full_name}, open this link to choose a new password: ${link} . The link works once and expires in 1 hour. If you did not ask for it, ignore this message.`,
    html: `<p>Hello ${escapeHtml(user.full_name)},</p><p><a href="${escapeHtml(link)}">Choose a new password</a></p><p>The link works once and expires in 1 hour.</p>`,
  });
}
