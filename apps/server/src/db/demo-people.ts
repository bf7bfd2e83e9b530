/**
 * Demo people for SEED_DEMO (issue 25): realistic, varied and stable. Names, streets, phone numbers and
 * skill picks come from faker with a fixed seed, so every start builds the same people; professions and
 * cities are real ones from the tables below (faker's job titles and towns read as nonsense in a demo).
 */
import { Faker, en, en_US } from '@faker-js/faker';

interface Profession {
  title: string;
  skills: readonly string[];
  industry: string;
  /** The typical price of a public profile in TAT. */
  price: number;
}

const PROFESSIONS: readonly Profession[] = [
  {
    title: 'Software Engineer',
    skills: ['TypeScript', 'React', 'Node.js', 'AWS', 'GraphQL', 'PostgreSQL'],
    industry: 'Information Technology',
    price: 30,
  },
  {
    title: 'Data Scientist',
    skills: ['Python', 'Pandas', 'scikit-learn', 'SQL', 'TensorFlow', 'Statistics'],
    industry: 'Information Technology',
    price: 34,
  },
  {
    title: 'DevOps Engineer',
    skills: ['Kubernetes', 'Terraform', 'AWS', 'CI/CD', 'Linux', 'Prometheus'],
    industry: 'Information Technology',
    price: 32,
  },
  {
    title: 'QA Analyst',
    skills: ['Selenium', 'Playwright', 'Test Plans', 'Jira', 'API Testing'],
    industry: 'Information Technology',
    price: 18,
  },
  {
    title: 'UX Designer',
    skills: ['Figma', 'User Research', 'Prototyping', 'Accessibility', 'Design Systems'],
    industry: 'Media and Design',
    price: 24,
  },
  {
    title: 'Registered Nurse',
    skills: ['Patient Care', 'EMR', 'BLS', 'ACLS', 'Triage'],
    industry: 'Healthcare',
    price: 20,
  },
  {
    title: 'Pharmacist',
    skills: ['Medication Therapy', 'Compounding', 'Patient Counseling', 'Inventory'],
    industry: 'Healthcare',
    price: 28,
  },
  {
    title: 'Physical Therapist',
    skills: ['Rehabilitation', 'Manual Therapy', 'Sports Injuries', 'Documentation'],
    industry: 'Healthcare',
    price: 22,
  },
  {
    title: 'Accountant',
    skills: ['GAAP', 'QuickBooks', 'Tax Preparation', 'Excel', 'Audits'],
    industry: 'Financial Services',
    price: 20,
  },
  {
    title: 'Financial Analyst',
    skills: ['Financial Modeling', 'Excel', 'SQL', 'Forecasting', 'Power BI'],
    industry: 'Financial Services',
    price: 26,
  },
  {
    title: 'Project Manager',
    skills: ['Agile', 'Scrum', 'Budgeting', 'Jira', 'Stakeholder Management'],
    industry: 'Construction',
    price: 25,
  },
  {
    title: 'Civil Engineer',
    skills: ['AutoCAD', 'Civil 3D', 'Structural Analysis', 'Permitting'],
    industry: 'Construction',
    price: 27,
  },
  {
    title: 'Electrician',
    skills: ['Commercial Wiring', 'NEC Code', 'Troubleshooting', 'PLC'],
    industry: 'Construction',
    price: 14,
  },
  {
    title: 'Sales Manager',
    skills: ['B2B Sales', 'Salesforce', 'Negotiation', 'Pipeline Management'],
    industry: 'Retail',
    price: 21,
  },
  {
    title: 'Marketing Specialist',
    skills: ['SEO', 'Google Ads', 'Content Strategy', 'HubSpot', 'Analytics'],
    industry: 'Media and Design',
    price: 17,
  },
  {
    title: 'HR Generalist',
    skills: ['Onboarding', 'Benefits', 'Employee Relations', 'Workday'],
    industry: 'Human Resources',
    price: 15,
  },
  {
    title: 'Supply Chain Analyst',
    skills: ['SAP', 'Forecasting', 'Logistics', 'Excel', 'Procurement'],
    industry: 'Manufacturing',
    price: 19,
  },
  {
    title: 'Mechanical Engineer',
    skills: ['SolidWorks', 'GD&T', 'FEA', 'Prototyping'],
    industry: 'Manufacturing',
    price: 27,
  },
  {
    title: 'Customer Success Manager',
    skills: ['Account Management', 'Zendesk', 'Onboarding', 'Renewals'],
    industry: 'Information Technology',
    price: 16,
  },
  {
    title: 'Paralegal',
    skills: ['Legal Research', 'Contract Review', 'Case Management', 'e-Discovery'],
    industry: 'Legal',
    price: 15,
  },
  {
    title: 'Teacher',
    skills: ['Curriculum Design', 'Classroom Management', 'STEM', 'Google Classroom'],
    industry: 'Education',
    price: 12,
  },
  {
    title: 'Truck Driver',
    skills: ['CDL Class A', 'Hazmat', 'DOT Compliance', 'Route Planning'],
    industry: 'Transportation',
    price: 10,
  },
];

