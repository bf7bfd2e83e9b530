/** The words of a search box and the search of the list calls (the SQL is in resumes/repo/search.ts; the
 * splitting moved down to lib, issue 40). */
import type { ProfileFilters } from '@talent/api';
import { searchTerms } from '../../lib/search-terms';

export { searchTerms };

/** A word search over profiles: the text, how its words combine, and the filters. */
export interface SearchInput {
  text: string | undefined;
  type: 'OR' | 'AND';
  filters: ProfileFilters | undefined;
}
export const searchOf = (s: SearchInput) => ({
  terms: searchTerms(s.text),
  type: s.type,
  filters: s.filters,
});

/** The search of the list calls: `query` in the body, else `search` in the query string; a search type
 * in the query string wins over the body's. */
export const listSearch = (
  query: { search?: string; search_type?: 'OR' | 'AND' },
  body: { query?: string; search_type: 'OR' | 'AND'; filters?: ProfileFilters },
): SearchInput => ({
  text: body.query ?? query.search,
  type: query.search_type ?? body.search_type,
  filters: body.filters,
});
