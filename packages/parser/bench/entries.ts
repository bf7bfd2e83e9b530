/**
 * npm run score:entries -w @talent/parser
 * Positions, degrees, skills and contacts of the entries corpus (entries-corpus/, generated) and the
 * shared corpus' rendercv examples (real public templates, MIT), on the tuning and held-out parts apart.
 * ENTRIES_VERBOSE=1 lists every missed or extra entry.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseResume } from '../src/parse';
import {
  assertCorpus,
  corpusDir,
  countField,
  normalizeForScore,
  SCORED_FIELDS,
  type FieldCounts,
} from '../test/helpers/corpus';
import {
  DEGREE_FIELDS,
  emptyScore,
  POSITION_FIELDS,
  prf,
  scoreDegrees,
  scorePositions,
  scoreSkills,
  type ListScore,
  type TruthDegree,
  type TruthPosition,
} from '../test/helpers/entriesScore';

interface Case {
  path: string;
  label: string;
  split: 'tuning' | 'held-out';
  family: string;
  fields: Record<string, string | null>;
  experience: TruthPosition[];
  education: TruthDegree[];
  skills: string[] | null;
}

const here = fileURLToPath(new URL('.', import.meta.url));
const entriesDir = process.env.ENTRIES_DIR ?? join(here, '..', 'entries-corpus');
const shared = corpusDir(here);
assertCorpus(shared);
/** rendercv themes kept out of tuning. */
const HELD_OUT_THEMES = new Set(['Harvard', 'Opal', 'Sb2nov']);

function loadCases(): Case[] {
  const cases: Case[] = [];
  const tdir = join(entriesDir, 'truth', 'pdf');
  for (const name of readdirSync(tdir).sort()) {
    const t = JSON.parse(readFileSync(join(tdir, name), 'utf8'));
    cases.push({
      path: join(entriesDir, t.file),
      label: t.file,
      split: t.split,
      family: t.family,
      fields: t.fields,
      experience: t.lists.experience,
      education: t.lists.education,
      skills: t.lists.skills,
    });
  }
  const sdir = join(shared, 'truth', 'pdf');
  for (const name of readdirSync(sdir).sort()) {
    const m = /^John_Doe_(\w+)Theme_CV\.pdf\.json$/.exec(name);
    if (!m) continue;
    const t = JSON.parse(readFileSync(join(sdir, name), 'utf8'));
    cases.push({
      path: join(shared, t.file),
      label: `rendercv/${m[1]}`,
      split: HELD_OUT_THEMES.has(m[1]!) ? 'held-out' : 'tuning',
      family: 'rendercv',
      fields: t.fields,
      experience: t.lists.experience,
      education: t.lists.education,
      skills: t.lists.skills ?? null,
    });
  }
  return cases;
}

interface SplitScore {
  files: number;
  positions: ListScore;
  degrees: ListScore;
  skills: FieldCounts;
  contacts: Map<string, FieldCounts>;
  families: Map<string, { pos: FieldCounts; edu: FieldCounts }>;
}
const newSplit = (): SplitScore => ({
  files: 0,
  positions: emptyScore(POSITION_FIELDS),
  degrees: emptyScore(DEGREE_FIELDS),
  skills: { tp: 0, fp: 0, fn: 0 },
  contacts: new Map(SCORED_FIELDS.map((f) => [f, { tp: 0, fp: 0, fn: 0 }])),
  families: new Map(),
});

const splits = { tuning: newSplit(), 'held-out': newSplit() };
const t0 = performance.now();
for (const c of loadCases()) {
  const s = splits[c.split];
  s.files++;
  const out = await parseResume({ name: basename(c.path), bytes: new Uint8Array(readFileSync(c.path)) });
  const doc = out.ok ? out.documents[0]! : null;
  const exp = doc?.fields.experience ?? [];
  const edu = doc?.fields.education ?? [];
  const before = { p: { ...s.positions.entry }, e: { ...s.degrees.entry } };
  scorePositions(s.positions, c.experience, exp, c.label);
  scoreDegrees(s.degrees, c.education, edu, c.label);
  if (c.skills) scoreSkills(s.skills, c.skills, doc?.fields.technicalSkill ?? []);
  for (const f of SCORED_FIELDS) {
    if (!(f in c.fields)) continue;
    const got = doc ? (doc.fields as unknown as Record<string, string | null>)[f] : null;
    countField(s.contacts.get(f)!, normalizeForScore(f, c.fields[f]), normalizeForScore(f, got));
  }
  const fam = s.families.get(c.family) ?? { pos: { tp: 0, fp: 0, fn: 0 }, edu: { tp: 0, fp: 0, fn: 0 } };
  s.families.set(c.family, fam);
  for (const k of ['tp', 'fp', 'fn'] as const) {
    fam.pos[k] += s.positions.entry[k] - before.p[k];
    fam.edu[k] += s.degrees.entry[k] - before.e[k];
  }
}

const f3 = (n: number) => n.toFixed(3);
const row = (name: string, c: FieldCounts) => {
  const { precision, recall, f1 } = prf(c);
  return `  ${name.padEnd(22)} P ${f3(precision)}  R ${f3(recall)}  F1 ${f3(f1)}   (tp ${c.tp}, fp ${c.fp}, fn ${c.fn})`;
};
for (const [name, s] of Object.entries(splits)) {
  console.log(`\n== ${name}: ${s.files} files`);
  console.log(row('POSITIONS (entry)', s.positions.entry));
  for (const [f, c] of s.positions.fields) console.log(row(`  position.${f}`, c));
  console.log(row('EDUCATION (entry)', s.degrees.entry));
  for (const [f, c] of s.degrees.fields) console.log(row(`  education.${f}`, c));
  console.log(row('skills (items)', s.skills));
  const macro = [...s.contacts.values()].map((c) => prf(c).f1);
  console.log(`  contacts macro F1      ${f3(macro.reduce((a, b) => a + b, 0) / macro.length)}`);
  for (const [f, c] of s.contacts) if (prf(c).f1 < 1) console.log(row(`  contact.${f}`, c));
  console.log('  entry F1 by family (positions / education):');
  for (const [fam, c] of [...s.families].sort())
    console.log(`    ${fam.padEnd(26)} ${f3(prf(c.pos).f1)} / ${f3(prf(c.edu).f1)}`);
  if (process.env.ENTRIES_VERBOSE)
    for (const m of [...s.positions.misses, ...s.degrees.misses]) console.log(`    miss ${m}`);
}
console.log(`\n${((performance.now() - t0) / 1000).toFixed(1)} s`);
