import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import {
  endpoints,
  type EndpointName,
  type Endpoints,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
} from '../contract';
import { callEndpoint, endpointUrl } from './calls';

/** Names of the contract's GET endpoints: the ones SWR may read. */
export type ReadEndpointName = {
  [N in EndpointName]: Endpoints[N]['method'] extends 'GET' ? N : never;
}[EndpointName];

export interface ReadOptions<N extends ReadEndpointName> {
  params?: ParamsOf<Endpoints[N]>;
  query?: QueryOf<Endpoints[N]>;
}

/** The SWR key of a read: its URL plus the query, so equal reads share one cache entry. */
export function readKey<N extends ReadEndpointName>(
  name: N,
  options: ReadOptions<N> = {},
): readonly [string, string] {
  const url = endpointUrl(endpoints[name], options.params);
  return [url, JSON.stringify(options.query ?? {})] as const;
}

/**
 * SWR over a contract GET call. Pass `null` as options to skip (e.g. while signed out).
 * Errors are axios errors; 401/406 are already handled by the shared instance.
 */
export function useEndpoint<N extends ReadEndpointName>(
  name: N,
  options: ReadOptions<N> | null = {},
  config?: SWRConfiguration<ResponseOf<Endpoints[N]>>,
): SWRResponse<ResponseOf<Endpoints[N]>> {
  const key = options === null ? null : readKey(name, options);
  return useSWR<ResponseOf<Endpoints[N]>>(
    key,
    () => callEndpoint(endpoints[name] as Endpoints[N], options ?? {}) as Promise<ResponseOf<Endpoints[N]>>,
    config,
  );
}

export const useProfile = (enabled = true) => useEndpoint('getProfile', enabled ? {} : null);
export const useUserDetail = (enabled = true) => useEndpoint('getUserDetail', enabled ? {} : null);
