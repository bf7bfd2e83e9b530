// Renders the static public pages into dist/prerendered/<path>.html after `vite build`: the page's HTML
// inside #root and all its CSS inline, so the browser paints it before any script has run. Two kinds:
//  - pages of the full app (src/prerender.tsx decides which): main.tsx hydrates them;
//  - the sign-in entry's pages (src/signin/pages.ts): this script also builds that small bundle
//    (vite.signin.config.ts) and the page loads it instead of the app; it lists the app's assets in
//    #app-assets for the visitors it cannot hydrate for.
//  - loading frames of signed-in pages (the dashboard, src/prerender.tsx prerenderSkeletons): the shell and the
//    page before data, never hydrated; main.tsx keeps the frame over the app until the page has rendered.
// The server sends these files for their paths and index.html for every other route. Each page's scripts
// go to dist/.vite/prerendered.json for the bench. Run by `npm run build`.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { pageModules as readPageModules, writeCompressed } from './build-helpers.mjs';

const portal = new URL('..', import.meta.url).pathname;
const dist = join(portal, 'dist');
const ssrRoot = join(portal, 'node_modules/.prerender');

/** Bundles `entry` for Node with `configFile` and imports it. */
async function ssrModule(configFile, entry, name) {
  const outDir = join(ssrRoot, name);
  await build({
    root: portal,
    configFile: join(portal, configFile),
    logLevel: 'warn',
    build: {
      ssr: entry,
      outDir,
      emptyOutDir: true,
      copyPublicDir: false,
      // One bundle for Node: a page module both imported and lazy-loaded (the shell) cannot be split
      // here, and needs not be; the browser build still splits it.
      rolldownOptions: { checks: { ineffectiveDynamicImport: false, bundlerTimings: false } },
    },
  });
  return import(pathToFileURL(join(outDir, 'prerender.js')).href);
}

const appModule = await ssrModule('vite.config.ts', 'src/prerender.tsx', 'app');
const appPages = await appModule.prerenderAll();
const skeletonPages = await appModule.prerenderSkeletons();
// The sign-in entry for the browser, into dist/ beside the app, then for Node.
await build({ root: portal, configFile: join(portal, 'vite.signin.config.ts'), logLevel: 'warn' });
const signInPages = await (
  await ssrModule('vite.signin.config.ts', 'src/signin/prerender.tsx', 'signin')
).prerenderAll();

const readManifest = (name) => JSON.parse(readFileSync(join(dist, '.vite', name), 'utf8'));
const appManifest = readManifest('manifest.json');
const signInManifest = readManifest('signin-manifest.json');
const template = readFileSync(join(dist, 'index.html'), 'utf8');
const pageModules = readPageModules(portal);

/** Manifest keys reached from `key` by static imports. */
function closure(manifest, key, seen = new Set()) {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const next of manifest[key].imports ?? []) closure(manifest, next, seen);
  return seen;
}
const entryKey = (manifest) => Object.keys(manifest).find((k) => manifest[k].isEntry);
const inAppEntry = closure(appManifest, entryKey(appManifest));

/** The stylesheets index.html links (the entry's CSS), in order; prerendered pages inline them instead. */
const cssLink = /\s*<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g;
const templateCss = [...template.matchAll(cssLink)].map((m) => m[1]);
/** The entry script and the chunks index.html preloads; prerendered pages load them after the first paint. */
const moduleScript = /\s*<script type="module"[^>]*src="([^"]+)"[^>]*><\/script>/;
const modulePreload = /\s*<link rel="modulepreload"[^>]*href="([^"]+)"[^>]*>/g;
const appAssets = {
  entry: moduleScript.exec(template)?.[1],
  css: templateCss.map((f) => `/${f}`),
  preloads: [...template.matchAll(modulePreload)].map((m) => m[1]),
};
if (!appAssets.entry) throw new Error('index.html has no module script');
const templateWithoutScripts = template
  .replace(cssLink, '')
  .replace(moduleScript, '')
  .replace(modulePreload, '');

