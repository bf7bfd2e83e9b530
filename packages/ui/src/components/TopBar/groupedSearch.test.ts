import { describe, expect, it } from 'vitest';
import { SEARCH_GROUP_LIMIT, searchGroups, type SearchGroup } from './groupedSearch';

const group = (id: string, titles: string[], limit?: number): SearchGroup => ({
  id,
  title: id,
  items: titles.map((title) => ({ id: title, title, description: `${title} note` })),
  ...(limit ? { limit } : {}),
});

describe('searchGroups', () => {
  it('keeps at most 4 results a group (spec 001), titles starting with the query first', () => {
    const found = searchGroups([group('pages', ['Card', 'Calendar', 'Ecard', 'Cart', 'Chart', 'Cat'])], 'ca');
    expect(SEARCH_GROUP_LIMIT).toBe(4);
    expect(found[0]!.items.map((i) => i.title)).toEqual(['Card', 'Calendar', 'Cart', 'Cat']);
  });

  it('drops groups with no result, honours a group limit, and finds nothing for an empty query', () => {
    const groups = [
      group('pages', ['Alpha', 'Beta']),
      group('files', ['Beta one', 'Beta two', 'Beta three'], 2),
    ];
    expect(searchGroups(groups, 'beta').map((g) => [g.id, g.items.length])).toEqual([
      ['pages', 1],
      ['files', 2],
    ]);
    expect(searchGroups(groups, '   ')).toEqual([]);
    expect(searchGroups(groups, 'alpha note')[0]!.items[0]!.title).toBe('Alpha');
  });
});
