import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

export interface TruthCase {
  file: string;
  must: 'parse' | 'reject';
  reason?: string;
  fields?: Record<string, string | null>;
  unverified?: string[];
  lists?: {
    skills?: string[];
    education?: unknown[];
    experience?: Array<{ company?: string; position?: string }>;
  };
  expect?: {
    text_contains?: string[];
    body_contains?: string[];
    resume_attachments?: string[];
    group_size?: number;
  } | null;
}

/** The repository root: the nearest folder above `from` whose package.json declares workspaces. */
export function findRepoRoot(from: string): string | null {
  let dir = resolve(from);
  for (;;) {
    const pkg = join(dir, 'package.json');
    if (existsSync(pkg)) {
      try {
        if ((JSON.parse(readFileSync(pkg, 'utf8')) as { workspaces?: unknown }).workspaces) return dir;
      } catch {
        // not JSON: keep looking
      }
    }
    const up = dirname(dir);
    if (up === dir) return null;
    dir = up;
  }
}

/** CORPUS_DIR, else ../shared/corpus beside the repository (where CI and fresh clones keep it). */
export function corpusDir(from: string): string {
  if (process.env.CORPUS_DIR) return resolve(process.env.CORPUS_DIR);
  const root = findRepoRoot(from);
  return resolve(root ?? from, '..', 'shared', 'corpus');
}

export function assertCorpus(dir: string): void {
  if (!existsSync(join(dir, 'truth'))) {
    throw new Error(
      `Resume corpus not found at ${dir}. It lives in ../shared/corpus beside the repository ` +
        '(set CORPUS_DIR to use another place).',
    );
  }
}

export function loadTruth(dir: string): TruthCase[] {
  const out: TruthCase[] = [];
  const walk = (d: string) => {
    for (const name of readdirSync(d).sort()) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (name.endsWith('.json')) out.push(JSON.parse(readFileSync(p, 'utf8')) as TruthCase);
    }
  };
  walk(join(dir, 'truth'));
  return out;
}

export const SCORED_FIELDS = [
  'first_name',
  'last_name',
  'email',
  'mobile',
  'linkedInUrl',
  'city',
  'state',
  'Zipcode',
] as const;

/** The corpus README's normalisation before comparing. */
export function normalizeForScore(field: string, v: string | null | undefined): string | null {
  if (v === null || v === undefined || v === '') return null;
  let s = String(v).normalize('NFKC').toLowerCase().trim();
  if (field === 'mobile') s = s.replace(/\D/g, '').slice(-10);
  if (field === 'Zipcode') s = s.replace(/\D/g, '').slice(0, 5);
  if (field === 'last_name') s = s.slice(0, 10);
  if (field === 'linkedInUrl')
    s = s
      .replace(/^https?:\/\//, '')
      .replace(/^www\./, '')
      .replace(/\/+$/, '');
  return s || null;
}

export interface FieldCounts {
  tp: number;
  fp: number;
  fn: number;
}

/** Adds one comparison: a wrong value counts as a false positive and a false negative. */
export function countField(c: FieldCounts, truth: string | null, got: string | null): void {
  if (truth === null) {
    if (got !== null) c.fp++;
    return;
  }
  if (got === truth) c.tp++;
  else {
    c.fn++;
    if (got !== null) c.fp++;
  }
}

export function prf(c: FieldCounts): { precision: number; recall: number; f1: number } {
  const precision = c.tp + c.fp === 0 ? 1 : c.tp / (c.tp + c.fp);
  const recall = c.tp + c.fn === 0 ? 1 : c.tp / (c.tp + c.fn);
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return { precision, recall, f1 };
}
