/**
 * Server heartbeats (issue 42): every server keeps a row in `server_heartbeats`, renewed every
 * HEARTBEAT_MS. A server whose file store is a local folder warns when other live servers (seen within
 * LIVE_MS) do not read the same folder on the same machine: a file one of them saves is missing on the others.
 */
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { FileStore } from '../../storage/index';
import type { HealthRepo } from './repo';

export const HEARTBEAT_MS = 15_000;
/** A server not seen for this long is taken for stopped. */
export const LIVE_MS = 3 * HEARTBEAT_MS;
/** Rows of servers silent this long are removed by the next server that stops. */
const FORGET_MS = 24 * 3600_000;

export const LOCAL_FILES_SHARED_WARNING =
  'Other servers run on this database, but this server keeps its files in a local folder they do not read: set S3_BUCKET (or one shared FILES_DIR) on every server.';

export interface HeartbeatDeps {
  repo: HealthRepo;
  files: Pick<FileStore, 'kind' | 'location'>;
  now: () => number;
  log: { warn(obj: object, msg?: string): void; error(obj: object, msg?: string): void };
}

export function heartbeat({ repo, files, now, log }: HeartbeatDeps) {
  const id = randomUUID();
  const hostname = os.hostname();
  const iso = (ms: number) => new Date(ms).toISOString();
  const startedAt = iso(now());
  let timer: NodeJS.Timeout | undefined;

  const beat = () =>
    repo.beat({
      id,
      hostname,
      pid: process.pid,
      file_kind: files.kind,
      file_location: files.location,
      started_at: startedAt,
      seen_at: iso(now()),
    });

  /** The other servers alive now. */
  const peers = () => repo.others(id, iso(now() - LIVE_MS));

  /** What an operator should know about this server among the others. */
  async function warnings(): Promise<{ servers: number; warnings: string[] }> {
    const others = await peers();
    const apart = others.some(
      (p) => p.file_kind !== 'local' || p.hostname !== hostname || p.file_location !== files.location,
    );
    const warn = files.kind === 'local' && apart;
    return { servers: others.length + 1, warnings: warn ? [LOCAL_FILES_SHARED_WARNING] : [] };
  }

  return {
    id,
    beat,
    warnings,
    /** Registers this server, warns about a local folder among several servers, and keeps the row fresh. */
    async start(): Promise<void> {
      await beat();
      const { servers, warnings: found } = await warnings();
      for (const w of found) log.warn({ servers, fileStore: files.location }, w);
      timer = setInterval(() => {
        beat().catch((err: unknown) => log.error({ err }, 'heartbeat failed'));
      }, HEARTBEAT_MS);
      timer.unref();
    },
    async stop(): Promise<void> {
      clearInterval(timer);
      await repo.leave(id, iso(now() - FORGET_MS));
    },
  };
}
export type Heartbeat = ReturnType<typeof heartbeat>;
