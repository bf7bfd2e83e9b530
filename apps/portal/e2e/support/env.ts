import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
export const serverEntry = path.join(repoRoot, 'apps/server/dist/main.js');
export const portalDist = path.join(repoRoot, 'apps/portal/dist');

export { assertChromium, chromiumArgs, chromiumPath } from '../../../../tests/chromium.mjs';

/** Names of the environment variables global setup hands to the tests. */
export const ENV = {
  baseUrl: 'E2E_BASE_URL',
  dataDir: 'E2E_DATA_DIR',
  /** A seeded data folder that every server of the run starts from (support/server.ts). */
  dataTemplate: 'E2E_DATA_TEMPLATE',
} as const;
