/** Landing content (issue 20): public reads of the five sections; admins and editors replace a section. */
import type { Kysely } from 'kysely';
import {
  landingSectionInputSchema,
  type LandingSection,
  type LandingSectionContent,
  type LandingSectionInput,
} from '@talent/api';
import type { Database, User } from '../../db/schema';
import { forbidden } from '../../lib/errors';
import { recordAudit } from '../audit/repo';
import { LANDING_DEFAULTS } from './defaults';
import { landingRepo } from './repo';

export const LANDING_EDITORS = ['admin', 'editor'] as const;

export function landingService({ db, now }: { db: Kysely<Database>; now: () => number }) {
  const repo = landingRepo(db);

  async function read(section: LandingSection): Promise<LandingSectionContent> {
    const row = await repo.bySection(section);
    // A row is written by migration 0041 for every section; its content was checked when it was saved.
    const parsed = landingSectionInputSchema.safeParse(
      row ? JSON.parse(row.content) : LANDING_DEFAULTS[section],
    );
    const content = parsed.success ? parsed.data : landingSectionInputSchema.parse(LANDING_DEFAULTS[section]);
    return { section, ...content, updated_at: row?.updated_at ?? new Date(0).toISOString() };
  }

  return {
    read,
    async save(user: User, section: LandingSection, body: LandingSectionInput, ip: string | null) {
      if (!(LANDING_EDITORS as readonly string[]).includes(user.role))
        throw forbidden('Only admins and editors can change the landing page.');
      const content = landingSectionInputSchema.parse(body);
      const at = new Date(now()).toISOString();
      await db.transaction().execute(async (trx) => {
        await landingRepo(trx).save(section, JSON.stringify(content), user.id, at);
        await recordAudit(trx, {
          actorId: user.id,
          action: 'landing.update',
          subject: `landing:${section}`,
          ip,
        });
      });
      return read(section);
    },
  };
}
