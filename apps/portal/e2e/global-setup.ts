import { rmSync } from 'node:fs';
import type { FullConfig } from '@playwright/test';
import { assertChromium, ENV } from './support/env';
import { startServer } from './support/server';

/**
 * Starts the real server on a fresh temporary database for the journeys. Builds nothing: turbo (or the
 * caller) builds the server and portal first. The returned function stops it.
 */
export default async function globalSetup(_config: FullConfig): Promise<() => Promise<void>> {
  assertChromium();
  // Migrate and seed once: a server builds the data folder, and every server of the run (this main one and
  // the spec files' own) starts from a copy of it (support/server.ts newDataDir).
  const template = await startServer('template');
  await template.halt();
  process.env[ENV.dataTemplate] = template.dataDir;
  const main = await startServer('main');
  process.env[ENV.baseUrl] = main.url;
  process.env[ENV.dataDir] = main.dataDir;
  return async () => {
    await main.stop();
    rmSync(template.dataDir, { recursive: true, force: true });
  };
}
