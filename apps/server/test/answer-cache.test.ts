/** The master-data answer cache (issue 26): bounded by bytes, least recently used out first; ETag matching. */
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answerCache, etagMatches } from '../src/modules/lookups/cache';

const request = { headers: {} } as FastifyRequest;
const schema = z.object({ n: z.number(), pad: z.string() });

describe('the answer cache', () => {
  it('computes each answer once, and drops the least recently used past its byte bound', () => {
    // Each answer serialises to 40 bytes: two fit in 100.
    const cache = answerCache(100);
    const computed: number[] = [];
    const ask = (n: number) =>
      cache.answer(request, '/api/x', { n }, schema, () => {
        computed.push(n);
        return { n, pad: 'x'.repeat(40 - JSON.stringify({ n, pad: '' }).length) };
      });
    ask(1);
    ask(2);
    ask(1); // cached; 1 is now the most recently used
    ask(3); // 2 goes
    ask(1);
    ask(2);
    expect(computed).toEqual([1, 2, 3, 2]);
    expect(cache.bytes).toBeLessThanOrEqual(100);
  });

  it('refuses an answer that breaks the contract instead of caching it', () => {
    const cache = answerCache();
    expect(() => cache.answer(request, '/api/x', {}, schema, () => ({ n: 'one' }))).toThrow();
    expect(cache.bytes).toBe(0);
  });

  it('matches If-None-Match lists, weak tags and *', () => {
    expect(etagMatches('"a"', '"a"')).toBe(true);
    expect(etagMatches('W/"a"', '"a"')).toBe(true);
    expect(etagMatches('"b", "a"', '"a"')).toBe(true);
    expect(etagMatches('*', '"a"')).toBe(true);
    expect(etagMatches('"b"', '"a"')).toBe(false);
    expect(etagMatches(undefined, '"a"')).toBe(false);
  });
});
