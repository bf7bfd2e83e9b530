/**
 * msw handlers typed from the contract: happy paths on fixtures, plus overrides for error and empty
 * states. Usable by Storybook (msw-storybook-addon), vitest (`setupServer` from `msw/node`) and the demo
 * app (`setupWorker` from `msw/browser`).
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { z } from 'zod';
import {
  endpoints,
  type EndpointDef,
  type Endpoints,
  type EndpointName,
  type EndpointResponse,
  type ErrorBody,
} from '../contract';
import { isRole, type Role } from '../abilities';
import { DEMO_PASSWORD, roleForEmail, userDataFixture, userProfileFixture } from './fixtures';

export * from './fixtures';
export { domainHandlers, lookupFixtures, profileFixture, profilesFixture } from './domain';
export { notificationSocket, notificationSocketHandler, sampleNotifications } from './notifications';
import { domainHandlers } from './domain';

/** The body after the contract parsed it (coerced numbers, defaults applied). */
export type ParsedBody<N extends EndpointName> = Endpoints[N] extends { body: infer B extends z.ZodType }
  ? z.infer<B>
  : undefined;

export interface ResolverInfo<N extends EndpointName> {
  request: Request;
  params: Record<string, string | readonly string[] | undefined>;
  body: ParsedBody<N>;
  /** Role of the mock session, read from the Bearer token `mock-access-<role>`. */
  role: Role | null;
}

export type Resolver<N extends EndpointName> = (
  info: ResolverInfo<N>,
) => EndpointResponse<N> | Response | Promise<EndpointResponse<N> | Response>;

/** Matches any origin, so the handlers work with a configured base host as well as same-origin calls. */
export function mswPath(path: string): string {
  return `*${path}`;
}

function roleFrom(request: Request): Role | null {
  const token = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '') ?? '';
  const role = token.startsWith('mock-access-') ? token.slice('mock-access-'.length) : '';
  return isRole(role) ? role : null;
}

export function errorResponse(status: number, message: string, errors?: ErrorBody['errors']): Response {
  return HttpResponse.json({ message, ...(errors ? { errors } : {}) } satisfies ErrorBody, { status });
}

/** A typed handler for one endpoint; the answer is checked against the contract so mocks cannot drift. */
export function handle<N extends EndpointName>(name: N, resolver: Resolver<N>): HttpHandler {
  const def: EndpointDef = endpoints[name];
  const method = def.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  return http[method](mswPath(def.path), async ({ request, params }) => {
    const role = roleFrom(request);
    if (def.access !== 'public' && !role)
      return errorResponse(401, 'Authentication credentials were not provided.');
    let body: unknown = undefined;
    if (def.method !== 'GET' && request.headers.get('content-type')?.includes('application/json')) {
      body = await request
        .clone()
        .json()
        .catch(() => undefined);
    }
    if (def.body && !def.multipart) {
      const parsed = def.body.safeParse(body);
      if (!parsed.success) {
        const errors: Record<string, string[]> = {};
        for (const issue of parsed.error.issues)
          (errors[issue.path.join('.') || 'non_field_errors'] ??= []).push(issue.message);
        return errorResponse(400, parsed.error.issues[0]?.message ?? 'Invalid input.', errors);
      }
      body = parsed.data;
    }
    const result = await resolver({ request, params, body: body as ParsedBody<N>, role });
    if (result instanceof Response) return result;
    return HttpResponse.json(def.response.parse(result) as object, { status: def.status ?? 200 });
  });
}

