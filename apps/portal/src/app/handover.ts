/**
 * Starting the full app from a page that did not load it (the sign-in entry's /login, the server-rendered
 * landing page): the page lists the app's entry, CSS and preloads in `#app-assets` (scripts/prerender.mjs);
 * this adds them, and the app's main.tsx renders afresh into #root.
 */
export interface AppAssets {
  entry: string;
  css: string[];
  preloads: string[];
}

export function startFullApp(): void {
  const data = document.getElementById('app-assets')?.textContent;
  if (!data) throw new Error('the page lists no #app-assets');
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
