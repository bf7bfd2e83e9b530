/** Pages shown on each side of the current one. */
export const PAGE_SIBLINGS = 2;

export type PageItem = number | 'start-ellipsis' | 'end-ellipsis';

export function pageCount(totalCount: number, pageSize: number): number {
  return Math.max(1, Math.ceil(totalCount / pageSize));
}

/**
 * The page buttons: first and last always, the current page with `siblings` pages on each side,
 * and an ellipsis where pages are skipped. Pages are 1-based.
 */
export function paginationRange(page: number, totalPages: number, siblings = PAGE_SIBLINGS): PageItem[] {
  const current = Math.min(Math.max(1, page), Math.max(1, totalPages));
  const start = Math.max(1, current - siblings);
  const end = Math.min(totalPages, current + siblings);
  const items: PageItem[] = [];
  if (start > 1) items.push(1);
  // An ellipsis stands for two or more pages; a single skipped page is shown instead.
  if (start === 3) items.push(2);
  else if (start > 3) items.push('start-ellipsis');
  for (let p = start; p <= end; p += 1) items.push(p);
  if (end === totalPages - 2) items.push(totalPages - 1);
  else if (end < totalPages - 2) items.push('end-ellipsis');
  if (end < totalPages) items.push(totalPages);
  return items;
}

/** "Showing 11 to 20 of 57 entries" numbers; zeros for an empty list. */
export function shownRange(page: number, pageSize: number, totalCount: number): { from: number; to: number } {
  if (totalCount === 0) return { from: 0, to: 0 };
  const from = (page - 1) * pageSize + 1;
  return { from, to: Math.min(totalCount, page * pageSize) };
}
