/**
 * Issue 23: industry, industry_sector, skill_type and targetJob, chosen from the master data lists and the
 * text. One test per rule the README states, on small resumes whose answer a recruiter would agree on.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_MASTER_DATA } from '../src/masterData';
import { docFromLines } from './helpers/doc';

const resume = (lines: {
  title: string;
  summary?: string[];
  experience?: string[];
  skills?: string[];
  extra?: string[];
}) => [
  'Dana Whitfield',
  lines.title,
  'dana.whitfield@mail.com · (312) 555-0188 · Chicago, IL',
  ...(lines.extra ?? []),
  ...(lines.summary ? ['SUMMARY', ...lines.summary] : []),
  'EXPERIENCE',
  ...(lines.experience ?? []),
  'SKILLS',
  (lines.skills ?? []).join(', '),
];

const classOf = (lines: string[], master = DEFAULT_MASTER_DATA) => {
  const f = docFromLines(lines, {}, master).fields;
  return { industry: f.industry, sector: f.industry_sector, skillType: f.skill_type, targetJob: f.targetJob };
};

describe('industry and sector', () => {
  it('a nurse is in Healthcare, sector Health Care, from the title and the work', () => {
    const c = classOf(
      resume({
        title: 'Registered Nurse',
        experience: [
          'Registered Nurse',
          'Mercy General Hospital — Chicago, IL',
          '2019 – Present',
          '• Cared for 6 patients per shift in the ICU',
        ],
        skills: ['Communication', 'Leadership'],
      }),
    );
    expect([c.industry, c.sector]).toEqual(['Healthcare', 'Health Care']);
  });

  it('a software engineer at a bank works in IT: a title outweighs a word in the text', () => {
    const c = classOf(
      resume({
        title: 'Software Engineer',
        experience: [
          'Software Engineer',
          'Blue Harbor Bank — Chicago, IL',
          '2020 – Present',
          '• Built the online banking backend in Java',
        ],
        skills: ['Java', 'SQL', 'Docker'],
      }),
    );
    expect([c.industry, c.sector]).toEqual(['Information Technology', 'Information Technology']);
  });

  it('a labelled line names the industry and the sector outright', () => {
    const c = classOf(
      resume({
        title: 'Claims Specialist',
        extra: ['Industry: Insurance', 'Sector: Financials'],
        experience: ['Claims Specialist', 'Contoso Ltd — Chicago, IL', '2018 – Present'],
      }),
    );
    expect([c.industry, c.sector]).toEqual(['Insurance', 'Financials']);
  });

  it('stays null without enough evidence, or when two industries tie', () => {
    const thin = classOf(
      resume({
        title: 'Graphic Designer',
        experience: ['Graphic Designer', 'Initech — Chicago, IL', '2021 – Present'],
      }),
    );
    expect([thin.industry, thin.sector]).toEqual([null, null]);
    // "hospital", "patients", "clinical" (Healthcare, 3) against "school", "curriculum", "students"
    // (Education, 3), with no title evidence: a tie.
    const tie = classOf(
      resume({
        title: 'Coordinator',
        experience: [
          'Coordinator',
          'Initech — Chicago, IL',
          '2021 – Present',
          '• Ran first-aid courses for hospital patients and clinical staff',
          '• Wrote the school curriculum for 300 students',
        ],
      }),
    );
    expect(tie.industry).toBeNull();
  });

  it("uses the caller's lists: an industry without keywords is found by its name, a sector outside the list is null", () => {
    const master = {
      ...DEFAULT_MASTER_DATA,
      industries: ['Robotics', 'Healthcare'],
      industrySectors: ['Industrials'],
    };
    const robots = classOf(
      resume({
        title: 'Robotics Technician',
        experience: ['Robotics Technician', 'Initech — Chicago, IL', '2020 – Present'],
      }),
      master,
    );
    expect([robots.industry, robots.sector]).toEqual(['Robotics', null]);
    const nurse = classOf(
      resume({
        title: 'Registered Nurse',
        experience: ['Registered Nurse', 'Mercy Hospital', '2019 – Present'],
      }),
      master,
    );
    // Healthcare's sector (Health Care) is not in the caller's sector list.
    expect([nurse.industry, nurse.sector]).toEqual(['Healthcare', null]);
  });
});

describe('skill type', () => {
  it('is the type most of the master-data skills found belong to', () => {
    expect(
      classOf(resume({ title: 'Developer', skills: ['JavaScript', 'Python', 'Docker', 'Jira'] })).skillType,
    ).toBe('Technical');
    expect(
      classOf(resume({ title: 'Analyst', skills: ['Excel', 'Tableau', 'Power BI', 'Python'] })).skillType,
    ).toBe('Tool');
    expect(
      classOf(resume({ title: 'Coordinator', skills: ['Communication', 'Leadership', 'Excel'] })).skillType,
    ).toBe('Soft Skill');
  });

  it("is null with no master-data skill, and only ever a type of the caller's list", () => {
    expect(classOf(resume({ title: 'Coordinator', skills: ['Knitting'] })).skillType).toBeNull();
    const master = { ...DEFAULT_MASTER_DATA, skillTypes: ['Technical', 'Functional'] };
    // Tools are not a type of this list: the two Python/SQL hits make it Technical.
    expect(
      classOf(resume({ title: 'Analyst', skills: ['Excel', 'Tableau', 'Power BI', 'Python', 'SQL'] }), master)
        .skillType,
    ).toBe('Technical');
  });
});

describe('target job', () => {
  it('reads an objective that says what is sought, and names it as the master data spells it', () => {
    const c = classOf(
      resume({
        title: 'Office Assistant',
        extra: ['OBJECTIVE', 'Seeking a position as a data analyst at a growing company.'],
        experience: ['Office Assistant', 'Initech — Chicago, IL', '2021 – Present'],
      }),
    );
    expect(c.targetJob).toBe('Data Analyst');
  });

  it('reads a labelled target and a sentence in the summary', () => {
    expect(classOf(resume({ title: 'Developer', extra: ['Target role: Platform Engineer'] })).targetJob).toBe(
      'Platform Engineer',
    );
    expect(
      classOf(
        resume({
          title: 'Business Analyst',
          summary: ['Analyst with 6 years in retail, looking for a Product Manager role.'],
        }),
      ).targetJob,
    ).toBe('Product Manager');
  });

  it('is never the current job title', () => {
    const c = classOf(
      resume({ title: 'Data Analyst', summary: ['Data Analyst with 5 years of experience in SQL.'] }),
    );
    expect(c.targetJob).toBeNull();
  });
});
