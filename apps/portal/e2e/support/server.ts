import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ENV, portalDist, repoRoot, serverEntry } from './env';

export interface RunningServer {
  url: string;
  dataDir: string;
  /** Stops the process and deletes its data. */
  stop(): Promise<void>;
  /** Stops the process and keeps its data (the run's data template). */
  halt(): Promise<void>;
}

/**
 * A fresh data folder for one server: a copy of the run's seeded template when global setup made one, so
 * each of the run's servers skips the migrations and the demo seed (issue 38).
 */
export function newDataDir(name: string): string {
  const dataDir = mkdtempSync(path.join(tmpdir(), `talent-e2e-${name}-`));
  const template = process.env[ENV.dataTemplate];
  if (template) cpSync(template, dataDir, { recursive: true });
  return dataDir;
}

/** Ends a server process: SIGTERM, then SIGKILL after 5 s. */
export async function stopProcess(proc: ChildProcess): Promise<void> {
  if (proc.exitCode !== null || proc.signalCode !== null) return;
  const exited = new Promise((r) => proc.once('exit', r));
  proc.kill('SIGTERM');
  const timer = setTimeout(() => proc.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

async function waitUntilUp(
  url: string,
  proc: ChildProcess,
  log: () => string,
  timeoutMs = 60_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (proc.exitCode !== null) throw new Error(`The server exited with code ${proc.exitCode}:\n${log()}`);
    try {
      const res = await fetch(`${url}/login`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The server at ${url} did not answer within ${timeoutMs} ms:\n${log()}`);
}

/** Starts `node apps/server/dist/main.js` on a free port with a fresh temporary DATA_DIR. */
export async function startServer(name: string, env: Record<string, string> = {}): Promise<RunningServer> {
  if (!existsSync(serverEntry)) {
    throw new Error(
      `${serverEntry} is missing. Build first: \`npx turbo run build --filter=@talent/server --filter=@talent/portal\` ` +
        '(npm test and `turbo run test:e2e` build before the end-to-end run).',
    );
  }
  if (!existsSync(path.join(portalDist, 'index.html'))) {
    throw new Error(
      `${portalDist}/index.html is missing. Build the portal first: \`npm run build -w @talent/portal\`.`,
    );
  }
  const port = await freePort();
  const dataDir = newDataDir(name);
  let output = '';
  const url = `http://127.0.0.1:${port}`;
  const proc = spawn(process.execPath, [serverEntry], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PORTAL_DIST: portalDist,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REDIS_URL: '',
      // The specs buy plans and TAT through the sandbox checkout; links and return URLs point at this server.
      PAYMENT_SANDBOX: 'true',
      // The journeys' own mail servers (Dovecot, a fake SMTP) listen on 127.0.0.1: the operator's allow
      // list lets them past the SSRF guard (issue 43), as a deployment would for its own mail server.
      MAIL_HOST_ALLOW: '127.0.0.1',
      PUBLIC_URL: url,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  proc.stdout?.on('data', keep);
  proc.stderr?.on('data', keep);
  await waitUntilUp(url, proc, () => output);
  return {
    url,
    dataDir,
    async stop() {
      await stopProcess(proc);
      rmSync(dataDir, { recursive: true, force: true });
    },
    async halt() {
      await stopProcess(proc);
    },
  };
}
