/**
 * Revalidation after writes (issue 41): a write's `invalidates` tags (contract/tags.ts) name the reads it
 * changes; after a success, `call()` revalidates every cached read providing one of them, in every SWR
 * cache the app has registered and in SWR's default one. Reads on screen refetch at once (their data kept
 * meanwhile); reads in the cache but not on screen lose their dedupe mark, so they refetch when shown.
 */
import { useEffect } from 'react';
import { mutate as mutateDefaultCache, useSWRConfig } from 'swr';
import { readTags, routes, writeTags, type RouteName } from '../contract/routes';
import type { Invalidates, Tag } from '../contract/tags';

/** SWR's key filter: receives a key as `readKey` built it, `[url, query, body?]`. */
export type ReadKeyFilter = (key: unknown) => boolean;
type Revalidate = (filter: ReadKeyFilter) => Promise<unknown>;

const caches = new Set<Revalidate>();

/** A read's path as a pattern of its URLs: each `:param` is one encoded segment (buildPath). */
function urlPattern(path: string): RegExp {
  const parts = path
    .split(/:[A-Za-z_][A-Za-z0-9_]*/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${parts.join('[^/]+')}$`);
}

const readPatterns = Object.entries(readTags).map(([name, tag]) => ({
  tag: tag as Tag,
  pattern: urlPattern(routes[name as RouteName].path),
}));

/** Matches the SWR keys of the reads that provide one of `tags`. */
export function readsTagged(tags: readonly Tag[]): ReadKeyFilter {
  const patterns = readPatterns.filter((read) => tags.includes(read.tag)).map((read) => read.pattern);
  return (key) =>
    Array.isArray(key) && typeof key[0] === 'string' && patterns.some((pattern) => pattern.test(key[0]));
}

/** What a write invalidates (undefined for a read). */
export function invalidatedBy(name: RouteName): Invalidates | undefined {
  return (writeTags as Partial<Record<RouteName, Invalidates>>)[name];
}

/** Revalidates the reads a successful write `name` changed; resolves once those on screen have refetched.
 * A refetch that fails shows on its own read (SWR's `error`): the write itself succeeded. */
export async function revalidateAfter(name: RouteName): Promise<void> {
  const tags = invalidatedBy(name);
  if (!tags || tags === 'none') return;
  const filter = readsTagged(tags);
  await Promise.all([mutateDefaultCache(filter), ...[...caches].map((revalidate) => revalidate(filter))]);
}

/** Registers a cache's revalidation; answers the call that unregisters it. */
export function registerCache(revalidate: Revalidate): () => void {
  caches.add(revalidate);
  return () => void caches.delete(revalidate);
}

/**
 * Lets `call()` revalidate the SWR cache of the nearest `SWRConfig` (an app with its own cache `provider`
 * renders this inside it; SWR's default cache needs nothing).
 */
export function useRevalidateAfterWrites(): void {
  const { mutate } = useSWRConfig();
  useEffect(() => registerCache((filter) => mutate(filter)), [mutate]);
}
