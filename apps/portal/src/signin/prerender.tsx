/**
 * Build-time rendering of the sign-in entry's pages: scripts/prerender.mjs bundles this file for Node
 * with vite.signin.config.ts (the same aliases as the browser bundle, so the HTML matches what
 * main.tsx hydrates) and writes each page to dist/prerendered/<path>.html.
 */
import { prerenderPage, type PrerenderedPage } from '../app/staticPage';
import { routes } from '../routes/table';
import { SIGN_IN_PATHS } from './pages';
import { SignInApp } from './SignInApp';

export async function prerenderAll(): Promise<PrerenderedPage[]> {
  const out: PrerenderedPage[] = [];
  for (const path of SIGN_IN_PATHS) {
    const route = routes.find((r) => r.path === path);
    if (!route) throw new Error(`no route for ${path}`);
    out.push(await prerenderPage(route, <SignInApp path={path} />));
  }
  return out;
}
