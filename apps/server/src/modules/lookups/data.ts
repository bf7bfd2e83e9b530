/** Master data. Countries come from `countries-list`, US states and ZIP codes from `zipcodes`, area codes
 * from `areacodes` (maintained packages); the other lists are curated here. */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export interface Item {
  id: number;
  name: string;
  [key: string]: unknown;
}

const named = (
  names: readonly string[],
  extra?: (name: string, i: number) => Record<string, unknown>,
): Item[] => names.map((name, i) => ({ id: i + 1, name, ...(extra ? extra(name, i) : {}) }));

export const TECHNICAL_SKILLS = [
  '.NET',
  'Agile',
  'Android',
  'Angular',
  'Ansible',
  'Apache Kafka',
  'Apache Spark',
  'AWS',
  'Azure',
  'Bash',
  'C',
  'C#',
  'C++',
  'CI/CD',
  'Cloud Computing',
  'CSS',
  'Cybersecurity',
  'Data Analysis',
  'Data Engineering',
  'Data Science',
  'Deep Learning',
  'DevOps',
  'Django',
  'Docker',
  'Elasticsearch',
  'ETL',
  'Excel',
  'Express',
  'Figma',
  'Flask',
  'Flutter',
  'GCP',
  'Git',
  'Go',
  'GraphQL',
  'Hadoop',
  'HTML',
  'iOS',
  'Java',
  'JavaScript',
  'Jenkins',
  'Jira',
  'Kotlin',
  'Kubernetes',
  'Linux',
  'Machine Learning',
  'Microservices',
  'MongoDB',
  'MySQL',
  'Networking',
  'Next.js',
  'Node.js',
  'NoSQL',
  'Oracle',
  'Pandas',
  'PHP',
  'Power BI',
  'PostgreSQL',
  'Python',
  'PyTorch',
  'R',
  'React',
  'React Native',
  'Redis',
  'REST APIs',
  'Ruby',
  'Ruby on Rails',
  'Rust',
  'Salesforce',
  'SAP',
  'Scala',
  'Selenium',
  'ServiceNow',
  'SharePoint',
  'Snowflake',
  'Spring Boot',
  'SQL',
  'SQL Server',
  'Swift',
  'Tableau',
  'TensorFlow',
  'Terraform',
  'Testing',
  'TypeScript',
  'UI/UX Design',
  'Unity',
  'VMware',
  'Vue.js',
  'Windows Server',
] as const;

export const SKILL_SETS = [
  'Accounting',
  'Administration',
  'Business Analysis',
  'Customer Service',
  'Data Entry',
  'Financial Analysis',
  'Graphic Design',
  'Healthcare',
  'Human Resources',
  'Leadership',
  'Logistics',
  'Marketing',
  'Nursing',
  'Operations',
  'Payroll',
  'Project Management',
  'Quality Assurance',
  'Recruiting',
  'Sales',
  'Software Development',
  'Supply Chain',
  'Teaching',
  'Technical Support',
  'Writing',
] as const;

export const SKILL_TYPES = [
  'Technical',
  'Functional',
  'Soft Skill',
  'Domain',
  'Tool',
  'Language',
  'Certification',
] as const;
export const SKILL_TYPE_TYPES = ['Primary', 'Secondary', 'Nice to have'] as const;
export const SKILL_MATCH = ['Exact', 'Strong', 'Partial', 'Weak', 'None'] as const;

export const INDUSTRIES = [
  'Accounting',
  'Aerospace & Defense',
  'Agriculture',
  'Automotive',
  'Banking',
  'Biotechnology',
  'Construction',
  'Consulting',
  'Consumer Goods',
  'Education',
  'Energy',
  'Engineering',
  'Entertainment',
  'Financial Services',
  'Food & Beverage',
  'Government',
  'Healthcare',
  'Hospitality',
  'Information Technology',
  'Insurance',
  'Legal',
  'Logistics & Transportation',
  'Manufacturing',
  'Media',
  'Non-profit',
  'Pharmaceuticals',
  'Real Estate',
  'Retail',
  'Staffing & Recruiting',
  'Telecommunications',
  'Utilities',
] as const;

/** GICS sectors. */
export const INDUSTRY_SECTORS = [
  'Communication Services',
  'Consumer Discretionary',
  'Consumer Staples',
  'Energy',
  'Financials',
  'Health Care',
  'Industrials',
  'Information Technology',
  'Materials',
  'Real Estate',
  'Utilities',
] as const;

export const EDUCATION = [
  'High School Diploma',
  'GED',
  'Some College',
  'Vocational Certificate',
  "Associate's Degree",
  "Bachelor's Degree",
  'Bachelor of Arts',
  'Bachelor of Science',
  'Bachelor of Engineering',
  "Master's Degree",
  'Master of Arts',
  'Master of Science',
  'MBA',
  'Master of Engineering',
  'Doctorate',
  'PhD',
  'MD',
  'JD',
  'Postdoctoral',
] as const;

