/**
 * Readiness (GET /readyz, issue 42): whether this server should get traffic. Each check answers within
 * CHECK_TIMEOUT_MS, so a database or Redis that hangs makes the answer a 503, not a hung probe.
 */
import type { DialectName } from '../../db/index';
import { migrations } from '../../db/migrations';
import type { HealthRepo } from './repo';

export const CHECK_TIMEOUT_MS = 2_000;
/** The sending queue is behind when a message due this long ago is still waiting. */
export const MAIL_BACKLOG_MAX_MS = 15 * 60_000;

export interface Check {
  ok: boolean;
  /** Why not, or what was found. */
  detail?: string;
}

export interface ReadinessDeps {
  repo: HealthRepo;
  dialect: DialectName;
  /** Redis, when the server uses it (REDIS_URL). */
  redis?: { ping(): Promise<unknown> };
  files: { location: string; check(): Promise<void> };
  /** Whether this server runs the sending worker (MESSAGE_WORKER). */
  messageWorker: boolean;
  now: () => number;
  /** True once the server is closing: it takes no new traffic. */
  closing: () => boolean;
}

function withTimeout<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what} did not answer within ${CHECK_TIMEOUT_MS} ms`)),
      CHECK_TIMEOUT_MS,
    );
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

async function check(what: string, work: () => Promise<string | undefined>): Promise<Check> {
  try {
    const detail = await withTimeout(work(), what);
    return detail ? { ok: true, detail } : { ok: true };
  } catch (err) {
    return { ok: false, detail: err instanceof Error ? err.message : String(err) };
  }
}

export function readiness(deps: ReadinessDeps) {
  const known = Object.keys(migrations(deps.dialect));
  return async (): Promise<{ ready: boolean; reasons: string[]; checks: Record<string, Check> }> => {
    const checks: Record<string, Check> = {};
    const failing = async (name: string, work: () => Promise<string | undefined>) => {
      checks[name] = await check(name, work);
    };
    await Promise.all([
      failing('database', async () => {
        await deps.repo.ping();
        return undefined;
      }),
      failing('migrations', async () => {
        const applied = new Set(await deps.repo.appliedMigrations());
        const pending = known.filter((m) => !applied.has(m));
        if (pending.length > 0) throw new Error(`not run: ${pending.join(', ')}`);
        const newer = [...applied].filter((m) => !known.includes(m)).length;
        return newer > 0 ? `${newer} newer migration(s) from a later release` : undefined;
      }),
      failing('redis', async () => {
        if (!deps.redis) return 'not used (no REDIS_URL)';
        await deps.redis.ping();
        return undefined;
      }),
      failing('files', async () => {
        await deps.files.check();
        return deps.files.location;
      }),
      failing('mail_queue', async () => {
        const now = deps.now();
        const due = await deps.repo.dueMessages(new Date(now).toISOString());
        const waited = due.oldest ? now - Date.parse(due.oldest) : 0;
        const detail = `${due.count} message(s) due${due.oldest ? `, the oldest for ${Math.round(waited / 1000)} s` : ''}`;
        if (deps.messageWorker && waited > MAIL_BACKLOG_MAX_MS) throw new Error(`behind: ${detail}`);
        return detail;
      }),
    ]);
    if (deps.closing()) checks.server = { ok: false, detail: 'shutting down' };
    const reasons = Object.entries(checks).flatMap(([name, c]) => (c.ok ? [] : [`${name}: ${c.detail}`]));
    return { ready: reasons.length === 0, reasons, checks };
  };
}
