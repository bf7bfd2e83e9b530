/**
 * A server of one spec file (issue 7 specs): its own port and DATA_DIR, so the demo accounts' single-session
 * rule cannot cross with other spec files running at the same time, and so it can be restarted on the same
 * port and data (the notification socket's reconnect).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { repoRoot, portalDist, serverEntry } from './support/env';
import { freePort, newDataDir, stopProcess } from './support/server';
import { test as base } from './support/fixtures';

export interface OwnServer {
  url: string;
  port: number;
  dataDir: string;
  /** Stops the process (data kept). */
  stop(): Promise<void>;
  /** Starts it again on the same port and data. */
  restart(): Promise<void>;
  /** Stops it and deletes the data. */
  dispose(): Promise<void>;
}

async function waitUp(url: string, proc: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (proc.exitCode !== null) throw new Error(`The server exited with ${proc.exitCode}:\n${log()}`);
    try {
      const res = await fetch(`${url}/api/subscription`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The server at ${url} did not answer within 60 s:\n${log()}`);
}

async function snapshotPortal(target: string): Promise<void> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    try {
      if (existsSync(path.join(portalDist, 'index.html'))) {
        rmSync(target, { recursive: true, force: true });
        cpSync(portalDist, target, { recursive: true });
        if (existsSync(path.join(target, 'index.html'))) return;
      }
    } catch {
      // A build is rewriting dist: try again.
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error(`No complete portal build in ${portalDist}: run \`npm run build -w @talent/portal\`.`);
}

/** Extra environment, or a function of the server's port for settings that name it (PUBLIC_URL). */
export type ServerEnv = Record<string, string> | ((port: number) => Record<string, string>);

/** `env` adds to (or overrides) the server's environment, e.g. SECRETS_KEY for the sending accounts. */
export async function startOwnServer(name: string, given: ServerEnv = {}): Promise<OwnServer> {
  const port = await freePort();
  const env = typeof given === 'function' ? given(port) : given;
  const dataDir = newDataDir(name);
  const url = `http://127.0.0.1:${port}`;
  // A copy of the built portal: another build of apps/portal/dist during the run must not pull pages away.
  const portalCopy = path.join(dataDir, 'portal');
  await snapshotPortal(portalCopy);
  let proc: ChildProcess | null = null;
  let output = '';

  async function launch() {
    const child = spawn(process.execPath, [serverEntry], {
      cwd: repoRoot,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        PORTAL_DIST: portalCopy,
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
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    proc = child;
    await waitUp(url, child, () => output);
  }

  async function stop() {
    const child = proc;
    proc = null;
    if (child) await stopProcess(child);
  }

  await launch();
  return {
    url,
    port,
    dataDir,
    stop,
    restart: launch,
    async dispose() {
      await stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * `test` with a worker-scoped server of the spec file: `ownServer` (started once per worker, deleted at the
 * end) and `baseURL` pointing at it.
 */
export function testWithOwnServer(name: string, env: ServerEnv = {}) {
  return base.extend<object, { ownServer: OwnServer }>({
    ownServer: [
      // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
      async ({}, use) => {
        const server = await startOwnServer(name, env);
        await use(server);
        await server.dispose();
      },
      { scope: 'worker', timeout: 90_000 },
    ],
    baseURL: async ({ ownServer }, use) => {
      await use(ownServer.url);
    },
  });
}
