/** The words of a search box (the SQL is in resumes/repo/search.ts; the splitting moved down to lib, issue 40). */
export { searchTerms } from '../../lib/search-terms';
