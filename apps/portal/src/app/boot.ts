import { useEffect } from 'react';
import { readLayoutSettings, defaultLayoutSettings } from '@talent/ui';
import { storage } from '@talent/api/client';

/**
 * Whether #root holds this path's build-time HTML (scripts/prerender.mjs) made for the browser's state:
 * an anonymous visitor with the default direction. Then React hydrates it; otherwise (a signed-in user
 * on /login, an RTL layout) it renders afresh.
 */
export function canHydrate(root: HTMLElement, pathname: string): boolean {
  if (root.dataset.prerendered === undefined || root.dataset.prerendered !== pathname) return false;
  if (storage.getUserData()) return false;
  return readLayoutSettings().direction === defaultLayoutSettings.direction;
}

/**
 * A prerendered page arrives `inert` (it looks ready but its handlers are not attached yet, and text typed
 * into it would be lost on hydration). Called once the page's own boundary has hydrated.
 */
export function markInteractive(root: HTMLElement | null = document.getElementById('root')): void {
  root?.removeAttribute('inert');
}

/** Rendered after the page in its boundary: its effect runs once the page has hydrated (or rendered). */
export function PageReady(): null {
  useEffect(() => markInteractive(), []);
  return null;
}
