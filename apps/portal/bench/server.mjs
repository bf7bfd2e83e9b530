// The real server Lighthouse measures: the built apps/server on a free port, on a fresh SQLite database.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The server's built entry; builds apps/server first when its dist is missing (exits if that fails). */
export function serverEntryFor(root) {
  const serverEntry = join(root, 'apps/server/dist/main.js');
  if (!existsSync(serverEntry)) {
    console.log('apps/server/dist is missing: building the server first');
    const res = spawnSync('npm', ['run', 'build', '-w', '@talent/server'], { cwd: root, stdio: 'inherit' });
    if (res.status !== 0) process.exit(res.status ?? 1);
  }
  return serverEntry;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Starts the server with the built portal of `distRoot` and the demo accounts; `ready()` waits until it
 * answers, `stop()` ends it and removes its data.
 */
export async function startServer({ root, distRoot, serverEntry }) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'talent-bench-lh-'));
  const base = `http://127.0.0.1:${port}`;
  let log = '';
  const server = spawn(process.execPath, [serverEntry], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PORTAL_DIST: distRoot,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REDIS_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout.on('data', (c) => (log = (log + c).slice(-5000)));
  server.stderr.on('data', (c) => (log = (log + c).slice(-5000)));
  return {
    base,
    async ready() {
      const deadline = Date.now() + 60_000;
      for (;;) {
        if (server.exitCode !== null) throw new Error(`server exited:\n${log}`);
        try {
          if ((await fetch(`${base}/login`)).ok) break;
        } catch {
          // not yet
        }
        if (Date.now() > deadline) throw new Error(`server did not start:\n${log}`);
        await new Promise((r) => setTimeout(r, 250));
      }
    },
    stop() {
      server.kill('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