export const JOB_TITLES = [
  'Account Executive',
  'Account Manager',
  'Accountant',
  'Administrative Assistant',
  'Application Developer',
  'Back End Developer',
  'Business Analyst',
  'Business Development Manager',
  'Cloud Engineer',
  'Customer Service Representative',
  'Data Analyst',
  'Data Engineer',
  'Data Scientist',
  'Database Administrator',
  'DevOps Engineer',
  'Financial Analyst',
  'Front End Developer',
  'Full Stack Developer',
  'Graphic Designer',
  'Help Desk Technician',
  'HR Generalist',
  'HR Manager',
  'Java Developer',
  'Machine Learning Engineer',
  'Marketing Manager',
  'Mechanical Engineer',
  'Mobile Developer',
  'Network Engineer',
  'Nurse Practitioner',
  'Office Manager',
  'Operations Manager',
  'Product Manager',
  'Program Manager',
  'Project Manager',
  'Python Developer',
  'QA Engineer',
  'Recruiter',
  'Registered Nurse',
  'Sales Representative',
  'Scrum Master',
  'Security Analyst',
  'Software Architect',
  'Software Engineer',
  'Solutions Architect',
  'Systems Administrator',
  'Talent Acquisition Specialist',
  'Technical Recruiter',
  'Technical Writer',
  'UX Designer',
  'Web Developer',
] as const;

export const WORK_SECTORS = [
  'Private',
  'Public',
  'Non-profit',
  'Government',
  'Self-employed',
  'Contract',
  'Academic',
] as const;

export const WORK_AUTHORIZATIONS = [
  ['USC', 'US Citizen'],
  ['GC', 'Green Card Holder'],
  ['GC-EAD', 'Green Card EAD'],
  ['H1B', 'H1B Visa'],
  ['H4-EAD', 'H4 EAD'],
  ['L2-EAD', 'L2 EAD'],
  ['OPT-EAD', 'OPT EAD'],
  ['CPT', 'CPT'],
  ['TN', 'TN Visa'],
  ['E3', 'E3 Visa'],
  ['TPS', 'TPS EAD'],
  ['NEED-SPONSOR', 'Needs Sponsorship'],
] as const;

export const PREPOSITIONS = [
  'about',
  'above',
  'across',
  'after',
  'against',
  'along',
  'among',
  'around',
  'at',
  'before',
  'behind',
  'below',
  'beneath',
  'beside',
  'between',
  'beyond',
  'by',
  'down',
  'during',
  'except',
  'for',
  'from',
  'in',
  'inside',
  'into',
  'like',
  'near',
  'of',
  'off',
  'on',
  'onto',
  'out',
  'outside',
  'over',
  'past',
  'since',
  'through',
  'throughout',
  'to',
  'toward',
  'under',
  'underneath',
  'until',
  'up',
  'upon',
  'with',
  'within',
  'without',
] as const;

export const METROS = [
  'New York-Newark-Jersey City, NY-NJ-PA',
  'Los Angeles-Long Beach-Anaheim, CA',
  'Chicago-Naperville-Elgin, IL-IN-WI',
  'Dallas-Fort Worth-Arlington, TX',
  'Houston-The Woodlands-Sugar Land, TX',
  'Washington-Arlington-Alexandria, DC-VA-MD-WV',
  'Philadelphia-Camden-Wilmington, PA-NJ-DE-MD',
  'Miami-Fort Lauderdale-Pompano Beach, FL',
  'Atlanta-Sandy Springs-Alpharetta, GA',
  'Boston-Cambridge-Newton, MA-NH',
  'Phoenix-Mesa-Chandler, AZ',
  'San Francisco-Oakland-Berkeley, CA',
  'Riverside-San Bernardino-Ontario, CA',
  'Detroit-Warren-Dearborn, MI',
  'Seattle-Tacoma-Bellevue, WA',
  'Minneapolis-St. Paul-Bloomington, MN-WI',
  'San Diego-Chula Vista-Carlsbad, CA',
  'Tampa-St. Petersburg-Clearwater, FL',
  'Denver-Aurora-Lakewood, CO',
  'St. Louis, MO-IL',
  'Baltimore-Columbia-Towson, MD',
  'Charlotte-Concord-Gastonia, NC-SC',
  'Orlando-Kissimmee-Sanford, FL',
  'San Antonio-New Braunfels, TX',
  'Portland-Vancouver-Hillsboro, OR-WA',
  'Sacramento-Roseville-Folsom, CA',
  'Pittsburgh, PA',
  'Austin-Round Rock-Georgetown, TX',
  'Las Vegas-Henderson-Paradise, NV',
  'Cincinnati, OH-KY-IN',
  'Kansas City, MO-KS',
  'Columbus, OH',
  'Indianapolis-Carmel-Anderson, IN',
  'Cleveland-Elyria, OH',
  'San Jose-Sunnyvale-Santa Clara, CA',
  'Nashville-Davidson-Murfreesboro-Franklin, TN',
  'Raleigh-Cary, NC',
] as const;

