// Seeded resume content for the entries corpus: positions, degrees and skills with known truth.
// The truth of every file is written from these values, never from a parser's output.
import { makePerson, rng } from '../layout-corpus/people.mjs';

export const TITLES = [
  'Software Engineer',
  'Senior Software Engineer',
  'Data Analyst',
  'Product Manager',
  'Marketing Manager',
  'Financial Analyst',
  'Registered Nurse',
  'Project Manager',
  'UX Designer',
  'DevOps Engineer',
  'Sales Representative',
  'Operations Manager',
  'Account Executive',
  'Research Scientist',
  'Business Analyst',
  'Customer Success Manager',
  'HR Coordinator',
  'Mechanical Engineer',
  'Staff Accountant',
  'Technical Writer',
  'Store Manager',
  'Teaching Assistant',
];
export const COMPANIES = [
  'Northwind Traders',
  'Globex Corporation',
  'Initech',
  'Umbrella Health',
  'Stark Industries',
  'Wayne Enterprises',
  'Acme Logistics',
  'Blue Harbor Bank',
  'Pinecrest Labs',
  'Summit Analytics',
  'Vandelay Imports',
  'Cyberdyne Systems',
  'Tyrell Corporation',
  'Massive Dynamic',
  'Greenleaf Credit Union',
  'Bright Path Schools',
  'Redwood Robotics',
  'Oceanic Airlines',
  'Hooli',
  'Soylent Foods',
];
export const PLACES = [
  'Austin, TX',
  'Seattle, WA',
  'New York, NY',
  'Chicago, IL',
  'Denver, CO',
  'Boston, MA',
  'Atlanta, GA',
  'San Diego, CA',
  'Portland, OR',
  'London, United Kingdom',
  'Berlin, Germany',
  'Toronto, Canada',
];
export const SCHOOLS = [
  ['University of Texas at Austin', 'Austin, TX'],
  ['Georgia Institute of Technology', 'Atlanta, GA'],
  ['University of Michigan', 'Ann Arbor, MI'],
  ['Indian Institute of Technology (IIT) Bombay', 'Mumbai, India'],
  ['Massachusetts Institute of Technology', 'Cambridge, MA'],
  ['Arizona State University', 'Tempe, AZ'],
  ['Boston College', 'Boston, MA'],
  ['Technical University of Munich', 'Munich, Germany'],
  ['Stanford University', 'Stanford, CA'],
  ['Purdue University', 'West Lafayette, IN'],
  ['University of Washington', 'Seattle, WA'],
  ['Rutgers University', 'New Brunswick, NJ'],
  ['Santa Monica College', 'Santa Monica, CA'],
];
export const DEGREES = [
  ['B.S.', 'Bachelor of Science', 'Computer Science and Engineering'],
  ['B.S.', 'Bachelor of Science', 'Mechanical Engineering'],
  ['M.S.', 'Master of Science', 'Data Science'],
  ['MBA', 'Master of Business Administration', 'Finance'],
  ['B.A.', 'Bachelor of Arts', 'Economics'],
  ['M.A.', 'Master of Arts', 'Education'],
  ['Ph.D.', 'Doctor of Philosophy', 'Physics'],
  ['B.Eng.', 'Bachelor of Engineering', 'Electrical Engineering'],
  ['A.S.', 'Associate of Science', 'Nursing'],
  ['B.B.A.', 'Bachelor of Business Administration', 'Marketing'],
];
export const GRADES = ['3.8/4.0', '3.62', 'First Class Honours', 'magna cum laude', null, null];
export const SKILLS = [
  'Python',
  'SQL',
  'Excel',
  'Tableau',
  'JavaScript',
  'TypeScript',
  'React',
  'Node.js',
  'AWS',
  'Docker',
  'Kubernetes',
  'Salesforce',
  'Jira',
  'Figma',
  'Power BI',
  'Java',
  'Go',
  'Terraform',
  'Project Management',
  'Agile',
  'Financial Modeling',
  'Public Speaking',
  'Google Analytics',
  'SAP',
];
const VERBS = ['Led', 'Built', 'Reduced', 'Improved', 'Designed', 'Launched', 'Managed', 'Automated'];
const OBJECTS = [
  'the quarterly reporting pipeline used by 40 analysts',
  'onboarding for enterprise customers across three regions',
  'a pricing model that lifted margin by 6%',
  'incident response time from 4 hours to 35 minutes',
  'a team of 6 engineers and 2 designers',
  'vendor contracts worth $2.4M a year',
  'the migration of 120 services to containers',
  'weekly dashboards for the leadership team',
];

