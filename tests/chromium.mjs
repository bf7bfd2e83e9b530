/**
 * The system Chromium every browser run uses (stories, visual, end-to-end, Lighthouse): never a downloaded
 * browser. One place for its path, its flags and the message when it is missing.
 */
import { existsSync } from 'node:fs';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags for a headless run in a container: no sandbox, no GPU, no background traffic. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Throws with how to install Chromium when there is none at `chromiumPath`. */
export function assertChromium() {
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `No Chromium at ${chromiumPath}. Install the system browser with \`apt-get install -y chromium\` ` +
        'or point CHROMIUM_PATH at one.',
    );
  }
}
