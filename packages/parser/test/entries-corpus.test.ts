/** Issue 39: the held-out part of the entries corpus keeps entry F1 >= 0.90 (positions and education). */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseResume } from '../src/parse';
import {
  DEGREE_FIELDS,
  emptyScore,
  POSITION_FIELDS,
  prf,
  scoreDegrees,
  scorePositions,
  scoreSkills,
  type ListScore,
} from './helpers/entriesScore';
import type { FieldCounts } from './helpers/corpus';

const DIR = fileURLToPath(new URL('../entries-corpus/', import.meta.url));

describe('entries corpus, held-out part', () => {
  const positions: ListScore = emptyScore(POSITION_FIELDS);
  const degrees: ListScore = emptyScore(DEGREE_FIELDS);
  const skills: FieldCounts = { tp: 0, fp: 0, fn: 0 };
  let files = 0;

  beforeAll(async () => {
    for (const name of readdirSync(join(DIR, 'truth', 'pdf')).sort()) {
      const t = JSON.parse(readFileSync(join(DIR, 'truth', 'pdf', name), 'utf8'));
      if (t.split !== 'held-out') continue;
      files++;
      const out = await parseResume({ name: t.file, bytes: new Uint8Array(readFileSync(join(DIR, t.file))) });
      const f = out.ok ? out.documents[0]!.fields : null;
      scorePositions(positions, t.lists.experience, f?.experience ?? [], t.file);
      scoreDegrees(degrees, t.lists.education, f?.education ?? [], t.file);
      scoreSkills(skills, t.lists.skills, f?.technicalSkill ?? []);
    }
  });

  it('has the 21 held-out files', () => {
    expect(files).toBe(21);
  });
  it('positions: entry F1 (title and company) >= 0.90', () => {
    if (prf(positions.entry).f1 < 0.9) console.log(positions.misses);
    expect(prf(positions.entry).f1).toBeGreaterThanOrEqual(0.9);
  });
  it('education: entry F1 (institution and degree) >= 0.90', () => {
    if (prf(degrees.entry).f1 < 0.9) console.log(degrees.misses);
    expect(prf(degrees.entry).f1).toBeGreaterThanOrEqual(0.9);
  });
  it('skills: a clean list, F1 >= 0.95', () => {
    expect(prf(skills).f1).toBeGreaterThanOrEqual(0.95);
  });
});
