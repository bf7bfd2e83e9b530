/**
 * The IMAP mailbox of the e-mail plugin (issue 18): one per user, its password sealed with SECRETS_KEY
 * (lib/secrets.ts) and never answered, and "Test connection". Without SECRETS_KEY the mailbox can be read
 * and disconnected but not connected, changed or tested (409 `imap_off`). The poller (imapPoller.ts) reads
 * the mailboxes; this file holds the rules of the calls and the connection both share.
 */
import { isIP } from 'node:net';
import { ImapFlow } from 'imapflow';
import {
  IMAP_OFF,
  IMAP_OFF_CODE,
  type ImapMailbox,
  type ImapStatus,
  type ImapTestResult,
  imapMailboxInputSchema,
} from '@talent/api';
import type { z } from 'zod';
import { HttpError, fieldError, notFound } from '../../lib/errors';
import { hostAllowList, resolveAllowedHost } from '../../lib/host-guard';
import { SecretBox } from '../../lib/secrets';
import { isoNow, type Clock } from '../../lib/clock';
import type { ImapMailboxRow, ImapRepo } from './repo/imap';

type ImapInput = z.output<typeof imapMailboxInputSchema>;

/** "Test connection" calls per user in a window: 429 `rate_limited` past it. */
export const IMAP_TESTS = { max: 10, windowMs: 10 * 60_000, what: 'connection tests' };

/** What the password is sealed to (GCM additional data): the kind and the owner. */
export const imapSecretContext = (userId: number) => `imap:${userId}`;

export const NO_MAILBOX = 'No IMAP mailbox is connected.';
const UNREADABLE = "The password cannot be read with the server's current SECRETS_KEY; enter it again.";
const off = () => new HttpError(409, IMAP_OFF, undefined, IMAP_OFF_CODE);

/** A client for the mailbox. Short timeouts: a wrong host must not hold a request or the poller for long.
 * `address` is what the host resolved to when the SSRF guard checked it (lib/host-guard.ts): the connection
 * goes there, and TLS still checks the certificate against the name the user typed. */
export function imapClient(
  row: Pick<ImapMailboxRow, 'host' | 'port' | 'tls' | 'username'>,
  password: string,
  address: string = row.host,
): ImapFlow {
  const client = new ImapFlow({
    host: address,
    servername: isIP(row.host) ? undefined : row.host,
    port: row.port,
    secure: row.tls === 1,
    auth: { user: row.username, pass: password },
    logger: false,
    disableAutoIdle: true,
    connectionTimeout: 15_000,
    greetingTimeout: 10_000,
    socketTimeout: 60_000,
  });
  // A dropped connection is also thrown by the command that was running; without a listener it would crash
  // the process.
  client.on('error', () => {});
  return client;
}

/** Logs out politely; a connection that is already broken is just closed. */
export async function closeClient(client: ImapFlow): Promise<void> {
  if (!client.usable) return client.close();
  await client.logout().catch(() => client.close());
}

const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ETIMEOUT',
  'CONNECT_TIMEOUT',
  'GREETING_TIMEOUT',
  'NoConnection',
]);

/** What went wrong, for the user: a short reason, and the IMAP server's own words only where it answered a
 * command as an IMAP server does (a refused login, a folder it has not). Whatever else answered the
 * connection (an SSH banner, an internal service) is never echoed (issue 43). */
export function imapFailure(err: unknown, folder: string): { message: string; detail: string | null } {
  if (err instanceof HttpError) return { message: err.message, detail: null };
  const e = err as {
    code?: string;
    authenticationFailed?: boolean;
    responseText?: string;
    /** imapflow's reason when the server closed the connection with a BYE. */
    reason?: string;
    message?: string;
    stage?: string;
  };
  const said = (e.responseText || e.message || null)?.slice(0, 500) ?? null;
  if (e.authenticationFailed)
    return { message: 'The IMAP server refused the user name or password.', detail: said };
  // The system's own words (connect ECONNREFUSED ...), never the far end's.
  if (e.code && UNREACHABLE.has(e.code))
    return { message: 'The IMAP server could not be reached.', detail: e.message?.slice(0, 200) ?? null };
  if (e.code && /SSL|TLS|CERT|SIGNATURE/.test(e.code))
    return { message: 'The secure connection to the IMAP server failed.', detail: null };
  if (e.stage === 'folder') return { message: `The folder "${folder}" could not be opened.`, detail: said };
  return { message: 'The IMAP server refused the connection.', detail: null };
}