/** Real cities: [city, state abbreviation, a ZIP code, an area code]. */
const CITIES: readonly (readonly [string, string, string, string])[] = [
  ['Austin', 'TX', '78701', '512'],
  ['Houston', 'TX', '77002', '713'],
  ['Dallas', 'TX', '75201', '214'],
  ['Chicago', 'IL', '60601', '312'],
  ['New York', 'NY', '10001', '212'],
  ['Seattle', 'WA', '98101', '206'],
  ['Denver', 'CO', '80202', '303'],
  ['Atlanta', 'GA', '30303', '404'],
  ['Boston', 'MA', '02108', '617'],
  ['Phoenix', 'AZ', '85004', '602'],
  ['Miami', 'FL', '33130', '305'],
  ['Portland', 'OR', '97204', '503'],
  ['Raleigh', 'NC', '27601', '919'],
  ['Minneapolis', 'MN', '55401', '612'],
  ['San Diego', 'CA', '92101', '619'],
  ['Columbus', 'OH', '43215', '614'],
  ['Nashville', 'TN', '37203', '615'],
  ['Salt Lake City', 'UT', '84101', '801'],
];

const WORK_STATUSES = ['US Citizen', 'Green Card Holder', 'H1B', 'EAD'] as const;

/** Fields of a parsed resume upload (spec 000 section 3), as the resumes module stores them. */
export interface DemoPerson {
  first_name: string;
  last_name: string;
  email: string;
  mobile: string;
  address?: string;
  city: string;
  state: string;
  Zipcode: string;
  job_title: string;
  technicalSkill: string;
  industry: string;
  experience_years: number;
  experience: string;
  work_status?: string;
  relocate?: string;
  document_type: 'pdf' | 'docx';
  /** The marketplace price of this person's profile when it is public. */
  price: number;
}

/**
 * `count` distinct people (no two share a full name, nor a first name with a last initial as the marketplace
 * shortens it), none named as in `exclude` ("First Last"). The same `seed` always gives the same people.
 * Some leave out their address, work authorization or relocation, so resume ratings vary.
 */
export function demoPeople(count: number, seed: number, exclude: readonly string[] = []): DemoPerson[] {
  const f = new Faker({ locale: [en_US, en] });
  f.seed(seed);
  const taken = new Set(exclude.map((n) => n.toLowerCase()));
  const shortTaken = new Set(exclude.map((n) => shortName(n)));
  const people: DemoPerson[] = [];
  while (people.length < count) {
    const first = f.person.firstName();
    const last = f.person.lastName();
    const full = `${first} ${last}`;
    if (last.length > 10 || taken.has(full.toLowerCase()) || shortTaken.has(shortName(full))) continue;
    taken.add(full.toLowerCase());
    shortTaken.add(shortName(full));
    const job = f.helpers.arrayElement(PROFESSIONS);
    const [city, state, zip, area] = f.helpers.arrayElement(CITIES);
    const years = f.number.int({ min: 1, max: 22 });
    const skills = f.helpers.arrayElements(job.skills, { min: 3, max: Math.min(5, job.skills.length) });
    const senior = years >= 8 ? 'Senior ' : '';
    const price = Math.max(5, Math.round(job.price * (0.7 + years / 25) + f.number.int({ min: -3, max: 3 })));
    people.push({
      first_name: first,
      last_name: last,
      email: f.internet.email({ firstName: first, lastName: last, provider: 'example.net' }).toLowerCase(),
      mobile: `${area}${f.string.numeric({ length: 7, allowLeadingZeros: false })}`,
      ...(f.datatype.boolean(0.85) ? { address: f.location.streetAddress() } : {}),
      city,
      state,
      Zipcode: zip,
      job_title: `${senior}${job.title}`,
      technicalSkill: skills.join(', '),
      industry: job.industry,
      experience_years: years,
      experience: `${senior}${job.title} with ${years} ${years === 1 ? 'year' : 'years'} of experience in ${job.industry.toLowerCase()}: ${skills.slice(0, 2).join(' and ')}.`,
      ...(f.datatype.boolean(0.8) ? { work_status: f.helpers.arrayElement(WORK_STATUSES) } : {}),
      ...(f.datatype.boolean(0.75) ? { relocate: f.datatype.boolean() ? 'Yes' : 'No' } : {}),
      document_type: f.datatype.boolean(0.7) ? 'pdf' : 'docx',
      price,
    });
  }
  return people;
}

/** "Ava Stone" as the marketplace shows it, "ava s". */
function shortName(full: string): string {
  const [first = '', last = ''] = full.toLowerCase().split(' ');
  return `${first} ${last.charAt(0)}`;
}
