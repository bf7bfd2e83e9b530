/**
 * The notification feed (spec 000 sections 3, 4 "Notifications" and 7 "Notification socket"): a websocket at
 * /api/notifications/?token=<ticket> receives `{ job_id, message, profileId }`. The ticket is fetched
 * (POST /api/socket_ticket/) before each connection: it works once for 60 s, so the access token never
 * appears in a URL. Each message adds its
 * profile id to the stored entry of its job (key `notifications`) or makes a new entry; the top bar's bell
 * shows the entries, and opening one removes it and goes to /jobs/reveived/profiles/:job_id.
 * The socket reconnects with a growing delay (1 s doubling up to 30 s) after it closes, e.g. when the server
 * restarts, and sends only while open. Once the session has ended (406: a login on another device, or a
 * refresh that failed) it stops for good: no reconnect is scheduled, so nothing retries with a dead session.
 * A job seeker's socket (no bell) receives `kind: 'application_status'` when a recruiter moves one of their
 * applications: that is a toast and a refresh of their applications, never a bell entry.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { AxiosError } from 'axios';
import {
  NOTIFICATION_SOCKET_PATH,
  http,
  isSessionElsewhere,
  notificationApi,
  onSessionEnding,
  readsTagged,
  storage,
} from '@talent/api/client';
import type { NotificationMessage } from '@talent/api/contract/notifications';
import { mergeNotification, removeNotification, showToast, type JobNotification } from '@talent/ui';
import { revalidateMyApplications } from './myApplications';

export const RECONNECT_BASE_MS = 1000;
export const RECONNECT_MAX_MS = 30_000;

/** Delay before reconnect attempt `attempt` (0-based): 1 s, 2 s, 4 s ... at most 30 s. */
export function reconnectDelay(attempt: number): number {
  return Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** Math.max(0, attempt));
}

/** ws(s)://host/api/notifications/?token=<ticket> from the API base (same origin when it is empty). */
export function notificationSocketUrl(token: string, apiBase = String(http.defaults.baseURL ?? '')): string {
  const origin = globalThis.location?.origin ?? 'http://localhost';
  const url = new URL(NOTIFICATION_SOCKET_PATH, apiBase || origin);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.searchParams.set('token', token);
  return url.toString();
}

/** A status change of one of my applications (job seekers), which is no bell entry. */
export function isApplicationStatus(message: NotificationMessage): boolean {
  return message.kind === 'application_status';
}

/**
 * Adds one socket message to the stored entries; null when it makes no entry (a message without a job, or
 * an application status change).
 */
export function applyMessage(
  entries: readonly JobNotification[],
  message: NotificationMessage,
): JobNotification[] | null {
  if (message.job_id === null || isApplicationStatus(message)) return null;
  return mergeNotification(entries, {
    job_id: message.job_id,
    message: message.message,
    seekersIds: message.profileId === null ? [] : [message.profileId],
    isClick: false,
  });
}

type SocketCtor = new (url: string) => WebSocket;

/**
 * A failed ticket fetch that means the session is over: a 406 `session_elsewhere`, or a 401 the client
 * could not refresh away (it already ended the session). Anything else (server down) is retried.
 */
export function endsSession(error: unknown): boolean {
  if (!(error instanceof AxiosError) || !error.response) return false;
  const { status, data } = error.response;
  return (status === 406 && isSessionElsewhere(data)) || status === 401;
}

export interface FeedOptions {
  /**
   * The socket's ticket (null: signed out, open nothing). A promise while it is fetched; a failed fetch
   * (server down) counts as a failed connection and is retried with the same backoff.
   */
  getTicket: () => string | null | Promise<string | null>;
  onMessage: (message: NotificationMessage) => void;
  /** A socket closed without opening (server down, or its ticket refused). */
  onRefused?: () => void;
  /** Whether a failed ticket fetch ends the session, so the socket stops for good (default `endsSession`). */
  isSessionEnd?: (error: unknown) => boolean;
  WebSocketImpl?: SocketCtor;
  url?: (token: string) => string;
  /** Timers, replaceable in tests. */
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

/** One socket that reconnects with backoff until `close()`. */
export class NotificationSocket {
  private socket: WebSocket | null = null;
  private attempt = 0;
  private timer: unknown = null;
  private closed = false;

  constructor(private readonly options: FeedOptions) {}

  start(): void {
    this.closed = false;
    this.connect();
  }

  /** Sends only while the socket is open; answers whether it was sent. */
  send(data: string): boolean {
    if (this.socket?.readyState !== 1) return false;
    this.socket.send(data);
    return true;
  }

  close(): void {
    this.closed = true;
    if (this.timer !== null)
      (this.options.clearTimer ?? clearTimeout)(this.timer as ReturnType<typeof setTimeout>);
    this.timer = null;
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onclose = null;
      socket.onmessage = null;
      socket.onerror = null;
      socket.onopen = null;
      socket.close();
    }
  }

  private connect(): void {
    if (this.closed) return;
    let ticket: ReturnType<FeedOptions['getTicket']>;
    try {
      ticket = this.options.getTicket();
    } catch {
      this.scheduleReconnect();
      return;
    }
    if (ticket instanceof Promise)
      ticket.then(
        (t) => this.open(t),
        (error: unknown) => {
          if ((this.options.isSessionEnd ?? endsSession)(error)) this.close();
          else this.scheduleReconnect();
        },
      );
    else this.open(ticket);
  }

