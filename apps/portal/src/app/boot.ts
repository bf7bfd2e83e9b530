import { useEffect } from 'react';
import { readLayoutSettings, defaultLayoutSettings, PAGE_TRANSITION_MS } from '@talent/ui';
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

/** How long a held loading frame may stay at most, should the app never render a page (a failed chunk). */
export const SKELETON_TIMEOUT_MS = 15_000;

let heldSkeleton: HTMLElement | null = null;

/**
 * A signed-in page's build-time loading frame (`data-skeleton`, scripts/prerender.mjs) cannot be hydrated:
 * nobody was signed in when it was made. Instead of clearing it (a blank screen, then the loading screen,
 * then the page), this moves it into a layer over the app that is about to render into `root`, where it
 * stays until the app shows a page (`releaseSkeleton`). Kept only for the signed-in user it was made for,
 * on its own path, and with the menu as the frame draws it; otherwise it is left for the app to clear.
 * Returns whether the frame is held.
 */
export function holdSkeleton(root: HTMLElement, pathname: string): boolean {
  const made = root.dataset.skeleton;
  // The app renders into root from now on, with its own entrance animation (the frame has none).
  delete root.dataset.skeleton;
  if (made === undefined || made !== pathname) return false;
  if (!storage.getUserData()) return false;
  if (readLayoutSettings().menuCollapsed !== defaultLayoutSettings.menuCollapsed) return false;
  const layer = document.createElement('div');
  layer.dataset.skeleton = pathname;
  layer.setAttribute('aria-hidden', 'true');
  layer.inert = true;
  // Where the frame was, opaque (the page's colour, which the theme gives <body>), above everything the app
  // shows meanwhile (its loading screen). Inherited rather than read: getComputedStyle would make the browser
  // restyle the frame there and then.
  layer.style.cssText =
    'position:absolute;inset:0 0 auto 0;min-height:100vh;z-index:2147483000;background-color:inherit';
  layer.append(...root.childNodes);
  document.body.append(layer);
  heldSkeleton = layer;
  window.setTimeout(releaseSkeleton, SKELETON_TIMEOUT_MS);
  return true;
}

/**
 * Removes the held loading frame (if any): the app's page, or its error page, is on screen. Waits for the
 * page's entrance animation (AppShell's, `PAGE_TRANSITION_MS`) to end, so the page does not fade in from blank
 * where the frame was. A timer, not the animations themselves: `getAnimations()` would force a style pass over
 * the whole new page in the middle of its commit (about 50 ms of a phone's main thread), and an animation
 * that never ends (paused, or in a hidden tab) would keep the frame over a working page.
 */
export function releaseSkeleton(): void {
  const layer = heldSkeleton;
  if (!layer) return;
  heldSkeleton = null;
  window.setTimeout(() => layer.remove(), PAGE_TRANSITION_MS);
}

/**
 * Rendered after the page in its boundary: its effect runs once the page has hydrated (or rendered), and
 * makes it interactive and visible.
 */
export function PageReady(): null {
  useEffect(() => {
    markInteractive();
    releaseSkeleton();
  }, []);
  return null;
}
