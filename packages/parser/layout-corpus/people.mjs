// Generated people for the layout corpus: fixed lists and a seeded generator, so every regeneration makes
// the same people and the truth of each file is known without reading it back.

/** mulberry32: a small seeded PRNG (deterministic across Node versions). */
export function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FIRST = [
  'Anna',
  'Marcus',
  'Priya',
  'Daniel',
  'Sofia',
  'Kwame',
  'Elena',
  'Tomasz',
  'Aisha',
  'Jonah',
  'Mei',
  'Rafael',
  'Chanchal',
  'Olivia',
  'Hiroshi',
  'Grace',
  'Mateo',
  'Leila',
  'Samuel',
  'Ingrid',
  'Dmitri',
  'Nadia',
  'Owen',
  'Ji-woo',
  'Carmen',
  'Felix',
  'Zara',
  'Victor',
  'Hannah',
  'Arjun',
  'Beatriz',
  'Liam',
];
const LAST = [
  'Sharma',
  'Okafor',
  'Lindqvist',
  'Moreau',
  'Castellanos',
  'Nakamura',
  'Brennan',
  'Kowalski',
  'Haddad',
  'Whitfield',
  'Fernandes',
  'Abernathy',
  'Park',
  "O'Connor",
  'Van der Berg',
  'Delgado',
  'Novak',
  'Achebe',
  'Rasmussen',
  'Petrov',
  'Mendoza',
  'Larsen',
  'Kim',
  'Fitzgerald',
  'Ivanova',
  'Osei',
  'Gallagher',
  'Reyes',
  'Yamamoto',
  'Schneider',
  'Baptiste',
  'Thornton',
];
const TITLES = [
  'Senior Software Engineer',
  'Data Analyst',
  'Product Manager',
  'UX Designer',
  'Marketing Manager',
  'Registered Nurse',
  'Financial Analyst',
  'DevOps Engineer',
  'Project Manager',
  'Sales Representative',
  'Mechanical Engineer',
  'Business Analyst',
  'Graphic Designer',
  'HR Coordinator',
  'Accountant',
];
export const COMPANIES = [
  'Company A',
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
  'Contoso Ltd',
  'Vandelay Imports',
  'Hooli',
  'Soylent Foods',
  'Tyrell Systems',
];
const SKILLS = [
  'JavaScript',
  'TypeScript',
  'Python',
  'SQL',
  'React',
  'Node.js',
  'AWS',
  'Docker',
  'Kubernetes',
  'Excel',
  'Tableau',
  'Figma',
  'Salesforce',
  'Java',
  'Go',
  'Power BI',
  'Agile',
  'Scrum',
  'Git',
  'Linux',
];
const SCHOOLS = [
  'University of Texas at Austin',
  'Ohio State University',
  'University of Pune',
  'Seoul National University',
  'Boston University',
  'Georgia Institute of Technology',
  'University of Washington',
  'Rutgers University',
];
const DEGREES = ['B.S. Computer Science', 'MBA', 'B.A. Economics', 'M.S. Data Science', 'B.Eng. Mechanical'];

/** US places the parser's master data and the corpus agree on: city, state abbreviation, ZIP, street. */
const US_PLACES = [
  ['Austin', 'TX', '78701', '512', '1200 Congress Ave'],
  ['New York', 'NY', '10012', '718', '1234 Broadway'],
  ['Seattle', 'WA', '98101', '206', '400 Pine St'],
  ['Chicago', 'IL', '60601', '312', '233 Wacker Dr'],
  ['Denver', 'CO', '80202', '303', '1701 Market St'],
  ['Boston', 'MA', '02110', '617', '50 Milk St'],
  ['Atlanta', 'GA', '30303', '404', '191 Peachtree St'],
  ['San Diego', 'CA', '92101', '619', '600 B St'],
  ['Phoenix', 'AZ', '85004', '602', '2 N Central Ave'],
  ['Portland', 'OR', '97204', '503', '805 SW Broadway'],
  ['Ontario', 'CA', '91764', '909', '3200 Inland Empire Blvd'],
  ['Minneapolis', 'MN', '55402', '612', '80 S 8th St'],
];

