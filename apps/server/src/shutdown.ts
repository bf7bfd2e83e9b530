/** Graceful shutdown (issue 42), as main.ts wires it to SIGTERM and SIGINT. */
import type { FastifyInstance } from 'fastify';

export interface ShutdownOptions {
  /** How long requests in flight and the sending worker's round may take before the process exits anyway. */
  timeoutMs: number;
  /** process.exit in main.ts; tests pass a recorder. */
  exit: (code: number) => void;
}

/**
 * The signal handler: at the first signal /readyz turns 503 at once (the health module's preClose hook), the
 * server stops taking connections (a request on a kept-alive connection gets Fastify's 503), requests in
 * flight and the sending worker's current round finish, then it exits 0. After `timeoutMs`, or at a second
 * signal, it exits 1 without waiting. The deadline does not hold the process open by itself.
 */
export function gracefulShutdown(app: FastifyInstance, opts: ShutdownOptions): (signal: string) => void {
  let stopping = false;
  return (signal) => {
    if (stopping) {
      app.log.error({ signal }, 'second signal: exiting without waiting');
      opts.exit(1);
      return;
    }
    stopping = true;
    app.log.info({ signal, timeoutSeconds: opts.timeoutMs / 1000 }, 'shutting down');
    const deadline = setTimeout(() => {
      app.log.error({ timeoutSeconds: opts.timeoutMs / 1000 }, 'shutdown timed out: exiting');
      opts.exit(1);
    }, opts.timeoutMs);
    deadline.unref();
    app.close().then(
      () => {
        clearTimeout(deadline);
        opts.exit(0);
      },
      (err: unknown) => {
        app.log.error({ err }, 'shutdown failed');
        opts.exit(1);
      },
    );
  };
}
