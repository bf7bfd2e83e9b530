import { describe, expect, it } from 'vitest';
import { pageImageSources } from './ProfileViewerDialog';

describe('pageImageSources', () => {
  it('orders page keys numerically and makes data URLs from base64', () => {
    expect(pageImageSources({ page_10: 'CCC', page_2: 'BBB', page_1: 'AAA' })).toEqual([
      'data:image/jpeg;base64,AAA',
      'data:image/jpeg;base64,BBB',
      'data:image/jpeg;base64,CCC',
    ]);
  });

  it('keeps URLs and drops empty pages', () => {
    expect(pageImageSources(['/images/p1.jpg', '', 'data:image/png;base64,x'])).toEqual([
      '/images/p1.jpg',
      'data:image/png;base64,x',
    ]);
  });

  it('reads a bare base64 JPEG (it starts with "/9j/") as image data, not as a path', () => {
    expect(pageImageSources({ page_1: '/9j/4AAQSkZJRg' })).toEqual(['data:image/jpeg;base64,/9j/4AAQSkZJRg']);
  });

  it('has no pages for an empty or missing result', () => {
    expect(pageImageSources({})).toEqual([]);
    expect(pageImageSources(null)).toEqual([]);
  });
});
