import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const serverEntry = path.join(repoRoot, 'apps/server/dist/main.js');
const demoDist = path.join(repoRoot, 'apps/demo/dist');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Starts the product server (no portal needed) with the built gallery, on a fresh data folder. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  for (const [file, build] of [
    [serverEntry, '@talent/server'],
    [path.join(demoDist, 'index.html'), '@talent/demo'],
  ] as const) {
    if (!existsSync(file))
      throw new Error(`${file} is missing: build first (npx turbo run build --filter=${build}).`);
  }
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'talent-demo-e2e-'));
  let output = '';
  const proc = spawn(process.execPath, [serverEntry], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_DIST: demoDist,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REDIS_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-10_000));
  proc.stdout.on('data', keep);
  proc.stderr.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`The server exited with ${proc.exitCode}:\n${output}`);
    const up = await fetch(`${url}/demo/`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error(`The server did not answer within 60 s:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  process.env.DEMO_E2E_URL = url;
  return async () => {
    const exited = new Promise((resolve) => proc.once('exit', resolve));
    proc.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
}
