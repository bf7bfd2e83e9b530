/**
 * Scores parsed positions, degrees and skills against truth lists: entries are aligned one to one, then
 * each field is counted (precision, recall, F1), and an entry counts when its key fields both match
 * (title + company for positions, institution + degree for education).
 */
import type { EducationEntry, ExperienceEntry } from '../../src/types';
import { countField, normalizeForScore, prf, type FieldCounts } from './corpus';

export interface TruthPosition {
  position: string | null;
  company: string | null;
  location?: string | null;
  start_date?: string | null;
  end_date?: string | null;
}
export interface TruthDegree {
  institution: string | null;
  degree: string | null;
  area?: string | null;
  start_date?: string | null;
  end_date?: string | null;
  grade?: string | null;
}

export const POSITION_FIELDS = ['position', 'company', 'location', 'start_date', 'end_date'] as const;
export const DEGREE_FIELDS = ['institution', 'degree', 'area', 'start_date', 'end_date', 'grade'] as const;

const DEGREE_WORDS: Array<[RegExp, string]> = [
  [/^(?:bachelor of science|bs|bsc)$/, 'bs'],
  [/^(?:bachelor of arts|ba)$/, 'ba'],
  [/^(?:master of science|ms|msc)$/, 'ms'],
  [/^(?:master of arts|ma)$/, 'ma'],
  [/^(?:master of business administration|mba)$/, 'mba'],
  [/^(?:doctor of philosophy|phd)$/, 'phd'],
  [/^(?:bachelor of engineering|beng)$/, 'beng'],
  [/^(?:associate of science|as)$/, 'as'],
  [/^(?:bachelor of business administration|bba)$/, 'bba'],
];

/** Field normalisation: case, punctuation and spacing do not count; a degree's long and short forms are one. */
export function norm(field: string, v: string | null | undefined): string | null {
  const base = normalizeForScore(field, v);
  if (base === null) return null;
  let s = base
    .replace(/[‐-―]/g, '-')
    .replace(/[.,;:·|()]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (field === 'degree') {
    s = s.replace(/\s*-\s*[a-z]+$/, '').replace(/\s/g, '');
    const flat = s.replace(/of/g, ' of ').replace(/\s+/g, ' ').trim();
    for (const [re, k] of DEGREE_WORDS) if (re.test(s) || re.test(flat)) return k;
  }
  if (field === 'grade') s = s.replace(/^gpa\s*/, '');
  if (field === 'location') s = s.replace(/\s+(?:usa|us|united states)$/, '');
  return s || null;
}

type Row = Record<string, string | null | undefined>;

/** Greedy one-to-one alignment by the number of equal fields (key fields weigh double). */
function align(
  truth: Row[],
  got: Row[],
  fields: readonly string[],
  keys: [string, string],
): Array<[number, number]> {
  const pairs: Array<[number, number, number]> = [];
  truth.forEach((t, i) =>
    got.forEach((g, j) => {
      let s = 0;
      for (const f of fields) {
        const a = norm(f, t[f]);
        if (a !== null && a === norm(f, g[f])) s += keys.includes(f) ? 2 : 1;
      }
      if (s >= 2) pairs.push([s, i, j]);
    }),
  );
  pairs.sort((a, b) => b[0] - a[0] || a[1] - b[1] || a[2] - b[2]);
  const ti = new Set<number>();
  const gj = new Set<number>();
  const out: Array<[number, number]> = [];
  for (const [, i, j] of pairs) {
    if (ti.has(i) || gj.has(j)) continue;
    ti.add(i);
    gj.add(j);
    out.push([i, j]);
  }
  return out;
}

export interface ListScore {
  fields: Map<string, FieldCounts>;
  entry: FieldCounts;
  misses: string[];
}

export function emptyScore(fields: readonly string[]): ListScore {
  return {
    fields: new Map(fields.map((f) => [f, { tp: 0, fp: 0, fn: 0 }])),
    entry: { tp: 0, fp: 0, fn: 0 },
    misses: [],
  };
}

export function scoreList(
  acc: ListScore,
  truth: Row[],
  got: Row[],
  fields: readonly string[],
  keys: [string, string],
  label: string,
): void {
  const pairs = align(truth, got, fields, keys);
  const byTruth = new Map(pairs.map(([i, j]) => [i, j]));
  const matchedGot = new Set(pairs.map(([, j]) => j));
  let entryTp = 0;
  truth.forEach((t, i) => {
    const j = byTruth.get(i);
    const g = j === undefined ? undefined : got[j];
    for (const f of fields) {
      if (!(f in t)) continue; // not in this truth file: not scored
      const a = norm(f, t[f]);
      const b = g ? norm(f, g[f]) : null;
      countField(acc.fields.get(f)!, a, b);
    }
    const keyOk = g !== undefined && keys.every((k) => norm(k, t[k]) === norm(k, g[k]));
    if (keyOk) entryTp++;
    else
      acc.misses.push(
        `${label}: ${keys.map((k) => t[k]).join(' / ')} -> ${g ? keys.map((k) => g[k]).join(' / ') : 'none'}`,
      );
  });
  got.forEach((g, j) => {
    if (matchedGot.has(j)) return;
    const scored = truth[0] ?? g;
    for (const f of fields) if (f in scored && norm(f, g[f]) !== null) acc.fields.get(f)!.fp++;
    acc.misses.push(`${label}: extra ${keys.map((k) => g[k]).join(' / ')}`);
  });
  acc.entry.tp += entryTp;
  acc.entry.fn += truth.length - entryTp;
  acc.entry.fp += got.length - entryTp;
}

export function scorePositions(
  acc: ListScore,
  truth: TruthPosition[],
  got: ExperienceEntry[],
  label: string,
): void {
  scoreList(
    acc,
    truth as unknown as Row[],
    got as unknown as Row[],
    POSITION_FIELDS,
    ['position', 'company'],
    label,
  );
}
export function scoreDegrees(
  acc: ListScore,
  truth: TruthDegree[],
  got: EducationEntry[],
  label: string,
): void {
  scoreList(
    acc,
    truth as unknown as Row[],
    got as unknown as Row[],
    DEGREE_FIELDS,
    ['institution', 'degree'],
    label,
  );
}

/** Skills: the set of items, case-insensitive; a fragment ("Spanish)") is a false positive. */
export function scoreSkills(acc: FieldCounts, truth: string[], got: string[]): void {
  const t = new Set(truth.map((s) => s.toLowerCase()));
  const g = new Set(got.map((s) => s.toLowerCase()));
  for (const s of g)
    if (t.has(s)) acc.tp++;
    else acc.fp++;
  for (const s of t) if (!g.has(s)) acc.fn++;
}

export { prf };
