/**
 * Makes the installable portal's icons (public/icons/*.png) from public/favicon.svg: 192 and 512 px "any"
 * icons, a 512 px maskable one (the glyph inside the 80% safe zone on a full-bleed tile, since launchers cut
 * it to a circle or squircle) and Apple's 180 px touch icon. The PNGs are committed; run this again after the
 * favicon changes: `node scripts/make-icons.mjs` (test/manifest.test.ts fails when they drift apart).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const favicon = fs.readFileSync(path.join(root, 'public/favicon.svg'), 'utf8');
const out = path.join(root, 'public/icons');
fs.mkdirSync(out, { recursive: true });

/** The favicon's tile colour and glyph, so the maskable icon is the same picture. */
const fill = /<rect[^>]*fill="(#[0-9a-fA-F]{3,6})"/.exec(favicon)?.[1] ?? '#2563eb';
const glyph = /<path[^>]*\/>/.exec(favicon)?.[0] ?? '';
// Full bleed, the 32-unit glyph scaled to 60% of the tile and centred: well inside the 80% safe circle.
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${fill}"/><g transform="translate(6.4 6.4) scale(0.6)">${glyph}</g></svg>`;

const render = (svg, size, file) =>
  sharp(Buffer.from(svg), { density: Math.ceil((72 * size) / 32) })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(out, file));

await render(favicon, 192, 'icon-192.png');
await render(favicon, 512, 'icon-512.png');
await render(maskable, 512, 'icon-maskable-512.png');
// iOS draws its own rounded corners over a square tile.
await render(maskable, 180, 'apple-touch-icon.png');
console.log(`icons written to ${path.relative(process.cwd(), out)}`);
