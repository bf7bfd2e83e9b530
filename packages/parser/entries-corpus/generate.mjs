// Regenerates the entries corpus: node entries-corpus/generate.mjs (npm run corpus:entries -w @talent/parser)
// Seeded resumes (data.mjs) printed by page layouts and entry styles (styles.mjs) straight to PDF with
// pdfkit; truth files written from the seeded values. Templates marked `heldOut` form the held-out part
// (never used for tuning); the 9 rendercv examples of the shared corpus are the real public templates
// (MIT), scored from the shared corpus' own truth (see README.md).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeResume } from './data.mjs';
import { Flow, PAGE_W, newDoc, pageFooters } from './pdfFlow.mjs';
import { EDUCATION, EXPERIENCE, eduTruth, heading, posTruth, skills } from './styles.mjs';
import { TEMPLATES } from './templates.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const SEEDS_PER_TEMPLATE = 3;

function summaryText(res) {
  return `${res.positions[0].position} with ${res.positions.length + 3} years of experience across ${res.skills[0]}, ${res.skills[1]} and ${res.skills[2]}. Known for clear writing, careful planning and calm delivery under pressure; grew up bilingual (English and Spanish) and enjoys mentoring new colleagues.`;
}

function section(flow, kind, res, t, truth) {
  const h = {
    experience: 'Experience',
    education: 'Education',
    skills: 'Skills',
    summary: 'Summary',
    ...t.headings,
  };
  if (kind === 'summary') {
    heading(flow, h.summary, t);
    flow.para(
      t.longSummary ? `${summaryText(res)} ${summaryText(res)} ${summaryText(res)}` : summaryText(res),
    );
    flow.space(6);
  } else if (kind === 'experience') {
    if (h.experience) heading(flow, h.experience, t);
    const print = EXPERIENCE[t.exp];
    res.positions.forEach((p, i) => {
      print(flow, p, t, res.positions[i - 1]);
      truth.experience.push(posTruth(p, t));
    });
    flow.space(4);
  } else if (kind === 'education') {
    heading(flow, h.education, t);
    for (const d of res.degrees) truth.education.push(eduTruth(d, t, EDUCATION[t.edu](flow, d, t)));
  } else if (kind === 'skills') {
    heading(flow, h.skills, t);
    skills(flow, res.skills, t);
    truth.skills.push(...res.skills);
  } else if (kind === 'languages') {
    heading(flow, 'Languages', t);
    flow.para('English (native), Spanish (fluent)');
  }
}

function header(flow, res, t, o = {}) {
  const p = res.person;
  flow.line(`${p.first} ${p.last ?? ''}`.trim(), {
    font: 'Helvetica-Bold',
    size: o.nameSize ?? 24,
    gap: 1.3,
  });
  flow.line(res.positions[0].position, { size: 12, color: '#555' });
  if (o.stacked) for (const v of [p.email, p.phone, p.placeLine, p.linkedin]) flow.line(v, { size: 9 });
  else flow.line([p.email, p.phone, p.placeLine, p.linkedin].join(' | '), { size: 8.5 });
  flow.space(8);
}

