// Issue 23: one test per class of designed resume, on small generated fixtures (the layout corpus in
// layout-corpus/ measures the same classes on whole rendered resumes).
import { readFileSync } from 'node:fs';
import { Document, Packer, Paragraph, Tab, TextRun } from 'docx';
import { describe, expect, it } from 'vitest';
import { parseResume } from '../src/index';
import { docFromLines } from './helpers/doc';
import { makePdf, type PdfText } from './helpers/pdf';

const body: PdfText[] = [
  { x: 72, y: 600, size: 13, text: 'Experience' },
  { x: 72, y: 584, size: 10, text: 'Data Analyst | 2021 - Present' },
  { x: 72, y: 570, size: 10, text: 'Northwind Traders' },
  { x: 72, y: 556, size: 10, text: 'Built weekly reports for the sales team in SQL and Excel.' },
  { x: 72, y: 530, size: 13, text: 'Education' },
  { x: 72, y: 514, size: 10, text: 'B.S. Economics, Ohio State University, 2016' },
];

async function pdfFields(texts: PdfText[]) {
  const out = await parseResume({ name: 'r.pdf', bytes: makePdf([{ texts }]) });
  expect(out.ok).toBe(true);
  return out.ok ? out.documents[0]!.fields : null!;
}

describe('names in display type', () => {
  it('merges a name stacked over two large lines ("MARCUS" above "HADDAD")', async () => {
    const f = await pdfFields([
      { x: 72, y: 720, size: 44, text: 'MARCUS' },
      { x: 72, y: 676, size: 44, text: 'HADDAD' },
      { x: 72, y: 650, size: 12, text: 'Financial Analyst' },
      { x: 72, y: 634, size: 10, text: '(619) 807-2953 | marcus@example.org' },
      ...body,
    ]);
    expect([f.first_name, f.last_name]).toEqual(['MARCUS', 'HADDAD']);
  });

  it('de-spaces a letter-spaced name ("J O H N")', async () => {
    const f = await pdfFields([
      { x: 72, y: 720, size: 26, text: 'JOHN', spacing: 12 },
      { x: 250, y: 720, size: 26, text: 'DOE', spacing: 12 },
      { x: 72, y: 690, size: 10, text: '(512) 555-0100 | john@example.org' },
      ...body,
    ]);
    expect([f.first_name, f.last_name]).toEqual(['JOHN', 'DOE']);
  });

  it('finds the largest type at the top of a right sidebar read after the main column', async () => {
    const main = body.map((t) => ({ ...t, y: t.y + 130 }));
    const side: PdfText[] = [
      { x: 420, y: 730, size: 24, text: 'Sofia Rasmussen' },
      { x: 420, y: 700, size: 9, text: 'Phone: (404) 923-7179' },
      { x: 420, y: 688, size: 9, text: 'sofia@example.org' },
      { x: 420, y: 676, size: 9, text: 'Atlanta, GA 30303' },
      { x: 420, y: 650, size: 12, text: 'Skills' },
      { x: 420, y: 636, size: 9, text: 'Tableau' },
      { x: 420, y: 624, size: 9, text: 'Python' },
      { x: 420, y: 612, size: 9, text: 'Excel' },
    ];
    const f = await pdfFields([
      { x: 72, y: 745, size: 12, text: 'Summary' },
      { x: 72, y: 731, size: 10, text: 'Analyst with eight years of reporting work.' },
      ...main,
      ...side,
    ]);
    expect([f.first_name, f.last_name, f.city, f.state]).toEqual(['Sofia', 'Rasmussen', 'Atlanta', 'GA']);
  });

  it('takes a mononym and never the company line under it', async () => {
    const f = await pdfFields([
      { x: 72, y: 720, size: 30, text: 'Priya' },
      { x: 72, y: 696, size: 13, text: 'Northwind Traders' },
      { x: 72, y: 680, size: 10, text: '(303) 876-9102 | priya@example.org' },
      ...body,
    ]);
    expect([f.first_name, f.last_name]).toEqual(['Priya', null]);
  });

  it('keeps surname particles ("Van der Berg") and cuts at 10 characters', () => {
    const d = docFromLines(['Daniel Van der Berg', 'daniel@example.org']);
    expect([d.fields.first_name, d.fields.last_name]).toEqual(['Daniel', 'Van der Be']);
  });

  it('never takes a company, a section title or a location as the name', () => {
    expect(docFromLines(['Globex Corporation', 'Jane Smith', 'jane@example.org']).fields.first_name).toBe(
      'Jane',
    );
    expect(docFromLines(['Pune, Maharashtra', 'Jane Smith']).fields.first_name).toBe('Jane');
  });
});

