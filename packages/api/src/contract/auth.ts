/** Auth and account calls (spec 000 section 7 "Auth and account"). */
import { z } from 'zod';
import { SELF_REGISTER_ROLES } from '../abilities';
import { endpoint, idText, messageBody } from './core';
import { sessionSchema, userDataSchema } from './entities';

const signedIn = { action: 'read', subject: 'Auth' } as const;

export const email = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ message: 'Enter a valid e-mail address.' }));
/** The verification code has exactly 4 numeric digits (spec 5). */
export const otpCode = z.string().regex(/^\d{4}$/, { message: 'The code must be exactly 4 digits.' });
export const password = z
  .string()
  .min(8, { message: 'The password must be at least 8 characters.' })
  .max(128, { message: 'The password must be at most 128 characters.' });
export const mobile = z
  .string()
  .trim()
  .transform((v) => v.replace(/\D/g, ''))
  .pipe(z.string().regex(/^\d{10,15}$/, { message: 'Enter a valid mobile number (10 to 15 digits).' }));

export const registerBody = z.object({
  full_name: z.string().trim().min(1, { message: 'The full name is required.' }).max(120),
  email,
  password,
  role: z.enum(SELF_REGISTER_ROLES, { message: 'Choose a valid role.' }),
  mobile: mobile.optional(),
  company_name: z.string().trim().max(200).optional(),
});

export const register = endpoint({
  invalidates: 'none',
  method: 'POST',
  path: '/api/auth/register',
  summary: 'Create an account and e-mail a 4-digit verification code; answers a signed-in session.',
  body: registerBody,
  status: 201,
  response: sessionSchema.extend({ message: z.string() }),
  errors: { 400: 'Invalid fields', 409: 'This email is already in use.' },
  access: 'public',
});

export const getOtp = endpoint({
  invalidates: 'none',
  method: 'POST',
  path: '/api/get_otp',
  summary: 'E-mail a 4-digit one-time login code (answers the same whether or not the account exists).',
  body: z.object({ email }),
  response: messageBody,
  errors: { 400: 'Invalid e-mail', 429: 'Too many codes requested' },
  access: 'public',
});

/** Either a password or a code from /api/get_otp (an object, not a union, so errors stay per field). */
export const loginBody = z
  .object({
    email,
    password: z.string().min(1, { message: 'The password is required.' }).optional(),
    otp: otpCode.optional(),
  })
  .refine((b) => b.password !== undefined || b.otp !== undefined, {
    message: 'The password is required.',
    path: ['password'],
  });

export const login = endpoint({
  invalidates: 'none',
  method: 'POST',
  path: '/api/login',
  summary:
    'Sign in with e-mail and password, or e-mail and a code from /api/get_otp. Ends any older session.',
  body: loginBody,
  response: sessionSchema,
  errors: { 400: 'Email or Password is Invalid' },
  access: 'public',
});

export const refreshToken = endpoint({
  invalidates: 'none',
  method: 'POST',
  path: '/api/refreshToken',
  summary: 'Exchange a refresh token for a new access token and a new (rotated) refresh token.',
  body: z.object({ refresh: z.string().min(1, { message: 'The refresh token is required.' }) }),
  response: z.object({ access: z.string(), refresh: z.string() }),
  errors: { 401: 'Invalid refresh token', 406: 'Session ended by a login on another device' },
  access: 'public',
});

const logoutBody = z.object({ refresh: z.string().min(1, { message: 'The refresh token is required.' }) });

export const jwtLogout = endpoint({
  invalidates: 'none',
  method: 'POST',
  path: '/api/jwt/logout',
  summary: 'End the session of this refresh token.',
  body: logoutBody,
  response: messageBody,
  access: 'public',
});

export const logout = endpoint({
  invalidates: 'none',
  method: 'POST',
  path: '/api/logout/',
  summary: 'End the session of this refresh token (alias of /api/jwt/logout).',
  body: logoutBody,
  response: messageBody,
  access: 'public',
});

export const emailVerified = endpoint({
  invalidates: ['profile', 'userServices'],
  method: 'POST',
  path: '/api/email_verified/',
  summary: 'Verify the e-mail with the 4-digit code.',
  body: z.object({ email, otp: otpCode }),
  response: messageBody.extend({ is_email_verified: z.literal(true) }),
  errors: { 400: 'Wrong or expired code' },
  access: 'public',
});

export const resendOtpOnEmail = endpoint({
  invalidates: 'none',
  method: 'POST',
  path: '/api/resendOTPOnEmail',
  summary:
    'Send a new e-mail verification code (answers the same for unknown, verified and unverified addresses).',
  body: z.object({ email }),
  response: messageBody,
  errors: { 429: 'Too many codes requested' },
  access: 'public',
});

export const resendOtpOnMessage = endpoint({
  invalidates: 'none',
  method: 'POST',
  path: '/api/resendOTPOnmessage',
  summary:
    'Send a phone verification code by SMS to the mobile of the account (answers the same whether or not one has it).',
  body: z.object({ mobile }),
  response: messageBody,
  errors: { 429: 'Too many codes requested' },
  access: 'public',
});

