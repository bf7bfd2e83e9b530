/**
 * The IMAP poller (issue 18): every IMAP_POLL_SECONDS it looks into each connected mailbox that is due and
 * feeds the messages that arrived since the last look to the inbox of files (source `imap`).
 *
 * Each message is imported once: the folder's UIDVALIDITY and the last UID looked at are kept, and the last
 * UID moves on after each message. The first look only notes where the folder stands (what was there before
 * the mailbox was connected is not imported); a changed UIDVALIDITY (the folder was recreated) starts over
 * the same way, and says so in the log. The folder is opened read-only: nothing is marked, moved or deleted
 * on the user's server. A mailbox is leased while a server reads it, so several servers share the work
 * without reading a mailbox twice.
 */
import type { ImapFlow } from 'imapflow';
import { MAX_INBOUND_MESSAGE_BYTES } from '@talent/api/rules';
import type { Updateable } from 'kysely';
import type { ImapMailboxesTable } from '../../db/schema';
import { hostAllowList, resolveAllowedHost } from '../../lib/host-guard';
import { SecretBox } from '../../lib/secrets';
import { closeClient, imapClient, imapFailure, imapSecretContext, inFolder } from './imap';
import { roundLoop } from '../../lib/rounds';
import type { ImapMailboxRow, ImapRepo } from './repo/imap';
import { filesOfMessage } from './mail';
import type { InboxService } from './service';
import { systemClock } from '../../lib/clock';

/** How long one look may hold a mailbox before another server treats its reader as stopped. */
export const IMAP_LEASE_MS = 10 * 60_000;
/** Messages imported per mailbox per look; the rest wait for the next look. */
export const IMAP_MESSAGES_PER_LOOK = 50;
/** Mailboxes looked at per round. */
const MAILBOXES_PER_ROUND = 20;

export interface ImapPollerDeps {
  repo: ImapRepo;
  inbox: InboxService;
  secretsKey: string | undefined;
  /** MAIL_HOST_ALLOW: private hosts the SSRF guard lets through. */
  mailHostAllow: readonly string[];
  pollSeconds: number;
  log: { info(obj: object, msg?: string): void; warn(obj: object, msg?: string): void };
  /** The clock (tests move it instead of waiting). */
  now?: () => number;
}

export interface LookResult {
  userId: number;
  imported: number;
  error: string | null;
}