const pick = (r, list) => list[Math.floor(r() * list.length)];
function pickDistinct(r, list, n) {
  const out = [];
  while (out.length < n) {
    const v = pick(r, list);
    if (!out.includes(v)) out.push(v);
  }
  return out;
}
const ym = (y, m) => `${y}-${String(m).padStart(2, '0')}`;

/**
 * A person with 2-4 positions (newest first, the first one current), 1-2 degrees and 6-9 skills.
 * `opts.multiRole`: the first company has two roles; `opts.freelance`: a role with no company.
 */
export function makeResume(seed, opts = {}) {
  const r = rng(seed);
  const person = makePerson(seed, opts.person ?? {});
  const nJobs = opts.jobs ?? 2 + Math.floor(r() * 3);
  const companies = pickDistinct(r, COMPANIES, nJobs);
  const titles = pickDistinct(r, TITLES, nJobs + 1);
  let endY = 2025;
  let endM = 0; // 0 = present
  const positions = [];
  for (let i = 0; i < nJobs; i++) {
    const years = 1 + Math.floor(r() * 3);
    const startM = 1 + Math.floor(r() * 12);
    const startY = (endM === 0 ? endY : endY) - years;
    const bullets = Array.from(
      { length: opts.longBullets ? 5 : 2 + Math.floor(r() * 2) },
      () => `${pick(r, VERBS)} ${pick(r, OBJECTS)}.`,
    );
    positions.push({
      position: titles[i],
      company: companies[i],
      location: pick(r, PLACES),
      start: { y: startY, m: startM },
      end: endM === 0 ? null : { y: endY, m: endM },
      bullets,
    });
    endY = startY;
    endM = Math.max(1, startM - 1);
    if (endM === startM) endM = startM;
  }
  if (opts.multiRole) {
    // The first company's earlier role: same company and location, the role before the current one.
    const first = positions[0];
    const split = { y: first.start.y + 1, m: first.start.m };
    positions.splice(1, 0, {
      ...first,
      position: titles[nJobs],
      start: first.start,
      end: { y: split.y, m: Math.max(1, split.m - 1) },
      bullets: [`${pick(r, VERBS)} ${pick(r, OBJECTS)}.`],
    });
    first.start = split;
  }
  if (opts.freelance) {
    const last = positions[positions.length - 1];
    positions.push({
      position: 'Freelance Photographer',
      company: null,
      location: null,
      start: { y: last.start.y - 2, m: 3 },
      end: { y: last.start.y, m: 1 },
      bullets: ['Shot weddings and events for local clients.'],
    });
  }
  const nDeg = opts.degrees ?? 1 + (r() < 0.45 ? 1 : 0);
  const degIdx = pickDistinct(
    r,
    DEGREES.map((_, i) => i),
    nDeg,
  );
  const schools = pickDistinct(r, SCHOOLS, nDeg);
  let gradY = positions[positions.length - 1].start.y;
  const degrees = degIdx.map((di, k) => {
    const [short, long, area] = DEGREES[di];
    const len = short.startsWith('M') ? 2 : short === 'Ph.D.' ? 5 : short === 'A.S.' ? 2 : 4;
    const d = {
      short,
      long,
      area: short === 'MBA' && r() < 0.5 ? null : area,
      institution: schools[k][0],
      place: schools[k][1],
      start: { y: gradY - len, m: 9 },
      end: { y: gradY, m: 5 },
      grade: pick(r, GRADES),
    };
    gradY -= len;
    return d;
  });
  const skills = pickDistinct(r, SKILLS, 6 + Math.floor(r() * 4));
  return { person, positions, degrees, skills, r };
}

/** Truth values for a position or degree, given how the template printed its dates. */
export function dateTruth(d, fmt) {
  if (!d) return 'present';
  return fmt.month ? ym(d.y, d.m) : String(d.y);
}
