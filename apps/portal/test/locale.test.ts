import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routes } from '../src/routes/table';
import { jobSeekerMenu, recruiterMenu } from '../src/shell/menu';

const root = join(__dirname, '..');
const en = JSON.parse(readFileSync(join(root, 'public/assets/data/locales/en.json'), 'utf8')) as Record<
  string,
  string
>;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? sources(p) : /\.tsx?$/.test(name) ? [p] : [];
  });
}

describe('English locale file', () => {
  it('has every text the code translates', () => {
    const missing: string[] = [];
    for (const file of sources(join(root, 'src'))) {
      for (const m of readFileSync(file, 'utf8').matchAll(/\bt\(\s*(['"])((?:\\.|(?!\1).)*)\1/g)) {
        const text = (m[2] ?? '').replace(/\\(['"])/g, '$1');
        if (!(text in en)) missing.push(`${file}: ${text}`);
      }
    }
    for (const r of routes) if (!(r.title in en)) missing.push(`route ${r.path}: ${r.title}`);
    const titles = [...jobSeekerMenu, ...recruiterMenu]
      .flatMap((i) => [i, ...(i.children ?? [])])
      .map((i) => i.title);
    for (const title of titles) if (!(title in en)) missing.push(`menu: ${title}`);
    expect(missing, 'run `npm run locale -w @talent/portal`').toEqual([]);
  });

  it('carries the spec texts of the session alerts', () => {
    expect(en['Session Expired']).toBe('Session Expired');
    expect(en['You are logged in on a different device, so your session has expired.']).toBe(
      'You are logged in on a different device, so your session has expired.',
    );
    expect(en['Your session has expired. Please log in again.']).toBe(
      'Your session has expired. Please log in again.',
    );
    expect(en['Verify Email !']).toBe('Verify Email !');
  });
});
