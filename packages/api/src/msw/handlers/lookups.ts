/** Master data lists (skills, cities, states, industries, ...) on small fixtures, searched and paged. */
import type { HttpHandler } from 'msw';
import type { LookupItem } from '../../contract';
import { handle, page } from '../handle';

const names = (list: string[]): LookupItem[] => list.map((name, i) => ({ id: i + 1, name }));

export const lookupFixtures = {
  skills: names([
    'JavaScript',
    'TypeScript',
    'Python',
    'Java',
    'SQL',
    'React',
    'Node.js',
    'AWS',
    'Project Management',
    'Recruiting',
  ]),
  industries: names([
    'Information Technology',
    'Healthcare',
    'Finance',
    'Manufacturing',
    'Retail',
    'Education',
  ]),
  jobTitles: names([
    'Software Engineer',
    'Data Analyst',
    'Project Manager',
    'Registered Nurse',
    'Accountant',
    'Recruiter',
  ]),
  education: names([
    'High School Diploma',
    "Associate's Degree",
    "Bachelor's Degree",
    "Master's Degree",
    'Doctorate',
  ]),
  workAuth: [
    { id: 1, name: 'US Citizen', code: 'USC', data: 'US Citizen' },
    { id: 2, name: 'Green Card', code: 'GC', data: 'Green Card Holder' },
    { id: 3, name: 'H1B', code: 'H1B', data: 'H1B Visa' },
  ] as LookupItem[],
  states: [
    { id: 1, name: 'California', abbreviation: 'CA' },
    { id: 2, name: 'New York', abbreviation: 'NY' },
    { id: 3, name: 'Texas', abbreviation: 'TX' },
  ] as LookupItem[],
  cities: [
    {
      id: 1,
      name: 'New York',
      state: 'NY',
      state_name: 'New York',
      zipcodes: ['10001', '10002'],
      area_codes: ['212', '646'],
    },
    {
      id: 2,
      name: 'Los Angeles',
      state: 'CA',
      state_name: 'California',
      zipcodes: ['90001'],
      area_codes: ['213', '323'],
    },
    { id: 3, name: 'Austin', state: 'TX', state_name: 'Texas', zipcodes: ['73301'], area_codes: ['512'] },
  ],
};

export const lookupHandlers: HttpHandler[] = [
  ...(['skillSet', 'skillType', 'skillTypeType', 'skillMatch', 'allSkill', 'technicalSkill'] as const).map(
    (n) => handle(n, ({ request }) => page(lookupFixtures.skills, request.url)),
  ),
  ...(['cityName', 'cityView', 'cityNameView'] as const).map((n) =>
    handle(n, ({ request }) => {
      const area = new URL(request.url).searchParams.get('areacode');
      const cities = area
        ? lookupFixtures.cities.filter((c) => c.area_codes.includes(area))
        : lookupFixtures.cities;
      return page(cities, request.url);
    }),
  ),
  handle('stateView', ({ request }) => page(lookupFixtures.states, request.url)),
  handle('countryAndStateView', ({ request }) =>
    page(
      [
        { id: 1, name: 'United States', code: 'US', phone: '1', states: lookupFixtures.states },
        { id: 2, name: 'Canada', code: 'CA', phone: '1', states: [] },
      ],
      request.url,
    ),
  ),
  handle('workAuthorizationView', ({ request }) => page(lookupFixtures.workAuth, request.url)),
  handle('prepositionView', ({ request }) => page(names(['of', 'in', 'at', 'for', 'with']), request.url)),
  handle('industry', ({ request }) => page(lookupFixtures.industries, request.url)),
  handle('industrySector', ({ request }) =>
    page(names(['Technology', 'Health Care', 'Financials']), request.url),
  ),
  handle('education', ({ request }) => page(lookupFixtures.education, request.url)),
  handle('jobTitle', ({ request }) => page(lookupFixtures.jobTitles, request.url)),
  handle('workSector', ({ request }) => page(names(['Private', 'Public', 'Non-profit']), request.url)),
  handle('metro', ({ request }) =>
    page(names(['New York-Newark-Jersey City', 'Los Angeles-Long Beach-Anaheim']), request.url),
  ),
  handle('company', ({ request }) => page(names(['Acme Corp', 'Globex', 'Initech']), request.url)),
  handle('getLocationAttitude', () => ({
    latitude: 30.2672,
    longitude: -97.7431,
    city: 'Austin',
    state: 'TX',
    zipcode: '73301',
  })),
];