/** Places outside the US: the city is the truth, the state stays null (spec: states are US abbreviations). */
export const WORLD_PLACES = [
  { line: 'Seoul, South Korea', city: 'Seoul', cc: '82', phone: '+82 10-4821-7730' },
  { line: 'Pune, Maharashtra', city: 'Pune', cc: '91', phone: '+91 98765 43210' },
  { line: 'Pune, Maharashtra, India', city: 'Pune', cc: '91', phone: '+91 99220 18345' },
  { line: 'London, United Kingdom', city: 'London', cc: '44', phone: '+44 20 7946 0958' },
  { line: 'Berlin, Germany', city: 'Berlin', cc: '49', phone: '+49 30 901820' },
  { line: 'Toronto, Ontario, Canada', city: 'Toronto', cc: '1', phone: '+1 416 555 0142' },
  { line: 'Bengaluru, Karnataka, India', city: 'Bengaluru', cc: '91', phone: '+91 80 4567 8901' },
  { line: 'Manila, Philippines', city: 'Manila', cc: '63', phone: '+63 917 555 0123' },
];

const pick = (r, list) => list[Math.floor(r() * list.length)];
const digits = (r, n) => Array.from({ length: n }, () => Math.floor(r() * 10)).join('');

/**
 * US phone display styles. `digits` is the 10-digit truth (spec: US-style numbers, digits only).
 * Several are valid US-style numbers that fail a strict numbering-plan check (555-5555, 123 area code).
 */
export const PHONE_STYLES = {
  paren: (a, e, n) => `(${a}) ${e}-${n}`,
  dots: (a, e, n) => `${a}.${e}.${n}`,
  dashes: (a, e, n) => `${a}-${e}-${n}`,
  plus1: (a, e, n) => `+1 ${a}-${e}-${n}`,
  enDash: (a, e, n) => `(${a}) ${e} – ${n}`,
  spaces: (a, e, n) => `${a} ${e} ${n}`,
};

export function makePerson(seed, opts = {}) {
  const r = rng(seed);
  const first = opts.first ?? pick(r, FIRST);
  const last = opts.mononym ? null : (opts.last ?? pick(r, LAST));
  const place = opts.world ? null : (opts.usPlace ?? pick(r, US_PLACES));
  const world = opts.world ?? null;
  const area = opts.area ?? (place ? place[3] : '646');
  const exch = opts.exchange ?? `${2 + Math.floor(r() * 8)}${digits(r, 2)}`;
  const line = opts.lineNo ?? digits(r, 4);
  const style = opts.phoneStyle ?? 'paren';
  const phone = PHONE_STYLES[style](area, exch, line);
  const handle = `${first}${last ? '.' + last : ''}`.toLowerCase().replace(/[^a-z.]/g, '');
  const email = `${handle}${Math.floor(r() * 90 + 10)}@${pick(r, ['gmail.com', 'outlook.com', 'proton.me', 'mail.com'])}`;
  const companies = [];
  while (companies.length < 3) {
    const c = pick(r, COMPANIES.slice(opts.companyFirst ? 0 : 1));
    if (!companies.includes(c)) companies.push(c);
  }
  if (opts.companyFirst) companies[0] = 'Company A';
  const skills = [];
  while (skills.length < 8) {
    const s = pick(r, SKILLS);
    if (!skills.includes(s)) skills.push(s);
  }
  const linkedin = `linkedin.com/in/${handle.replace(/\./g, '-')}-${digits(r, 3)}`;
  const person = {
    first,
    last,
    title: pick(r, TITLES),
    email,
    phone: world && !opts.usPhoneToo ? world.phone : phone,
    worldPhone: world ? world.phone : null,
    usPhone: phone,
    linkedin,
    street: place ? place[4] : null,
    city: place ? place[0] : world.city,
    state: place ? place[1] : null,
    zip: place ? place[2] : null,
    placeLine: place ? `${place[0]}, ${place[1]} ${place[2]}` : world.line,
    companies,
    skills,
    school: pick(r, SCHOOLS),
    degree: pick(r, DEGREES),
    years: [2024, 2021, 2018, 2015].map((y) => y - Math.floor(r() * 2)),
  };
  const mobile = world && !opts.usPhoneToo ? world.phone.replace(/\D/g, '') : `${area}${exch}${line}`;
  person.truth = {
    first_name: first,
    last_name: last,
    email,
    mobile,
    linkedInUrl: `https://${linkedin}`,
    city: person.city,
    state: person.state,
    Zipcode: opts.noZip ? null : person.zip,
  };
  return person;
}