describe('phones', () => {
  const mobile = (line: string) => docFromLines(['Jane Doe', line]).fields;

  it('reads an en dash with spaces: "(718) 555 – 0100"', () => {
    expect(mobile('(718) 555 – 0100').mobile).toBe('7185550100');
  });

  it('keeps valid US-style numbers that fail the numbering-plan check', () => {
    expect(mobile('(123) 456-7890').mobile).toBe('1234567890');
    expect(mobile('(909) 555-5555').mobile).toBe('9095555555');
  });

  it('ranks a numbering-plan number before one that fails the check', () => {
    const f = mobile('(123) 456-7890 | (512) 555-0100');
    expect([f.mobile, f.secondary_mobile]).toEqual(['5125550100', '1234567890']);
  });

  it('reads groups reordered by a right-to-left layout: "526-6681 (617)"', () => {
    expect(mobile('526-6681 (617)').mobile).toBe('6175266681');
  });

  it('keeps the digits of an international number, and prefers a US number for mobile', () => {
    expect(mobile('+82 10-4821-7730').mobile).toBe('821048217730');
    expect(mobile('+91 98765 43210').mobile).toBe('919876543210');
    const both = mobile('+91 98765 43210 | (646) 555-0142');
    expect([both.mobile, both.secondary_mobile]).toEqual(['6465550142', '919876543210']);
  });
});

describe('locations', () => {
  const place = (lines: string[]) =>
    parseResume({
      name: 'r.html',
      bytes: new TextEncoder().encode(
        `<html><body>${lines.map((l) => `<p>${l}</p>`).join('')}</body></html>`,
      ),
    });
  const fields = async (lines: string[]) => {
    const out = await place(lines);
    return out.ok ? out.documents[0]!.fields : null!;
  };

  it('takes cities outside the US from the world city list, with no state', async () => {
    const seoul = await fields(['Ji-woo Park', 'Seoul, South Korea', 'jiwoo@example.org']);
    expect([seoul.city, seoul.state]).toEqual(['Seoul', null]);
    const pune = await fields(['Chanchal Sharma', 'Pune, Maharashtra', 'c@example.org']);
    expect([pune.city, pune.state, pune.first_name]).toEqual(['Pune', null, 'Chanchal']);
    const india = await fields(['Chanchal Sharma', 'c@example.org • Pune, Maharashtra, India']);
    expect(india.city).toBe('Pune');
  });

  it('splits semicolon and icon separated contact lines', async () => {
    const semi = await fields([
      'Ann Lee',
      '1234 Broadway, New York, NY 10012; (212) 555-0100; ann@example.org',
    ]);
    expect([semi.city, semi.state, semi.Zipcode]).toEqual(['New York', 'NY', '10012']);
    const icons = await fields([
      'Ann Lee',
      '☎ (512) 555-0100 ✉ ann@example.org ⌂ Austin, TX 78701 in linkedin.com/in/ann',
    ]);
    expect([icons.city, icons.state, icons.Zipcode]).toEqual(['Austin', 'TX', '78701']);
  });
});

describe('DOCX separators', () => {
  it('treats tab runs and soft line breaks inside one paragraph as separators', async () => {
    const doc = new Document({
      sections: [
        {
          children: [
            new Paragraph({ children: [new TextRun({ text: 'Anna Delgado', bold: true })] }),
            new Paragraph({
              children: [
                new TextRun({ children: ['(512) 555-0164', new Tab(), 'anna@example.org'] }),
                new TextRun({ text: 'Austin, TX 78701', break: 1 }),
              ],
            }),
          ],
        },
      ],
    });
    const bytes = new Uint8Array(await Packer.toBuffer(doc));
    const out = await parseResume({ name: 'anna.docx', bytes });
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    const f = out.documents[0]!.fields;
    expect([f.mobile, f.email, f.city, f.state, f.Zipcode]).toEqual([
      '5125550164',
      'anna@example.org',
      'Austin',
      'TX',
      '78701',
    ]);
  });
});

describe('CJK PDFs', () => {
  it('reads a CID-keyed font without embedded data through the shipped CMaps, outside the BMP too', async () => {
    const bytes = new Uint8Array(readFileSync(new URL('./fixtures/cjk-name.pdf', import.meta.url)));
    const out = await parseResume({ name: 'cjk.pdf', bytes });
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    expect(out.documents[0]!.text).toContain('山田 𠮷郎');
    expect(out.documents[0]!.fields.email).toBe('taro@example.jp');
    // Without the CMaps the same file has no text at all: the fixture really needs them.
    const bare = await parseResume({ name: 'cjk.pdf', bytes, options: { cMapUrl: '/nonexistent/' } });
    expect(bare.ok ? 'parsed' : bare.error.code).toBe('no_text');
  });
});
