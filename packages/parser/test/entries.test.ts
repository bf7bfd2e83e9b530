/** Issue 39: work history, education and skills, one test per class of the issue. */
import { describe, expect, it } from 'vitest';
import { parseResume } from '../src/parse';
import { docFromLines } from './helpers/doc';
import { makePdf } from './helpers/pdf';

const jobs = (lines: string[]) =>
  docFromLines(['Jane Roe', 'jane@example.com', 'Experience', ...lines]).fields.experience.map((e) => ({
    position: e.position,
    company: e.company,
    location: e.location,
    start: e.start_date,
    end: e.end_date,
  }));

describe('positions', () => {
  it('reads "Title at Company" with the dates on the next line', () => {
    expect(
      jobs(['Data Analyst at Initech', 'Mar 2019 – Present | Austin, TX', '• Built dashboards.']),
    ).toEqual([
      {
        position: 'Data Analyst',
        company: 'Initech',
        location: 'Austin, TX',
        start: '2019-03',
        end: 'present',
      },
    ]);
  });

  it('reads "Company | City | dates" with the title below', () => {
    expect(
      jobs(['Globex Corporation | Denver, CO | 03/2019 – 04/2022', 'Project Manager', '• Ran it.']),
    ).toEqual([
      {
        position: 'Project Manager',
        company: 'Globex Corporation',
        location: 'Denver, CO',
        start: '2019-03',
        end: '2022-04',
      },
    ]);
  });

  it('reads LinkedIn exports: company, duration, roles with their own dates; roles share the company', () => {
    const got = jobs([
      'Globex Corporation',
      '3 years 9 months',
      'Marketing Manager',
      'April 2023 - Present (2 years 9 months)',
      'Atlanta, GA',
      'Launched vendor contracts worth $2.4M a year.',
      'Data Analyst',
      'April 2022 - March 2023 (1 year)',
      'Atlanta, GA',
      'Automated a pricing model that lifted margin by 6%.',
      'Initech',
      'Business Analyst',
      'March 2021 - March 2022 (1 year 1 month)',
      'Chicago, IL',
    ]);
    expect(got.map((g) => [g.position, g.company, g.start, g.end])).toEqual([
      ['Marketing Manager', 'Globex Corporation', '2023-04', 'present'],
      ['Data Analyst', 'Globex Corporation', '2022-04', '2023-03'],
      ['Business Analyst', 'Initech', '2021-03', '2022-03'],
    ]);
  });

  it('takes "since January 2016" as an open range, not as a company', () => {
    expect(
      jobs(['Staff Accountant', 'Hooli http://www.hooli.com', 'since January 2016, Seattle, WA']),
    ).toEqual([
      {
        position: 'Staff Accountant',
        company: 'Hooli',
        location: 'Seattle, WA',
        start: '2016-01',
        end: 'present',
      },
    ]);
  });

  it('keeps a role without a company (freelance) apart from the company above it', () => {
    const got = jobs([
      'Registered Nurse | 2019-2021',
      'Umbrella Health, Boston, MA',
      '• Cared for patients.',
      'Freelance Photographer | 2017-2019',
      '• Shot weddings.',
    ]);
    expect(got.map((g) => [g.position, g.company, g.start, g.end])).toEqual([
      ['Registered Nurse', 'Umbrella Health', '2019', '2021'],
      ['Freelance Photographer', null, '2017', '2019'],
    ]);
  });

  it('finds a date-led list with no heading', () => {
    const doc = docFromLines([
      'Jane Roe',
      'jane@example.com',
      '2019 - 2021   Data Analyst, Initech',
      '• Built dashboards.',
      '2016 - 2019   Accountant, Hooli',
    ]);
    expect(doc.fields.experience.map((e) => [e.position, e.company])).toEqual([
      ['Data Analyst', 'Initech'],
      ['Accountant', 'Hooli'],
    ]);
  });

  it('gives every entry its source: page and line range', () => {
    const doc = docFromLines([
      'Jane Roe',
      'Experience',
      'Data Analyst | 2019 - 2021',
      'Initech',
      '• Built it.',
    ]);
    expect(doc.fields.experience[0]!.source).toEqual({ page: null, line_start: 2, line_end: 4 });
  });
});

describe('sections', () => {
  const lines = [
    'Jane Roe',
    'jane@example.com',
    'Professional Journey',
    'Data Analyst | 2019 - 2021',
    'Initech',
  ];
  it('opens the work history at an Extraction Keyword heading (experienceKeywords option)', () => {
    expect(docFromLines(lines).fields.experience).toEqual([]);
    const doc = docFromLines(lines, { experienceKeywords: ['Professional Journey'] });
    expect(doc.fields.experience.map((e) => [e.position, e.company])).toEqual([['Data Analyst', 'Initech']]);
  });

  it('never takes a bullet item for a heading', () => {
    const doc = docFromLines([
      'Jane Roe',
      'Education',
      'Boston College, B.A. in Economics',
      '• Skills: Excel',
      'Rutgers University, M.S. in Physics',
    ]);
    expect(doc.fields.education.map((e) => e.institution)).toEqual(['Boston College', 'Rutgers University']);
  });
});

