import { afterEach, describe, expect, it } from 'vitest';
import {
  compactMenu,
  containsActive,
  filterMenu,
  flattenMenu,
  isLinkActive,
  readOpenGroups,
  writeOpenGroups,
  type MenuItem,
} from './menu';

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

describe('compactMenu (sections only where they help)', () => {
  const all = () => true;

  it('shows a short menu flat, in order', () => {
    expect(compactMenu(filterMenu(menu, all), 10).map((item) => item.id)).toEqual(
      flattenMenu(menu).map((item) => item.id),
    );
  });

  it('keeps the sections of a long menu and lifts the only entry of a section', () => {
    const compact = compactMenu(filterMenu(menu, all), 3);
    expect(compact.map((item) => item.id)).toEqual(['home', 'dash', 'jobs', 'profiles', 'users']);
    expect(compact[3]?.children?.map((item) => item.id)).toEqual(['market', 'rented']);
  });
});

describe('remembered open groups', () => {
  afterEach(() => localStorage.clear());

  it('reads back what was written', () => {
    writeOpenGroups('groups', { profiles: true, admin: false });
    expect(readOpenGroups('groups')).toEqual({ profiles: true, admin: false });
  });

  it('ignores missing, malformed and non-boolean values', () => {
    expect(readOpenGroups('groups')).toEqual({});
    localStorage.setItem('groups', '{not json');
    expect(readOpenGroups('groups')).toEqual({});
    localStorage.setItem('groups', '["profiles"]');
    expect(readOpenGroups('groups')).toEqual({});
    localStorage.setItem('groups', '{"profiles":"yes","admin":true}');
    expect(readOpenGroups('groups')).toEqual({ admin: true });
  });
});
