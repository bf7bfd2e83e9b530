/**
 * The rights scheduler (issue 44 part B): in rounds (lib/rounds.ts) it builds queued data archives,
 * removes expired ones, erases accounts whose grace period ended and runs the retention setting. Every
 * round is idempotent on the database's state, so several servers may run it (a second one finds nothing
 * left to do or repeats a harmless step); tests call `runOnce()` after moving the app's clock.
 */
import { roundLoop } from '../../lib/rounds';
import type { AppContext } from '../../context';
import type { exportService } from './exports';
import type { deletionService } from './deletion';
import type { retentionService } from './retention';

export interface RightsJobs {
  exports: ReturnType<typeof exportService>;
  deletions: ReturnType<typeof deletionService>;
  retention: ReturnType<typeof retentionService>;
}

export function rightsScheduler(ctx: AppContext, jobs: () => RightsJobs) {
  async function runOnce() {
    const j = jobs();
    const built = await j.exports.buildQueued();
    const expired = await j.exports.removeExpired();
    const erased = await j.deletions.runDue();
    const purged = await j.retention.run();
    return { built, expired, erased, purged };
  }
  const loop = roundLoop(runOnce, (err: unknown) => ctx.log.error({ err }, 'rights scheduler round failed'));
  return {
    runOnce,
    start: (intervalMs = 60_000) => loop.start(intervalMs),
    kick: loop.kick,
    stop: loop.stop,
  };
}
export type RightsScheduler = ReturnType<typeof rightsScheduler>;
