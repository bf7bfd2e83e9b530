/** Per-story and per-test overrides for error, empty and loading states (the happy paths are the handlers). */
import type { EndpointName, EndpointResponse, ErrorBody } from '../contract';
import { endpoints } from '../contract';
import { errorResponse, handle, methodOf, mswPath } from './handle';

/** `server.use(overrides.error('login', 400, '...'))`. */
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
    return methodOf(def)(mswPath(def.path), () => new Promise<Response>(() => {}));
  },
  /** Answer a fixed value for an endpoint. */
  value: <N extends EndpointName>(name: N, value: EndpointResponse<N>) => handle(name, () => value),
};
