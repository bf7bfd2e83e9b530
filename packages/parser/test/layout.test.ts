import { describe, expect, it } from 'vitest';
import { pageToLines, type PositionedItem } from '../src/formats/layout';
import { normalizeText } from '../src/text/normalize';
import { parseResume } from '../src/index';
import { makePdf } from './helpers/pdf';

const item = (str: string, x: number, y: number, size = 10): PositionedItem => ({
  str,
  x,
  y,
  width: str.length * size * 0.5,
  height: size,
  font: 'f1',
});

describe('reading order', () => {
  it('reads a sidebar page column by column', () => {
    const items: PositionedItem[] = [];
    for (let i = 0; i < 8; i++) {
      const y = 700 - i * 14;
      items.push(item(`Side ${i}`, 40, y));
      items.push(item(`Main text line number ${i} of the right column`, 230, y));
    }
    const lines = pageToLines(items, 1, 612).map((l) => l.text);
    expect(lines.slice(0, 8)).toEqual(Array.from({ length: 8 }, (_, i) => `Side ${i}`));
    expect(lines[8]).toBe('Main text line number 0 of the right column');
    expect(lines).toHaveLength(16);
  });

  it('keeps a right-aligned date on its entry line when body lines cross the gap', () => {
    const items = [
      item('Acme Corp, Engineer', 56, 700),
      item('Jan 2020 – present', 470, 700),
      item('• Built a very long bullet line that runs across most of the page width', 70, 686),
      item('• Another long bullet line that also runs across the whole text column', 70, 672),
      item('• Third bullet that crosses the place where a gutter would otherwise be found', 70, 658),
      item('Initech, Developer', 56, 640),
      item('2018 – 2019', 490, 640),
      item('• More work described in a long line that spans across the page width', 70, 626),
      item('• And more work described in a long line spanning the page width too', 70, 612),
      item('• Final long line of this example that crosses the middle of the page', 70, 598),
    ];
    const lines = pageToLines(items, 1, 612).map((l) => l.text);
    expect(lines[0]).toBe('Acme Corp, Engineer | Jan 2020 – present');
    expect(lines[4]).toBe('Initech, Developer | 2018 – 2019');
  });

  it('orders rows top to bottom whatever the content-stream order', () => {
    const lines = pageToLines([item('second', 50, 600), item('first', 50, 700)], 1, 612).map((l) => l.text);
    expect(lines).toEqual(['first', 'second']);
  });
});

describe('normalisation', () => {
  it('applies NFKC (ligatures, full-width forms) and turns private-use icon glyphs into separators', () => {
    expect(normalizeText('\uFB01nance \uFB02ow')).toBe('finance flow');
    expect(normalizeText('ｊａｎｅ＠ｅｘａｍｐｌｅ．ｏｒｇ')).toBe('jane@example.org');
    expect(normalizeText('\uF3C5San Francisco\uF0E0jane@example.org')).toBe(
      ' | San Francisco | jane@example.org',
    );
    expect(normalizeText('a\u200Bb\u00ADc')).toBe('abc');
  });

  it('reads e-mail and LinkedIn from PDF link annotations when the text does not show them', async () => {
    const bytes = makePdf([
      {
        texts: [
          { x: 72, y: 740, size: 24, text: 'Jane Doe' },
          { x: 72, y: 716, size: 10, text: 'Email | LinkedIn | Austin, TX' },
          { x: 72, y: 690, size: 14, text: 'Experience' },
          { x: 72, y: 674, size: 10, text: 'Acme, Data Analyst | 2020 - present' },
        ],
        links: [
          { rect: [72, 714, 100, 726], uri: 'mailto:jane.doe@example.org' },
          { rect: [110, 714, 150, 726], uri: 'https://linkedin.com/in/jane-doe/' },
        ],
      },
    ]);
    const out = await parseResume({ name: 'links.pdf', bytes });
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    const d = out.documents[0]!;
    expect([d.fields.email, d.fields.linkedInUrl, d.fields.city, d.fields.state]).toEqual([
      'jane.doe@example.org',
      'https://linkedin.com/in/jane-doe',
      'Austin',
      'TX',
    ]);
    expect(
      d.contactBoxes?.filter((b) => b.field === 'email' || b.field === 'linkedInUrl').map((b) => b.x),
    ).toEqual([72, 110]);
    expect(d.headings?.find((h) => h.text === 'Jane Doe')?.level).toBe('h2');
  });
});

