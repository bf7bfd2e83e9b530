/**
 * Calls made without a session: sign in, register, the e-mailed login code, the password reset, and the
 * logout of a refresh token (the token is its own credential). They carry no access token and never
 * refresh one (a 401 there means bad credentials), so they need nothing of the axios instance in http.ts
 * and go through `fetch`. The sign-in page makes only these calls, so it loads without axios
 * (apps/portal/README.md#performance).
 */
import type { BodyOf, EndpointName, Endpoints, ParamsOf, ResponseOf } from '../contract';
import { buildPath } from '../contract/paths';
import { routes } from '../contract/routes';
import { ApiResponseError } from './errors';

let baseURL = '';

/** Base host of the API ('' = same origin); configureApiClient sets it together with axios's. */
export function configurePublicCalls(config: { baseURL?: string }): void {
  if (config.baseURL !== undefined) baseURL = config.baseURL;
}

type PublicEndpointName =
  | 'login'
  | 'register'
  | 'getOtp'
  | 'jwtLogout'
  | 'resetPassword'
  | 'newPassword'
  | 'undoEmailChange'
  | 'undoAccountDeletion'
  | MyDataEndpointName;

/** /my-data (issue 44): the person in a resume has no session, only a data-access token in the body. */
type MyDataEndpointName =
  | 'myDataCode'
  | 'myDataVerify'
  | 'myDataProfiles'
  | 'myDataWithdraw'
  | 'myDataConsent'
  | 'myDataCorrect'
  | 'myDataErase'
  | 'myDataDontPublish';

interface PublicCallOptions<N extends EndpointName> {
  params?: ParamsOf<Endpoints[N]>;
  body?: BodyOf<Endpoints[N]>;
  signal?: AbortSignal;
}

/** The JSON of an answer; undefined when it has none (an empty body, an HTML error page of a proxy). */
async function readJson(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Sends one session-less contract call with fetch and answers its typed body. A non-2xx answer rejects
 * with ApiResponseError (read it with firstErrorMessage / errorStatus); a network failure with fetch's
 * TypeError.
 */
export async function publicCall<N extends PublicEndpointName>(
  name: N,
  options: PublicCallOptions<N> = {},
): Promise<ResponseOf<Endpoints[N]>> {
  const def = routes[name];
  const url = buildPath(def.path, (options.params ?? null) as Record<string, string | number> | null);
  const res = await fetch(`${baseURL}${url}`, {
    method: def.method.toUpperCase(),
    // No Content-Type without a body: the server refuses an empty JSON body (the undo links send none).
    headers: {
      Accept: 'application/json',
      ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  });
  const data = await readJson(res);
  if (!res.ok) throw new ApiResponseError(res.status, data);
  return data as ResponseOf<Endpoints[N]>;
}

type Body<N extends EndpointName> = BodyOf<Endpoints[N]>;

/** The session-less calls of spec 000 section 7, by name. */
export const publicApi = {
  login: (body: Body<'login'>) => publicCall('login', { body }),
  register: (body: Body<'register'>) => publicCall('register', { body }),
  getOtp: (body: Body<'getOtp'>) => publicCall('getOtp', { body }),
  /** Ends the session of a refresh token: the token itself is the credential. */
  logout: (body: Body<'jwtLogout'>) => publicCall('jwtLogout', { body }),
  resetPassword: (body: Body<'resetPassword'>) => publicCall('resetPassword', { body }),
  newPassword: (uid: string, token: string, body: Body<'newPassword'>) =>
    publicCall('newPassword', { params: { uid, token }, body }),
  /** The link e-mailed to the old address after an e-mail change. */
  undoEmailChange: (uid: string, token: string) => publicCall('undoEmailChange', { params: { uid, token } }),
  /** The link e-mailed after asking to delete the account: keeps it, within the grace period. */
  undoAccountDeletion: (uid: string, token: string) =>
    publicCall('undoAccountDeletion', { params: { uid, token } }),
};

/** /my-data's calls: the proven address's token travels in the body, never as a session. */
export const myDataApi = {
  sendCode: (address: string) => publicCall('myDataCode', { body: { address } }),
  verify: (address: string, otp: string) => publicCall('myDataVerify', { body: { address, otp } }),
  profiles: (token: string) => publicCall('myDataProfiles', { body: { token } }),
  withdraw: (token: string, id: number) => publicCall('myDataWithdraw', { params: { id }, body: { token } }),
  consent: (token: string, id: number) => publicCall('myDataConsent', { params: { id }, body: { token } }),
  correct: (token: string, id: number, fields: Body<'myDataCorrect'>['fields']) =>
    publicCall('myDataCorrect', { params: { id }, body: { token, fields } }),
  erase: (token: string, id: number) => publicCall('myDataErase', { params: { id }, body: { token } }),
  dontPublish: (token: string) => publicCall('myDataDontPublish', { params: { token } }),
};
