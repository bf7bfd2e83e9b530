/** The API contract: every endpoint declared once (see core.ts for the shape of a declaration). */
import { authEndpoints } from './auth';
import { profileEndpoints } from './profile';
import type { BodyOf, EndpointDef, ParamsOf, QueryOf, ResponseOf } from './core';

export * from './core';
export * from './entities';
export * from './auth';
export * from './profile';

export const endpoints = {
  ...authEndpoints,
  ...profileEndpoints,
} as const satisfies Record<string, EndpointDef>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
export type EndpointParams<N extends EndpointName> = ParamsOf<Endpoints[N]>;
export type EndpointQuery<N extends EndpointName> = QueryOf<Endpoints[N]>;
export type EndpointBody<N extends EndpointName> = BodyOf<Endpoints[N]>;
export type EndpointResponse<N extends EndpointName> = ResponseOf<Endpoints[N]>;
