/** Common resume layouts beyond the corpus: the fields a recruiter expects from each. */
import { describe, expect, it } from 'vitest';
import { docFromLines } from './helpers/doc';

describe('common layouts', () => {
  it('an all-caps header with a one-line contact row and a classic chronology', () => {
    const f = docFromLines([
      'JOHN A. SMITH',
      '123 Main Street, Springfield, IL 62704 • (217) 555-0143 • john.smith@gmail.com',
      'PROFESSIONAL SUMMARY',
      'Seasoned accountant with 8 years of experience.',
      'EXPERIENCE',
      'Senior Accountant',
      'Deloitte — Chicago, IL',
      'March 2018 – Present',
      '• Led audits',
      'Staff Accountant, KPMG, Chicago, IL, 2015 – 2018',
      'EDUCATION',
      'Bachelor of Science in Accounting, University of Illinois, 2015',
      'SKILLS',
      'QuickBooks, Excel, SAP, GAAP',
    ]).fields;
    expect([f.first_name, f.last_name, f.email, f.mobile, f.address, f.city, f.state, f.Zipcode]).toEqual([
      'JOHN',
      'SMITH',
      'john.smith@gmail.com',
      '2175550143',
      '123 Main Street',
      'Springfield',
      'IL',
      '62704',
    ]);
    expect(f.experience.map((e) => [e.position, e.company, e.location, e.start_date, e.end_date])).toEqual([
      ['Senior Accountant', 'Deloitte', 'Chicago, IL', '2018-03', 'present'],
      ['Staff Accountant', 'KPMG', 'Chicago, IL', '2015', '2018'],
    ]);
    expect([f.job_title, f.company, f.last_job_city, f.last_job_state, f.experience_years]).toEqual([
      'Senior Accountant',
      'Deloitte',
      'Chicago',
      'IL',
      8,
    ]);
    expect(f.education[0]).toMatchObject({
      degree: 'Bachelor of Science',
      area: 'Accounting',
      institution: 'University of Illinois',
    });
    expect(f.technicalSkill).toEqual(['QuickBooks', 'Excel', 'SAP', 'GAAP']);
  });

  it('labelled contact lines and a street address on its own line', () => {
    const f = docFromLines([
      'Resume',
      'Maria Garcia',
      'Phone: 305-555-0199',
      'Email: maria.garcia@outlook.com',
      'Address: 45 Ocean Dr',
      'Miami, FL 33139',
      'Objective',
      'To obtain a position as a Registered Nurse.',
      'Work Experience',
      'Registered Nurse | Jackson Memorial Hospital | 2019 - Present',
    ]).fields;
    expect([
      f.first_name,
      f.last_name,
      f.mobile,
      f.email,
      f.address,
      f.city,
      f.state,
      f.Zipcode,
      f.job_title,
    ]).toEqual([
      'Maria',
      'Garcia',
      '3055550199',
      'maria.garcia@outlook.com',
      '45 Ocean Dr',
      'Miami',
      'FL',
      '33139',
      'Registered Nurse',
    ]);
  });

  it('honorifics, credentials, a full state name and "Last, First"', () => {
    const a = docFromLines([
      'Curriculum Vitae',
      'Dr. Wei Zhang, PhD',
      'wei.zhang@university.edu | +1 (650) 555-0100 | Palo Alto, California',
    ]).fields;
    expect([a.first_name, a.last_name, a.mobile, a.city, a.state]).toEqual([
      'Wei',
      'Zhang',
      '6505550100',
      'Palo Alto',
      'CA',
    ]);
    const b = docFromLines(['Smith, John', 'john@smith.io', 'Seattle, WA']).fields;
    expect([b.first_name, b.last_name, b.city, b.state]).toEqual(['John', 'Smith', 'Seattle', 'WA']);
  });

  it('a name at the start of a separated row, and no name taken from an e-mail greeting', () => {
    const a = docFromLines(['Ana Lima | Product Designer | ana@lima.design | (415) 555-0123']).fields;
    expect([a.first_name, a.last_name, a.email, a.mobile]).toEqual([
      'Ana',
      'Lima',
      'ana@lima.design',
      '4155550123',
    ]);
    const b = docFromLines(['Hello Team', 'Please find my resume attached.', 'Best Regards']).fields;
    expect([b.first_name, b.last_name]).toEqual([null, null]);
  });

  it('work authorization and relocation from a contact row', () => {
    const d = docFromLines([
      'Priya Natarajan',
      'Data Scientist',
      'priya.n@example.com · 412.555.0177 · Pittsburgh, PA 15213 · US Citizen · Open to relocation',
    ]);
    expect([
      d.fields.job_title,
      d.fields.work_authorization,
      d.fields.citizenship,
      d.fields.relocate,
    ]).toEqual(['Data Scientist', 'US Citizen', 'US Citizen', 'Yes']);
    // present: mobile, name, address (city), work authorization, relocate; missing: skill, experience
    expect(d.rating.score).toBe(7);
  });
});