describe('education', () => {
  const edu = (lines: string[]) =>
    docFromLines(['Jane Roe', 'Education', ...lines]).fields.education.map((e) => ({
      institution: e.institution,
      degree: e.degree,
      area: e.area,
      start: e.start_date,
      end: e.end_date,
      grade: e.grade,
    }));

  it('reads "B.S. in Computer Science and Engineering" whole, and a state code is no degree', () => {
    expect(
      edu([
        'B.S. in Computer Science and Engineering | 2014 – 2018',
        'Boston College, Boston, MA',
        'GPA: 3.8/4.0',
      ]),
    ).toEqual([
      {
        institution: 'Boston College',
        degree: 'B.S.',
        area: 'Computer Science and Engineering',
        start: '2014',
        end: '2018',
        grade: '3.8/4.0',
      },
    ]);
  });

  it('reads institution first, a Major line, and skips coursework', () => {
    expect(
      edu([
        'Indian Institute of Technology (IIT) Bombay',
        'Bachelor of Arts',
        'Major in Economics',
        '2012 – 2016',
        'Relevant coursework: Statistics, Databases',
        'Massachusetts Institute of',
        'Technology',
        'Master of Science, Data Science | 2016 – 2018',
        'magna cum laude',
      ]),
    ).toEqual([
      {
        institution: 'Indian Institute of Technology (IIT) Bombay',
        degree: 'Bachelor of Arts',
        area: 'Economics',
        start: '2012',
        end: '2016',
        grade: null,
      },
      {
        institution: 'Massachusetts Institute of Technology',
        degree: 'Master of Science',
        area: 'Data Science',
        start: '2016',
        end: '2018',
        grade: 'magna cum laude',
      },
    ]);
  });

  it('reads one-line degrees with a graduation year only', () => {
    expect(edu(['M.S. Data Science, Stanford University, 2019'])).toEqual([
      {
        institution: 'Stanford University',
        degree: 'M.S.',
        area: 'Data Science',
        start: null,
        end: '2019',
        grade: null,
      },
    ]);
  });
});

describe('skills', () => {
  it('is a clean list: wrapped items whole, no sentence fragments', () => {
    const doc = docFromLines([
      'Jane Roe',
      'Skills',
      'Python, SQL, Financial',
      'Modeling, Power BI',
      'Languages: English, grew up bilingual (English',
      'Klingon), Go',
    ]);
    expect(doc.fields.technicalSkill).toEqual([
      'Python',
      'SQL',
      'Financial Modeling',
      'Power BI',
      'English',
      'Go',
    ]);
  });
});

describe('layout', () => {
  it('reads a sidebar and a main column with different line pitches column by column', async () => {
    const side = [
      'Skills',
      'Python',
      'Excel',
      'Tableau',
      'Education',
      'Boston College',
      'B.A. in Economics',
      '2012 - 2016',
    ];
    const main = [
      'Jane Roe',
      'Data Analyst',
      'jane@example.com',
      'Experience',
      'Data Analyst | Mar 2019 - Present',
      'Initech, Austin, TX',
      '- Built the reporting pipeline used by 40 analysts every week.',
      'Accountant | Jan 2016 - Feb 2019',
      'Hooli, Denver, CO',
      '- Closed the books every month for three business units.',
    ];
    const texts = [
      ...side.map((text, i) => ({ x: 30, y: 740 - i * 13, size: 9, text })),
      ...main.map((text, i) => ({ x: 220, y: 734 - i * 17, size: i === 0 ? 20 : 10, text })),
    ];
    const out = await parseResume({ name: 'r.pdf', bytes: makePdf([{ texts }]) });
    if (!out.ok) throw new Error(out.error.code);
    const doc = out.documents[0]!;
    const text = doc.text.split('\n');
    expect(text.indexOf('Jane Roe')).toBe(text.indexOf('2012 - 2016') + 1);
    expect(doc.fields.email).toBe('jane@example.com');
    expect(doc.fields.technicalSkill).toEqual(['Python', 'Excel', 'Tableau']);
    expect(doc.fields.experience.map((e) => [e.position, e.company, e.start_date, e.source?.page])).toEqual([
      ['Data Analyst', 'Initech', '2019-03', 1],
      ['Accountant', 'Hooli', '2016-01', 1],
    ]);
  });

  it('keeps right-aligned dates on their entry line (no gutter before them)', async () => {
    const rows = [
      ['Experience', null],
      ['Globex Corporation', 'Denver, CO'],
      ['Project Manager', '05/2022 - 04/2024'],
      ['- Ran the quarterly planning for six product teams across two sites.', null],
      ['Initech', 'Austin, TX'],
      ['Data Analyst', '01/2019 - 04/2022'],
      ['- Built the reporting pipeline used by forty analysts.', null],
    ] as const;
    const texts = [{ x: 50, y: 750, size: 20, text: 'Jane Roe' }];
    rows.forEach(([l, r], i) => {
      texts.push({ x: 50, y: 700 - i * 15, size: 10, text: l });
      if (r) texts.push({ x: 480, y: 700 - i * 15, size: 10, text: r });
    });
    const out = await parseResume({ name: 'r.pdf', bytes: makePdf([{ texts }]) });
    if (!out.ok) throw new Error(out.error.code);
    expect(
      out.documents[0]!.fields.experience.map((e) => [e.position, e.company, e.start_date, e.end_date]),
    ).toEqual([
      ['Project Manager', 'Globex Corporation', '2022-05', '2024-04'],
      ['Data Analyst', 'Initech', '2019-01', '2022-04'],
    ]);
  });
});
