/**
 * Per-format tests on the shared corpus (../shared/corpus beside the repository, or CORPUS_DIR), read
 * against its truth files. A missing corpus fails these tests: CI always has it.
 */
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  assertCorpus,
  corpusDir,
  loadTruth,
  normalizeForScore,
  SCORED_FIELDS,
  type TruthCase,
} from './helpers/corpus';
import { parseResume } from '../src/index';
import type { ParseOutcome } from '../src/types';

const dir = corpusDir(fileURLToPath(new URL('.', import.meta.url)));

function corpus(): TruthCase[] {
  assertCorpus(dir); // throws "Resume corpus not found at ..." with the place it looked
  return loadTruth(dir);
}

async function parseCase(c: TruthCase): Promise<ParseOutcome> {
  return parseResume({ name: basename(c.file), bytes: new Uint8Array(readFileSync(join(dir, c.file))) });
}

function expectFields(c: TruthCase, out: ParseOutcome): void {
  expect(out.ok, `${c.file} must parse`).toBe(true);
  if (!out.ok) return;
  const doc = out.documents[0]!;
  const unverified = new Set(c.unverified ?? []);
  for (const f of SCORED_FIELDS) {
    if (unverified.has(f)) continue;
    const got = normalizeForScore(f, (doc.fields as unknown as Record<string, string | null>)[f]);
    expect(got, `${c.file} ${f}`).toBe(normalizeForScore(f, c.fields?.[f]));
  }
}

function expectRejected(c: TruthCase, out: ParseOutcome): void {
  expect(out.ok, `${c.file} must be rejected (${c.reason})`).toBe(false);
  if (out.ok) return;
  expect(out.error.code).toMatch(/^[a-z_]+$/);
  expect(out.error.message.length).toBeGreaterThan(5);
}

const PRIVATE_USE = /[\uE000-\uF8FF]/u;

describe('corpus', () => {
  it('is present with its truth files', () => {
    expect(corpus().length).toBeGreaterThanOrEqual(68);
  });
});

describe('PDF (rendercv themes)', () => {
  it('reads every example theme: contact fields, link-annotation LinkedIn, icon glyphs removed', async () => {
    const cases = corpus().filter((c) => /^pdf\/John_Doe_/.test(c.file));
    expect(cases).toHaveLength(9);
    for (const c of cases) {
      const out = await parseCase(c);
      expectFields(c, out);
      if (!out.ok) continue;
      const d = out.documents[0]!;
      expect(PRIVATE_USE.test(d.text), `${c.file} has icon glyphs left`).toBe(false);
      expect(d.fields.job_title, c.file).toBe(c.fields?.job_title);
      expect(d.pages?.count).toBeGreaterThanOrEqual(2);
      // the e-mail and LinkedIn found are boxed for the masked preview
      const fields = new Set(d.contactBoxes?.map((b) => b.field));
      expect(fields.has('email') && fields.has('linkedInUrl') && fields.has('name'), c.file).toBe(true);
      // the website and GitHub links on the contact row are boxed too
      expect(fields.has('profile'), c.file).toBe(true);
    }
  });

  it('extracts experience, education and skills close to the source lists', async () => {
    const c = corpus().find((x) => x.file === 'pdf/John_Doe_ClassicTheme_CV.pdf')!;
    const out = await parseCase(c);
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    const f = out.documents[0]!.fields;
    const truthExp = (c.lists?.experience ?? []) as Array<{
      company: string;
      position: string;
      start_date: string;
      end_date: string;
    }>;
    expect(f.experience.map((e) => [e.company, e.position, e.start_date, e.end_date])).toEqual(
      truthExp.map((e) => [e.company, e.position, e.start_date, e.end_date]),
    );
    const truthEdu = (c.lists?.education ?? []) as Array<{ institution: string; degree: string }>;
    expect(f.education.map((e) => [e.institution, e.degree])).toEqual(
      truthEdu.map((e) => [e.institution, e.degree]),
    );
    const skills = new Set(f.technicalSkill.map((s) => s.toLowerCase()));
    const missing = (c.lists?.skills ?? []).filter((s) => !skills.has(s.toLowerCase()));
    expect(missing).toEqual([]);
    expect(f.experience_years).toBeGreaterThan(3);
  });

  it('reads the one-page minimal files: the name and nothing invented', async () => {
    const cases = corpus().filter((c) => /^pdf\/.*_minimal\.pdf$/.test(c.file));
    expect(cases).toHaveLength(9);
    for (const c of cases) {
      const out = await parseCase(c);
      expectFields(c, out);
      expect(out.ok && out.documents[0]!.fields.job_title).toBe(c.fields?.job_title);
    }
  });

  it('reads long (50-70 page) files: headline, foreign location, no invented state', async () => {
    const cases = corpus().filter((c) => /^pdf\/(classic|sb2nov)_full\.pdf$/.test(c.file));
    expect(cases).toHaveLength(2);
    for (const c of cases) {
      const out = await parseCase(c);
      expectFields(c, out);
      if (!out.ok) continue;
      expect(out.documents[0]!.fields.job_title).toBe(c.fields?.job_title);
      expect(out.documents[0]!.pages!.count).toBeGreaterThan(49);
    }
  });
});

