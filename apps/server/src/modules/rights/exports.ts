/**
 * "Download my data" (issue 44 part B): a request queues an archive; the rights scheduler builds it, stores
 * it in the file store and e-mails a link that works for 24 hours (a random token, kept hashed, checked
 * against the app's clock). One archive per user per 24 hours. Expired archives are removed from the store.
 */
import { DATA_EXPORT_EVERY_HOURS, DATA_EXPORT_LINK_HOURS, type DataExportStatus } from '@talent/api';
import type { AppContext } from '../../context';
import type { User } from '../../db/schema';
import { randomToken, safeEqual, sha256 } from '../../lib/crypto';
import { downloadReply } from '../../lib/download';
import { HttpError, notFound } from '../../lib/errors';
import { escapeHtml } from '../../mail/index';
import { buildArchive } from './archive/build';
import { userById, type RightsRepo } from './repo';

const HOUR = 60 * 60 * 1000;
const invalidLink = () => notFound('This link is invalid.');

type ExportRow = NonNullable<Awaited<ReturnType<RightsRepo['newestExport']>>>;

export function exportService(ctx: AppContext, repo: RightsRepo, kick: () => void) {
  const iso = (ms: number) => new Date(ms).toISOString();

  function statusOf(row: ExportRow | undefined): DataExportStatus {
    const now = ctx.now();
    if (!row)
      return {
        state: 'none',
        requested_at: null,
        ready_at: null,
        expires_at: null,
        size_bytes: null,
        next_allowed_at: null,
      };
    const next = Date.parse(row.requested_at) + DATA_EXPORT_EVERY_HOURS * HOUR;
    const state =
      row.status === 'ready'
        ? row.expires_at && Date.parse(row.expires_at) > now
          ? 'ready'
          : 'expired'
        : row.status === 'failed'
          ? 'failed'
          : 'preparing';
    return {
      state,
      requested_at: row.requested_at,
      ready_at: row.ready_at,
      expires_at: row.expires_at,
      size_bytes: row.size_bytes,
      next_allowed_at: next > now ? iso(next) : null,
    };
  }

  return {
    status: async (user: User) => statusOf(await repo.newestExport(user.id)),

    /** Queues an archive of the user's own data (a team member's own account, never the owner's). */
    async request(user: User): Promise<DataExportStatus> {
      const newest = await repo.newestExport(user.id);
      const current = statusOf(newest);
      if (current.next_allowed_at)
        throw new HttpError(
          429,
          `You can ask for one archive every ${DATA_EXPORT_EVERY_HOURS} hours. Ask again after ${current.next_allowed_at}.`,
          undefined,
          'rate_limited',
        );
      await repo.insertExport(user.id, iso(ctx.now()));
      kick();
      return statusOf(await repo.newestExport(user.id));
    },

    /** Builds one queued archive, stores it and e-mails its link. */
    async build(row: ExportRow): Promise<void> {
      const user = await userById(ctx.db, row.user_id);
      if (!user) return;
      try {
        const zip = await buildArchive(ctx.db, ctx.files, user.id, iso(ctx.now()));
        const key = `exports/${user.id}/${row.id}.zip`;
        await ctx.files.put(key, zip);
        const token = randomToken(32);
        const now = ctx.now();
        const expires = iso(now + DATA_EXPORT_LINK_HOURS * HOUR);
        await repo.settleExport(row.id, {
          status: 'ready',
          file_key: key,
          token_hash: sha256(token),
          size_bytes: zip.length,
          ready_at: iso(now),
          expires_at: expires,
        });
        const link = `${ctx.config.publicUrl!.replace(/\/$/, '')}/api/account/data-export/${row.id}/${token}`;
        await ctx.mail.send({
          channel: 'email',
          to: user.email,
          subject: 'Your Talent data archive is ready',
          text: `Hello ${user.full_name}, the archive of your Talent data is ready. Download it here: ${link} . The link works for ${DATA_EXPORT_LINK_HOURS} hours, until ${expires}.`,
          html: `<p>Hello ${escapeHtml(user.full_name)},</p><p>The archive of your Talent data is ready: <a href="${escapeHtml(link)}">download it</a>.</p><p>The link works for ${DATA_EXPORT_LINK_HOURS} hours, until ${escapeHtml(expires)}.</p>`,
        });
      } catch (err) {
        ctx.log.error({ err, exportId: row.id }, 'data archive failed');
        await repo.settleExport(row.id, { status: 'failed', error: String(err).slice(0, 500) });
      }
    },

    /** Builds every queued archive; how many. */
    async buildQueued(): Promise<number> {
      const rows = await repo.preparing(10);
      for (const row of rows) await this.build(row);
      return rows.length;
    },

    /** Removes the files of archives whose link expired. */
    async removeExpired(): Promise<number> {
      const rows = await repo.expiredFiles(iso(ctx.now()));
      for (const row of rows) {
        await ctx.files.deletePrefix(row.file_key!);
        await repo.settleExport(row.id, { file_key: null });
      }
      return rows.length;
    },

    /** The e-mailed link: the zip while the link works, 410 after. */
    async download(id: number, token: string) {
      const row = await repo.exportById(id);
      if (!row || row.status !== 'ready' || !row.token_hash || !safeEqual(row.token_hash, sha256(token)))
        throw invalidLink();
      if (!row.expires_at || Date.parse(row.expires_at) <= ctx.now() || !row.file_key)
        throw new HttpError(410, 'This link has expired. Ask for a new archive on your account page.');
      const data = await ctx.files.get(row.file_key);
      const day = (row.ready_at ?? row.requested_at).slice(0, 10);
      return downloadReply({ name: `talent-data-${day}.zip`, data, contentType: 'application/zip' });
    },
  };
}
