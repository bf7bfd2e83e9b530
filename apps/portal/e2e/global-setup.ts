import type { FullConfig } from '@playwright/test';
import { assertChromium, ENV } from './support/env';
import { startServer } from './support/server';

/** Short access-token lifetime of the second server, used by the token-expiry journey. */
export const SHORT_TTL_SECONDS = 3;

/**
 * Starts the real server twice on fresh temporary databases: one with the default token lifetime for
 * most journeys, one with ACCESS_TOKEN_TTL=3 s for the refresh journey. Builds nothing: turbo (or the
 * caller) builds the server and portal first. The returned function stops both.
 */
export default async function globalSetup(_config: FullConfig): Promise<() => Promise<void>> {
  assertChromium();
  const [main, shortTtl] = await Promise.all([
    startServer('main'),
    startServer('short-ttl', { ACCESS_TOKEN_TTL: String(SHORT_TTL_SECONDS) }),
  ]);
  process.env[ENV.baseUrl] = main.url;
  process.env[ENV.dataDir] = main.dataDir;
  process.env[ENV.shortTtlUrl] = shortTtl.url;
  process.env[ENV.shortTtlDataDir] = shortTtl.dataDir;
  process.env[ENV.shortTtlSeconds] = String(SHORT_TTL_SECONDS);
  return async () => {
    await Promise.all([main.stop(), shortTtl.stop()]);
  };
}
