/** The notice to the person in a resume (issue 44 part A): the first time a holder publishes a profile
 * carrying an e-mail address, that address gets one e-mail saying who published it, linking to /my-data,
 * with a one-click "don't publish me" link. Once per address and holder; never to an address on the
 * holder's block lists. */
import type { Kysely } from 'kysely';
import type { Database, ProfileRow, User } from '../../db/schema';
import { randomToken, sha256 } from '../../lib/crypto';
import { HttpError } from '../../lib/errors';
import { escapeHtml, type MessageTransport } from '../../mail/index';
import { recordAudit } from '../audit/repo';
import { dataRightsRepo } from './repo';

const invalidLink = () => new HttpError(400, 'This link is not valid. Use /my-data to manage your profile.');

export function noticeService(
  db: Kysely<Database>,
  mail: MessageTransport,
  now: () => number,
  baseUrl: string,
) {
  const repo = dataRightsRepo(db);
  const iso = () => new Date(now()).toISOString();
  const base = baseUrl.replace(/\/$/, '');

  return {
    /** After `holder` published `rows`: one notice per address not yet told about this holder. */
    async published(holder: User, rows: ProfileRow[]): Promise<void> {
      const names = await repo.displayNames([holder.id]);
      const who = names.get(holder.id) ?? holder.full_name;
      for (const row of rows) {
        const address = row.email;
        if (!address) continue;
        if (await repo.noticeFor(address, holder.id)) continue;
        if (await repo.onBlockList(holder.id, address)) continue;
        const token = randomToken(32);
        const fresh = await repo.insertNotice({
          address,
          holder_id: holder.id,
          profile_id: row.id,
          token_hash: sha256(token),
          sent_at: iso(),
        });
        if (!fresh) continue;
        const page = `${base}/my-data`;
        const stop = `${base}/my-data/dont-publish/${token}`;
        await mail.send({
          channel: 'email',
          to: address,
          subject: `${who} published your resume on Talent`,
          text: `Hello, ${who} published a resume profile carrying this address on the Talent marketplace, where recruiters can find it. See what it holds, correct it or have it erased at ${page} . If you do not want it published, open this link: ${stop}`,
          html: `<p>Hello,</p><p>${escapeHtml(who)} published a resume profile carrying this address on the Talent marketplace, where recruiters can find it.</p><p><a href="${escapeHtml(page)}">See what it holds, correct it or have it erased</a></p><p><a href="${escapeHtml(stop)}">Don't publish me</a></p>`,
        });
      }
    },

    /** The one-click link: withdraws the profile it was sent for (again harmless). */
    async dontPublish(token: string): Promise<{ message: string }> {
      const notice = await repo.noticeByHash(sha256(token));
      if (!notice) throw invalidLink();
      const at = iso();
      if (notice.profile_id !== null) {
        const row = await repo.byId(notice.profile_id);
        await db.transaction().execute(async (trx) => {
          const r = dataRightsRepo(trx);
          if (row) await r.withdraw(row.id, at);
          await r.spendNotice(notice.id, at);
          await r.insertRequest({
            kind: 'withdrawal',
            address: notice.address,
            profile_id: row?.id ?? null,
            state: 'done',
            details: 'one-click link of the notice e-mail',
            created_at: at,
            completed_at: at,
          });
          await recordAudit(trx, {
            actorId: null,
            action: 'data.withdrawal',
            targetUserId: row?.owner_id ?? null,
            subject: row ? `profile:${row.id}` : null,
            details: { via: 'notice link' },
            at: new Date(now()),
          });
        });
      }
      return {
        message:
          'Your profile was withdrawn from the marketplace and will not be published again without your consent.',
      };
    },
  };
}
export type NoticeService = ReturnType<typeof noticeService>;
