// npm run test:browser -w @talent/parser
// Builds browser-check/ with Vite (the parser as the portal bundles it), opens it in the system Chromium,
// parses corpus files in the Web Worker and renders full and masked half page images. Exits 1 on a failure.
import http from 'node:http';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { chromium } from 'playwright-core';
import assert from 'node:assert/strict';

const here = dirname(fileURLToPath(import.meta.url));
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(executablePath)) {
  console.error(`No Chromium at ${executablePath}: apt-get install -y chromium (or set CHROMIUM_PATH)`);
  process.exit(1);
}
function findCorpus() {
  if (process.env.CORPUS_DIR) return process.env.CORPUS_DIR;
  let dir = here;
  for (;;) {
    const up = dirname(dir);
    if (existsSync(join(dir, 'package.json')) && existsSync(join(dir, 'packages')))
      return join(dir, '..', 'shared', 'corpus');
    if (up === dir) throw new Error('repository root not found');
    dir = up;
  }
}
const corpus = findCorpus();
if (!existsSync(join(corpus, 'truth'))) {
  console.error(`Resume corpus not found at ${corpus} (set CORPUS_DIR)`);
  process.exit(1);
}
const fonts = join(
  dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
  'standard_fonts',
);

await build({ configFile: join(here, 'vite.config.ts') });
const dist = join(here, 'dist');
const types = { '.js': 'text/javascript', '.html': 'text/html' };
const server = http.createServer(async (req, res) => {
  const url = decodeURIComponent((req.url ?? '/').split('?')[0]);
  const file = url.startsWith('/corpus/')
    ? join(corpus, url.slice(8))
    : url.startsWith('/fixtures/')
      ? join(here, '..', 'test', 'fixtures', url.slice(10))
      : url.startsWith('/standard_fonts/')
        ? join(fonts, url.slice(16))
        : join(dist, url === '/' ? 'index.html' : url);
  try {
    const body = await readFile(file);
    res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
    res.end(body);
  } catch {
    res.writeHead(404);
    res.end();
  }
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const origin = `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch({
  executablePath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
let failed = false;
try {
  const page = await browser.newPage();
  const outside = [];
  page.on('request', (r) => {
    const u = r.url();
    if (!u.startsWith(origin) && !u.startsWith('data:') && !u.startsWith('blob:')) outside.push(u);
  });
  page.on('pageerror', (e) => console.error('page error:', e.message));
  await page.goto(origin);
  await page.waitForFunction(() => document.title === 'ready');
  const parse = (file) =>
    page.evaluate(([u, n]) => globalThis.parserCheck.parse(u, n), [`/corpus/${file}`, file.split('/').pop()]);

  const pdf = await parse('pdf/John_Doe_ClassicTheme_CV.pdf');
  assert.equal(pdf.outcome.ok, true);
  const d = pdf.outcome.documents[0];
  assert.deepEqual(
    [d.fields.first_name, d.fields.email, d.fields.city, d.fields.state, d.fields.linkedInUrl],
    ['John', 'john.doe@email.com', 'San Francisco', 'CA', 'https://linkedin.com/in/rendercv'],
  );
  assert.deepEqual([pdf.stages[0], pdf.stages.at(-1)], ['reading', 'done']);
  console.log('ok  PDF parsed in the worker:', d.fields.first_name, d.fields.last_name, d.fields.email);

  const docx = await parse('docx/tables.docx');
  assert.match(docx.outcome.documents[0].text, /Top left/);
  console.log('ok  DOCX (mammoth in the worker)');

  const msg = await parse('msg/Outer mail.msg');
  assert.deepEqual(
    msg.outcome.documents.map((x) => x.name),
    ['Outer mail.msg', 'OUTER 1.pdf', 'OUTER 2.pdf', 'Inner mail/INNER 1.pdf', 'Inner mail/INNER 2.pdf'],
  );
  const cp = await parse('msg/nonUnicodeCP932.msg');
  assert.match(cp.outcome.documents[0].fields.email_body, /日本語 Non Unicode 本文/);
  console.log('ok  MSG groups and code page 932 (msgreader, iconv-lite in the browser)');

  const html = await parse('html/full.html');
  assert.equal(html.outcome.documents[0].fields.last_name, 'Doe');
  const doc = await parse('docx/hello-zip.docx');
  assert.equal(doc.outcome.ok, false);
  console.log('ok  HTML, and a rejected non-Word ZIP:', doc.outcome.error.code);

  // CJK text in a CID-keyed font that is not embedded: the worker loads the CMaps bundled with it (no
  // cMapUrl given), including a character outside the BMP.
  const cjk = await page.evaluate(
    ([u, n]) => globalThis.parserCheck.parseBare(u, n),
    ['/fixtures/cjk-name.pdf', 'cjk-name.pdf'],
  );
  assert.equal(cjk.outcome.ok, true, JSON.stringify(cjk.outcome.error ?? null));
  assert.match(cjk.outcome.documents[0].text, /山田 𠮷郎/u);
  assert.equal(cjk.outcome.documents[0].fields.email, 'taro@example.jp');
  console.log(
    'ok  CJK PDF (bundled CMaps, a character outside the BMP):',
    cjk.outcome.documents[0].text.split('\n')[0],
  );

  const spaced = await parse('../fixtures/letter-spaced.pdf');
  const sf = spaced.outcome.documents[0].fields;
  assert.deepEqual([sf.first_name, sf.last_name, sf.mobile], ['JOHN', 'DOE', '5125550100']);
  console.log('ok  letter-spaced name:', sf.first_name, sf.last_name);

  const img = await page.evaluate(
    ([u, b]) => globalThis.parserCheck.render(u, b),
    ['/corpus/pdf/John_Doe_ClassicTheme_CV.pdf', d.contactBoxes],
  );
  assert.equal(img.full.jpeg && img.half.jpeg, true);
  assert.equal(img.full.width, 918);
  assert.equal(img.half.height, Math.ceil(img.full.height / 2));
  assert.ok(img.rects >= 3, `mask rectangles: ${img.rects}`);
  for (const b of img.masked) assert.ok(b < 40, `a masked box is not dark: ${b}`);
  assert.ok(
    img.unmaskedInFull.some((b) => b > 150),
    'the full image shows the contact row',
  );
  console.log(
    `ok  JPEG pages: full ${img.full.width}x${img.full.height}, half ${img.half.width}x${img.half.height}, ${img.rects} contact boxes masked`,
  );

  assert.deepEqual(outside, [], 'requests left the page origin');
  console.log('ok  no request left the page origin');
} catch (err) {
  failed = true;
  console.error('FAIL', err.message);
} finally {
  await browser.close();
  server.close();
}
process.exit(failed ? 1 : 0);