  private open(token: string | null): void {
    const Impl = this.options.WebSocketImpl ?? (globalThis.WebSocket as SocketCtor | undefined);
    if (this.closed || !Impl || !token) return;
    let socket: WebSocket;
    try {
      socket = new Impl((this.options.url ?? notificationSocketUrl)(token));
    } catch {
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    let opened = false;
    socket.onopen = () => {
      opened = true;
      this.attempt = 0;
      // Fetch the schema now, so the first message is not held up by its download.
      void notificationSchema();
    };
    socket.onmessage = (event: MessageEvent) => {
      void parseNotification(String(event.data)).then((message) => {
        if (message && !this.closed) this.options.onMessage(message);
      });
    };
    socket.onclose = () => {
      if (this.socket === socket) this.socket = null;
      if (!opened && !this.closed) this.options.onRefused?.();
      this.scheduleReconnect();
    };
  }

  private scheduleReconnect(): void {
    if (this.closed) return;
    const delay = reconnectDelay(this.attempt);
    this.attempt += 1;
    this.timer = (this.options.setTimer ?? setTimeout)(() => {
      this.timer = null;
      this.connect();
    }, delay);
  }
}

let schemaLoad: Promise<NotificationSchema> | null = null;
type NotificationSchema = (typeof import('@talent/api/contract/notifications'))['notificationMessageSchema'];

/** The contract's message schema (and zod), loaded once: when the socket opens, not with the shell. */
function notificationSchema(): Promise<NotificationSchema> {
  schemaLoad ??= import('@talent/api/contract/notifications').then((m) => m.notificationMessageSchema);
  return schemaLoad;
}

/**
 * A socket message checked against the contract's schema, or null (not JSON, wrong shape). Messages keep
 * their order.
 */
export async function parseNotification(data: string): Promise<NotificationMessage | null> {
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return null;
  }
  const parsed = (await notificationSchema()).safeParse(json);
  return parsed.success ? parsed.data : null;
}

export interface NotificationFeed {
  notifications: JobNotification[];
  /** Removes the entry (the caller opens its received profiles). */
  remove: (jobId: JobNotification['job_id']) => void;
  /** Sends on the socket only when it is open. */
  send: (data: string) => boolean;
}

export interface FeedRole {
  /**
   * The role has the bell (recruiters). Without it (job seekers) a message is shown as a toast instead of
   * being stored as an entry nobody could open. Default true.
   */
  hasBell?: boolean;
}

/**
 * The socket feed of a signed-in user; `enabled` false keeps the socket closed (roles with neither the bell
 * nor applications of their own). Entries for the bell are stored, and the applications and client answers
 * on screen revalidated; an application status change shows a
 * toast and revalidates the seeker's applications (list and dashboard) in the session's SWR cache.
 */
export function useNotificationFeed(
  enabled: boolean,
  userId: string | number | null,
  { hasBell = true }: FeedRole = {},
): NotificationFeed {
  const [notifications, setNotifications] = useState<JobNotification[]>(() => storage.getNotifications());
  const socketRef = useRef<NotificationSocket | null>(null);
  // Bound to the session's cache (App gives each session its own), and stable while that cache lives.
  const { mutate } = useSWRConfig();

  useEffect(() => {
    if (!enabled || userId === null) return undefined;
    const socket = new NotificationSocket({
      // The ticket call is an authenticated one: it refreshes an expired access token first.
      getTicket: async () =>
        storage.getAccessToken() ? (await notificationApi.socketTicket()).ticket : null,
      onMessage: (message) => {
        if (isApplicationStatus(message)) {
          showToast({ title: message.message, tone: 'info' });
          void revalidateMyApplications(mutate);
          return;
        }
        const next = hasBell ? applyMessage(storage.getNotifications(), message) : null;
        if (next === null) {
          showToast({ title: message.message, tone: 'positive' });
          return;
        }
        storage.setNotifications(next);
        setNotifications(next);
        // News of a job (an application, a client's answer, issue 43): the lists on screen follow.
        void mutate(readsTagged(['applications', 'clientPortal']));
      },
    });
    socketRef.current = socket;
    socket.start();
    // The session ended (406 elsewhere, failed refresh): stop now, while the alert is still on screen.
    const stopListening = onSessionEnding(() => socket.close());
    // Another tab of the same user changes the stored entries: follow it.
    const onStorage = (event: StorageEvent) => {
      if (event.key === storage.STORAGE_KEYS.notifications || event.key === null)
        setNotifications(storage.getNotifications());
    };
    globalThis.addEventListener?.('storage', onStorage);
    return () => {
      globalThis.removeEventListener?.('storage', onStorage);
      stopListening();
      socket.close();
      socketRef.current = null;
    };
  }, [enabled, userId, hasBell, mutate]);

  const remove = useCallback((jobId: JobNotification['job_id']) => {
    const next = removeNotification(storage.getNotifications(), jobId);
    storage.setNotifications(next);
    setNotifications(next);
  }, []);

  const send = useCallback((data: string) => socketRef.current?.send(data) ?? false, []);

  return { notifications, remove, send };
}
