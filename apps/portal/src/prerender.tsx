/**
 * Build-time rendering of the static public pages (register, forgot password, misc): scripts/prerender.mjs
 * bundles this file for Node, renders each path to HTML and writes dist/prerendered/<path>.html, which the
 * server sends instead of the empty index.html. The browser shows the page before any script runs, and
 * main.tsx hydrates it.
 */
import { StrictMode } from 'react';
import { createMemoryRouter } from 'react-router-dom';
import { App } from './app/App';
import { initI18n } from './app/i18n';
import { prerenderPage, type PrerenderedPage } from './app/staticPage';
import { buildRouteObjects } from './routes/router';
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