describe('link annotations and the cost of reading them', () => {
  const page = (print: boolean) =>
    makePdf([
      {
        texts: [
          { x: 72, y: 740, size: 24, text: 'Jane Doe' },
          { x: 72, y: 716, size: 10, text: 'jane@example.org | linkedin.com/in/janedoe | code' },
          { x: 72, y: 690, size: 14, text: 'Experience' },
          { x: 72, y: 674, size: 10, text: 'Acme, Data Analyst | 2020 - present' },
        ],
        links: [{ rect: [300, 714, 330, 726], uri: 'https://github.com/janedoe', print }],
      },
    ]);

  it('reads printable links (the cheap "print" intent) and boxes a GitHub link for masking', async () => {
    const out = await parseResume({ name: 'p.pdf', bytes: page(true) });
    expect(out.ok && out.documents[0]!.contactBoxes?.some((b) => b.field === 'profile' && b.x === 300)).toBe(
      true,
    );
  });

  it('skips non-printable links when the text already has the e-mail and LinkedIn (render time masks them)', async () => {
    const out = await parseResume({ name: 'n.pdf', bytes: page(false) });
    expect(out.ok && out.documents[0]!.fields.linkedInUrl).toBe('https://linkedin.com/in/janedoe');
    expect(out.ok && out.documents[0]!.contactBoxes?.some((b) => b.x === 300)).toBe(false);
  });
});

describe('a sidebar resume end to end', () => {
  it('reads the name over the main column first, then the sidebar, then the main column', async () => {
    const side = [
      'CONTACT',
      'alex.kim@example.com',
      '(206) 555-0111',
      'Seattle, WA 98101',
      'linkedin.com/in/alexkim',
      '',
      'SKILLS',
      'Python',
      'SQL',
      'Tableau',
      'Spark',
    ];
    const main = [
      'Experience',
      'Senior Data Analyst, Contoso | 2020 - present',
      '- Built dashboards used by 400 people every week across the',
      '- company and cut reporting time by half with automated jobs',
      'Data Analyst, Fabrikam | 2017 - 2020',
      '- Modelled churn for the subscription business and the sales',
      'Education',
      'BS Statistics, University of Washington | 2013 - 2017',
    ];
    const texts = [
      { x: 230, y: 740, size: 26, text: 'Alex Kim' },
      { x: 230, y: 716, size: 11, text: 'Senior Data Analyst' },
    ];
    side.forEach(
      (t, i) =>
        t && texts.push({ x: 40, y: 680 - i * 16, size: i === 0 || t === 'SKILLS' ? 13 : 10, text: t }),
    );
    main.forEach((t, i) =>
      texts.push({
        x: 230,
        y: 680 - i * 16,
        size: t === 'Experience' || t === 'Education' ? 13 : 10,
        text: t,
      }),
    );
    const out = await parseResume({ name: 'sidebar.pdf', bytes: makePdf([{ texts }]) });
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    const d = out.documents[0]!;
    const lines = d.text.split('\n');
    expect(lines.slice(0, 4)).toEqual(['Alex Kim', 'Senior Data Analyst', 'CONTACT', 'alex.kim@example.com']);
    expect(lines.indexOf('Spark')).toBeLessThan(lines.indexOf('Experience'));
    const f = d.fields;
    expect([
      f.first_name,
      f.last_name,
      f.email,
      f.mobile,
      f.city,
      f.state,
      f.Zipcode,
      f.linkedInUrl,
      f.job_title,
    ]).toEqual([
      'Alex',
      'Kim',
      'alex.kim@example.com',
      '2065550111',
      'Seattle',
      'WA',
      '98101',
      'https://linkedin.com/in/alexkim',
      'Senior Data Analyst',
    ]);
    expect(f.technicalSkill).toEqual(['Python', 'SQL', 'Tableau', 'Spark']);
    expect(f.experience.map((e) => [e.position, e.company])).toEqual([
      ['Senior Data Analyst', 'Contoso'],
      ['Data Analyst', 'Fabrikam'],
    ]);
    expect(f.education.map((e) => e.institution)).toEqual(['University of Washington']);
  });
});
