/**
 * The admins' retention setting (issue 44 part B): private uploaded profiles (not bought copies) untouched
 * for N months are purged by the scheduler, each purge in the audit log. Enabling it needs the dry run's
 * count the admin saw, so nobody turns it on without knowing what goes.
 */
import { z } from 'zod';
import { retentionBody, type RetentionSettings } from '@talent/api';
import type { AppContext } from '../../context';
import type { User } from '../../db/schema';
import { HttpError } from '../../lib/errors';
import { recordAudit } from '../audit/repo';
import { profileFiles } from '../resumes/files';
import { removeProfileRow, writeSetting, type RightsRepo } from './repo';

const KEY = 'retention.private_profiles';
/** A run at most this often: the setting is in months, an hourly pass is plenty. */
const RUN_EVERY_MS = 60 * 60 * 1000;

interface Stored {
  enabled: boolean;
  months: number;
  last_run_at: string | null;
  last_purged: number;
}
const DEFAULTS: Stored = { enabled: false, months: 24, last_run_at: null, last_purged: 0 };

export function retentionService(ctx: AppContext, repo: RightsRepo) {
  const files = profileFiles(ctx.files);

  async function stored(): Promise<Stored> {
    const row = await repo.readSetting(KEY);
    if (!row) return DEFAULTS;
    try {
      return { ...DEFAULTS, ...(JSON.parse(row.value) as Partial<Stored>) };
    } catch {
      return DEFAULTS;
    }
  }

  /** Untouched since this instant: `months` calendar months before the clock's now (UTC). */
  function cutoff(months: number): string {
    const d = new Date(ctx.now());
    d.setUTCMonth(d.getUTCMonth() - months);
    return d.toISOString();
  }

  const countFor = (months: number) => repo.countStaleProfiles(cutoff(months));

  async function view(s: Stored): Promise<RetentionSettings> {
    return { ...s, candidates: await countFor(s.months) };
  }

  return {
    get: async () => view(await stored()),

    dryRun: async (months: number) => ({ months, count: await countFor(months) }),

    async update(admin: User, body: z.infer<typeof retentionBody>, ip: string) {
      const before = await stored();
      if (body.enabled) {
        const count = await countFor(body.months);
        if (body.confirm_count !== count)
          throw new HttpError(
            409,
            `The dry run for ${body.months} months now counts ${count} profile${count === 1 ? '' : 's'}. Check the count and confirm it to enable the setting.`,
            { confirm_count: [`The dry run counts ${count}.`] },
          );
      }
      const next: Stored = { ...before, enabled: body.enabled, months: body.months };
      await ctx.db.transaction().execute(async (trx) => {
        await writeSetting(trx, KEY, JSON.stringify(next));
        await recordAudit(trx, {
          actorId: admin.id,
          action: 'retention.update',
          details: { before: { enabled: before.enabled, months: before.months }, after: body },
          ip,
          at: new Date(ctx.now()),
        });
      });
      return view(next);
    },

    /** Purges what the setting says (when enabled and `force` or an hour passed); how many profiles. */
    async run(force = false): Promise<number> {
      const s = await stored();
      if (!s.enabled) return 0;
      const now = ctx.now();
      if (!force && s.last_run_at && now - Date.parse(s.last_run_at) < RUN_EVERY_MS) return 0;
      const before = cutoff(s.months);
      let purged = 0;
      for (;;) {
        const batch = await repo.staleProfiles(before, 50);
        for (const p of batch) {
          await ctx.db.transaction().execute(async (trx) => {
            await removeProfileRow(trx, p.id);
            await recordAudit(trx, {
              actorId: null,
              action: 'retention.purge',
              targetUserId: p.owner_id,
              subject: `profile:${p.id}`,
              details: { months: s.months, updated_at: p.updated_at },
              at: new Date(now),
            });
          });
          await files.removeAll(p.id);
          purged++;
        }
        if (batch.length < 50) break;
      }
      const last = { ...s, last_run_at: new Date(now).toISOString(), last_purged: purged };
      await writeSetting(ctx.db, KEY, JSON.stringify(last));
      return purged;
    },
  };
}
