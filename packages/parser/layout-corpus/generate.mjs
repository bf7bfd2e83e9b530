// Regenerates the layout corpus: node layout-corpus/generate.mjs (npm run corpus:layouts -w @talent/parser)
// HTML templates -> PDF with the system Chromium (playwright-core), DOCX variants with `docx`, and one
// truth.json written from the generated people (never from a parser's output). Deterministic: the same
// seeds make the same people; PDFs differ only by Chromium's creation date, which is pinned below.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import {
  AlignmentType,
  Document,
  Footer,
  Header,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  Tab,
  TabStopType,
  Textbox,
  TextRun,
  WidthType,
} from 'docx';
import { makePerson, WORLD_PLACES } from './people.mjs';
import { renderHtml, TEMPLATES } from './templates.mjs';

// LAYOUT_OUT and LAYOUT_SEED make a held-out copy (same templates, other people) elsewhere.
const here = process.env.LAYOUT_OUT ?? dirname(fileURLToPath(import.meta.url));
const seedBase = Number(process.env.LAYOUT_SEED ?? 0);
const out = join(here, 'files');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const truth = [];

function personFor(i, t) {
  return makePerson(seedBase + 1000 + i * 7, {
    ...(t.world !== undefined ? { world: WORLD_PLACES[t.world] } : {}),
    ...(t.first ? { first: t.first } : {}),
    ...(t.last ? { last: t.last } : {}),
    ...(t.mononym ? { mononym: true } : {}),
    ...(t.companyFirst ? { companyFirst: true } : {}),
    ...(t.usPhoneToo ? { usPhoneToo: true } : {}),
    ...(t.phoneStyle ? { phoneStyle: t.phoneStyle } : {}),
    ...(t.area ? { area: t.area, exchange: t.exchange, lineNo: t.lineNo } : {}),
  });
}

// ---------- PDF ----------
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
});
try {
  const page = await browser.newPage();
  for (const [i, t] of TEMPLATES.entries()) {
    const p = personFor(i, t);
    await page.setContent(renderHtml(p, t), { waitUntil: 'load' });
    const pdf = await page.pdf({ format: 'Letter', printBackground: true, preferCSSPageSize: true });
    const file = `${t.id}.pdf`;
    // Pin the creation/modification dates (same length: the xref offsets stay right).
    const fixed = Buffer.from(pdf.toString('latin1').replace(/D:\d{14}/g, 'D:20260101000000'), 'latin1');
    writeFileSync(join(out, file), fixed);
    truth.push({ file, family: t.family, template: t.id, fields: p.truth });
  }
} finally {
  await browser.close();
}

// ---------- DOCX ----------
// "\t" in a text becomes a real tab element (<w:tab/>), as Word writes it.
const run = (text, o = {}) =>
  text.includes('\t')
    ? new TextRun({
        ...o,
        children: text
          .split('\t')
          .flatMap((t, i) => (i === 0 ? [t] : [new Tab(), t]))
          .filter((x) => x !== ''),
      })
    : new TextRun({ text, ...o });
const lineBreak = (text) => new TextRun({ text, break: 1 });
const para = (children, o = {}) => new Paragraph({ children, ...o });
const bodyParas = (p) => [
  para([run('Experience', { bold: true, size: 26 })]),
  ...p.companies.flatMap((c, i) => [
    para(
      [
        run(`${i === 0 ? p.title : 'Associate'}`, { bold: true }),
        run(`\t${p.years[i]} – ${i === 0 ? 'Present' : p.years[i - 1]}`),
      ],
      {
        tabStops: [{ type: TabStopType.RIGHT, position: 9000 }],
      },
    ),
    para([run(c, { italics: true })]),
    para([run(`Improved delivery with ${p.skills[i]} and ${p.skills[i + 1]}.`)], { bullet: { level: 0 } }),
  ]),
  para([run('Education', { bold: true, size: 26 })]),
  para([run(`${p.degree}, ${p.school}`)]),
  para([run('Skills', { bold: true, size: 26 })]),
  para([run(p.skills.join(', '))]),
];
const nameRun = (p) => run(`${p.first} ${p.last ?? ''}`.trim(), { bold: true, size: 48 });