describe('HTML', () => {
  it('reads full.html and minimal.html (possessive heading, no script fetched)', async () => {
    const cases = corpus().filter((c) => c.file.startsWith('html/'));
    expect(cases).toHaveLength(2);
    for (const c of cases) {
      const out = await parseCase(c);
      expectFields(c, out);
      expect(out.ok && out.documents[0]!.kind).toBe('html');
      expect(out.ok && out.documents[0]!.text).not.toMatch(/renderMathInElement|katex/);
    }
  });
});

describe('DOCX', () => {
  it('parses the valid Word files with their text (tables, text boxes, strict OOXML, BOM, lists)', async () => {
    const cases = corpus().filter((c) => c.file.startsWith('docx/') && c.must === 'parse');
    expect(cases).toHaveLength(12);
    for (const c of cases) {
      const out = await parseCase(c);
      expectFields(c, out);
      if (!out.ok) continue;
      for (const t of c.expect?.text_contains ?? []) expect(out.documents[0]!.text, c.file).toContain(t);
    }
  });

  it('rejects empty, image-only, note-only and non-Word files with a code and a message', async () => {
    const cases = corpus().filter((c) => c.file.startsWith('docx/') && c.must === 'reject');
    expect(cases).toHaveLength(7);
    const codes: Record<string, string> = {};
    for (const c of cases) {
      const out = await parseCase(c);
      expectRejected(c, out);
      if (!out.ok) codes[basename(c.file)] = out.error.code;
    }
    expect(codes['empty-zip.docx']).toBe('not_word');
    expect(codes['hello-zip.docx']).toBe('not_word');
    expect(codes['empty.docx']).toBe('no_text');
    expect(codes['tiny-picture.docx']).toBe('image_only');
  });

  it('reads header and footer parts that mammoth ignores', async () => {
    const { zipSync, strToU8 } = await import('fflate');
    const w = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
    const bytes = zipSync({
      '[Content_Types].xml': strToU8(
        '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      ),
      '_rels/.rels': strToU8(
        '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
      ),
      'word/document.xml': strToU8(
        `<?xml version="1.0"?><w:document ${w}><w:body><w:p><w:r><w:t>Experience</w:t></w:r></w:p><w:p><w:r><w:t>Acme Corp, Software Engineer | 2019 - present</w:t></w:r></w:p></w:body></w:document>`,
      ),
      'word/header1.xml': strToU8(
        `<?xml version="1.0"?><w:hdr ${w}><w:p><w:r><w:t>Jane Doe</w:t></w:r></w:p><w:p><w:r><w:t>jane@example.org | (512) 555-0199 | Austin, TX 78701</w:t></w:r></w:p></w:hdr>`,
      ),
      'word/footer1.xml': strToU8(
        `<?xml version="1.0"?><w:ftr ${w}><w:p><w:r><w:t>linkedin.com/in/janedoe</w:t></w:r></w:p></w:ftr>`,
      ),
    });
    const out = await parseResume({ name: 'header.docx', bytes });
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    const f = out.documents[0]!.fields;
    expect([f.first_name, f.last_name, f.email, f.mobile, f.city, f.state, f.Zipcode, f.linkedInUrl]).toEqual(
      [
        'Jane',
        'Doe',
        'jane@example.org',
        '5125550199',
        'Austin',
        'TX',
        '78701',
        'https://linkedin.com/in/janedoe',
      ],
    );
    expect(f.job_title).toBe('Software Engineer');
  });
});

describe('MSG', () => {
  it('parses every readable message as a group: body, attachment names in order, resume attachments', async () => {
    const cases = corpus().filter((c) => c.file.startsWith('msg/') && c.must === 'parse');
    expect(cases).toHaveLength(19);
    for (const c of cases) {
      const out = await parseCase(c);
      expect(out.ok, c.file).toBe(true);
      if (!out.ok) continue;
      const [head, ...rest] = out.documents;
      expect(head!.kind).toBe('msg');
      for (const t of c.expect?.body_contains ?? []) expect(head!.fields.email_body, c.file).toContain(t);
      expect(
        rest.map((d) => d.name),
        c.file,
      ).toEqual(c.expect?.resume_attachments ?? []);
      const top = ((c.expect as { attachments?: Array<{ name: string }> } | null)?.attachments ?? []).map(
        (a) => a.name,
      );
      expect(
        head!.attachments?.filter((a) => top.includes(a)),
        c.file,
      ).toEqual(top);
      if ((c.expect as { group_size?: number }).group_size)
        expect(out.documents).toHaveLength((c.expect as { group_size: number }).group_size);
      for (const d of out.documents)
        expect(d.group).toEqual({
          message: basename(c.file),
          index: out.documents.indexOf(d),
          size: out.documents.length,
        });
      const atts = (c.expect as { attachments?: Array<{ name: string; text?: string }> }).attachments ?? [];
      for (const a of atts) {
        if (!a.text) continue;
        expect(rest.find((d) => d.name === a.name)?.text, `${c.file} ${a.name}`).toContain(a.text);
      }
    }
  });

  it('gives every attachment document its own original bytes and file name (attachmentsOrder.msg)', async () => {
    const name = 'attachmentsOrder.msg';
    const whole = new Uint8Array(readFileSync(join(dir, 'msg', name)));
    const out = await parseResume({ name, bytes: whole });
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    const [head, ...rest] = out.documents;
    expect(head!.bytes).toBeUndefined();
    expect(rest.length).toBeGreaterThan(0);
    for (const d of rest) {
      expect(d.fileName, d.name).toBe(basename(d.name));
      expect(d.bytes, d.name).toBeInstanceOf(Uint8Array);
      // the attachments of this message are Word files (.docx): a ZIP ("PK"), not the message (D0 CF 11 E0)
      expect(String.fromCharCode(d.bytes![0]!, d.bytes![1]!), d.name).toBe('PK');
      expect(d.bytes!.length).toBeLessThan(whole.length);
      // its own buffer, so the worker can transfer it
      expect(d.bytes!.byteLength).toBe(d.bytes!.buffer.byteLength);
    }
  });

  it('rejects the truncated message', async () => {
    const c = corpus().find((x) => x.file === 'msg/truncated-attachmentsOrder.msg')!;
    const out = await parseCase(c);
    expectRejected(c, out);
    expect(!out.ok && out.error.code).toBe('corrupt');
  });
});
