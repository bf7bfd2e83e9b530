/** Errors are values with a status and a user-facing message (brief: HTTP conventions). */
export type FieldErrors = Record<string, string[]>;

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: FieldErrors,
    /** Machine-readable reason (errorBody.code). */
    readonly code?: string,
    /** Extra fields of the error body (errorBody.price). */
    readonly extra?: { price?: number },
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors?: FieldErrors) => new HttpError(400, message, errors);
/** A 400 that names one field. */
export const fieldError = (field: string, message: string) =>
  new HttpError(400, message, { [field]: [message] });
export const unauthorized = (message = 'Authentication credentials were not provided.') =>
  new HttpError(401, message);
export const forbidden = (message = 'You do not have permission to perform this action.') =>
  new HttpError(403, message);
export const notFound = (message = 'Not found.') => new HttpError(404, message);
export const conflict = (message: string, errors?: FieldErrors) => new HttpError(409, message, errors);

export const SESSION_ELSEWHERE = 'You are logged in on a different device, so your session has expired.';
export const sessionElsewhere = () => new HttpError(406, SESSION_ELSEWHERE, undefined, 'session_elsewhere');

export const ACCOUNT_DEACTIVATED = 'This account has been deactivated. Contact the administrator.';
/** A deactivated account (issue 19): its sign-in is refused (403) and its live tokens answer 401. */
export const accountDeactivated = (status: 401 | 403) =>
  new HttpError(status, ACCOUNT_DEACTIVATED, undefined, 'account_deactivated');

export const MEMBER_REMOVED = 'Your access to this team account has been removed. Contact the account owner.';
export const OWNER_DEACTIVATED =
  'The account you work in has been deactivated. Contact the account owner or the administrator.';

/**
 * Why an account may not act (issue 19), or null: deactivated by an admin, removed from a team by its owner,
 * or a member of an owner who is deactivated. `status` is 403 at sign-in and 401 for a live token.
 */
export function inactiveError(
  user: { deactivated_at: string | null; deactivated_by: number | null; owner_id: number | null },
  owner: { deactivated_at: string | null } | null | undefined,
  status: 401 | 403,
): HttpError | null {
  if (user.deactivated_at !== null)
    return user.owner_id !== null && user.deactivated_by === user.owner_id
      ? new HttpError(status, MEMBER_REMOVED, undefined, 'account_deactivated')
      : accountDeactivated(status);
  if (owner?.deactivated_at)
    return new HttpError(status, OWNER_DEACTIVATED, undefined, 'account_deactivated');
  return null;
}

export const EMAIL_UNVERIFIED =
  'Verify your e-mail address first. We sent you a code when you signed up; you can ask for a new one.';
/** Money, uploads, publishing and API keys wait for a verified e-mail address (issue 24, finding 8). */
export const emailUnverified = () => new HttpError(403, EMAIL_UNVERIFIED, undefined, 'email_unverified');
/** Credentials change only in a signed-in session, never with an API key (issue 24, finding 7). */
export const apiKeyForbidden = () =>
  new HttpError(
    403,
    'An API key cannot change the password, e-mail, mobile number or API keys. Sign in to do this.',
    undefined,
    'api_key_forbidden',
  );
