export interface Bookmark {
  id: string;
  title: string;
  navLink: string;
}

/** The bookmark search shows at most 6 suggestions while typing (spec 000 section 2.4). */
export const BOOKMARK_SUGGESTIONS = 6;

/** Bookmarks whose title contains the query (case-insensitive); titles starting with it first. */
export function searchBookmarks(
  bookmarks: readonly Bookmark[],
  query: string,
  limit = BOOKMARK_SUGGESTIONS,
): Bookmark[] {
  const q = query.trim().toLowerCase();
  if (!q) return [];
  const hits = bookmarks.filter((b) => b.title.toLowerCase().includes(q));
  const starts = hits.filter((b) => b.title.toLowerCase().startsWith(q));
  const rest = hits.filter((b) => !b.title.toLowerCase().startsWith(q));
  return [...starts, ...rest].slice(0, limit);
}
