import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import type { EndpointName, Endpoints, ParamsOf, QueryOf, ResponseOf } from '../contract';
import { routes } from '../contract/routes';
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
  const url = endpointUrl<Endpoints[N]>(routes[name], options.params);
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
    () => callEndpoint<Endpoints[N]>(routes[name], options ?? {}),
    config,
  );
}

export const useProfile = (enabled = true) => useEndpoint('getProfile', enabled ? {} : null);
export const useUserDetail = (enabled = true) => useEndpoint('getUserDetail', enabled ? {} : null);
