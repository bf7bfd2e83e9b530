/**
 * Build-time rendering of the static public pages (register, forgot password, misc): scripts/prerender.mjs
 * bundles this file for Node, renders each path to HTML and writes dist/prerendered/<path>.html, which the
 * server sends instead of the empty index.html. The browser shows the page before any script runs, and
 * main.tsx hydrates it.
 *
 * Also the loading frames of signed-in landing pages (the dashboard): the shell and the page as they look
 * before any data has arrived. Nobody is signed in at build time, so these are not hydrated; main.tsx keeps
 * the frame painted over the app until the app has rendered the page (src/app/boot.ts, holdSkeleton).
 */
import { StrictMode } from 'react';
import { breakpoints } from '@talent/ui';
import { createMemoryRouter } from 'react-router-dom';
import { App } from './app/App';
import { initI18n } from './app/i18n';
import { prerenderPage, type PrerenderedPage } from './app/staticPage';
import { buildRouteObjects } from './routes/router';
import { pageLoaders } from './routes/pages';
import { ShellLayout } from './shell/ShellLayout';
import { routes, type PageKey } from './routes/table';
import { isSignInPath } from './signin/pages';

/** Pages that read the query string or call the API on their own are rendered in the browser only. */
const DYNAMIC_PAGES = new Set<PageKey>(['paymentResult']);

/**
 * Blank-layout routes without parameters that anyone may open: the same HTML for every visitor. The
 * sign-in entry's paths are rendered by src/signin/prerender.tsx instead.
 */
export const prerenderRoutes = routes.filter(
  (r) =>
    r.layout === 'blank' &&
    !r.path.includes(':') &&
    (r.access === 'public' || r.access === 'restricted') &&
    !DYNAMIC_PAGES.has(r.page) &&
    !isSignInPath(r.path),
);

export async function prerenderAll(): Promise<PrerenderedPage[]> {
  await initI18n('en', false);
  const out: PrerenderedPage[] = [];
  for (const route of prerenderRoutes) {
    const router = createMemoryRouter(buildRouteObjects(), { initialEntries: [route.path] });
    out.push(
      await prerenderPage(
        route,
        <StrictMode>
          <App router={router} />
        </StrictMode>,
      ),
    );
  }
  return out;
}

/**
 * On a screen narrower than the shell's breakpoint, the shell's narrow layout (menu folded away), which AppShell
 * chooses in the browser and the build cannot. It runs as soon as the shell's root element is parsed, before
 * any of its content: a long page may be painted before the parser reaches its end, and the layout must not
 * change after that first paint (a layout shift).
 */
const narrowShellScript = `<script>(function(){var s=document.currentScript.parentElement;if(document.documentElement.clientWidth<${breakpoints.desktop})s.setAttribute('data-narrow','')})()</script>`;

/** Puts `narrowShellScript` first inside the shell's root element (the one with `data-layout`). */
function withNarrowShell(html: string): string {
  const shellRoot = /<div[^>]*\sdata-layout="[^"]*"[^>]*>/.exec(html);
  if (!shellRoot) throw new Error('the loading frame has no shell root (data-layout)');
  const at = shellRoot.index + shellRoot[0].length;
  return html.slice(0, at) + narrowShellScript + html.slice(at);
}

/** Signed-in pages sent as their loading frame: the recruiter's landing page. */
export const skeletonRoutes = routes.filter((r) => r.page === 'dashboard');

/**
 * The loading frame of each of `skeletonRoutes`: the shell (no user yet, so no menu entries or account) around
 * the page with no data (its skeletons), rendered without the guards, which would send a visitor to /login.
 */
export async function prerenderSkeletons(): Promise<PrerenderedPage[]> {
  await initI18n('en', false);
  const out: PrerenderedPage[] = [];
  for (const route of skeletonRoutes) {
    // Loaded first, not lazily: a page that suspends would be sent as a boundary a script fills in later.
    const { default: Page } = await pageLoaders[route.page]();
    const element = (
      <ShellLayout>
        <Page />
      </ShellLayout>
    );
    const router = createMemoryRouter([{ path: route.path, element }], {
      initialEntries: [route.path],
    });
    const frame = await prerenderPage(
      route,
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    );
    out.push({ ...frame, html: withNarrowShell(frame.html) });
  }
  return out;
}
