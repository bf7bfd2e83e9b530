/**
 * The sending worker (issue 18): claims queued messages, sends each through the sender's transport, and
 * records the outcome. A failed try waits `messageRetryDelayMs(attempt)` and is tried again, up to
 * MESSAGE_MAX_ATTEMPTS; then the message is failed with the last error, and the sender can resend it.
 *
 * Delivery is at most once: a message is `sending` while a try runs, with a lease. If the server stops during
 * a try, the lease runs out and the message is failed ("may or may not have arrived") rather than sent again
 * by itself: a duplicate e-mail to a candidate is worse than a resend the recruiter chooses.
 */
import type { Kysely } from 'kysely';
import { MESSAGE_MAX_ATTEMPTS, messageRetryDelayMs, type MessageChannel } from '@talent/api/rules';
import type { Database } from '../../db/schema';
import type { DialectName } from '../../db/index';
import type { MessageTransport } from '../../mail/index';
import { roundLoop } from '../../lib/rounds';
import { messageRepo, type MessageRow } from './repo';
import { systemClock } from '../../lib/clock';

/** How long a try may hold a message before another worker treats its server as stopped. */
export const SEND_LEASE_MS = 10 * 60_000;
/** The failure recorded for a message whose try was cut off by a stop. */
export const INTERRUPTED =
  'The server stopped while sending this message, so it may or may not have arrived. Resend it if needed.';
const MAX_ERROR = 500;

/** What the user reads about a failed try: the provider's or the SMTP server's own answer when there is one. */
export function reasonOf(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  const detail = (err as { detail?: unknown }).detail;
  return typeof detail === 'string' && detail && !err.message.includes(detail)
    ? `${err.message}: ${detail}`
    : err.message;
}

/**
 * A failure no retry can mend: the SMTP server refused for good (5xx), the SMS provider refused the message
 * (not down, not rate-limiting), or the account's secret no longer opens. Anything else (a connection that
 * failed, 4xx "try later", a provider that is down) is tried again.
 */
export function isPermanent(err: unknown): boolean {
  const e = err as { responseCode?: unknown; retryable?: unknown; name?: unknown };
  if (typeof e.retryable === 'boolean') return !e.retryable;
  if (e.name === 'SecretUnreadableError') return true;
  return typeof e.responseCode === 'number' && e.responseCode >= 500 && e.responseCode < 600;
}

export interface WorkerDeps {
  db: Kysely<Database>;
  dialect: DialectName;
  /** The transport a sender's messages of a channel go through: their own account, or the platform's. */
  transportFor(senderId: number, channel: MessageChannel): Promise<MessageTransport>;
  log: { warn(obj: object, msg?: string): void; error(obj: object, msg?: string): void };
  /** The clock (tests move it instead of waiting). */
  now?: () => number;
  /** Messages claimed per round. */
  batch?: number;
}

export function messageWorker(deps: WorkerDeps) {
  const repo = messageRepo(deps.db, deps.dialect);
  const clock = deps.now ?? systemClock;
  const iso = (ms: number) => new Date(ms).toISOString();

  async function sendOne(m: MessageRow): Promise<void> {
    try {
      const transport = await deps.transportFor(m.sender_id, m.channel);
      await transport.send({ channel: m.channel, to: m.recipient, subject: m.subject ?? '', text: m.body });
      const now = iso(clock());
      await repo.settle(m.id, {
        status: 'sent',
        sent_at: now,
        next_attempt_at: null,
        last_error: null,
        updated_at: now,
      });
    } catch (err) {
      const reason = reasonOf(err).slice(0, MAX_ERROR) || 'Sending failed.';
      const now = clock();
      const final = m.attempts >= MESSAGE_MAX_ATTEMPTS || isPermanent(err);
      deps.log.warn({ messageId: m.id, attempt: m.attempts, final, reason }, 'message send failed');
      await repo.settle(m.id, {
        status: final ? 'failed' : 'queued',
        sent_at: null,
        next_attempt_at: final ? null : iso(now + messageRetryDelayMs(m.attempts)),
        last_error: reason,
        updated_at: iso(now),
      });
    }
  }

  /** One round: fails interrupted messages, then claims and sends the due ones. How many were tried. */
  async function runOnce(): Promise<number> {
    const now = clock();
    await repo.failInterrupted(iso(now), INTERRUPTED);
    const claimed = await repo.claim(iso(now), iso(now + SEND_LEASE_MS), deps.batch ?? 20);
    for (const m of claimed) await sendOne(m);
    return claimed.length;
  }

  /** Rounds until nothing is due (a full batch may leave more). */
  async function drain(): Promise<number> {
    let total = 0;
    for (;;) {
      const n = await runOnce();
      total += n;
      if (n < (deps.batch ?? 20) || loop.isStopped()) return total;
    }
  }

  const loop = roundLoop(drain, (err: unknown) => deps.log.error({ err }, 'message worker round failed'));

  return {
    runOnce,
    drain,
    /** Polls every `intervalMs` (retries come due by time), and at once after each kick. */
    start: (intervalMs = 2000) => loop.start(intervalMs),
    /** New messages were queued: send them now rather than at the next poll. */
    kick: loop.kick,
    /** Stops polling and waits for the round in progress. */
    stop: loop.stop,
  };
}
export type MessageWorker = ReturnType<typeof messageWorker>;
