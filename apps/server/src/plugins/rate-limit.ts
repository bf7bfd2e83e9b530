/**
 * Rate limits. `@fastify/rate-limit` is registered for the whole app (a route opts in with
 * `config: { rateLimit }`); with REDIS_URL its state is in Redis, so every server of a deployment counts
 * together, otherwise in this process. Limits that key by something only the service knows (the recipient
 * of a code) or that count failures and clear on success (logins) use `Limiter` over `Counters`: the same
 * Redis connection (or memory) and key prefix, because the plugin counts requests and cannot be reset.
 */
import type { FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { HttpError } from '../lib/errors';
import { systemClock } from '../lib/clock';

declare module 'fastify' {
  interface FastifyInstance {
    /** Shared counters of keyed limits (Redis with REDIS_URL, memory otherwise). */
    rateCounters: Counters;
  }
}

/** A counter's value and the milliseconds until its window ends (0 when there is none). */
export interface Count {
  current: number;
  ttl: number;
}

/** Fixed-window counters: the window starts with the first hit of a key. */
export interface Counters {
  incr(key: string, windowMs: number): Promise<Count>;
  read(key: string): Promise<Count>;
  reset(key: string): Promise<void>;
  /** Takes one back from a live count (nothing when its window has ended). */
  decr(key: string): Promise<void>;
}

export function memoryCounters(now: () => number = systemClock): Counters {
  const hits = new Map<string, { current: number; ends: number }>();
  let nextSweep = 0;
  const alive = (key: string, at: number) => {
    const entry = hits.get(key);
    if (entry && entry.ends > at) return entry;
    hits.delete(key);
    return undefined;
  };
  return {
    async incr(key, windowMs) {
      const at = now();
      // Keys nobody asks for again would pile up: drop the expired ones once a minute.
      if (at >= nextSweep) {
        for (const k of [...hits.keys()]) alive(k, at);
        nextSweep = at + 60_000;
      }
      const entry = alive(key, at) ?? { current: 0, ends: at + windowMs };
      entry.current++;
      hits.set(key, entry);
      return { current: entry.current, ttl: entry.ends - at };
    },
    async read(key) {
      const at = now();
      const entry = alive(key, at);
      return entry ? { current: entry.current, ttl: entry.ends - at } : { current: 0, ttl: 0 };
    },
    async reset(key) {
      hits.delete(key);
    },
    async decr(key) {
      const entry = alive(key, now());
      if (entry && entry.current > 0) entry.current--;
    },
  };
}

// INCR and the expiry in one step, so two servers hitting a new key cannot both start a window.
const INCR = `local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {n, redis.call('PTTL', KEYS[1])}`;

// DECR only a live key above 0: a window that ended stays ended (DECR would create a key without expiry).
const DECR = `local n = tonumber(redis.call('GET', KEYS[1]) or '0')
if n > 0 then redis.call('DECR', KEYS[1]) end
return n`;

export function redisCounters(redis: Redis, prefix: string): Counters {
  return {
    async incr(key, windowMs) {
      // ioredis types a script's answer as unknown; INCR answers {count, PTTL}.
      const [current, ttl] = (await redis.eval(INCR, 1, prefix + key, windowMs)) as [number, number];
      return { current, ttl: Math.max(0, ttl) };
    },
    async read(key) {
      const [current, ttl] = await Promise.all([redis.get(prefix + key), redis.pttl(prefix + key)]);
      return current === null ? { current: 0, ttl: 0 } : { current: Number(current), ttl: Math.max(0, ttl) };
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
    async decr(key) {
      await redis.eval(DECR, 1, prefix + key);
    },
  };
}

/** "Too many failed attempts. Try again in 12 minutes." (429, code rate_limited). */
export function tooMany(what: string, ttlMs: number): HttpError {
  const wait = Math.max(1, Math.ceil(ttlMs / 60_000));
  return new HttpError(
    429,
    `Too many ${what}. Try again in ${wait} minute${wait === 1 ? '' : 's'}.`,
    undefined,
    'rate_limited',
  );
}

export interface LimitRule {
  max: number;
  windowMs: number;
  /** Names what was counted in the 429 message: "failed attempts", "codes requested". */
  what: string;
}

/** One limit over shared counters; `name` keeps the keys of different limits apart. */
export class Limiter {
  constructor(
    private readonly counters: Counters,
    private readonly name: string,
    private readonly rule: LimitRule,
  ) {}

  private key(key: string): string {
    return `${this.name}:${key}`;
  }

  /** Throws 429 when the key has used up its window; counts nothing. */
  async check(key: string): Promise<void> {
    const count = await this.counters.read(this.key(key));
    if (count.current >= this.rule.max) throw tooMany(this.rule.what, count.ttl);
  }

  /** Counts one event (a failure). */
  async hit(key: string): Promise<void> {
    await this.counters.incr(this.key(key), this.rule.windowMs);
  }

  /** Counts one event and throws 429 when it is over the limit (atomic, so parallel calls cannot slip by). */
  async take(key: string): Promise<void> {
    const count = await this.counters.incr(this.key(key), this.rule.windowMs);
    if (count.current > this.rule.max) throw tooMany(this.rule.what, count.ttl);
  }

  async reset(key: string): Promise<void> {
    await this.counters.reset(this.key(key));
  }

  /** Gives back one event counted by `take` that turned out not to count (a good login). */
  async release(key: string): Promise<void> {
    await this.counters.decr(this.key(key));
  }
}

export interface RateLimitOptions {
  redisUrl?: string;
  /** Prefix of every Redis key (servers of one deployment share it; tests use their own). */
  prefix: string;
}

/** Registers @fastify/rate-limit (no global limit) and decorates the app with `rateCounters`. */
export async function registerRateLimits(app: FastifyInstance, options: RateLimitOptions): Promise<void> {
  // Few retries and a short connect timeout: a limit check must not hold a login for long.
  const redis = options.redisUrl
    ? new Redis(options.redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2000 })
    : undefined;
  if (redis)
    app.addHook('onClose', async () => {
      // quit() refuses a connection that never opened (Redis down since the start).
      await redis.quit().catch(() => redis.disconnect());
    });
  await app.register(rateLimit, {
    global: false,
    redis,
    nameSpace: `${options.prefix}route:`,
    errorResponseBuilder: (_req, { ttl }) => tooMany('requests', ttl),
  });
  app.decorate('rateCounters', redis ? redisCounters(redis, options.prefix) : memoryCounters());
}