const LAYOUTS = {
  single(doc, res, t, truth) {
    const f = new Flow(doc, { x: 50, w: PAGE_W - 100 });
    header(f, res, t);
    for (const k of t.order ?? ['summary', 'experience', 'education', 'skills']) section(f, k, res, t, truth);
  },
  sidebar(doc, res, t, truth) {
    const left = t.side !== 'right';
    const sideX = left ? 0 : PAGE_W - 190;
    if (t.sideColor) doc.rect(sideX, 0, 190, 792).fill(t.sideColor);
    const side = new Flow(doc, { x: sideX + 18, w: 154, color: t.sideColor ? '#fff' : '#222' });
    const main = new Flow(doc, { x: left ? 210 : 40, w: PAGE_W - 250 });
    const draw = () => {
      header(main, res, t, { stacked: true, nameSize: 22 });
      for (const k of t.mainOrder ?? ['summary', 'experience']) section(main, k, res, t, truth);
    };
    const drawSide = () => {
      for (const k of t.sideOrder ?? ['skills', 'education', 'languages']) section(side, k, res, t, truth);
    };
    if (t.mainFirst) {
      draw();
      side.goPage(0);
      drawSide();
    } else {
      drawSide();
      draw();
    }
  },
  twoCol(doc, res, t, truth) {
    const top = new Flow(doc, { x: 45, w: PAGE_W - 90 });
    header(top, res, t);
    const a = new Flow(doc, { x: 45, w: 330, y: top.y });
    const b = new Flow(doc, { x: 400, w: 170, y: top.y });
    for (const k of ['summary', 'experience']) section(a, k, res, t, truth);
    b.goPage(0);
    for (const k of ['education', 'skills']) section(b, k, res, t, truth);
  },
  linkedin(doc, res, t, truth) {
    const p = res.person;
    const side = new Flow(doc, { x: 30, w: 150 });
    const main = new Flow(doc, { x: 200, w: PAGE_W - 240 });
    main.line(`${p.first} ${p.last ?? ''}`.trim(), { size: 26, gap: 1.3 });
    main.line(`${res.positions[0].position} at ${res.positions[0].company}`, { size: 11 });
    main.line(p.placeLine, { size: 9.5, color: '#777' });
    main.space(10);
    section(main, 'summary', res, { ...t, longSummary: true }, truth);
    section(main, 'experience', res, t, truth);
    section(main, 'education', res, t, truth);
    side.goPage(0);
    side.line('Contact', { font: 'Helvetica-Bold', size: 13 });
    for (const v of [p.phone, p.email, `www.${p.linkedin} (LinkedIn)`]) side.line(v, { size: 8.5 });
    side.space(8);
    side.line('Top Skills', { font: 'Helvetica-Bold', size: 13 });
    for (const k of res.skills.slice(0, 3)) side.line(k, { size: 9 });
    truth.skills.push(...res.skills.slice(0, 3));
  },
};

const manifest = [['file', 'split', 'template', 'family', 'origin', 'license', 'sha256']];
rmSync(join(here, 'pdf'), { recursive: true, force: true });
rmSync(join(here, 'truth'), { recursive: true, force: true });
mkdirSync(join(here, 'pdf'), { recursive: true });
mkdirSync(join(here, 'truth', 'pdf'), { recursive: true });
for (const [ti, t] of TEMPLATES.entries()) {
  for (let k = 0; k < SEEDS_PER_TEMPLATE; k++) {
    const res = makeResume(7000 + ti * 37 + k * 1009 + (t.heldOut ? 50_000 : 0), t.resume ?? {});
    if (t.exp === 'linkedin' || t.exp === 'grouped') {
      const [a, b] = res.positions;
      if (b && a.company === b.company) a.group = b.group = { start: b.start, end: a.end };
    }
    const { doc, done } = newDoc();
    const truth = { experience: [], education: [], skills: [] };
    LAYOUTS[t.layout](doc, res, t, truth);
    if (t.footers) pageFooters(doc);
    doc.end();
    const bytes = await done;
    const file = `pdf/${t.id}-${k + 1}.pdf`;
    writeFileSync(join(here, file), bytes);
    const p = res.person;
    writeFileSync(
      join(here, 'truth', `${file}.json`),
      JSON.stringify(
        {
          file,
          must: 'parse',
          split: t.heldOut ? 'held-out' : 'tuning',
          template: t.id,
          family: t.family,
          fields: p.truth,
          lists: truth,
        },
        null,
        1,
      ) + '\n',
    );
    const sha = createHash('sha256').update(bytes).digest('hex');
    manifest.push([
      file,
      t.heldOut ? 'held-out' : 'tuning',
      t.id,
      t.family,
      'generated (entries-corpus/generate.mjs)',
      'ours',
      sha,
    ]);
  }
}
writeFileSync(join(here, 'MANIFEST.tsv'), manifest.map((r) => r.join('\t')).join('\n') + '\n');
console.log(`entries corpus: ${manifest.length - 1} generated PDFs in ${join(here, 'pdf')}`);
