/** The installable portal (issue 18): the web app manifest, its icons and its share target agree with the
 * design tokens, the files on disk and the server's share rules, so none can drift from its source. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routes } from '@talent/api/client';
import { INBOX_EXTENSIONS, SHARE_FILES_FIELD } from '@talent/api/rules';
import { skinTokens } from '@talent/ui/theme';

const publicDir = join(__dirname, '..', 'public');
interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
  share_target: {
    action: string;
    method: string;
    enctype: string;
    params: { files: { name: string; accept: string[] }[] };
  };
}
const manifest = JSON.parse(readFileSync(join(publicDir, 'manifest.webmanifest'), 'utf8')) as Manifest;

/** Width and height from a PNG's IHDR chunk. */
function pngSize(file: string): [number, number] {
  const data = readFileSync(join(publicDir, file));
  expect(data.subarray(1, 4).toString('latin1')).toBe('PNG');
  return [data.readUInt32BE(16), data.readUInt32BE(20)];
}

describe('the web app manifest', () => {
  it('installs as a standalone app of this origin with the light skin colours', () => {
    expect(manifest).toMatchObject({
      name: 'Talent Marketplace',
      short_name: 'Talent',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: skinTokens.light.color.accent.solid,
      background_color: skinTokens.light.color.surface.page,
    });
  });

  it('lists 192 and 512 px icons and a maskable one, each a PNG of its stated size', () => {
    const purposes = manifest.icons.map((i) => `${i.sizes} ${i.purpose}`);
    expect(purposes).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of manifest.icons) {
      expect(icon.type).toBe('image/png');
      const [w, h] = pngSize(icon.src.replace(/^\//, ''));
      expect(`${w}x${h}`).toBe(icon.sizes);
    }
    expect(pngSize('icons/apple-touch-icon.png')).toEqual([180, 180]);
  });

  it("shares files to the server's share target as a multipart POST, accepting the inbox types", () => {
    const target = manifest.share_target;
    expect(target.action).toBe(routes.shareTarget.path);
    expect(target.method).toBe(routes.shareTarget.method);
    expect(target.enctype).toBe('multipart/form-data');
    expect(target.params.files).toHaveLength(1);
    expect(target.params.files[0]!.name).toBe(SHARE_FILES_FIELD);
    for (const ext of INBOX_EXTENSIONS) expect(target.params.files[0]!.accept).toContain(`.${ext}`);
  });

  it('is linked from index.html with the theme colour and an Apple touch icon', () => {
    const html = readFileSync(join(__dirname, '..', 'index.html'), 'utf8');
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(html).toContain('<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />');
    expect(html).toContain(`<meta name="theme-color" content="${manifest.theme_color}" />`);
  });
});
