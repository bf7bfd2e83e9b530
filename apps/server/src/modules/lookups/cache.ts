/**
 * Master-data answers from a cache with an ETag (issue 26). The lists never change while the server runs,
 * and the spec's client loads them whole (limit 10000000) on every upload page, so each distinct answer is
 * checked against the contract and serialised once; a client that sends its ETag back gets 304 and no body.
 * The cache is bounded by bytes (least recently used out first), since `search` makes keys without end.
 */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { RawReply } from '../../plugins/contract';

interface Entry {
  body: string;
  etag: string;
}

export interface AnswerCache {
  /** The answer of `path` for `query` (computed once), as a raw reply with its ETag; 304 on a match. */
  answer(
    req: FastifyRequest,
    path: string,
    query: unknown,
    response: z.ZodType,
    compute: () => unknown,
  ): RawReply;
  /** Bytes held (tests and monitoring). */
  readonly bytes: number;
}

/** Whether an If-None-Match header names this ETag (a list, weak or strong, or `*`). */
export function etagMatches(header: string | string[] | undefined, etag: string): boolean {
  if (!header) return false;
  const value = Array.isArray(header) ? header.join(',') : header;
  return value.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === etag;
  });
}

export function answerCache(maxBytes = 64 * 1024 * 1024): AnswerCache {
  const entries = new Map<string, Entry>();
  let bytes = 0;
  const remember = (key: string, entry: Entry) => {
    entries.set(key, entry);
    bytes += entry.body.length;
    while (bytes > maxBytes && entries.size > 1) {
      const [oldest, old] = entries.entries().next().value!;
      entries.delete(oldest);
      bytes -= old.body.length;
    }
  };
  return {
    answer(req, path, query, response, compute) {
      const key = `${path}?${JSON.stringify(query)}`;
      let entry = entries.get(key);
      if (entry) {
        // Most recently used last.
        entries.delete(key);
        entries.set(key, entry);
      } else {
        const body = JSON.stringify(response.parse(compute()));
        entry = { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
        remember(key, entry);
      }
      const { body, etag } = entry;
      return new RawReply((reply: FastifyReply) => {
        // Private: the lists are behind a login. no-cache: the client asks each time, with its ETag.
        reply.header('etag', etag).header('cache-control', 'private, no-cache');
        if (etagMatches(req.headers['if-none-match'], etag)) return reply.status(304).send();
        return reply.status(200).type('application/json; charset=utf-8').send(body);
      });
    },
    get bytes() {
      return bytes;
    },
  };
}