export function imapPoller(deps: ImapPollerDeps) {
  const { repo, inbox, log } = deps;
  const box = SecretBox.fromConfig(deps.secretsKey);
  const allowList = hostAllowList(deps.mailHostAllow);
  const clock = deps.now ?? systemClock;
  const iso = (ms: number) => new Date(ms).toISOString();

  /** Writes what a look found, unless the user changed the mailbox meanwhile (their change wins). */
  async function record(row: ImapMailboxRow, changes: Updateable<ImapMailboxesTable>): Promise<boolean> {
    const current = await repo.find(row.user_id);
    if (!current || current.updated_at !== row.updated_at) return false;
    await repo.update(row.user_id, changes);
    return true;
  }

  /** Imports the new messages of the open folder; how many messages were fed to the inbox. */
  async function importNew(client: ImapFlow, row: ImapMailboxRow, after: number): Promise<number> {
    const fresh: { uid: number; size: number }[] = [];
    // `n:*` answers the last message even when it is older than n, hence the filter.
    for await (const m of client.fetch(`${after + 1}:*`, { uid: true, size: true }, { uid: true }))
      if (m.uid > after) fresh.push({ uid: m.uid, size: m.size ?? 0 });
    fresh.sort((a, b) => a.uid - b.uid);
    let done = 0;
    for (const { uid, size } of fresh.slice(0, IMAP_MESSAGES_PER_LOOK)) {
      if (size > MAX_INBOUND_MESSAGE_BYTES) {
        await inbox.refused(
          row.user_id,
          'imap',
          `A message in ${row.folder} was larger than ${MAX_INBOUND_MESSAGE_BYTES / 1024 / 1024} MB and was not imported.`,
        );
      } else {
        const message = await client.fetchOne(String(uid), { source: true }, { uid: true });
        if (message && message.source) {
          // A message that cannot be parsed is skipped with a note, not retried at every look forever.
          const mail = await filesOfMessage(message.source).catch((err: unknown) => {
            log.warn({ userId: row.user_id, uid, err }, 'imap message unreadable');
            return null;
          });
          if (!mail)
            await inbox.refused(
              row.user_id,
              'imap',
              `A message in ${row.folder} could not be read and was skipped.`,
            );
          // A mailbox holds ordinary mail too: only messages with attachments are the inbox's business.
          else if (mail.files.length > 0) await inbox.receive(row.user_id, 'imap', mail);
        }
      }
      done++;
      if (!(await record(row, { last_uid: String(uid) }))) break;
    }
    return done;
  }

  /** One look into one mailbox (already leased). */
  async function look(row: ImapMailboxRow): Promise<LookResult> {
    const password = box?.open(row.password_sealed, imapSecretContext(row.user_id));
    let imported = 0;
    let error: string | null = null;
    if (password === undefined) {
      error = "The password cannot be read with the server's current SECRETS_KEY; enter it again.";
    } else {
      let client: ImapFlow | null = null;
      try {
        // A host that leads inside the network is refused before any connection (SSRF).
        client = imapClient(row, password, await resolveAllowedHost(row.host, allowList));
        await client.connect();
        const opened = await client.mailboxOpen(row.folder, { readOnly: true }).catch((err: unknown) => {
          throw inFolder(err);
        });
        const validity = opened.uidValidity.toString();
        const top = String(Math.max(0, (opened.uidNext ?? 1) - 1));
        if (row.uid_validity !== validity) {
          if (row.uid_validity !== null) {
            log.warn({ userId: row.user_id, folder: row.folder }, 'imap folder UIDVALIDITY changed');
            await inbox.refused(
              row.user_id,
              'imap',
              `The folder ${row.folder} was recreated on the mail server (its UIDVALIDITY changed): the messages in it now were not imported; new ones will be.`,
            );
          }
          await record(row, { uid_validity: validity, last_uid: top });
        } else if (Number(top) > Number(row.last_uid ?? 0)) {
          imported = await importNew(client, row, Number(row.last_uid ?? 0));
        }
      } catch (err) {
        const failure = imapFailure(err, row.folder);
        error = failure.detail ? `${failure.message} ${failure.detail}` : failure.message;
      } finally {
        if (client) await closeClient(client);
      }
    }
    const at = iso(clock());
    if (error) {
      log.warn({ userId: row.user_id, host: row.host, error }, 'imap look failed');
      // The same failure every few minutes is one log entry, not hundreds.
      if (error !== row.last_error) await inbox.refused(row.user_id, 'imap', `${row.host}: ${error}`);
    }
    await record(row, {
      last_checked_at: at,
      last_error: error,
      ...(imported > 0 ? { last_import_at: at } : {}),
    });
    return { userId: row.user_id, imported, error };
  }

  /** One round: looks into every due mailbox no other server is reading. What each look found. */
  async function runOnce(): Promise<LookResult[]> {
    if (!box) return [];
    const now = clock();
    const dueBefore = iso(now - deps.pollSeconds * 1000);
    const due = await repo.due(iso(now), dueBefore, MAILBOXES_PER_ROUND);
    const results: LookResult[] = [];
    for (const row of due) {
      if (loop.isStopped()) break;
      if (!(await repo.lease(row.user_id, iso(now), iso(now + IMAP_LEASE_MS)))) continue;
      try {
        // Another server may have finished a look between the query and the lease: read the row again.
        const leased = await repo.find(row.user_id);
        if (!leased || (leased.last_checked_at !== null && leased.last_checked_at > dueBefore)) continue;
        results.push(await look(leased));
      } finally {
        await repo.update(row.user_id, { lease_until: null });
      }
    }
    return results;
  }

  const loop = roundLoop(runOnce, (err: unknown) => log.warn({ err }, 'imap poll round failed'));

  return {
    runOnce,
    /** Looks every `pollSeconds` (and at once). */
    start: () => loop.start(deps.pollSeconds * 1000),
    /** A mailbox was connected or changed: look now rather than at the next round. */
    kick: loop.kick,
    /** Stops polling and waits for the round in progress. */
    stop: loop.stop,
  };
}
export type ImapPoller = ReturnType<typeof imapPoller>;