/** Override helpers for stories and tests: `server.use(overrides.error('login', 400, '...'))`. */
export const overrides = {
  error: <N extends EndpointName>(name: N, status: number, message: string, errors?: ErrorBody['errors']) =>
    handle(name, () => errorResponse(status, message, errors)),
  /** 406: the session ended because the account logged in on another device. */
  sessionElsewhere: <N extends EndpointName>(name: N) =>
    handle(name, () =>
      errorResponse(406, 'You are logged in on a different device, so your session has expired.'),
    ),
  unauthorized: <N extends EndpointName>(name: N) =>
    handle(name, () => errorResponse(401, 'Given token not valid for any token type')),
  serverError: <N extends EndpointName>(name: N) =>
    handle(name, () => errorResponse(500, 'Internal server error')),
  /** Empty `{ count: 0, results: [] }` for list endpoints. */
  empty: <N extends EndpointName>(name: N) =>
    handle(name, () => ({ count: 0, results: [] }) as unknown as EndpointResponse<N>),
  /** Never answers (loading states). */
  loading: <N extends EndpointName>(name: N) => {
    const def = endpoints[name];
    const method = def.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
    return http[method](mswPath(def.path), () => new Promise<Response>(() => {}));
  },
  /** Answer a fixed value for an endpoint. */
  value: <N extends EndpointName>(name: N, value: EndpointResponse<N>) => handle(name, () => value),
};

const session = (role: Role) => ({
  userData: userDataFixture(role),
  accessToken: `mock-access-${role}`,
  refreshToken: `mock-refresh-${role}`,
});

const ok = (message: string) => ({ message });

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
  handle('getOtp', () => ok('A 4-digit login code has been sent to your e-mail.')),
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
  handle('resendOtpOnEmail', () => ok('A new verification code has been sent to your e-mail.')),
  handle('resendOtp', () => ok('A new verification code has been sent to your e-mail.')),
  handle('resendOtpOnMessage', () => ok('A verification code has been sent by SMS.')),
  handle('resendOtpOnCall', () => ok('You will receive a call with your verification code.')),
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

export const profileHandlers: HttpHandler[] = [
  handle('getProfile', ({ role }) => userProfileFixture(role!)),
  handle('getUserDetail', ({ role }) => userDataFixture(role!, { refreshToken: '' })),
  handle('getProfileUser', ({ role }) => userProfileFixture(role!)),
  handle('updateProfileUser', ({ role, body }) => ({
    message: 'Profile updated successfully.',
    userData: userDataFixture(role!, { refreshToken: '', ...stripUndefined(body) }),
  })),
  handle('listUserExperience', () => ({
    count: 1,
    results: [
      {
        id: 1,
        created_at: '2026-01-05T09:00:00.000Z',
        job_title: 'Senior Recruiter',
        company: 'Bright Hire LLC',
        start_date: '2021-03',
      },
    ],
  })),
  handle('createUserExperience', ({ body }) => ({ ...body, id: 2, created_at: new Date().toISOString() })),
  handle('listUserEducation', () => ({ count: 0, results: [] })),
  handle('createUserEducation', ({ body }) => ({ ...body, id: 1, created_at: new Date().toISOString() })),
  handle('listUserSkill', () => ({ count: 0, results: [] })),
  handle('createUserSkill', ({ body }) => ({ ...body, id: 1, created_at: new Date().toISOString() })),
  handle('listCourseAndCertification', () => ({ count: 0, results: [] })),
  handle('createCourseAndCertification', ({ body }) => ({
    ...body,
    id: 1,
    created_at: new Date().toISOString(),
  })),
  handle('deleteCourseAndCertification', () => ok('Deleted successfully.')),
  handle('listLanguages', () => ({ count: 0, results: [] })),
  handle('createLanguages', ({ body }) => ({ ...body, id: 1, created_at: new Date().toISOString() })),
  handle('listOtherPersonal', () => ({ count: 0, results: [] })),
  handle('createOtherPersonal', ({ body }) => ({ ...body, id: 1, created_at: new Date().toISOString() })),
];

function stripUndefined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== null)) as Partial<T>;
}

/** Every happy-path handler. */
export const handlers: HttpHandler[] = [...authHandlers, ...profileHandlers, ...domainHandlers];
