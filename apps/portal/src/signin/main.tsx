/**
 * The sign-in entry: the script of the prerendered /login page (scripts/prerender.mjs). It hydrates the
 * page with SignInApp when the HTML was made for this visitor (anonymous, left to right); otherwise it
 * hands over to the full app, whose assets the page lists in #app-assets. After signing in, the page
 * navigates to the user's home, which loads the full app.
 */
import { hydrateRoot } from 'react-dom/client';
import { configurePublicCalls } from '@talent/api/client';
import { canHydrate } from '../app/boot';
import { isSignInPath } from './pages';
import { SignInApp } from './SignInApp';

interface AppAssets {
  entry: string;
  css: string[];
  preloads: string[];
}

/** Adds the full app's stylesheets and modules to the page; its main.tsx then renders afresh. */
function startFullApp(): void {
  const data = document.getElementById('app-assets')?.textContent;
  if (!data) throw new Error('the prerendered page lists no #app-assets');
  const assets = JSON.parse(data) as AppAssets;
  const add = (tag: 'link' | 'script', attrs: Record<string, string>) => {
    const el = document.createElement(tag);
    for (const [name, value] of Object.entries(attrs)) el.setAttribute(name, value);
    document.head.appendChild(el);
  };
  for (const href of assets.css) add('link', { rel: 'stylesheet', href, crossorigin: '' });
  for (const href of assets.preloads) add('link', { rel: 'modulepreload', href, crossorigin: '' });
  add('script', { type: 'module', src: assets.entry, crossorigin: '' });
}

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from the page');
configurePublicCalls({ baseURL: import.meta.env.VITE_API_BASE_URL ?? '' });
const path = window.location.pathname;
if (isSignInPath(path) && canHydrate(root, path)) hydrateRoot(root, <SignInApp path={path} />);
else startFullApp();
