import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import type { RouteDef } from '../routes/table';
import { APP_TITLE } from '../routes/useDocumentTitle';

/**
 * A prerendered page (scripts/prerender.mjs writes it to dist/prerendered/<path>.html). Made by
 * src/prerender.tsx for the app's pages and by src/signin/prerender.tsx for the sign-in entry's.
 */
export interface PrerenderedPage {
  path: string;
  /** The page key (scripts/prerender.mjs finds its module, CSS and chunks from it). */
  page: RouteDef['page'];
  title: string;
  html: string;
}

/** Renders `element` to static HTML, every Suspense boundary resolved. */
async function staticHtml(element: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element);
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

/** The prerendered page of `route`, rendered from `element`; its title as the browser tab shows it. */
export async function prerenderPage(
  route: Pick<RouteDef, 'path' | 'page' | 'title'>,
  element: ReactNode,
): Promise<PrerenderedPage> {
  return {
    path: route.path,
    page: route.page,
    title: `${route.title} | ${APP_TITLE}`,
    html: await staticHtml(element),
  };
}
