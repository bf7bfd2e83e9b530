/** Spec 001: bookmarks (read and toggle), the top bar search's groups and the autocomplete items. */
import { describe, expect, it } from 'vitest';
import { gallery } from '../src/gallery';
import { SEARCH_GROUP_LIMIT, type BookmarkItem, type SearchGroup } from '../src/mocks';
import { call } from './setup';

interface Bookmarks {
  suggestions: BookmarkItem[];
  bookmarks: BookmarkItem[];
}

describe('bookmarks', () => {
  it('one suggestion per gallery screen; the bookmarked ones listed apart', async () => {
    const { status, body } = await call<Bookmarks>('GET', '/api/bookmarks/data');
    expect(status).toBe(200);
    expect(body.suggestions.map((b) => b.link)).toEqual(gallery.map((e) => e.path));
    expect(body.bookmarks.map((b) => b.target)).toEqual(['email', 'chat', 'calendar']);
    expect(body.bookmarks.every((b) => b.isBookmarked)).toBe(true);
  });

  it('update toggles isBookmarked on and off; an unknown id is 404, a bad body 400', async () => {
    const { body } = await call<Bookmarks>('GET', '/api/bookmarks/data');
    const todo = body.suggestions.find((b) => b.target === 'todo')!;
    expect(
      (await call<BookmarkItem>('POST', '/api/bookmarks/update', { id: todo.id })).body.isBookmarked,
    ).toBe(true);
    const after = await call<Bookmarks>('GET', '/api/bookmarks/data');
    expect(after.body.bookmarks.map((b) => b.target)).toContain('todo');
    expect(
      (await call<BookmarkItem>('POST', '/api/bookmarks/update', { id: todo.id })).body.isBookmarked,
    ).toBe(false);
    expect((await call('POST', '/api/bookmarks/update', { id: 999 })).status).toBe(404);
    expect((await call('POST', '/api/bookmarks/update', { id: 'x' })).status).toBe(400);
  });
});

describe('GET /api/main-search/data', () => {
  it('groups Pages, Files and Contacts, each limited to 4 results', async () => {
    const { body } = await call<{ searchArr: SearchGroup[] }>('GET', '/api/main-search/data');
    expect(body.searchArr.map((g) => g.groupTitle)).toEqual(['Pages', 'Files', 'Contacts']);
    for (const group of body.searchArr) expect(group.searchLimit).toBe(SEARCH_GROUP_LIMIT);
    expect(SEARCH_GROUP_LIMIT).toBe(4);
    // More items than the limit, so the limit is what the top bar shows.
    for (const group of body.searchArr) expect(group.data.length).toBeGreaterThan(SEARCH_GROUP_LIMIT);
  });
});

describe('GET /api/autocomplete/data', () => {
  it('autoComplete items with title, rank and id', async () => {
    const { body } = await call<{ autoComplete: Array<{ id: number; title: string; rank: number }> }>(
      'GET',
      '/api/autocomplete/data',
    );
    expect(body.autoComplete.length).toBeGreaterThan(6);
    for (const item of body.autoComplete) expect(Object.keys(item).sort()).toEqual(['id', 'rank', 'title']);
  });
});
