import { chromium } from 'playwright-core';
const base = 'http://localhost:5247/demo';
const paths = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
for (const [w, h] of [[1366, 900], [390, 844]]) {
  const page = await browser.newPage({ viewport: { width: w, height: h } });
  page.on('pageerror', (e) => console.log('PAGEERROR', e.message));
  page.on('console', (m) => { if (m.type() === 'error') console.log('CONSOLE', m.text()); });
  for (const p of paths) {
    await page.goto(base + p, { timeout: 120000 });
    await page.waitForTimeout(2500);
    const name = `/tmp/h21i-${p.replace(/[^a-z0-9]/gi, '_')}-${w}.png`;
    await page.screenshot({ path: name, fullPage: true });
    console.log(name);
  }
  await page.close();
}
await browser.close();
