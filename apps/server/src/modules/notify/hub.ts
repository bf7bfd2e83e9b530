/** Notification hub: delivers `{ job_id, message, profileId }` to every open socket of a user. In-process
 * by default; with REDIS_URL every server publishes to one Redis channel and delivers to its own sockets,
 * so a message sent through one server reaches a client connected to another. */
import type { NotificationMessage } from '@talent/api';
import { Redis } from 'ioredis';

export interface SocketLike {
  readyState: number;
  send(data: string): void;
}

export interface NotificationHub {
  /** Publishes; answers how many sockets received it on this server (in-process) or how many servers got
   * it (Redis). */
  publish(userId: number, message: NotificationMessage): Promise<number>;
  add(userId: number, socket: SocketLike): void;
  remove(userId: number, socket: SocketLike): void;
  close(): Promise<void>;
}

const OPEN = 1;

export class LocalHub implements NotificationHub {
  protected readonly sockets = new Map<number, Set<SocketLike>>();

  add(userId: number, socket: SocketLike): void {
    let set = this.sockets.get(userId);
    if (!set) this.sockets.set(userId, (set = new Set()));
    set.add(socket);
  }

  remove(userId: number, socket: SocketLike): void {
    const set = this.sockets.get(userId);
    set?.delete(socket);
    if (set && set.size === 0) this.sockets.delete(userId);
  }

  deliver(userId: number, message: NotificationMessage): number {
    let n = 0;
    for (const s of this.sockets.get(userId) ?? []) {
      // Sending is allowed only when open.
      if (s.readyState === OPEN) {
        s.send(JSON.stringify(message));
        n++;
      }
    }
    return n;
  }

  async publish(userId: number, message: NotificationMessage): Promise<number> {
    return this.deliver(userId, message);
  }

  async close(): Promise<void> {
    this.sockets.clear();
  }
}

export class RedisHub extends LocalHub {
  private readonly pub: Redis;
  private readonly sub: Redis;
  private ready: Promise<unknown>;
  constructor(
    url: string,
    private readonly channel = 'talent:notifications',
  ) {
    super();
    this.pub = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
    this.sub = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
    this.ready = this.subscribe();
    // A server started while Redis was down subscribes once Redis answers (issue 42: /readyz shows the gap).
    this.sub.on('ready', () => {
      if (!this.subscribed) this.ready = this.subscribe();
    });
    this.sub.on('message', (_channel: string, raw: string) => {
      try {
        const { userId, message } = JSON.parse(raw) as { userId: number; message: NotificationMessage };
        this.deliver(userId, message);
      } catch {
        // ignore malformed messages from other publishers
      }
    });
  }

  private subscribed = false;

  /** Subscribes to the channel; a failure (Redis down) is kept for publish() to report, never unhandled. */
  private subscribe(): Promise<unknown> {
    const done = this.sub.subscribe(this.channel).then(() => {
      this.subscribed = true;
    });
    done.catch(() => undefined);
    return done;
  }

  async whenReady(): Promise<void> {
    await this.ready;
  }

  override async publish(userId: number, message: NotificationMessage): Promise<number> {
    await this.ready;
    return this.pub.publish(this.channel, JSON.stringify({ userId, message }));
  }

  /** Redis answers (readiness, /readyz). */
  async ping(): Promise<void> {
    await this.pub.ping();
  }

  override async close(): Promise<void> {
    await super.close();
    this.sub.disconnect();
    this.pub.disconnect();
  }
}
