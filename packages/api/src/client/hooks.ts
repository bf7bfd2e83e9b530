import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import type { BodyOf, EndpointName, Endpoints, ParamsOf, QueryOf, ResponseOf } from '../contract';
import { routes } from '../contract/routes';
import { callEndpoint, endpointUrl } from './calls';

/**
 * Names of the endpoints SWR may read: the contract's GETs, and the POST searches that answer a
 * `{ count, results }` list (their words and filters travel in the body, as the spec has them).
 */
export type ReadEndpointName = {
  [N in EndpointName]: Endpoints[N]['method'] extends 'GET'
    ? N
    : ResponseOf<Endpoints[N]> extends { count: number; results: unknown[] }
      ? N
      : never;
}[EndpointName];

export interface ReadOptions<N extends ReadEndpointName> {
  params?: ParamsOf<Endpoints[N]>;
  query?: QueryOf<Endpoints[N]>;
  /** The search of a POST read. */
  body?: BodyOf<Endpoints[N]>;
}

/** The SWR key of a read: its URL plus the query (and a search's body), so equal reads share one entry. */
export function readKey<N extends ReadEndpointName>(
  name: N,
  options: ReadOptions<N> = {},
): readonly [url: string, query: string, body?: string] {
  const url = endpointUrl<Endpoints[N]>(routes[name], options.params);
  const query = JSON.stringify(options.query ?? {});
  return options.body === undefined ? [url, query] : [url, query, JSON.stringify(options.body)];
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
