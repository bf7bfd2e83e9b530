/**
 * npm run bench -w @talent/parser
 * Accuracy against the corpus truth files, must-reject share, throughput, and the raw pdf.js floor
 * (getDocument + getTextContent on every page) measured in the same run on the same PDFs.
 */
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseResume } from '../src/parse';
import { loadPdfjs } from '../src/formats/pdfjs';
import { pdfDocumentParams } from '../src/formats/pdf';
import type { ParsedDocument } from '../src/types';
import {
  assertCorpus,
  corpusDir,
  countField,
  loadTruth,
  normalizeForScore,
  prf,
  SCORED_FIELDS,
  type FieldCounts,
} from '../test/helpers/corpus';
import { loadLayoutCases, scoreLayoutCorpus } from '../test/helpers/layoutCorpus';

const here = fileURLToPath(new URL('.', import.meta.url));
const dir = corpusDir(here);
assertCorpus(dir);
const cases = loadTruth(dir);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
// The generated layout corpus (layout-corpus/, made by layout-corpus/generate.mjs) beside dist/.
const layoutDir = process.env.LAYOUT_DIR ?? join(here, '..', 'layout-corpus');

const pct = (n: number) => `${(n * 100).toFixed(1)}%`;
const f3 = (n: number) => n.toFixed(3);

// ---------- accuracy ----------
const counts: Record<string, FieldCounts> = {};
for (const f of [...SCORED_FIELDS, 'job_title']) counts[f] = { tp: 0, fp: 0, fn: 0 };
const skillCounts: FieldCounts = { tp: 0, fp: 0, fn: 0 };
let mustReject = 0;
let rejected = 0;
let mustParse = 0;
let parsed = 0;
let expectations = 0;
let expectationsMet = 0;
const problems: string[] = [];

for (const c of cases) {
  const bytes = new Uint8Array(readFileSync(join(dir, c.file)));
  const out = await parseResume({ name: basename(c.file), bytes });
  if (c.must === 'reject') {
    mustReject++;
    if (!out.ok && out.error.code && out.error.message) rejected++;
    else problems.push(`${c.file}: must be rejected, was parsed`);
    continue;
  }
  mustParse++;
  if (!out.ok) {
    problems.push(`${c.file}: must parse, got ${out.error.code}`);
    continue;
  }
  parsed++;
  const doc = out.documents[0] as ParsedDocument;
  const unverified = new Set(c.unverified ?? []);
  for (const f of [...SCORED_FIELDS, 'job_title'] as const) {
    if (unverified.has(f) || !c.fields || !(f in c.fields)) continue;
    const truth = normalizeForScore(f, c.fields[f]);
    const got = normalizeForScore(f, (doc.fields as unknown as Record<string, string | null>)[f]);
    countField(counts[f]!, truth, got);
    if (truth !== got && f !== 'job_title') problems.push(`${c.file}: ${f} expected ${truth} got ${got}`);
  }
  if (c.lists?.skills?.length) {
    const truthSkills = new Set(c.lists.skills.map((s) => s.toLowerCase()));
    const got = new Set(doc.fields.technicalSkill.map((s) => s.toLowerCase()));
    for (const s of got) {
      if (truthSkills.has(s)) skillCounts.tp++;
      else skillCounts.fp++;
    }
    for (const s of truthSkills) if (!got.has(s)) skillCounts.fn++;
  }
  const e = c.expect;
  if (e) {
    const allText = out.documents.map((d) => d.text + '\n' + (d.fields.email_body ?? '')).join('\n');
    for (const t of [...(e.text_contains ?? []), ...(e.body_contains ?? [])]) {
      expectations++;
      if (allText.includes(t)) expectationsMet++;
      else problems.push(`${c.file}: text lacks ${JSON.stringify(t)}`);
    }
    if (e.resume_attachments) {
      expectations++;
      const names = out.documents.slice(1).map((d) => d.name);
      if (JSON.stringify(names) === JSON.stringify(e.resume_attachments)) expectationsMet++;
      else
        problems.push(`${c.file}: group ${JSON.stringify(names)} != ${JSON.stringify(e.resume_attachments)}`);
    }
  }
}

