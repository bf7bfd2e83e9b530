/** Auth and account routes (spec 000 section 7). */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { endpoints } from '@talent/api';
import type { AppContext } from '../../context';
import { nowIso } from '../../db/index';
import { hashPassword, sha256, verifyPassword } from '../../lib/crypto';
import { HttpError, conflict, fieldError, notFound } from '../../lib/errors';
import { route } from '../../plugins/contract';
import { RateLimiter } from '../../plugins/rate-limit';
import { checkOtp, createPasswordReset, endSession, rotateRefresh, sendOtp, startSession } from './service';
import { findUserByEmail, toUserData } from './users';

const INVALID_LOGIN = 'Email or Password is Invalid';
const EMAIL_IN_USE = 'This email is already in use.';

export function publicBaseUrl(ctx: AppContext, req: FastifyRequest): string {
  if (ctx.config.publicUrl) return ctx.config.publicUrl;
  const forwarded = ctx.config.trustProxy;
  const proto = (forwarded && (req.headers['x-forwarded-proto'] as string | undefined)) || req.protocol;
  const host =
    (forwarded && (req.headers['x-forwarded-host'] as string | undefined)) ||
    req.headers.host ||
    `localhost:${ctx.config.port}`;
  return `${proto}://${host}`;
}

/** 10 wrong passwords or codes per e-mail and client address per 15 minutes; 5 codes sent per recipient
 * per 15 minutes. */
export const LOGIN_FAILURES = { max: 10, windowMs: 15 * 60_000 };
export const CODES_SENT = { max: 5, windowMs: 15 * 60_000 };