/** Marks an error of opening the folder (the connection and login worked). */
export const inFolder = (err: unknown) => Object.assign(err as object, { stage: 'folder' });

export function mailboxView(row: ImapMailboxRow): ImapMailbox {
  return {
    host: row.host,
    port: row.port,
    tls: row.tls === 1,
    username: row.username,
    has_password: true,
    folder: row.folder,
    last_checked_at: row.last_checked_at,
    last_error: row.last_error,
    last_import_at: row.last_import_at,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export interface ImapServiceDeps {
  repo: ImapRepo;
  /** MAIL_HOST_ALLOW: private hosts the SSRF guard lets through. */
  mailHostAllow: readonly string[];
  secretsKey: string | undefined;
  pollSeconds: number;
  /** A mailbox was connected or changed: the poller takes its first look now rather than at the next round. */
  changed?: () => void;
  /** The app's clock (AppContext.now). */
  now: Clock;
}

export function imapService({
  repo,
  mailHostAllow,
  secretsKey,
  pollSeconds,
  changed,
  now: clock,
}: ImapServiceDeps) {
  const now = () => isoNow(clock);
  const box = SecretBox.fromConfig(secretsKey);
  const allowList = hostAllowList(mailHostAllow);

  async function status(userId: number): Promise<ImapStatus> {
    const row = await repo.find(userId);
    return { enabled: !!box, poll_seconds: pollSeconds, mailbox: row ? mailboxView(row) : null };
  }

  return {
    status,

    async save(userId: number, input: ImapInput): Promise<ImapStatus> {
      if (!box) throw off();
      const old = await repo.find(userId);
      // Another host or user name never gets the stored password: it was given for the old one.
      const sameAccount = old !== undefined && old.host === input.host && old.username === input.username;
      if (!input.password && !sameAccount)
        throw fieldError(
          'password',
          old
            ? 'Enter the password again for the new host or user name.'
            : 'Enter the password of the mailbox.',
        );
      // Another server or folder starts over: its messages are not imported, only the ones that arrive.
      const sameFolder = sameAccount && old.port === input.port && old.folder === input.folder;
      const at = now();
      await repo.upsert({
        user_id: userId,
        host: input.host,
        port: input.port,
        tls: input.tls ? 1 : 0,
        username: input.username,
        password_sealed: input.password
          ? box.seal(input.password, imapSecretContext(userId))
          : old!.password_sealed,
        folder: input.folder,
        uid_validity: sameFolder ? old.uid_validity : null,
        last_uid: sameFolder ? old.last_uid : null,
        last_checked_at: null,
        last_error: null,
        last_import_at: sameFolder ? old.last_import_at : null,
        lease_until: old?.lease_until ?? null,
        created_at: old?.created_at ?? at,
        updated_at: at,
      });
      changed?.();
      return status(userId);
    },

    async remove(userId: number) {
      if (!(await repo.remove(userId))) throw notFound(NO_MAILBOX);
      return { message: 'The IMAP mailbox was disconnected.' };
    },

    /** Connects, logs in and opens the folder (read-only); answers what the server said. */
    async test(userId: number): Promise<ImapTestResult> {
      if (!box) throw off();
      const row = await repo.find(userId);
      if (!row) throw notFound(NO_MAILBOX);
      const password = box.open(row.password_sealed, imapSecretContext(userId));
      if (password === undefined) throw new HttpError(409, UNREADABLE, { password: [UNREADABLE] });
      // 400 on the host before any connection when it leads inside the network (SSRF).
      const client = imapClient(row, password, await resolveAllowedHost(row.host, allowList));
      try {
        await client.connect();
        const opened = await client.mailboxOpen(row.folder, { readOnly: true }).catch((err: unknown) => {
          throw inFolder(err);
        });
        return {
          ok: true,
          message: `Connected to ${row.host}: the folder "${row.folder}" has ${opened.exists} message${opened.exists === 1 ? '' : 's'}.`,
          detail: null,
          at: now(),
        };
      } catch (err) {
        return { ok: false, ...imapFailure(err, row.folder), at: now() };
      } finally {
        await closeClient(client);
      }
    },
  };
}
export type ImapService = ReturnType<typeof imapService>;