console.log(`corpus: ${dir} (${cases.length} cases)`);
console.log('\nfield           precision  recall     F1    (tp/fp/fn)');
let contactTp = 0;
let contactFp = 0;
let contactFn = 0;
for (const [f, c] of Object.entries(counts)) {
  const r = prf(c);
  const tag = f === 'job_title' ? '  (not a contact field)' : '';
  console.log(
    `${f.padEnd(15)} ${f3(r.precision).padStart(9)} ${f3(r.recall).padStart(7)} ${f3(r.f1).padStart(6)}    (${c.tp}/${c.fp}/${c.fn})${tag}`,
  );
  if (f !== 'job_title') {
    contactTp += c.tp;
    contactFp += c.fp;
    contactFn += c.fn;
  }
}
const all = prf({ tp: contactTp, fp: contactFp, fn: contactFn });
console.log(
  `${'contact (all)'.padEnd(15)} ${f3(all.precision).padStart(9)} ${f3(all.recall).padStart(7)} ${f3(all.f1).padStart(6)}    target F1 >= 0.95 per field`,
);
const sk = prf(skillCounts);
console.log(
  `${'skills (list)'.padEnd(15)} ${f3(sk.precision).padStart(9)} ${f3(sk.recall).padStart(7)} ${f3(sk.f1).padStart(6)}    (rendercv skill lists, informational)`,
);
console.log(`\nmust-parse parsed:   ${parsed}/${mustParse}`);
console.log(
  `must-reject rejected: ${rejected}/${mustReject} (${pct(mustReject ? rejected / mustReject : 1)}) with a code and a message`,
);
console.log(`structural expectations (text, body, attachment groups): ${expectationsMet}/${expectations}`);
if (problems.length) {
  console.log(`\nmismatches (${problems.length}):`);
  for (const p of problems.slice(0, 40)) console.log(`  ${p}`);
}

// ---------- layout corpus ----------
const layoutCases = loadLayoutCases(layoutDir);
const layout = await scoreLayoutCorpus(layoutDir, layoutCases);
console.log(`\nlayout corpus: ${layoutDir} (${layoutCases.length} files, ${layout.byFamily.size} families)`);
console.log('family               F1     (tp/fp/fn)');
for (const [fam, c] of layout.byFamily)
  console.log(`${fam.padEnd(20)} ${f3(prf(c).f1)}  (${c.tp}/${c.fp}/${c.fn})`);
console.log('field                F1     (tp/fp/fn)');
for (const [f, c] of layout.byField)
  console.log(`${f.padEnd(20)} ${f3(prf(c).f1)}  (${c.tp}/${c.fp}/${c.fn})`);
console.log(`layout corpus macro F1 (mean of fields):   ${f3(layout.macroF1)}   target >= 0.97`);
console.log(`layout corpus macro F1 (mean of families): ${f3(layout.familyMacroF1)}`);
if (layout.mismatches.length) {
  console.log(`layout mismatches (${layout.mismatches.length}):`);
  for (const p of layout.mismatches.slice(0, 60)) console.log(`  ${p}`);
}
{
  const macro = Object.entries(counts)
    .filter(([f]) => f !== 'job_title')
    .map(([, c]) => prf(c).f1);
  console.log(
    `shared corpus macro F1 (mean of fields):   ${f3(macro.reduce((a, b) => a + b, 0) / macro.length)}   target >= 0.99`,
  );
}

// ---------- throughput ----------
const pdfCases = cases.filter((c) => c.file.endsWith('.pdf'));
const pdfFiles = [
  ...pdfCases.map((c) => ({
    name: basename(c.file),
    bytes: new Uint8Array(readFileSync(join(dir, c.file))),
  })),
  ...layoutCases
    .filter((c) => c.file.endsWith('.pdf'))
    .map((c) => ({ name: c.file, bytes: new Uint8Array(readFileSync(join(layoutDir, 'files', c.file))) })),
];
const pdfjs = await loadPdfjs();

