import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import { usResumePdf } from './helpers/pdf';

const root = fileURLToPath(new URL('..', import.meta.url));

describe('talent-parse (bin, built with esbuild, no TS loader)', () => {
  it('builds dist/cli.mjs with esbuild', () => {
    const b = spawnSync(process.execPath, [join(root, 'build.mjs')], { encoding: 'utf8', timeout: 60_000 });
    expect(b.status, b.stderr).toBe(0);
  });

  it('prints one JSON line per file with file, ok, error, documents (name, fields, rating) and ms', () => {
    const dir = mkdtempSync(join(tmpdir(), 'talent-parse-'));
    const pdf = join(dir, 'jane.pdf');
    const doc = join(dir, 'old.doc');
    writeFileSync(pdf, usResumePdf());
    writeFileSync(doc, 'x');
    const r = spawnSync(process.execPath, [join(root, 'bin/talent-parse.mjs'), pdf, doc], {
      encoding: 'utf8',
      timeout: 60_000,
    });
    const lines = r.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines).toHaveLength(2);
    const [ok, bad] = lines as [Record<string, unknown>, Record<string, unknown>];
    expect(Object.keys(ok)).toEqual(['file', 'ok', 'error', 'documents', 'ms']);
    expect(ok.file).toBe(pdf);
    expect(ok.ok).toBe(true);
    expect(ok.error).toBeNull();
    expect(typeof ok.ms).toBe('number');
    const docs = ok.documents as Array<{
      name: string;
      fields: Record<string, unknown>;
      rating: Record<string, number>;
    }>;
    expect(docs[0]!.name).toBe('jane.pdf');
    expect(docs[0]!.fields).toMatchObject({
      first_name: 'Jane',
      last_name: 'Montgomery',
      email: 'jane@example.org',
      secondary_email: 'jane.alt@example.net',
      mobile: '5125550199',
      address: '1200 Main St',
      city: 'Austin',
      state: 'TX',
      Zipcode: '78701',
      linkedInUrl: 'https://www.linkedin.com/in/jane-montgomery',
      job_title: 'Senior Software Engineer',
    });
    expect(docs[0]!.fields).not.toHaveProperty('original_data');
    expect(docs[0]!.rating).toEqual({ score: 9, percent: 100, stars: 5 });
    expect(bad).toMatchObject({
      file: doc,
      ok: false,
      error: { code: 'invalid_type', message: 'Invalid File Type' },
      documents: [],
    });
    expect(r.status).toBe(1);
  });
});
