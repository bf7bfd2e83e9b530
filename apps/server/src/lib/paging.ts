/** List pages and LIKE patterns every repo uses (moved down from jobs/repo.ts, issue 40, so that modules
 * share them without importing the jobs module). */
import type { SelectQueryBuilder } from 'kysely';

export interface Page {
  limit?: number;
  offset?: number;
}

/** limit/offset of a list page (at most 10 000 rows), for `.$call(paged(page))`. */
export const paged =
  (page: Page) =>
  <DB, TB extends keyof DB, O>(q: SelectQueryBuilder<DB, TB, O>) =>
    q.limit(Math.min(page.limit ?? 10, 10_000)).offset(page.offset ?? 0);

export const likeOf = (w: string) => `%${w.toLowerCase().replace(/[%_\\]/g, '')}%`;