export function registerAuthRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  const failures = new RateLimiter(LOGIN_FAILURES.max, LOGIN_FAILURES.windowMs, 'failed attempts');
  const sends = new RateLimiter(CODES_SENT.max, CODES_SENT.windowMs, 'codes requested');
  /** Counts one code sent to a recipient (throws 429 when too many). */
  const sending = (recipient: string) => {
    sends.check(recipient);
    sends.hit(recipient);
  };

  const userById = (id: number) => db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  const userByMobile = (mobile: string) =>
    db.selectFrom('users').selectAll().where('mobile', '=', mobile).executeTakeFirst();

  route(app, ctx, endpoints.register, async ({ body }) => {
    if (await findUserByEmail(ctx, body.email)) throw conflict(EMAIL_IN_USE, { email: [EMAIL_IN_USE] });
    if (body.mobile && (await userByMobile(body.mobile))) {
      throw conflict('This mobile number is already in use.', {
        mobile: ['This mobile number is already in use.'],
      });
    }
    const now = nowIso();
    const passwordHash = await hashPassword(body.password);
    let id: number;
    try {
      const inserted = await db
        .insertInto('users')
        .values({
          email: body.email,
          password_hash: passwordHash,
          full_name: body.full_name,
          role: body.role,
          mobile: body.mobile ?? null,
          avatar: null,
          company_name: body.company_name ?? null,
          user_type: body.role,
          sub_user: 0,
          is_email_verified: 0,
          is_phone_verified: 0,
          hire_visa_candidates_statement: null,
          about_company_statement: null,
          equal_employee_opportunity: null,
          current_plan_id: null,
          plan_expires_at: null,
          current_session_id: null,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      id = inserted.id;
    } catch (e) {
      // Two registrations racing for one address: the unique index decides.
      if (await findUserByEmail(ctx, body.email)) throw conflict(EMAIL_IN_USE, { email: [EMAIL_IN_USE] });
      throw e;
    }
    const user = (await userById(id))!;
    await sendOtp(ctx, user, 'email_verify', user.email, 'email');
    const tokens = await startSession(ctx, user);
    const fresh = (await userById(id))!;
    return {
      message: 'Registration successful. A 4-digit verification code has been sent to your e-mail.',
      userData: await toUserData(ctx, fresh, tokens.refreshToken),
      ...tokens,
    };
  });

  route(app, ctx, endpoints.getOtp, async ({ body }) => {
    const user = await findUserByEmail(ctx, body.email);
    if (!user)
      throw new HttpError(404, 'No account found with this e-mail.', {
        email: ['No account found with this e-mail.'],
      });
    sending(user.email);
    await sendOtp(ctx, user, 'login', user.email, 'email');
    return { message: 'A 4-digit login code has been sent to your e-mail.' };
  });

  route(app, ctx, endpoints.login, async ({ body, req }) => {
    const key = `${req.ip}|${body.email}`;
    failures.check(key);
    const user = await findUserByEmail(ctx, body.email);
    const invalid = () => {
      failures.hit(key);
      return new HttpError(400, INVALID_LOGIN, { email: [INVALID_LOGIN] });
    };
    if (!user) {
      if (body.password !== undefined) await verifyPassword(DUMMY_HASH, body.password); // same time for unknown e-mails
      throw invalid();
    }
    if (body.otp !== undefined) {
      await checkOtp(ctx, user, 'login', user.email, body.otp).catch((e: unknown) => {
        failures.hit(key);
        throw e;
      });
      // A code that reached the mailbox proves the address.
      if (user.is_email_verified !== 1)
        await db.updateTable('users').set({ is_email_verified: 1 }).where('id', '=', user.id).execute();
    } else if (!(await verifyPassword(user.password_hash, body.password ?? ''))) {
      throw invalid();
    }
    failures.reset(key);
    const tokens = await startSession(ctx, user);
    const fresh = (await userById(user.id))!;
    return { userData: await toUserData(ctx, fresh, tokens.refreshToken), ...tokens };
  });

  route(app, ctx, endpoints.refreshToken, async ({ body }) => rotateRefresh(ctx, body.refresh));

  const logout = async ({ body }: { body: { refresh: string } }) => {
    const row = await db
      .selectFrom('refresh_tokens')
      .selectAll()
      .where('token_hash', '=', sha256(body.refresh))
      .executeTakeFirst();
    if (!row) throw fieldError('refresh', 'Invalid refresh token');
    await endSession(ctx, row.user_id, row.session_id, 'logout');
    return { message: 'Logged out successfully.' };
  };
  route(app, ctx, endpoints.jwtLogout, logout);
  route(app, ctx, endpoints.logout, logout);

  route(app, ctx, endpoints.emailVerified, async ({ body }) => {
    const user = await findUserByEmail(ctx, body.email);
    if (!user) throw fieldError('email', 'No account found with this e-mail.');
    if (user.is_email_verified === 1)
      return { message: 'Your e-mail is already verified.', is_email_verified: true as const };
    await checkOtp(ctx, user, 'email_verify', user.email, body.otp);
    await db
      .updateTable('users')
      .set({ is_email_verified: 1, updated_at: nowIso() })
      .where('id', '=', user.id)
      .execute();
    return { message: 'Your e-mail has been verified.', is_email_verified: true as const };
  });

  route(app, ctx, endpoints.resendOtpOnEmail, async ({ body }) => {
    const user = await findUserByEmail(ctx, body.email);
    if (!user)
      throw new HttpError(404, 'No account found with this e-mail.', {
        email: ['No account found with this e-mail.'],
      });
    if (user.is_email_verified === 1) throw fieldError('email', 'Your e-mail is already verified.');
    sending(user.email);
    await sendOtp(ctx, user, 'email_verify', user.email, 'email');
    return { message: 'A new verification code has been sent to your e-mail.' };
  });

  route(app, ctx, endpoints.resendOtp, async ({ params }) => {
    const user = await userById(params.id);
    if (!user) throw notFound('No such account.');
    if (user.is_email_verified === 1) throw fieldError('email', 'Your e-mail is already verified.');
    sending(user.email);
    await sendOtp(ctx, user, 'email_verify', user.email, 'email');
    return { message: 'A new verification code has been sent to your e-mail.' };
  });

  for (const [def, channel] of [
    [endpoints.resendOtpOnMessage, 'sms'],
    [endpoints.resendOtpOnCall, 'call'],
  ] as const) {
    route(app, ctx, def, async ({ body }) => {
      const user = await userByMobile(body.mobile);
      if (!user)
        throw new HttpError(404, 'No account found with this mobile number.', {
          mobile: ['No account found with this mobile number.'],
        });
      sending(body.mobile);
      await sendOtp(ctx, user, 'phone_verify', body.mobile, channel);
      return {
        message:
          channel === 'sms'
            ? 'A verification code has been sent by SMS.'
            : 'You will receive a call with your verification code.',
      };
    });
  }

  route(app, ctx, endpoints.phoneVerified, async ({ body }) => {
    const user = await userByMobile(body.mobile);
    if (!user) throw fieldError('mobile', 'No account found with this mobile number.');
    await checkOtp(ctx, user, 'phone_verify', body.mobile, body.otp);
    await db
      .updateTable('users')
      .set({ is_phone_verified: 1, updated_at: nowIso() })
      .where('id', '=', user.id)
      .execute();
    return { message: 'Your mobile number has been verified.', is_phone_verified: true as const };
  });

  route(app, ctx, endpoints.resetPassword, async ({ body, req }) => {
    const user = await findUserByEmail(ctx, body.email);
    if (user) {
      sending(user.email);
      await createPasswordReset(ctx, user, publicBaseUrl(ctx, req));
    }
    return { message: 'If an account exists for this e-mail, a link to reset the password has been sent.' };
  });

  route(app, ctx, endpoints.newPassword, async ({ params, body }) => {
    const invalid = () => new HttpError(400, 'This reset link is invalid or has expired.');
    const uid = Number(params.uid);
    if (!Number.isInteger(uid)) throw invalid();
    const row = await db
      .selectFrom('password_resets')
      .selectAll()
      .where('token_hash', '=', sha256(params.token))
      .where('user_id', '=', uid)
      .executeTakeFirst();
    if (!row || row.used_at !== null || Date.parse(row.expires_at) <= Date.now()) throw invalid();
    const passwordHash = await hashPassword(body.password);
    const now = nowIso();
    await db.transaction().execute(async (trx) => {
      const spent = await trx
        .updateTable('password_resets')
        .set({ used_at: now })
        .where('id', '=', row.id)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      if (Number(spent.numUpdatedRows) !== 1) throw invalid();
      await trx
        .updateTable('users')
        .set({ password_hash: passwordHash, updated_at: now })
        .where('id', '=', uid)
        .execute();
    });
    const user = await userById(uid);
    if (user?.current_session_id) await endSession(ctx, uid, user.current_session_id, 'password_reset');
    return { message: 'Your password has been changed. You can now log in.' };
  });

  route(app, ctx, endpoints.changePassword, async ({ body, auth }) => {
    if (!(await verifyPassword(auth.user.password_hash, body.old_password))) {
      throw fieldError('old_password', 'The current password is wrong.');
    }
    if (body.old_password === body.new_password)
      throw fieldError('new_password', 'The new password must differ from the current one.');
    await db
      .updateTable('users')
      .set({ password_hash: await hashPassword(body.new_password), updated_at: nowIso() })
      .where('id', '=', auth.user.id)
      .execute();
    return { message: 'Your password has been changed.' };
  });

  route(app, ctx, endpoints.changeEmail, async ({ body, auth }) => {
    const owner = await findUserByEmail(ctx, body.email);
    if (owner) {
      if (owner.id === auth.user.id) throw fieldError('email', 'This is already your e-mail address.');
      throw conflict(EMAIL_IN_USE, { email: [EMAIL_IN_USE] });
    }
    if (body.otp === undefined) {
      sending(body.email);
      await sendOtp(ctx, auth.user, 'change_email', body.email, 'email');
      return { message: 'A 4-digit code has been sent to the new e-mail address.' };
    }
    await checkOtp(ctx, auth.user, 'change_email', body.email, body.otp);
    await db
      .updateTable('users')
      .set({ email: body.email, is_email_verified: 1, updated_at: nowIso() })
      .where('id', '=', auth.user.id)
      .execute();
    const fresh = (await userById(auth.user.id))!;
    return { message: 'Your e-mail address has been changed.', userData: await toUserData(ctx, fresh, '') };
  });

  route(app, ctx, endpoints.changeMobileNo, async ({ body, auth }) => {
    const owner = await userByMobile(body.mobile);
    if (owner && owner.id !== auth.user.id)
      throw conflict('This mobile number is already in use.', {
        mobile: ['This mobile number is already in use.'],
      });
    if (body.otp === undefined) {
      sending(body.mobile);
      await sendOtp(ctx, auth.user, 'change_mobile', body.mobile, 'sms');
      return { message: 'A 4-digit code has been sent by SMS to the new mobile number.' };
    }
    await checkOtp(ctx, auth.user, 'change_mobile', body.mobile, body.otp);
    await db
      .updateTable('users')
      .set({ mobile: body.mobile, is_phone_verified: 1, updated_at: nowIso() })
      .where('id', '=', auth.user.id)
      .execute();
    const fresh = (await userById(auth.user.id))!;
    return { message: 'Your mobile number has been changed.', userData: await toUserData(ctx, fresh, '') };
  });
}

// argon2id hash of a random string, used so that unknown e-mails take as long as wrong passwords.
const DUMMY_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHRzb21lc2FsdA$0wU3Yb1oJ7q3v8rJ3b0bQk3Qm0uJxg9m8xV5mYvVx7M';
