// Portal figures, part 2: the gzip JS each route loads (entry + its static imports + the route's lazy page
// chunk + its imports; for a prerendered page, the scripts its HTML loads).
import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { pageModules as readPageModules } from '../scripts/build-helpers.mjs';
import { gz } from './sizes.mjs';

/** Static imports of a built chunk (`import"./x.js"`, `from"./x.js"`); dynamic `import("./x.js")` is lazy. */
function staticImports(dist, file) {
  const code = readFileSync(join(dist, file), 'utf8');
  const out = new Set();
  for (const m of code.matchAll(/(?:\bfrom|\bimport)\s*["']\.\/([^"']+\.js)["']/g)) out.add(m[1]);
  return [...out];
}

/** The chunks `rootsList` load before they run: themselves and their static imports, transitively. */
function closure(dist, rootsList) {
  const seen = new Set();
  const stack = [...rootsList];
  while (stack.length) {
    const f = stack.pop();
    if (seen.has(f) || !existsSync(join(dist, f))) continue;
    seen.add(f);
    stack.push(...staticImports(dist, f));
  }
  return seen;
}

/** [route path, page key, layout], from shell(...) / blank(...) calls and object literals of the route table */
function routeTable(portal) {
  const tableSrc = readFileSync(join(portal, 'src/routes/table.ts'), 'utf8');
  const routePages = [];
  for (const m of tableSrc.matchAll(
    /\bshell\(\s*'([^']+)'\s*,\s*'[^']*'\s*,\s*(?:'[^']*'|null)\s*(?:,\s*'(\w+)')?\s*\)/g,
  ))
    routePages.push([m[1], m[2] ?? 'comingSoon', 'shell']);
  for (const m of tableSrc.matchAll(
    /\bblank\(\s*'([^']+)'\s*,\s*'[^']*'\s*,\s*(?:'[^']*'|\{[^}]*\})\s*,\s*'(\w+)'\s*\)/g,
  ))
    routePages.push([m[1], m[2], 'blank']);
  for (const m of tableSrc.matchAll(
    /\{\s*path:\s*'([^']+)'[^}]*?layout:\s*'(\w+)'[^}]*?page:\s*'(\w+)'\s*\}/g,
  ))
    routePages.push([m[1], m[3], m[2]]);
  return routePages;
}

/**
 * A prerendered page loads the scripts scripts/prerender.mjs listed for it (the sign-in entry's bundle for
 * /login, the app's entry and page chunk for the others): route path -> script file names.
 */
function prerenderedScripts(distRoot) {
  const prerenderedFile = join(distRoot, '.vite/prerendered.json');
  return new Map(
    existsSync(prerenderedFile)
      ? JSON.parse(readFileSync(prerenderedFile, 'utf8')).map((p) => [
          p.path,
          p.scripts.map((s) => basename(s)),
        ])
      : [],
  );
}

/**
 * The landing page (`/` for visitors, rendered by the server from dist/server/landing.html): the scripts
 * that document loads, gzip. Returns kB.
 */
export function printLandingJs(distRoot) {
  const dist = join(distRoot, 'assets');
  const scripts = prerenderedScripts(distRoot).get('/');
  if (!scripts) {
    console.log('\n/ (landing): no dist/server/landing.html in this build');
    return undefined;
  }
  const all = closure(dist, scripts);
  const kb = [...all].reduce((s, f) => s + gz(readFileSync(join(dist, f))), 0);
  console.log(
    `\n/ (landing, visitors): ${kb.toFixed(1)} kB gzip JS in ${all.size} file(s) (${[...all].join(', ')}); ` +
      `target <= 60 kB: ${kb <= 60 ? 'met' : 'NOT met'}`,
  );
  return kb;
}

/** Prints the JS per route of the build in `distRoot`; `files` are the names in its assets folder. */
export function printRouteJs({ portal, distRoot, files }) {
  const dist = join(distRoot, 'assets');
  const gzipCache = new Map();
  const gzipOf = (f) => {
    if (!gzipCache.has(f)) gzipCache.set(f, gz(readFileSync(join(dist, f))));
    return gzipCache.get(f);
  };

  const html = readFileSync(join(distRoot, 'index.html'), 'utf8');
  const entry = /<script type="module"[^>]*src="\/assets\/([^"]+\.js)"/.exec(html)?.[1];
  /** page key -> module file name ("LoginPage"), from the loaders of src/routes/pages.ts */
  const pageModules = new Map(
    [...readPageModules(portal)].map(([key, module]) => [key, basename(module, '.tsx')]),
  );
  const routePages = routeTable(portal);

  const chunkFor = (moduleName) => files.find((f) => f.endsWith('.js') && f.startsWith(`${moduleName}-`));
  const entryFiles = entry ? closure(dist, [entry]) : new Set();
  const entryKb = [...entryFiles].reduce((s, f) => s + gzipOf(f), 0);
  // Shell routes also load the lazy shell (menu, top bar, notifications) before their page.
  const shellChunk = chunkFor('ShellLayout');
  const prerendered = prerenderedScripts(distRoot);
  const perRoute = routePages.map(([path, key, layout]) => {
    const chunk = chunkFor(pageModules.get(key) ?? key);
    const roots =
      prerendered.get(path) ?? [entry, chunk, layout === 'shell' ? shellChunk : undefined].filter(Boolean);
    const all = closure(dist, roots);
    const kb = [...all].reduce((s, f) => s + gzipOf(f), 0);
    return { path, key, files: all.size, kb };
  });
  console.log(
    `\nJS per route (gzip, first visit: entry ${entryKb.toFixed(1)} kB in ${entryFiles.size} files + the lazy shell on shell routes + the lazy page chunk, with their imports)`,
  );
  const distinct = new Map();
  for (const r of perRoute) if (!distinct.has(r.key) || r.path === '/login') distinct.set(r.key, r);
  const shown = [...distinct.values()].sort((a, b) => b.kb - a.kb);
  for (const r of shown)
    console.log(
      `  ${r.path.padEnd(34)} ${r.key.padEnd(18)} ${String(r.files).padStart(3)} files  gzip ${r.kb.toFixed(1).padStart(6)} kB`,
    );
  const others = perRoute.filter((r) => !shown.includes(r));
  console.log(`  (${others.length} more routes share one of these pages; ${perRoute.length} routes in all)`);
  const login = perRoute.find((r) => r.path === '/login');
  if (login)
    console.log(
      `/login: ${login.kb.toFixed(1)} kB gzip JS (target <= 100 kB: ${login.kb <= 100 ? 'met' : 'NOT met'})`,
    );
}
