import { describe, expect, it } from 'vitest';
import { searchBookmarks, type Bookmark } from './bookmarks';
import { mergeNotification, removeNotification, type JobNotification } from './notifications';

describe('notifications grouped per job', () => {
  const first: JobNotification = { job_id: 1, message: 'Job one', seekersIds: [10] };

  it('creates an entry for a new job, newest first', () => {
    const list = mergeNotification([first], { job_id: 2, message: 'Job two', seekersIds: [20] });
    expect(list.map((e) => e.job_id)).toEqual([2, 1]);
  });

  it('adds profile ids to the existing entry of the job, without duplicates', () => {
    const list = mergeNotification([first], { job_id: 1, message: 'Job one', seekersIds: [10, 11] });
    expect(list).toHaveLength(1);
    expect(list[0]!.seekersIds).toEqual([10, 11]);
    expect(first.seekersIds).toEqual([10]);
  });

  it('removes the clicked job entry', () => {
    const list = mergeNotification([first], { job_id: 2, message: 'Job two', seekersIds: [20] });
    expect(removeNotification(list, 1).map((e) => e.job_id)).toEqual([2]);
  });
});

describe('bookmark search', () => {
  const pages: Bookmark[] = [
    'Wallet',
    'Job Template',
    'Job Management',
    'Applied Job',
    'Search Job',
    'Project Job',
    'Jobs Board',
    'Job Applications',
  ].map((title) => ({ id: title, title, navLink: `/${title}` }));

  it('shows nothing for an empty query', () => {
    expect(searchBookmarks(pages, '  ')).toEqual([]);
  });

  it('matches anywhere, case-insensitive, at most 6, titles starting with the query first', () => {
    const titles = searchBookmarks(pages, 'job').map((b) => b.title);
    expect(titles).toHaveLength(6);
    expect(titles.slice(0, 4)).toEqual(['Job Template', 'Job Management', 'Jobs Board', 'Job Applications']);
    expect(titles).not.toContain('Wallet');
  });
});