export const resendOtpOnCall = endpoint({
  invalidates: 'none',
  method: 'POST',
  path: '/api/resendOTPOncall',
  summary:
    'Read a phone verification code out in a voice call (answers the same whether or not an account has the number).',
  body: z.object({ mobile }),
  response: messageBody,
  errors: { 429: 'Too many codes requested' },
  access: 'public',
});

export const resendOtp = endpoint({
  invalidates: 'none',
  method: 'POST',
  path: '/api/resend_otp/:id',
  summary:
    'Send a new e-mail verification code to the signed-in account (the session registration answers); the id must be its own.',
  params: z.object({ id: idText() }),
  response: messageBody,
  errors: { 400: 'Your e-mail is already verified.', 404: 'No such account (another id)' },
  access: signedIn,
});

export const phoneVerified = endpoint({
  invalidates: ['profile', 'userServices'],
  method: 'POST',
  path: '/api/phone_verified/',
  summary: 'Verify the mobile number with the 4-digit code sent by SMS or call.',
  body: z.object({ mobile, otp: otpCode }),
  response: messageBody.extend({ is_phone_verified: z.literal(true) }),
  errors: { 400: 'Wrong or expired code' },
  access: 'public',
});

export const resetPassword = endpoint({
  invalidates: 'none',
  method: 'POST',
  path: '/api/resetpassword',
  summary:
    'E-mail a single-use link /reset-password/:uid/:token (answers the same whether or not the account exists).',
  body: z.object({ email }),
  response: messageBody,
  access: 'public',
});

export const newPassword = endpoint({
  invalidates: 'none',
  method: 'POST',
  path: '/api/new-password/:uid/:token',
  summary:
    'Set a new password with the e-mailed link; the link works once and expires after an hour (7 days for the link a guest application sends, which also activates the pending account).',
  params: z.object({ uid: z.string().min(1), token: z.string().min(1) }),
  body: z.object({ password }),
  response: messageBody,
  errors: { 400: 'This reset link is invalid or has expired.' },
  access: 'public',
});

/** Changing a credential needs the current password: a leaked access token alone cannot take the account. */
const currentPassword = z
  .string({ message: 'Your current password is required.' })
  .min(1, { message: 'Your current password is required.' })
  .max(200);

export const changePassword = endpoint({
  invalidates: 'none',
  method: 'POST',
  path: '/api/changepassword',
  summary: 'Change the password (needs the current one). Other sessions end.',
  body: z.object({
    old_password: z.string().min(1, { message: 'The current password is required.' }),
    new_password: password,
  }),
  response: messageBody,
  errors: { 400: 'The current password is wrong', 403: 'Not with an API key' },
  sessionOnly: true,
  access: signedIn,
});

export const changeEmail = endpoint({
  invalidates: ['profile', 'userServices'],
  method: 'POST',
  path: '/api/changeemail',
  summary:
    'Two steps, each with the current password: { email } e-mails a code to the new address; { email, otp } switches to it (verified) and e-mails the old address a link that undoes the change for 7 days.',
  body: z.object({ email, otp: otpCode.optional(), current_password: currentPassword }),
  response: messageBody.extend({ userData: userDataSchema.optional() }),
  errors: {
    400: 'Wrong or expired code, or wrong current password',
    403: 'Not with an API key',
    409: 'This email is already in use.',
  },
  sessionOnly: true,
  access: signedIn,
});

export const changeMobileNo = endpoint({
  invalidates: ['profile', 'userServices'],
  method: 'POST',
  path: '/api/changemobileno',
  summary:
    'Two steps, each with the current password: { mobile } sends a code by SMS; { mobile, otp } switches to it (verified).',
  body: z.object({ mobile, otp: otpCode.optional(), current_password: currentPassword }),
  response: messageBody.extend({ userData: userDataSchema.optional() }),
  errors: {
    400: 'Wrong or expired code, or wrong current password',
    403: 'Not with an API key',
    409: 'This mobile number is already in use.',
  },
  sessionOnly: true,
  access: signedIn,
});

export const undoEmailChange = endpoint({
  invalidates: ['profile', 'userServices'],
  method: 'POST',
  path: '/api/undo-email-change/:uid/:token',
  summary:
    'The link e-mailed to the old address after an e-mail change: restores that address (verified), ends every session and revokes every API key. Works once, for 7 days.',
  params: z.object({ uid: z.string().min(1).max(20), token: z.string().min(1).max(200) }),
  response: messageBody,
  errors: {
    400: 'This link is invalid or has expired.',
    409: 'The old address now belongs to another account.',
  },
  access: 'public',
});

export const authEndpoints = {
  register,
  getOtp,
  login,
  refreshToken,
  jwtLogout,
  logout,
  emailVerified,
  resendOtpOnEmail,
  resendOtpOnMessage,
  resendOtpOnCall,
  resendOtp,
  phoneVerified,
  resetPassword,
  newPassword,
  changePassword,
  changeEmail,
  changeMobileNo,
  undoEmailChange,
} as const;
