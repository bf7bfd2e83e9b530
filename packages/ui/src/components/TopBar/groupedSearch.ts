/** The top bar's grouped search (spec 001 section 2): Pages, Files and Contacts, at most 4 results a group. */
export const SEARCH_GROUP_LIMIT = 4;

export interface SearchResult {
  id: string;
  title: string;
  /** A second line (a path, a file's author and size, a contact's e-mail). */
  description?: string;
}

export interface SearchGroup<T extends SearchResult = SearchResult> {
  id: string;
  title: string;
  items: readonly T[];
  /** At most this many results of the group are shown (default SEARCH_GROUP_LIMIT). */
  limit?: number;
}

/**
 * The groups' results whose title or description contains the query (any case), titles starting with it
 * first, each group cut to its limit; groups with no result are dropped. An empty query finds nothing.
 */
export function searchGroups<T extends SearchResult>(
  groups: readonly SearchGroup<T>[],
  query: string,
): SearchGroup<T>[] {
  const q = query.trim().toLowerCase();
  if (!q) return [];
  return groups
    .map((group) => {
      const hits = group.items.filter(
        (item) => item.title.toLowerCase().includes(q) || item.description?.toLowerCase().includes(q),
      );
      const starts = hits.filter((item) => item.title.toLowerCase().startsWith(q));
      const rest = hits.filter((item) => !item.title.toLowerCase().startsWith(q));
      return { ...group, items: [...starts, ...rest].slice(0, group.limit ?? SEARCH_GROUP_LIMIT) };
    })
    .filter((group) => group.items.length > 0);
}
