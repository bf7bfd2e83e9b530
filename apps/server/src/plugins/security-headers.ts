/**
 * Security headers on every answer (`@fastify/helmet`) and the portal's Content-Security-Policy.
 *
 * The policy is what the built portal needs and no more:
 * - scripts from this origin only, plus the inline scripts of the built HTML (the skin bootstrap in
 *   index.html), allowed by their SHA-256 hashes read from the build at start, plus Stripe.js;
 *   'wasm-unsafe-eval' lets pdf.js compile its WebAssembly decoders (no JavaScript eval);
 * - styles from this origin; inline styles stay allowed: prerendered markup and React Aria carry style
 *   attributes, and a style cannot run code;
 * - images and fonts from this origin, data: and blob: (page previews, rendered PDF pages);
 * - connections to this origin (API and the notification websocket: 'self' covers ws:/wss: of the same
 *   host) and to Stripe's API; workers from this origin or blob:;
 * - no plugins, no framing by other sites, forms post to this origin only (the sandbox checkout).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';

/** Stripe.js (checkout redirect) and the frames and calls it makes. */
const STRIPE_JS = 'https://js.stripe.com';
const STRIPE_FRAMES = ['https://js.stripe.com', 'https://hooks.stripe.com'];
const STRIPE_API = 'https://api.stripe.com';

/** The built HTML files of the portal: index.html, the prerendered pages and the landing page's document. */
function builtHtmlFiles(portalDist: string | undefined): string[] {
  if (!portalDist) return [];
  const root = path.resolve(portalDist);
  const files: string[] = [];
  const index = path.join(root, 'index.html');
  if (fs.existsSync(index)) files.push(index);
  const pre = path.join(root, 'prerendered');
  if (fs.existsSync(pre)) {
    for (const entry of fs.readdirSync(pre, { recursive: true, encoding: 'utf8' }))
      if (entry.endsWith('.html')) files.push(path.join(pre, entry));
  }
  // The server-rendered landing page's document (modules/landing/page.ts).
  const landing = path.join(root, 'server', 'landing.html');
  if (fs.existsSync(landing)) files.push(landing);
  return files;
}

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/** `'sha256-…'` sources of the inline scripts in the given HTML texts, each once. */
export function inlineScriptHashes(htmls: readonly string[]): string[] {
  const hashes = new Set<string>();
  for (const html of htmls) {
    for (const match of html.matchAll(INLINE_SCRIPT)) {
      const body = match[1] ?? '';
      if (!body.trim()) continue;
      hashes.add(`'sha256-${crypto.createHash('sha256').update(body, 'utf8').digest('base64')}'`);
    }
  }
  return [...hashes];
}

/** The Content-Security-Policy directives for a portal built at `portalDist` (read once at start). */
export function cspDirectives(portalDist: string | undefined): Record<string, string[]> {
  const hashes = inlineScriptHashes(builtHtmlFiles(portalDist).map((file) => fs.readFileSync(file, 'utf8')));
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...hashes, "'wasm-unsafe-eval'", STRIPE_JS],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", STRIPE_API],
    'worker-src': ["'self'", 'blob:'],
    // The web app manifest (installing the portal on a phone, issue 18) and its icons come from this origin.
    'manifest-src': ["'self'"],
    'frame-src': STRIPE_FRAMES,
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

export async function registerSecurityHeaders(
  app: FastifyInstance,
  portalDist: string | undefined,
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(portalDist) },
    // Framing is refused by frame-ancestors; the older header says the same.
    xFrameOptions: { action: 'deny' },
    // Stripe's hosted checkout is reached by navigation, which these do not restrict.
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'no-referrer' },
  });
}
