// Collects the English texts used through t('...') and the route/menu titles into public/assets/data/locales/en.json.
// Run: node scripts/extract-locale.mjs (the unit test `locale.test.ts` fails when a text is missing).
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const file = join(root, 'public/assets/data/locales/en.json');

export function collectTexts(dir = join(root, 'src')) {
  const texts = new Set();
  const walk = (d) => {
    for (const name of readdirSync(d)) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (/\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name)) {
        const src = readFileSync(p, 'utf8');
        for (const m of src.matchAll(/\bt\(\s*(['"])((?:\\.|(?!\1).)*)\1/g))
          texts.add(m[2].replace(/\\(['"])/g, '$1'));
        for (const m of src.matchAll(/(?:shell|blank|item|group)\(\s*'[^']*',\s*'((?:\\.|[^'])*)'/g))
          texts.add(m[1].replace(/\\'/g, "'"));
        for (const m of src.matchAll(/title="([^"]+)"|description="([^"]+)"/g)) texts.add(m[1] ?? m[2]);
      }
    }
  };
  walk(dir);
  return texts;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const existing = JSON.parse(readFileSync(file, 'utf8'));
  for (const text of collectTexts()) if (!(text in existing)) existing[text] = text;
  const sorted = Object.fromEntries(Object.entries(existing).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(file, `${JSON.stringify(sorted, null, 2)}\n`);
  console.log(`${Object.keys(sorted).length} texts in ${file}`);
}
