import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { Limiter, memoryCounters, redisCounters, type Counters } from '../src/plugins/rate-limit';
import { createTestApp } from './helpers';

const rule = { max: 3, windowMs: 60_000, what: 'tries' };
const redisUrl = process.env.REDIS_URL;
const redis = redisUrl ? new Redis(redisUrl) : undefined;
afterAll(async () => {
  await redis?.quit();
});

/** The same behaviour from both backends; Redis only where REDIS_URL is set (CI and this machine). */
const backends: Array<[string, () => Counters]> = [
  ['memory', () => memoryCounters()],
  ...(redis
    ? [
        ['redis', () => redisCounters(redis, `talent:test:${randomBytes(6).toString('hex')}:`)] as [
          string,
          () => Counters,
        ],
      ]
    : []),
];

describe.each(backends)('Limiter over %s counters', (_name, make) => {
  it('take() lets max events through, then answers 429 with the time left', async () => {
    const limit = new Limiter(make(), 'sends', rule);
    for (let i = 0; i < rule.max; i++) await limit.take('a@x.org');
    await expect(limit.take('a@x.org')).rejects.toMatchObject({
      status: 429,
      code: 'rate_limited',
      message: 'Too many tries. Try again in 1 minute.',
    });
    // another key has its own count
    await expect(limit.take('b@x.org')).resolves.toBeUndefined();
  });

  it('check() counts nothing; hit() counts; reset() clears', async () => {
    const limit = new Limiter(make(), 'failures', rule);
    for (let i = 0; i < rule.max; i++) {
      await limit.check('k');
      await limit.hit('k');
    }
    await expect(limit.check('k')).rejects.toMatchObject({ status: 429 });
    await limit.reset('k');
    await expect(limit.check('k')).resolves.toBeUndefined();
  });

  it('release() gives back one take, never below zero, and creates no count', async () => {
    const counters = make();
    const limit = new Limiter(counters, 'address', rule);
    await limit.release('fresh');
    expect(await counters.read('address:fresh')).toEqual({ current: 0, ttl: 0 });
    for (let i = 0; i < rule.max; i++) await limit.take('k');
    await limit.release('k');
    await expect(limit.take('k')).resolves.toBeUndefined();
    await expect(limit.take('k')).rejects.toMatchObject({ status: 429 });
  });

  it('keeps limits with different names apart', async () => {
    const counters = make();
    const a = new Limiter(counters, 'a', rule);
    const b = new Limiter(counters, 'b', rule);
    for (let i = 0; i < rule.max; i++) await a.hit('same');
    await expect(a.check('same')).rejects.toMatchObject({ status: 429 });
    await expect(b.check('same')).resolves.toBeUndefined();
  });
});

describe('memory counters', () => {
  it('start a new window once the old one is over (controlled clock)', async () => {
    let now = 1_000_000;
    const limit = new Limiter(
      memoryCounters(() => now),
      'w',
      { ...rule, windowMs: 15 * 60_000 },
    );
    for (let i = 0; i < rule.max; i++) await limit.hit('k');
    now += 60_000;
    await expect(limit.check('k')).rejects.toMatchObject({
      message: 'Too many tries. Try again in 14 minutes.',
    });
    now += 14 * 60_000 - 1;
    await expect(limit.check('k')).rejects.toMatchObject({
      message: 'Too many tries. Try again in 1 minute.',
    });
    now += 1;
    await expect(limit.check('k')).resolves.toBeUndefined();
  });
});

// The plugin's own store: Redis (under a prefix of this run) where REDIS_URL is set, memory otherwise.
describe.each([undefined, ...(redisUrl ? [redisUrl] : [])])('@fastify/rate-limit (redis: %s)', (url) => {
  it('limits a route that asks for it with config.rateLimit, answering our 429 body', async () => {
    const t = await createTestApp({
      seedDemo: false,
      redisUrl: url,
      rateLimitPrefix: `talent:test:${randomBytes(6).toString('hex')}:`,
    });
    try {
      t.app.get('/api/test-limited', { config: { rateLimit: { max: 2, timeWindow: 60_000 } } }, async () => ({
        ok: true,
      }));
      const codes: number[] = [];
      for (let i = 0; i < 3; i++) codes.push((await t.app.inject({ url: '/api/test-limited' })).statusCode);
      expect(codes).toEqual([200, 200, 429]);
      const blocked = await t.app.inject({ url: '/api/test-limited' });
      expect(blocked.json()).toEqual({
        message: 'Too many requests. Try again in 1 minute.',
        code: 'rate_limited',
      });
      expect(blocked.headers['retry-after']).toBe('60');
      // routes without the option are not limited
      for (let i = 0; i < 3; i++)
        expect((await t.app.inject({ url: '/api/subscription' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
