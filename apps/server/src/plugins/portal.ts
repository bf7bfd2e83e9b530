/** Serves the built portal (with its prerendered pages) and the template gallery under /demo/. */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/** Vite's output names: `assets/Name-<8 char hash>.js|css` (and their fonts and images). */
const HASHED_ASSET = /[\\/]assets[\\/][^\\/]+-[A-Za-z0-9_-]{8}\.[a-z0-9]+(\.br|\.gz)?$/;

/**
 * The portal's build-time pages (dist/prerendered/login.html for /login, ...): route path -> file relative to
 * the dist folder. Read once at start, so a request never turns into a file-system lookup.
 */
function prerenderedPages(portalDist: string): Map<string, string> {
  const pages = new Map<string, string>();
  const dir = path.join(portalDist, 'prerendered');
  if (!fs.existsSync(dir)) return pages;
  for (const entry of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!entry.endsWith('.html')) continue;
    const route = `/${entry.slice(0, -'.html'.length).split(path.sep).join('/')}`;
    pages.set(route, path.join('prerendered', entry));
  }
  return pages;
}

/** The brand mark (apps/portal/public/favicon.svg), for /favicon.ico when no portal build provides one. */
const FAVICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#2563eb"/>' +
  '<path d="M9 10h14v3h-5.5v11h-3V13H9z" fill="#fff"/></svg>';

/** Hashed build output never changes under its name; everything else is revalidated. */
function setCacheHeaders(res: { setHeader(name: string, value: string): unknown }, filePath: string): void {
  if (HASHED_ASSET.test(filePath)) res.setHeader('cache-control', 'public, max-age=31536000, immutable');
  else res.setHeader('cache-control', 'no-cache');
}

/**
 * Serves the built portal with an SPA fallback, and the built template gallery (apps/demo, issue 21) the same
 * way under /demo/; /api paths that match nothing answer JSON 404.
 */
export async function registerPortal(
  app: FastifyInstance,
  portalDist: string | undefined,
  demoDist?: string,
): Promise<void> {
  const indexFile = portalDist ? path.join(portalDist, 'index.html') : undefined;
  const built = indexFile !== undefined && fs.existsSync(indexFile);
  if (built) {
    await app.register(fastifyStatic, {
      root: path.resolve(portalDist!),
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each asset; the one the browser accepts is sent.
      preCompressed: true,
      // Cache headers come from setHeaders below, not from send's default max-age=0.
      cacheControl: false,
      setHeaders: setCacheHeaders,
    });
  }
  // The gallery's msw worker (/demo/mockServiceWorker.js) gets the default scope of its folder, /demo/, so it
  // never sees the portal's requests.
  const demoRoot =
    demoDist && fs.existsSync(path.join(demoDist, 'index.html')) ? path.resolve(demoDist) : undefined;
  if (demoRoot) {
    await app.register(fastifyStatic, {
      root: demoRoot,
      prefix: '/demo/',
      wildcard: false,
      index: false,
      cacheControl: false,
      setHeaders: setCacheHeaders,
      // reply.sendFile comes from the portal's registration when there is one.
      decorateReply: !built,
    });
  }
  const prerendered = built ? prerenderedPages(portalDist!) : new Map<string, string>();
  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0] ?? '/';
    if (url === '/api' || url.startsWith('/api/') || req.method !== 'GET') {
      return reply.status(404).send({ message: 'Not found.' });
    }
    if (demoRoot && (url === '/demo' || url.startsWith('/demo/'))) {
      if (url === '/demo') return reply.redirect('/demo/');
      const relative = decodeURIComponent(url.slice('/demo/'.length));
      const candidate = path.join(demoRoot, relative);
      if (path.extname(url) && !url.endsWith('.html')) {
        if (candidate.startsWith(demoRoot + path.sep) && fs.existsSync(candidate))
          return reply.sendFile(path.relative(demoRoot, candidate), demoRoot);
        return reply.status(404).send({ message: 'Not found.' });
      }
      // Every gallery route (/demo/apps/email, ...) is the gallery's single page.
      return reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html', demoRoot);
    }
    // Pages the server renders itself (the sandbox checkout) ask for /favicon.ico: the portal build ships
    // one; without it (no build, or an older one) the brand mark answers rather than a 404.
    if (url === '/favicon.ico' && !(built && fs.existsSync(path.join(portalDist!, 'favicon.ico')))) {
      return reply.type('image/svg+xml').header('cache-control', 'no-cache').send(FAVICON_SVG);
    }
    if (built) {
      // Files written after start (a rebuild while running) have no route of their own. The folder is
      // resolved first: a relative PORTAL_DIST must not fail the containment check.
      const root = path.resolve(portalDist!);
      const candidate = path.join(root, decodeURIComponent(url));
      if (candidate.startsWith(root + path.sep) && path.extname(url) && fs.existsSync(candidate)) {
        return reply.sendFile(path.relative(root, candidate));
      }
      if (path.extname(url) && !url.endsWith('.html'))
        return reply.status(404).send({ message: 'Not found.' });
      const page = prerendered.get(url.replace(/\/+$/, '')) ?? 'index.html';
      return reply.type('text/html').header('cache-control', 'no-cache').sendFile(page);
    }
    return reply
      .status(503)
      .type('text/html')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Talent: portal not built</title></head>` +
          `<body style="font-family:sans-serif;max-width:40rem;margin:4rem auto"><h1>The portal is not built</h1>` +
          `<p>The API is running under <code>/api</code>, but no portal build was found at <code>${portalDist ?? '(PORTAL_DIST not set)'}</code>.</p>` +
          `<p>Run <code>npm run build -w @talent/portal</code> (or <code>npm start</code> at the repository root), or set <code>PORTAL_DIST</code>.</p></body></html>`,
      );
  });
}
