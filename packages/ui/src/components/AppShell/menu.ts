import type { ReactNode } from 'react';
import type { Tone } from '../../theme/tokens';

/** A menu entry (spec 000 section 3 "Menu item"). */
export interface MenuItem {
  id: string;
  title: string;
  icon?: ReactNode;
  navLink?: string;
  /** Ability action checked with `resource` (default "read"). */
  action?: string;
  /** Ability subject; an item without one is shown to everybody. */
  resource?: string;
  children?: MenuItem[];
  badge?: string | number;
  /** Colour of the badge (default accent). */
  badgeTone?: Tone;
  disabled?: boolean;
  /** `navLink` leaves the app (a plain anchor, not the router). */
  externalLink?: boolean;
  newTab?: boolean;
}

export type Can = (action: string, subject: string) => boolean;

/** Whether the ability check of the item itself passes (children not considered). */
export function canSee(item: MenuItem, can: Can): boolean {
  return item.resource === undefined || can(item.action ?? 'read', item.resource);
}

/**
 * The menu the user may see: items whose check fails are dropped, and a group is dropped when
 * none of its children remains (spec 000 section 2.4 "Side menu").
 */
export function filterMenu(items: readonly MenuItem[], can: Can): MenuItem[] {
  const visible: MenuItem[] = [];
  for (const item of items) {
    if (!canSee(item, can)) continue;
    if (item.children) {
      const children = filterMenu(item.children, can);
      if (children.length === 0) continue;
      visible.push({ ...item, children });
    } else {
      visible.push(item);
    }
  }
  return visible;
}

/** True when the link is the current path or a parent of it (`/jobs` is active on `/jobs/12`). */
export function isLinkActive(navLink: string | undefined, currentPath: string | undefined): boolean {
  if (!navLink || !currentPath) return false;
  if (navLink === currentPath) return true;
  return navLink !== '/' && currentPath.startsWith(navLink.endsWith('/') ? navLink : `${navLink}/`);
}

/** True when the item or any descendant is active. */
export function containsActive(item: MenuItem, currentPath: string | undefined): boolean {
  if (isLinkActive(item.navLink, currentPath)) return true;
  return item.children?.some((child) => containsActive(child, currentPath)) ?? false;
}

/** Every leaf with a link, depth first (for bookmark search). */
export function flattenMenu(items: readonly MenuItem[]): MenuItem[] {
  return items.flatMap((item) => (item.children ? flattenMenu(item.children) : item.navLink ? [item] : []));
}

function countLeaves(items: readonly MenuItem[]): number {
  return items.reduce((sum, item) => sum + (item.children ? countLeaves(item.children) : 1), 0);
}

/**
 * Sections only where they help (issue 25): a menu of fewer than `minLeavesForGroups` entries is shown flat,
 * and a group left with one entry shows that entry in its place. Run it on an already filtered menu.
 */
export function compactMenu(items: readonly MenuItem[], minLeavesForGroups: number): MenuItem[] {
  if (countLeaves(items) < minLeavesForGroups) return flattenMenu(items);
  return items.map((item) => {
    const only = item.children?.length === 1 ? item.children[0] : undefined;
    return only && !only.children ? only : item;
  });
}

/** Open state of menu groups by id: true open, false closed; a group not listed follows the current page. */
export type OpenGroups = Readonly<Record<string, boolean>>;

/** The remembered open state, or none when the storage holds nothing valid (or is unavailable). */
export function readOpenGroups(key: string): OpenGroups {
  try {
    const raw = typeof localStorage === 'undefined' ? null : localStorage.getItem(key);
    const value: unknown = raw === null ? null : JSON.parse(raw);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).filter(
        (entry): entry is [string, boolean] => typeof entry[1] === 'boolean',
      ),
    );
  } catch {
    // Blocked storage or a value that is not JSON: nothing remembered.
    return {};
  }
}

export function writeOpenGroups(key: string, groups: OpenGroups): void {
  try {
    localStorage.setItem(key, JSON.stringify(groups));
  } catch {
    // Storage can throw when cookies are blocked; the state then lives for the page only.
  }
}
