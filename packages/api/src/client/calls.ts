// Types only from the contract: its zod schemas never reach the browser through the client.
import type {
  BodyOf,
  EndpointDef,
  EndpointName,
  Endpoints,
  HttpMethod,
  ParamsOf,
  QueryOf,
  ResponseOf,
} from '../contract';
import { buildPath } from '../contract/paths';
import { routes } from '../contract/routes';
import { http } from './http';
import { revalidateAfter } from './invalidate';
import { publicApi } from './publicCalls';
import type { AxiosInstance } from 'axios';

export interface CallOptions<E extends EndpointDef> {
  params?: ParamsOf<E>;
  query?: QueryOf<E>;
  body?: BodyOf<E>;
  signal?: AbortSignal;
}

/** Where a call goes: an endpoint's declaration, or its entry in the generated `routes` table. */
export interface RouteRef {
  method: HttpMethod;
  path: string;
}

/** The URL of a call: path params filled in (query kept apart for axios). */
export function endpointUrl<E extends EndpointDef>(def: RouteRef, params?: ParamsOf<E>): string {
  return buildPath(def.path, (params ?? null) as Record<string, string | number> | null);
}

/** Sends one contract call through the shared axios instance and answers its typed body. */
export async function callEndpoint<E extends EndpointDef>(
  def: RouteRef,
  options: CallOptions<E> = {},
  client: AxiosInstance = http,
): Promise<ResponseOf<E>> {
  const res = await client.request<ResponseOf<E>>({
    method: def.method,
    url: endpointUrl(def, options.params),
    params: options.query,
    data: options.body,
    signal: options.signal,
  });
  return res.data;
}

/** `call('login', { body })`: the same, by the endpoint's name in the contract. After a write succeeds,
 * the cached reads it changes (its `invalidates` tags) are revalidated before the answer is handed back,
 * so a list on screen already shows the change (invalidate.ts). */
export async function call<N extends EndpointName>(
  name: N,
  options: CallOptions<Endpoints[N]> = {},
  client: AxiosInstance = http,
): Promise<ResponseOf<Endpoints[N]>> {
  const answer = await callEndpoint<Endpoints[N]>(routes[name], options, client);
  await revalidateAfter(name);
  return answer;
}

type Body<N extends EndpointName> = BodyOf<Endpoints[N]>;

/**
 * Named calls the portal uses for auth and the account (spec 000 section 7): the session-less ones of
 * publicCalls.ts (fetch) and those sent with the session (axios).
 */
export const authApi = {
  ...publicApi,
  verifyEmail: (body: Body<'emailVerified'>) => call('emailVerified', { body }),
  resendEmailOtp: (body: Body<'resendOtpOnEmail'>) => call('resendOtpOnEmail', { body }),
  /** A new e-mail code for the signed-in account (its session is what lets the call name the id). */
  resendOtp: (id: number) => call('resendOtp', { params: { id } }),
  changePassword: (body: Body<'changePassword'>) => call('changePassword', { body }),
};

/** The notification socket's one-time ticket (its URL's `token`, never the access token). */
export const notificationApi = {
  socketTicket: () => call('socketTicket'),
};

export const profileApi = {
  getProfile: () => call('getProfile'),
  getUserDetail: () => call('getUserDetail'),
  getProfileUser: () => call('getProfileUser'),
  updateProfileUser: (body: Body<'updateProfileUser'>) => call('updateProfileUser', { body }),
};
