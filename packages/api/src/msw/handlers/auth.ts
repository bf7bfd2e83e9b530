/** Auth: login (password or OTP) with the demo accounts, registration, OTPs, tokens and passwords. */
import type { HttpHandler } from 'msw';
import { isRole, type Role } from '../../abilities';
import { DEMO_PASSWORD, roleForEmail, userDataFixture } from '../fixtures';
import { errorResponse, handle, ok } from '../handle';

const session = (role: Role) => ({
  userData: userDataFixture(role),
  accessToken: `mock-access-${role}`,
  refreshToken: `mock-refresh-${role}`,
});

export const authHandlers: HttpHandler[] = [
  handle('login', ({ body }) => {
    const role = roleForEmail(body.email);
    if (
      !role ||
      (body.password !== undefined && body.password !== DEMO_PASSWORD) ||
      (body.otp !== undefined && body.otp !== '1234')
    ) {
      return errorResponse(400, 'Email or Password is Invalid', { email: ['Email or Password is Invalid'] });
    }
    return session(role);
  }),
  handle('register', ({ body }) => {
    if (roleForEmail(body.email))
      return errorResponse(409, 'This email is already in use.', {
        email: ['This email is already in use.'],
      });
    const s = session(body.role);
    return {
      ...s,
      message: 'Registration successful. A 4-digit verification code has been sent to your e-mail.',
      userData: {
        ...s.userData,
        id: 100,
        email: body.email,
        full_name: body.full_name,
        is_email_verified: false,
        current_plan: null,
        talentru_coin: 0,
      },
    };
  }),
  handle('getOtp', () =>
    ok('If an account exists for this e-mail, a 4-digit login code has been sent to it.'),
  ),
  handle('refreshToken', ({ body }) => {
    const role = body.refresh.replace(/^mock-refresh-/, '');
    if (!isRole(role)) return errorResponse(401, 'Invalid refresh token');
    return { access: `mock-access-${role}`, refresh: `mock-refresh-${role}` };
  }),
  handle('jwtLogout', () => ok('Logged out successfully.')),
  handle('logout', () => ok('Logged out successfully.')),
  handle('emailVerified', ({ body }) =>
    body.otp === '1234'
      ? { message: 'Your e-mail has been verified.', is_email_verified: true as const }
      : errorResponse(400, 'Invalid verification code.', { otp: ['Invalid verification code.'] }),
  ),
  handle('resendOtpOnEmail', () =>
    ok(
      'If an account with an unverified e-mail exists for this address, a new verification code has been sent to it.',
    ),
  ),
  handle('resendOtp', () => ok('A new verification code has been sent to your e-mail.')),
  handle('resendOtpOnMessage', () =>
    ok('If an account exists for this mobile number, a verification code has been sent by SMS.'),
  ),
  handle('resendOtpOnCall', () =>
    ok('If an account exists for this mobile number, you will receive a call with your verification code.'),
  ),
  handle('phoneVerified', ({ body }) =>
    body.otp === '1234'
      ? { message: 'Your mobile number has been verified.', is_phone_verified: true as const }
      : errorResponse(400, 'Invalid verification code.', { otp: ['Invalid verification code.'] }),
  ),
  handle('resetPassword', () =>
    ok('If an account exists for this e-mail, a link to reset the password has been sent.'),
  ),
  handle('newPassword', ({ params }) =>
    params.token === 'expired'
      ? errorResponse(400, 'This reset link is invalid or has expired.')
      : ok('Your password has been changed. You can now log in.'),
  ),
  handle('undoEmailChange', ({ params }) =>
    params.token === 'expired'
      ? errorResponse(400, 'This link is invalid or has expired.')
      : ok(
          'Your e-mail address is ava@example.com again and everyone was signed out. Reset your password now.',
        ),
  ),
  handle('changePassword', () => ok('Your password has been changed.')),
  handle('changeEmail', ({ body, role }) =>
    body.otp === undefined
      ? ok('A 4-digit code has been sent to the new e-mail address.')
      : {
          message: 'Your e-mail address has been changed.',
          userData: userDataFixture(role!, { email: body.email, refreshToken: '' }),
        },
  ),
  handle('changeMobileNo', ({ body, role }) =>
    body.otp === undefined
      ? ok('A 4-digit code has been sent by SMS to the new mobile number.')
      : {
          message: 'Your mobile number has been changed.',
          userData: userDataFixture(role!, { mobile: body.mobile, refreshToken: '' }),
        },
  ),
];
