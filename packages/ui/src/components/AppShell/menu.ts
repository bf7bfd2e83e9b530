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