export const COMPANIES = [
  'Accenture',
  'Adobe',
  'Amazon',
  'Apple',
  'AT&T',
  'Bank of America',
  'Boeing',
  'Capgemini',
  'Cisco',
  'Citigroup',
  'Cognizant',
  'Dell Technologies',
  'Deloitte',
  'EY',
  'GE',
  'Goldman Sachs',
  'Google',
  'HP',
  'IBM',
  'Infosys',
  'Intel',
  'JPMorgan Chase',
  'KPMG',
  'Lockheed Martin',
  'Meta',
  'Microsoft',
  'Morgan Stanley',
  'Netflix',
  'Nvidia',
  'Oracle',
  'PwC',
  'Salesforce',
  'SAP',
  'Tata Consultancy Services',
  'Tesla',
  'UnitedHealth Group',
  'Verizon',
  'Walmart',
  'Wells Fargo',
  'Wipro',
] as const;

interface ZipRow {
  zip: string;
  latitude: number;
  longitude: number;
  city: string;
  state: string;
}
interface AreaCode {
  city: string;
  stateCode: string;
}

export interface City extends Item {
  name: string;
  state: string;
  state_name: string;
  zipcodes: string[];
  area_codes: string[];
}

let cache: {
  states: Item[];
  cities: City[];
  countries: Item[];
  zips: Record<string, ZipRow>;
} | null = null;

/** Loads the package data once (about 44k ZIP codes); later calls reuse it. */
export function masterData() {
  if (cache) return cache;
  const zipcodes = require('zipcodes') as {
    codes: Record<string, ZipRow>;
    states: { abbr: Record<string, string> };
  };
  const areacodes = require('areacodes/lib/data.json') as Record<string, AreaCode>;
  const countriesList = require('countries-list') as {
    countries: Record<string, { name: string; phone: number[]; capital: string; continent: string }>;
  };
  const stateNames: Record<string, string> = Object.fromEntries(
    Object.entries(zipcodes.states.abbr).map(([abbr, name]) => [abbr, titleCase(name)]),
  ); // abbreviation -> name
  const states: Item[] = Object.entries(stateNames)
    .sort((a, b) => a[1].localeCompare(b[1]))
    .map(([abbr, name], i) => ({ id: i + 1, name, abbreviation: abbr }));

  const byCity = new Map<string, City>();
  for (const row of Object.values(zipcodes.codes)) {
    if (!row.city || !row.state || !stateNames[row.state]) continue;
    const name = titleCase(row.city);
    const key = `${name.toLowerCase()}|${row.state}`;
    let city = byCity.get(key);
    if (!city) {
      city = {
        id: 0,
        name,
        state: row.state,
        state_name: stateNames[row.state]!,
        zipcodes: [],
        area_codes: [],
      };
      byCity.set(key, city);
    }
    city.zipcodes.push(row.zip);
  }
  for (const [code, info] of Object.entries(areacodes)) {
    if (!info.city || !info.stateCode) continue;
    const city = byCity.get(`${titleCase(info.city).toLowerCase()}|${info.stateCode}`);
    if (city) city.area_codes.push(code);
  }
  const cities = [...byCity.values()].sort(
    (a, b) => a.state.localeCompare(b.state) || a.name.localeCompare(b.name),
  );
  cities.forEach((c, i) => {
    c.id = i + 1;
    c.zipcodes.sort();
  });

  const countries: Item[] = Object.entries(countriesList.countries)
    .sort((a, b) => a[1].name.localeCompare(b[1].name))
    .map(([code, c], i) => ({
      id: i + 1,
      name: c.name,
      code,
      phone: c.phone.map(String),
      capital: c.capital,
      continent: c.continent,
      states: code === 'US' ? states.map((s) => ({ name: s.name, abbreviation: s.abbreviation })) : [],
    }));

  cache = { states, cities, countries, zips: zipcodes.codes };
  return cache;
}

/** Which cities an area code covers: the area code's own city, else every city of its state. */
export function citiesForAreaCode(code: string): City[] {
  const { cities } = masterData();
  const own = cities.filter((c) => c.area_codes.includes(code));
  if (own.length > 0) return own;
  const areacodes = require('areacodes/lib/data.json') as Record<string, AreaCode>;
  const info = areacodes[code];
  return info ? cities.filter((c) => c.state === info.stateCode) : [];
}

function titleCase(s: string): string {
  return s.toLowerCase().replace(/\b([a-z])/g, (m) => m.toUpperCase());
}

export const staticLists = {
  technicalSkill: named(TECHNICAL_SKILLS),
  skillSet: named(SKILL_SETS),
  allSkill: named([...TECHNICAL_SKILLS, ...SKILL_SETS].sort((a, b) => a.localeCompare(b))),
  skillType: named(SKILL_TYPES),
  skillTypeType: named(SKILL_TYPE_TYPES),
  skillMatch: named(SKILL_MATCH),
  industry: named(INDUSTRIES),
  industrySector: named(INDUSTRY_SECTORS),
  education: named(EDUCATION),
  jobTitle: named(JOB_TITLES),
  workSector: named(WORK_SECTORS),
  workAuthorization: WORK_AUTHORIZATIONS.map(([code, data], i) => ({ id: i + 1, name: data, code, data })),
  preposition: named(PREPOSITIONS),
  metro: named(METROS),
  company: named(COMPANIES),
};