const DOCX = [
  {
    id: 'docx-tabs',
    family: 'docx-tabs',
    // Tabs inside one paragraph separate the fields (Word's "tab-aligned contact row").
    build: (p) => ({
      children: [
        para([nameRun(p)]),
        para([run(p.title)]),
        para([run(p.phone), run('\t'), run(p.email), run('\t'), run(p.placeLine)]),
        para([run(p.linkedin)]),
        ...bodyParas(p),
      ],
    }),
  },
  {
    id: 'docx-tabs-labels',
    family: 'docx-tabs',
    build: (p) => ({
      children: [
        para([nameRun(p)]),
        para([run('Phone:\t'), run(p.phone), run('\t\tEmail:\t'), run(p.email)]),
        para([run('Location:\t'), run(p.placeLine), run('\tLinkedIn:\t'), run(p.linkedin)]),
        ...bodyParas(p),
      ],
    }),
  },
  {
    id: 'docx-breaks',
    family: 'docx-breaks',
    // Soft line breaks (Shift+Enter) inside one paragraph.
    build: (p) => ({
      children: [
        para([nameRun(p)]),
        para([
          run(p.title),
          lineBreak(p.phone),
          lineBreak(p.email),
          lineBreak(p.placeLine),
          lineBreak(p.linkedin),
        ]),
        ...bodyParas(p),
      ],
    }),
  },
  {
    id: 'docx-table',
    family: 'docx-table',
    build: (p) => ({
      children: [
        new Table({
          width: { size: 100, type: WidthType.PERCENTAGE },
          rows: [
            new TableRow({
              children: [
                new TableCell({ children: [para([nameRun(p)]), para([run(p.title)])] }),
                new TableCell({
                  children: [
                    para([run(p.phone)]),
                    para([run(p.email)]),
                    para([run(p.placeLine)]),
                    para([run(p.linkedin)]),
                  ],
                }),
              ],
            }),
          ],
        }),
        ...bodyParas(p),
      ],
    }),
  },
  {
    id: 'docx-textbox',
    family: 'docx-textbox',
    build: (p) => ({
      children: [
        new Textbox({
          style: { width: '400pt', height: '90pt' },
          children: [
            para([nameRun(p)]),
            para([run(`${p.phone} | ${p.email}`)]),
            para([run(p.placeLine)]),
            para([run(p.linkedin)]),
          ],
        }),
        ...bodyParas(p),
      ],
    }),
  },
  {
    id: 'docx-header',
    family: 'docx-header-footer',
    build: (p) => ({
      headers: {
        default: new Header({
          children: [
            para([nameRun(p)], { alignment: AlignmentType.CENTER }),
            para([run(`${p.email} • ${p.phone} • ${p.placeLine}`)], { alignment: AlignmentType.CENTER }),
          ],
        }),
      },
      children: [para([run(p.title)]), para([run(p.linkedin)]), ...bodyParas(p)],
    }),
  },
  {
    id: 'docx-footer',
    family: 'docx-header-footer',
    build: (p) => ({
      footers: { default: new Footer({ children: [para([run(`${p.placeLine}\t${p.linkedin}`)])] }) },
      children: [para([nameRun(p)]), para([run(`${p.phone}\t${p.email}`)]), ...bodyParas(p)],
    }),
  },
  {
    id: 'docx-world',
    family: 'docx-tabs',
    world: 1,
    build: (p) => ({
      children: [
        para([nameRun(p)]),
        para([run(p.placeLine), run('\t'), run(p.phone), run('\t'), run(p.email)]),
        para([run(p.linkedin)]),
        ...bodyParas(p),
      ],
    }),
  },
];

for (const [j, d] of DOCX.entries()) {
  const p = makePerson(
    seedBase + 5000 + j * 11,
    d.world !== undefined ? { world: WORLD_PLACES[d.world] } : {},
  );
  const spec = d.build(p);
  const doc = new Document({
    creator: 'layout corpus',
    sections: [
      {
        ...(spec.headers ? { headers: spec.headers } : {}),
        ...(spec.footers ? { footers: spec.footers } : {}),
        children: spec.children,
      },
    ],
  });
  const file = `${d.id}.docx`;
  writeFileSync(join(out, file), await Packer.toBuffer(doc));
  truth.push({ file, family: d.family, template: d.id, fields: p.truth });
}

writeFileSync(join(here, 'truth.json'), JSON.stringify(truth, null, 1) + '\n');
const n = readdirSync(out).length;
console.log(`layout corpus: ${n} files (${TEMPLATES.length} PDF templates, ${DOCX.length} DOCX) in ${out}`);
