import { describe, expect, it } from 'vitest';
import { containsActive, filterMenu, flattenMenu, isLinkActive, type MenuItem } from './menu';

const menu: MenuItem[] = [
  { id: 'home', title: 'Home', navLink: '/' },
  { id: 'dash', title: 'Dashboard', navLink: '/dashboard', resource: 'RAE' },
  { id: 'jobs', title: 'Search Job', navLink: '/search_job', resource: 'J' },
  {
    id: 'profiles',
    title: 'Profiles',
    children: [
      { id: 'market', title: 'Market Place', navLink: '/market-place', resource: 'RU' },
      { id: 'rented', title: 'Rented', navLink: '/rented', resource: 'RU', action: 'manage' },
    ],
  },
  {
    id: 'admin',
    title: 'Admin',
    resource: 'RA',
    children: [{ id: 'users', title: 'Users', navLink: '/users', resource: 'RAE' }],
  },
];

const canRead =
  (...subjects: string[]) =>
  (action: string, subject: string) =>
    action === 'read' && subjects.includes(subject);

describe('filterMenu', () => {
  it('keeps items without a resource and those whose read check passes', () => {
    const ids = filterMenu(menu, canRead('J')).map((item) => item.id);
    expect(ids).toEqual(['home', 'jobs']);
  });

  it('checks the item action when one is given (default read)', () => {
    const profiles = filterMenu(menu, canRead('RU')).find((item) => item.id === 'profiles');
    expect(profiles?.children?.map((item) => item.id)).toEqual(['market']);
  });

  it('hides a group when none of its children passes', () => {
    expect(filterMenu(menu, canRead('RAE')).map((item) => item.id)).toEqual(['home', 'dash']);
  });

  it('hides a group whose own check fails even if children pass', () => {
    expect(filterMenu(menu, canRead('RAE', 'RU')).map((item) => item.id)).toEqual([
      'home',
      'dash',
      'profiles',
    ]);
    expect(filterMenu(menu, canRead('RA', 'RAE')).map((item) => item.id)).toContain('admin');
  });

  it('does not change the input', () => {
    const before = JSON.stringify(menu);
    filterMenu(menu, canRead());
    expect(JSON.stringify(menu)).toBe(before);
  });
});

describe('active links', () => {
  it('matches the exact path and its sub-paths, not prefixes of other words', () => {
    expect(isLinkActive('/jobs', '/jobs')).toBe(true);
    expect(isLinkActive('/jobs', '/jobs/12')).toBe(true);
    expect(isLinkActive('/jobs', '/jobseeker')).toBe(false);
    expect(isLinkActive('/', '/jobs')).toBe(false);
    expect(isLinkActive(undefined, '/jobs')).toBe(false);
  });

  it('finds the active item inside groups', () => {
    expect(containsActive(menu[3]!, '/market-place')).toBe(true);
    expect(containsActive(menu[3]!, '/dashboard')).toBe(false);
  });

  it('flattens leaves with links in order', () => {
    expect(flattenMenu(menu).map((item) => item.id)).toEqual([
      'home',
      'dash',
      'jobs',
      'market',
      'rented',
      'users',
    ]);
  });
});
