// Renders the static public pages (src/prerender.tsx decides which) into dist/prerendered/<path>.html after
// `vite build`: the page's HTML inside #root, its CSS linked and its chunks preloaded, so the browser paints
// the form before any script has run; main.tsx then hydrates it. The server sends these files for their
// paths and index.html for every other route. Run by `npm run build`.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { pageModules as readPageModules, writeCompressed } from './build-helpers.mjs';

const portal = new URL('..', import.meta.url).pathname;
const dist = join(portal, 'dist');
const ssrOut = join(portal, 'node_modules/.prerender');

await build({
  root: portal,
  configFile: join(portal, 'vite.config.ts'),
  logLevel: 'warn',
  build: { ssr: 'src/prerender.tsx', outDir: ssrOut, emptyOutDir: true, copyPublicDir: false },
});
const { prerenderAll } = await import(pathToFileURL(join(ssrOut, 'prerender.js')).href);
const pages = await prerenderAll();

const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const template = readFileSync(join(dist, 'index.html'), 'utf8');

const pageModules = readPageModules(portal);

/** Manifest keys reached from `key` by static imports. */
function closure(key, seen = new Set()) {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const next of manifest[key].imports ?? []) closure(next, seen);
  return seen;
}
const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const inEntry = closure(entryKey);

/** The stylesheets index.html links (the entry's CSS), in order; prerendered pages inline them instead. */
const cssLink = /\s*<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g;
const templateCss = [...template.matchAll(cssLink)].map((m) => m[1]);
/** The entry script and the chunks index.html preloads; prerendered pages load them after the first paint. */
const moduleScript = /\s*<script type="module"[^>]*src="([^"]+)"[^>]*><\/script>/;
const modulePreload = /\s*<link rel="modulepreload"[^>]*href="([^"]+)"[^>]*>/g;
const templateModules = {
  entry: moduleScript.exec(template)?.[1],
  preloads: [...template.matchAll(modulePreload)].map((m) => m[1]),
};
if (!templateModules.entry) throw new Error('index.html has no module script');
const templateWithoutScripts = template
  .replace(cssLink, '')
  .replace(moduleScript, '')
  .replace(modulePreload, '');

const escapeAttr = (s) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const escapeText = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

rmSync(join(dist, 'prerendered'), { recursive: true, force: true });
for (const page of pages) {
  const module = pageModules.get(page.page);
  if (!module || !manifest[module]) throw new Error(`no built chunk for page ${page.page} (${module})`);
  const keys = [...closure(module)].filter((k) => !inEntry.has(k));
  const pageCss = keys.flatMap((k) => manifest[k].css ?? []);
  const js = keys.map((k) => manifest[k].file);
  // All the CSS the page needs goes inline, so the first paint waits for no request but the page itself.
  const css = [...new Set([...templateCss, ...pageCss])]
    .map((f) => readFileSync(join(dist, f), 'utf8').replace(/\/\*# sourceMappingURL=[^*]*\*\//g, ''))
    .join('\n');
  const head = `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`;
  // The page is complete without scripts (they only hydrate it), so they are requested after the first
  // frame has painted, and never compete with it for the network.
  const preloads = [...templateModules.preloads, ...js.map((f) => `/${f}`)];
  const loader = `<script>
      requestAnimationFrame(function () {
        setTimeout(function () {
          ${JSON.stringify(preloads)}.forEach(function (href) {
            var link = document.createElement('link');
            link.rel = 'modulepreload';
            link.crossOrigin = '';
            link.href = href;
            document.head.appendChild(link);
          });
          var script = document.createElement('script');
          script.type = 'module';
          script.crossOrigin = '';
          script.src = ${JSON.stringify(templateModules.entry)};
          document.head.appendChild(script);
        });
      });
    </script>`;
  let html = templateWithoutScripts
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeText(page.title)}</title>`)
    .replace('</head>', `  ${head}\n  </head>`)
    .replace('</body>', `  ${loader}\n  </body>`)
    .replace(
      '<div id="root"></div>',
      // inert until hydrated (src/app/boot.ts): nothing typed or clicked before the app runs is lost.
      `<div id="root" data-prerendered="${escapeAttr(page.path)}" inert>${page.html}</div>`,
    );
  if (!html.includes('data-prerendered')) throw new Error('index.html has no <div id="root"></div> to fill');
  const file = join(dist, 'prerendered', `${page.path.slice(1)}.html`);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, html);
  writeCompressed(file, html);
}
console.log(`prerendered ${pages.length} pages: ${pages.map((p) => p.path).join(' ')}`);
