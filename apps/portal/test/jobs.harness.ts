/** The msw server of the jobs pages' tests: every happy-path handler, reset (with its listeners) after each. */
import { afterAll, afterEach, beforeAll } from 'vitest';
import { setupServer, type SetupServer } from 'msw/node';
import { handlers } from '@talent/api/msw';

export function jobsServer() {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
  afterEach(() => {
    server.resetHandlers();
    server.events.removeAllListeners();
  });
  afterAll(() => server.close());
  return server;
}

/** The query strings of the requests to `path`, as they are sent. */
export function queriesTo(server: SetupServer, path: string) {
  const seen: URLSearchParams[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === path) seen.push(url.searchParams);
  });
  return seen;
}

/** The JSON bodies sent to `path` with `method`. */
export function bodiesTo(server: SetupServer, method: string, path: string) {
  const seen: Array<Record<string, unknown>> = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.method === method && new URL(request.url).pathname === path)
      seen.push((await request.clone().json()) as Record<string, unknown>);
  });
  return seen;
}
