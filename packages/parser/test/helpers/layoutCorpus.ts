/** The generated layout corpus (layout-corpus/): truth, parsing and per-family / per-field scores. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseResume } from '../../src/parse';
import { countField, normalizeForScore, prf, SCORED_FIELDS, type FieldCounts } from './corpus';

export interface LayoutCase {
  file: string;
  family: string;
  template: string;
  fields: Record<string, string | null>;
}

export const LAYOUT_DIR = fileURLToPath(new URL('../../layout-corpus/', import.meta.url));

export function loadLayoutCases(dir = LAYOUT_DIR): LayoutCase[] {
  return JSON.parse(readFileSync(join(dir, 'truth.json'), 'utf8')) as LayoutCase[];
}

export interface LayoutScore {
  byFamily: Map<string, FieldCounts>;
  byField: Map<string, FieldCounts>;
  /** Macro F1: the mean of the per-field F1 (each scored field weighs the same). */
  macroF1: number;
  /** The mean of the per-family F1 (each family weighs the same). */
  familyMacroF1: number;
  mismatches: string[];
}

const add = (a: FieldCounts, b: FieldCounts) => {
  a.tp += b.tp;
  a.fp += b.fp;
  a.fn += b.fn;
};

export async function scoreLayoutCorpus(
  dir = LAYOUT_DIR,
  cases = loadLayoutCases(dir),
): Promise<LayoutScore> {
  const byFamily = new Map<string, FieldCounts>();
  const byField = new Map<string, FieldCounts>(SCORED_FIELDS.map((f) => [f, { tp: 0, fp: 0, fn: 0 }]));
  const mismatches: string[] = [];
  for (const c of cases) {
    const bytes = new Uint8Array(readFileSync(join(dir, 'files', c.file)));
    const out = await parseResume({ name: c.file, bytes });
    const fam = byFamily.get(c.family) ?? { tp: 0, fp: 0, fn: 0 };
    byFamily.set(c.family, fam);
    const got = out.ok ? (out.documents[0]!.fields as unknown as Record<string, string | null>) : {};
    if (!out.ok) mismatches.push(`${c.file}: ${out.error.code}`);
    for (const f of SCORED_FIELDS) {
      const t = normalizeForScore(f, c.fields[f]);
      const g = normalizeForScore(f, got[f]);
      const one: FieldCounts = { tp: 0, fp: 0, fn: 0 };
      countField(one, t, g);
      add(fam, one);
      add(byField.get(f)!, one);
      if (t !== g) mismatches.push(`${c.file} (${c.family}): ${f} expected ${t} got ${g}`);
    }
  }
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
  return {
    byFamily,
    byField,
    macroF1: mean([...byField.values()].map((c) => prf(c).f1)),
    familyMacroF1: mean([...byFamily.values()].map((c) => prf(c).f1)),
    mismatches,
  };
}
