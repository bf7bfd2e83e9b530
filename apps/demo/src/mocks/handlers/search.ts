import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import { autocompleteFixture, mainSearchFixture } from '../data/search';
import { demoPath, fail, jsonBody } from '../http';
import { demoDb } from '../store';

const toggleBody = z.object({ id: z.number().int().positive() });

export const searchHandlers = [
  /** Every suggestion, and the bookmarked ones (the top bar's stars). */
  http.get(demoPath('/api/bookmarks/data'), () => {
    const suggestions = demoDb().bookmarks;
    return HttpResponse.json({ suggestions, bookmarks: suggestions.filter((b) => b.isBookmarked) });
  }),

  /** Toggles `isBookmarked` of one item: 200 with the item; 404 for an unknown id. */
  http.post(demoPath('/api/bookmarks/update'), async ({ request }) => {
    const parsed = toggleBody.safeParse(await jsonBody(request));
    if (!parsed.success) return fail(400, 'Give the id of the bookmark.');
    const item = demoDb().bookmarks.find((b) => b.id === parsed.data.id);
    if (!item) return fail(404, 'Bookmark not found.');
    item.isBookmarked = !item.isBookmarked;
    return HttpResponse.json(item);
  }),

  http.get(demoPath('/api/main-search/data'), () => HttpResponse.json({ searchArr: mainSearchFixture() })),

  http.get(demoPath('/api/autocomplete/data'), () =>
    HttpResponse.json({ autoComplete: autocompleteFixture() }),
  ),
];
