import { describe, expect, it } from 'vitest';
import { pageCount, paginationRange, shownRange } from './pagination';

describe('pagination', () => {
  it('counts pages, at least one', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(57, 10)).toBe(6);
    expect(pageCount(50, 25)).toBe(2);
  });

  it('shows 2 pages on each side of the current one, with first, last and ellipses', () => {
    expect(paginationRange(1, 1)).toEqual([1]);
    expect(paginationRange(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationRange(1, 10)).toEqual([1, 2, 3, 'end-ellipsis', 10]);
    expect(paginationRange(6, 12)).toEqual([1, 'start-ellipsis', 4, 5, 6, 7, 8, 'end-ellipsis', 12]);
    expect(paginationRange(10, 10)).toEqual([1, 'start-ellipsis', 8, 9, 10]);
    // No ellipsis for a gap of exactly one page: the page itself is shown.
    expect(paginationRange(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('clamps an out-of-range page', () => {
    expect(paginationRange(99, 3)).toEqual([1, 2, 3]);
  });

  it('reports the shown range', () => {
    expect(shownRange(1, 10, 57)).toEqual({ from: 1, to: 10 });
    expect(shownRange(6, 10, 57)).toEqual({ from: 51, to: 57 });
    expect(shownRange(1, 10, 0)).toEqual({ from: 0, to: 0 });
  });
});