async function floorOnce(bytes: Uint8Array): Promise<number> {
  const task = pdfjs.getDocument(await pdfDocumentParams(bytes.slice(), {}));
  const doc = await task.promise;
  for (let p = 1; p <= doc.numPages; p++) {
    const page = await doc.getPage(p);
    await page.getTextContent();
    page.cleanup();
  }
  const n = doc.numPages;
  await task.destroy();
  return n;
}

// warm-up (JIT, module loading) for both paths
for (const f of pdfFiles.slice(0, 3)) {
  await floorOnce(f.bytes);
  await parseResume({ name: f.name, bytes: f.bytes });
}

interface RunResult {
  oursMs: number;
  floorMs: number;
  pages: number;
  pagesPerRound: number;
  bestOurs: number[];
  bestFloor: number[];
}

async function measure(): Promise<RunResult> {
  let oursMs = 0;
  let floorMs = 0;
  let pages = 0;
  // Per file, the best of the rounds as well as the totals: the machine is shared, and the best run is
  // the one least disturbed by other work.
  const bestOurs = new Array<number>(pdfFiles.length).fill(Infinity);
  const bestFloor = new Array<number>(pdfFiles.length).fill(Infinity);
  let pagesPerRound = 0;
  for (let r = 0; r < rounds; r++) {
    for (const [i, f] of pdfFiles.entries()) {
      // alternate the order so neither side always runs on a warmer cache
      const order = (r + i) % 2 === 0;
      const runOurs = async () => {
        const t = performance.now();
        const out = await parseResume({ name: f.name, bytes: f.bytes });
        const ms = performance.now() - t;
        oursMs += ms;
        bestOurs[i] = Math.min(bestOurs[i]!, ms);
        if (!out.ok) throw new Error(`${f.name}: ${out.error.code}`);
      };
      const runFloor = async () => {
        const t = performance.now();
        const n = await floorOnce(f.bytes);
        const ms = performance.now() - t;
        pages += n;
        if (r === 0) pagesPerRound += n;
        floorMs += ms;
        bestFloor[i] = Math.min(bestFloor[i]!, ms);
      };
      if (order) {
        await runOurs();
        await runFloor();
      } else {
        await runFloor();
        await runOurs();
      }
    }
  }
  return { oursMs, floorMs, pages, pagesPerRound, bestOurs, bestFloor };
}

const sum = (a: number[]) => a.reduce((x, y) => x + y, 0);
const runs: RunResult[] = [];
for (let k = 0; k < 3; k++) runs.push(await measure());
const files = pdfFiles.length * rounds;
console.log(
  `\nPDF throughput (${pdfFiles.length} PDFs: shared corpus and layout corpus, ${runs[0]!.pagesPerRound} pages, ${rounds} rounds per run, 3 runs, same process):`,
);
runs.forEach((m, k) => {
  console.log(
    `  run ${k + 1}: ours ${(files / (m.oursMs / 1000)).toFixed(2)} resumes/s ${(m.pages / (m.oursMs / 1000)).toFixed(1)} pages/s; floor (pdf.js getTextContent) ${(files / (m.floorMs / 1000)).toFixed(2)} resumes/s ${(m.pages / (m.floorMs / 1000)).toFixed(1)} pages/s; ratio ${(m.floorMs / m.oursMs).toFixed(3)}x, best run per file ${(sum(m.bestFloor) / sum(m.bestOurs)).toFixed(3)}x`,
  );
});
const ratios = runs.map((m) => m.floorMs / m.oursMs).sort((a, b) => a - b);
console.log(
  `  ratio ours/floor over 3 runs: median ${ratios[1]!.toFixed(3)}x, spread ${ratios[0]!.toFixed(3)}x-${ratios[2]!.toFixed(3)}x   target >= 0.85x`,
);

// all formats, one pass
const t0 = performance.now();
let n = 0;
for (const c of cases) {
  await parseResume({ name: basename(c.file), bytes: new Uint8Array(readFileSync(join(dir, c.file))) });
  n++;
}
const allMs = performance.now() - t0;
console.log(
  `\nall ${n} corpus files (every format, incl. rejects): ${(n / (allMs / 1000)).toFixed(2)} files/s (${allMs.toFixed(0)} ms)`,
);