const escapeAttr = (s) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const escapeText = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const readCss = (files) =>
  [...new Set(files)]
    .map((f) => readFileSync(join(dist, f), 'utf8').replace(/\/\*# sourceMappingURL=[^*]*\*\//g, ''))
    .join('\n');

/** What a page needs besides its HTML: CSS to inline, the entry script, the modules to preload. */
function appPageAssets(page) {
  const module = pageModules.get(page.page);
  if (!module || !appManifest[module]) throw new Error(`no built chunk for page ${page.page} (${module})`);
  const keys = [...closure(appManifest, module)].filter((k) => !inAppEntry.has(k));
  return {
    css: [...templateCss, ...keys.flatMap((k) => appManifest[k].css ?? [])],
    chunkCss: true,
    entry: appAssets.entry,
    preloads: [...appAssets.preloads, ...keys.map((k) => `/${appManifest[k].file}`)],
  };
}
/** A shell page's assets: the page's, plus the shell's chunk (lazy in the app, needed at once here). */
function skeletonPageAssets(page) {
  const assets = appPageAssets(page);
  const shell = [...closure(appManifest, 'src/shell/ShellLayout.tsx')].filter((k) => !inAppEntry.has(k));
  if (shell.length === 0) throw new Error('no built chunk for src/shell/ShellLayout.tsx');
  return {
    ...assets,
    css: [...assets.css, ...shell.flatMap((k) => appManifest[k].css ?? [])],
    preloads: [...new Set([...assets.preloads, ...shell.map((k) => `/${appManifest[k].file}`)])],
    marker: 'data-skeleton',
  };
}
function signInPageAssets() {
  const key = entryKey(signInManifest);
  const keys = [...closure(signInManifest, key)];
  return {
    css: keys.flatMap((k) => signInManifest[k].css ?? []),
    entry: `/${signInManifest[key].file}`,
    preloads: keys.filter((k) => k !== key).map((k) => `/${signInManifest[k].file}`),
    // The full app, for the visitors the sign-in entry hands over to (src/signin/main.tsx).
    extra: `<script type="application/json" id="app-assets">${JSON.stringify(appAssets)}</script>`,
  };
}

function writePage(page, assets) {
  // How main.tsx tells the page's kind: data-prerendered (hydrate it) or data-skeleton (a loading frame).
  const marker = assets.marker ?? 'data-prerendered';
  // All the CSS goes inline, so the first paint waits for no request but the page itself. A loading frame
  // shows at once: no entrance animation (AppShell's fades the page in from transparent).
  const frameCss = assets.marker ? `\n[${marker}] main > div { animation: none !important; }` : '';
  const css = readCss(assets.css) + frameCss;
  // The app's chunks ask Vite's preload helper for their CSS (and the shared chunks' CSS), which would append a
  // <link> per file: the same rules again, but later in the cascade than the rest of the inline CSS, which can
  // change the layout while some have arrived and others not (a layout shift). A disabled link per inlined
  // file tells the helper it is there already; it loads and applies nothing.
  const inlined = assets.chunkCss
    ? [...new Set(assets.css)]
        .map((f) => `<link rel="stylesheet" href="/${escapeAttr(f)}" disabled>`)
        .join('')
    : '';
  const head = `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>${inlined}`;
  // The page is complete without scripts (they only hydrate it), so they are requested after the first
  // frame has painted, and never compete with it for the network.
  // The entry is requested first; the chunks it imports are preloaded a few at a time, each batch in its own
  // task: starting a request costs the main thread about 1.5 ms each on a phone, and the dashboard has 45.
  const loader = `<script>
      requestAnimationFrame(function () {
        setTimeout(function () {
          var script = document.createElement('script');
          script.type = 'module';
          script.crossOrigin = '';
          script.src = ${JSON.stringify(assets.entry)};
          document.head.appendChild(script);
          var preloads = ${JSON.stringify(assets.preloads)};
          (function next(start) {
            var batch = document.createDocumentFragment();
            preloads.slice(start, start + 8).forEach(function (href) {
              var link = document.createElement('link');
              link.rel = 'modulepreload';
              link.crossOrigin = '';
              link.href = href;
              batch.appendChild(link);
            });
            document.head.appendChild(batch);
            if (start + 8 < preloads.length) setTimeout(next, 0, start + 8);
          })(0);
        });
      });
    </script>`;
  const html = templateWithoutScripts
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeText(page.title)}</title>`)
    .replace('</head>', `  ${head}\n  </head>`)
    .replace('</body>', `  ${assets.extra ?? ''}${loader}\n  </body>`)
    .replace(
      '<div id="root"></div>',
      // inert until hydrated (src/app/boot.ts): nothing typed or clicked before the app runs is lost.
      `<div id="root" ${marker}="${escapeAttr(page.path)}" inert>${page.html}</div>`,
    );
  if (!html.includes(`${marker}=`)) throw new Error('index.html has no <div id="root"></div> to fill');
  const file = join(dist, 'prerendered', `${page.path.slice(1)}.html`);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, html);
  writeCompressed(file, html);
  return { path: page.path, entry: assets.entry, scripts: [assets.entry, ...assets.preloads] };
}

/**
 * The landing page (`/` for visitors, issue 20) is rendered by the API server on each visit from the
 * landing-content calls (content editors change it at run time, so a build-time page would go stale). The
 * build leaves it two files in dist/server: landing.mjs (src/landing/server.tsx for Node, with the sign-in
 * entry's stand-ins) and landing.html, the document it fills: the landing page's CSS inline and one small
 * script, src/landing/enhance.ts (the carousel; a signed-in user is handed to the full app, listed in
 * #app-assets). No React in the browser.
 */
async function buildLandingPage() {
  const serverDir = join(dist, 'server');
  rmSync(serverDir, { recursive: true, force: true });
  await build({
    root: portal,
    configFile: join(portal, 'vite.signin.config.ts'),
    logLevel: 'warn',
    build: {
      ssr: 'src/landing/server.tsx',
      outDir: serverDir,
      emptyOutDir: false,
      copyPublicDir: false,
      manifest: false,
      rolldownOptions: {
        output: { entryFileNames: 'landing.mjs' },
        checks: { ineffectiveDynamicImport: false, bundlerTimings: false },
      },
    },
  });
  await build({
    root: portal,
    configFile: false,
    logLevel: 'warn',
    build: {
      outDir: dist,
      emptyOutDir: false,
      copyPublicDir: false,
      manifest: '.vite/landing-manifest.json',
      rolldownOptions: {
        input: { landing: join(portal, 'src/landing/enhance.ts') },
        output: { entryFileNames: 'assets/landing-[hash].js' },
        checks: { bundlerTimings: false },
      },
    },
  });
  const landingManifest = readManifest('landing-manifest.json');
  const script = `/${landingManifest[entryKey(landingManifest)].file}`;
  const scriptFile = join(dist, script.slice(1));
  writeCompressed(scriptFile, readFileSync(scriptFile));
  const { LANDING_META } = await import(pathToFileURL(join(serverDir, 'landing.mjs')).href);
  const pageKey = 'src/pages/landing/LandingPage.tsx';
  if (!appManifest[pageKey]) throw new Error(`no built chunk for ${pageKey}`);
  const keys = [...closure(appManifest, pageKey)].filter((k) => !inAppEntry.has(k));
  const css = readCss([...templateCss, ...keys.flatMap((k) => appManifest[k].css ?? [])]);
  // Before the first paint: a signed-in user's page stays hidden until the app has replaced it.
  const signedIn =
    "try{if(JSON.parse(localStorage.getItem('userData')||'null'))document.documentElement.setAttribute('data-signed-in','')}catch(e){}";
  const head =
    `<script>${signedIn}</script>\n    <style>html[data-signed-in] #root{visibility:hidden}\n` +
    `${css.replace(/<\/style/gi, '<\\/style')}</style>`;
  const html = templateWithoutScripts
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeText(LANDING_META.title)}</title>`)
    .replace(/(<meta\s+name="description"\s+content=")[^"]*"/, `$1${escapeAttr(LANDING_META.description)}"`)
    .replace(/(<meta\s+property="og:title"\s+content=")[^"]*"/, `$1${escapeAttr(LANDING_META.title)}"`)
    .replace(
      /(<meta\s+property="og:description"\s+content=")[^"]*"/,
      `$1${escapeAttr(LANDING_META.description)}"`,
    )
    // The page works without scripts: no "needs JavaScript" notice.
    .replace(/\s*<noscript>[\s\S]*?<\/noscript>/, '')
    .replace('</head>', `  ${head}\n  </head>`)
    .replace(
      '</body>',
      `  <script type="application/json" id="app-assets">${JSON.stringify(appAssets)}</script>\n` +
        `    <script type="module" crossorigin src="${script}"></script>\n  </body>`,
    )
    .replace('<div id="root"></div>', '<div id="root" data-landing><!--landing-page--></div>');
  if (!html.includes('<!--landing-page-->'))
    throw new Error('index.html has no <div id="root"></div> to fill');
  writeFileSync(join(serverDir, 'landing.html'), html);
  return { path: '/', entry: script, scripts: [script] };
}

rmSync(join(dist, 'prerendered'), { recursive: true, force: true });
const written = [
  ...appPages.map((page) => writePage(page, appPageAssets(page))),
  ...signInPages.map((page) => writePage(page, signInPageAssets())),
  ...skeletonPages.map((page) => writePage(page, skeletonPageAssets(page))),
  await buildLandingPage(),
];
writeFileSync(join(dist, '.vite/prerendered.json'), JSON.stringify(written, null, 2));
console.log(`prerendered ${written.length} pages: ${written.map((p) => p.path).join(' ')}`);
