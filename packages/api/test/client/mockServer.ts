import { afterAll, afterEach, beforeAll } from 'vitest';
import { setupServer } from 'msw/node';
import { configureApiClient } from '../../src/client/http';

/**
 * An msw server for the file's tests, with the app-wide client (axios and the fetch calls) pointed at
 * `baseURL` over fetch. Unhandled requests fail the test; handlers added with `server.use` are reset after
 * each test.
 */
export function useMockServer(baseURL: string) {
  const server = setupServer();
  beforeAll(() => {
    server.listen({ onUnhandledRequest: 'error' });
    configureApiClient({ baseURL, adapter: 'fetch' });
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}
