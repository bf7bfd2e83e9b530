import { describe, expect, it } from 'vitest';
import { endpoints, isRead, tagOf, TAGS, type EndpointDef } from '../src/contract';
import { readTags, writeTags } from '../src/contract/routes';
import { readsTagged } from '../src/client/invalidate';
import { buildPath } from '../src/contract/paths';

const all = Object.entries(endpoints) as [string, EndpointDef][];
const reads = all.filter(([, def]) => isRead(def));
const writes = all.filter(([, def]) => !isRead(def));

/** A URL of the read's path with every param filled, as a cache key holds it. */
function sampleUrl(path: string): string {
  const params = Object.fromEntries([...path.matchAll(/:(\w+)/g)].map(([, name]) => [name, 7]));
  return buildPath(path, params);
}

describe('cache tags (issue 41)', () => {
  it('every write declares the reads it changes, or an explicit none', () => {
    const undeclared = writes.filter(([, def]) => def.invalidates === undefined).map(([name]) => name);
    expect(undeclared).toEqual([]);
    for (const [name, def] of writes) {
      const tags = def.invalidates;
      expect(tags === 'none' || (Array.isArray(tags) && tags.length > 0), name).toBe(true);
    }
  });

  it('no read declares invalidates (a read changes nothing)', () => {
    expect(reads.filter(([, def]) => def.invalidates !== undefined).map(([name]) => name)).toEqual([]);
  });

  it('every tag a write names is provided by some read, with no tag named twice', () => {
    const provided = new Set(reads.map(([name]) => tagOf(name)));
    for (const [name, def] of writes) {
      if (def.invalidates === 'none' || !def.invalidates) continue;
      for (const tag of def.invalidates) expect(provided.has(tag), `${name} invalidates ${tag}`).toBe(true);
      expect(new Set(def.invalidates).size, name).toBe(def.invalidates.length);
    }
  });

  it('tells reads from writes as the client does: GETs and the POST searches', () => {
    const postReads = reads.filter(([, def]) => def.method !== 'GET').map(([name]) => name);
    expect(postReads.sort()).toEqual(
      [
        'listResume',
        'myDataProfiles',
        'publicResume',
        'searchApplications',
        'searchJob',
        'searchResume',
      ].sort(),
    );
    expect(writes.every(([, def]) => def.method !== 'GET')).toBe(true);
  });

  it('the generated tables carry each read its domain tag and each write its declaration', () => {
    expect(Object.keys(readTags).sort()).toEqual(reads.map(([name]) => name).sort());
    for (const [name] of reads) expect(readTags[name as keyof typeof readTags]).toBe(tagOf(name));
    for (const [name, def] of writes)
      expect(writeTags[name as keyof typeof writeTags], name).toEqual(def.invalidates);
    expect(new Set(Object.values(readTags)).size).toBeLessThanOrEqual(TAGS.length);
  });

  it("a read's cache key is matched by its own tag and by no other tag (the key filter is exact)", () => {
    for (const [name, def] of reads) {
      const key = [sampleUrl(def.path), '{}'];
      const own = tagOf(name);
      expect(readsTagged([own])(key), name).toBe(true);
      const others = TAGS.filter((tag) => tag !== own);
      expect(readsTagged(others)(key), `${name} (${def.path}) matches another tag's read`).toBe(false);
    }
  });

  it('the key filter refuses what no read built', () => {
    expect(readsTagged([...TAGS])('/api/roles')).toBe(false);
    expect(readsTagged([...TAGS])(['/api/no-such-read', '{}'])).toBe(false);
    expect(readsTagged([])([sampleUrl(endpoints.listRoles.path), '{}'])).toBe(false);
  });
});
