/** Happy-path handlers for the server-core domains (lookups, exclusions, resumes, wallet, payments,
 * dashboard, notifications) on small fixtures. */
import type { HttpHandler } from 'msw';
import { HttpResponse } from 'msw';
import type { LookupItem, Plan, Profile } from '../contract';
import { TTT_PER_TAT } from '../rules';
import { errorResponse, handle } from './index';
import { plansFixture } from './fixtures';

const NOW = '2026-01-05T09:00:00.000Z';

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

function page<T>(items: T[], url: string) {
  const q = new URL(url).searchParams;
  const search = (q.get('search') ?? '').toLowerCase();
  const filtered = search ? items.filter((i) => JSON.stringify(i).toLowerCase().includes(search)) : items;
  const offset = Number(q.get('offset') ?? 0);
  const limit = Number(q.get('limit') ?? 10);
  return { count: filtered.length, results: filtered.slice(offset, offset + limit) };
}

export function profileFixture(id: number, overrides: Partial<Profile> = {}): Profile {
  const first = ['Ava', 'Liam', 'Mia', 'Noah', 'Zoe', 'Omar'][id % 6]!;
  const last = ['Stone', 'Reyes', 'Patel', 'Nguyen', 'Brown', 'Kim'][id % 6]!;
  return {
    id,
    profileId: id,
    owner_id: 2,
    first_name: first,
    last_name: last,
    full_name: `${first} ${last}`,
    email: `${first.toLowerCase()}.${last.toLowerCase()}@example.net`,
    mobile: '5550100' + String(100 + id).slice(-3),
    city: 'Austin',
    state: 'TX',
    Zipcode: '73301',
    job_title: 'Software Engineer',
    experience_years: 3 + (id % 10),
    technicalSkill: 'TypeScript, React, Node.js',
    industry: 'Information Technology',
    resume_rating: 100 - (id % 5) * 11,
    resume_price: 10 + id,
    is_public: true,
    marked_public_on: NOW,
    coin_earned: (7 - (id % 7)) * 12,
    isUnlocked: false,
    access: 'owner',
    access_expires_at: null,
    is_copy: false,
    can_resell: false,
    file_name: `${first}_${last}.pdf`,
    pages: 2,
    created_at: NOW,
    data: null,
    ...overrides,
  };
}

export const profilesFixture: Profile[] = Array.from({ length: 12 }, (_, i) => profileFixture(i + 1));
const marketFixture: Profile[] = profilesFixture.map((p) => ({
  ...p,
  owner_id: 3,
  access: null,
  email: null,
  mobile: null,
  last_name: `${p.last_name?.[0]}.`,
}));

// 1x1 white JPEG, enough for image viewers in stories.
const TINY_JPEG =
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=';

const movements = [
  {
    id: 3,
    transaction_id: 3,
    kind: 'unlock',
    currency: 'TAT' as const,
    amount: -12,
    memo: 'Unlocked profile #4',
    profile_id: 4,
    created_at: NOW,
  },
  {
    id: 2,
    transaction_id: 2,
    kind: 'sale',
    currency: 'TAT' as const,
    amount: 18,
    memo: 'Profile #2 unlocked by a buyer',
    profile_id: 2,
    created_at: NOW,
  },
  {
    id: 1,
    transaction_id: 1,
    kind: 'grant',
    currency: 'TAT' as const,
    amount: 1000,
    memo: 'Welcome TAT',
    profile_id: null,
    created_at: NOW,
  },
];

const tatPlans = [
  { id: 1, name: 'TAT Starter Pack', tat: 100, amount: 9.99, description: '100 TAT' },
  { id: 2, name: 'TAT Growth Pack', tat: 500, amount: 39.99, description: '500 TAT' },
  { id: 3, name: 'TAT Pro Pack', tat: 1200, amount: 79.99, description: '1200 TAT' },
];

const checkout = {
  sessionId: 'sandbox_cs_mock',
  url: '/api/payment/sandbox/sandbox_cs_mock',
  provider: 'sandbox' as const,
  publishableKey: null,
};

const keywordList = [
  { id: 1, keyword: 'confidential', created_at: NOW },
  { id: 2, keyword: 'references available', created_at: NOW },
];

function crudHandlers(prefix: 'BlockKeyword' | 'KeywordExclusion' | 'ExperienceKeyword'): HttpHandler[] {
  return [
    handle(`list${prefix}`, ({ request }) => page(keywordList, request.url)),
    handle(`create${prefix}`, ({ body }) => ({ id: 3, keyword: body.keyword, created_at: NOW })),
    handle(`update${prefix}`, ({ body, params }) => ({
      id: Number(params.id),
      keyword: body.keyword,
      created_at: NOW,
    })),
    handle(`delete${prefix}`, () => ({ message: 'Deleted successfully.' })),
  ];
}

const plan = (id: number): Plan => plansFixture.find((p) => p.id === id) ?? plansFixture[0]!;

export const domainHandlers: HttpHandler[] = [
  // lookups
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
  // exclusions
  ...crudHandlers('BlockKeyword'),
  ...crudHandlers('KeywordExclusion'),
  ...crudHandlers('ExperienceKeyword'),
  handle('listBlockDomain', ({ request }) =>
    page([{ id: 1, domain: 'spam-mail.com', created_at: NOW }], request.url),
  ),
  handle('createBlockDomain', ({ body }) => ({ id: 2, domain: body.domain, created_at: NOW })),
  handle('updateBlockDomain', ({ body, params }) => ({
    id: Number(params.id),
    domain: body.domain,
    created_at: NOW,
  })),
  handle('deleteBlockDomain', () => ({ message: 'Deleted successfully.' })),
  // resumes
  handle('uploadResume', () => ({
    status: 'success' as const,
    message: 'File Uploaded',
    profile: profileFixture(100, { is_public: false, marked_public_on: null }),
  })),
  handle('uploadSingleResume', () => ({
    status: 'success' as const,
    message: 'File Uploaded',
    profile: profileFixture(101, { is_public: false, marked_public_on: null, file_name: null }),
  })),
  handle('updateResume', ({ params }) => profileFixture(Number(params.id))),
  handle('getResume', ({ params }) => profileFixture(Number(params.id))),
  handle('replaceResumeFile', ({ params }) => profileFixture(Number(params.id))),
  handle('deleteResume', () => ({ message: 'Profile deleted.' })),
  handle('todayResume', ({ request }) => ({
    ...page(profilesFixture.slice(0, 3), request.url),
    limit: 50,
    used: 3,
  })),
  handle('searchResume', ({ request }) => page(profilesFixture, request.url)),
  handle('listResume', ({ request }) => page(profilesFixture, request.url)),
  handle('publicResume', ({ request }) => page(marketFixture, request.url)),
  handle('markAsPublic', ({ body }) => ({
    message:
      body.profile_ids.length > 1 ? 'Profiles Have Been Marked Public' : 'Profile Has Been Marked Public',
    profile_ids: body.profile_ids,
  })),
  handle('unpublicResume', ({ body }) => {
    const ids = body.profile_ids ?? (body.profileId ? [body.profileId] : []);
    return {
      message: ids.length > 1 ? 'Profiles Have Been Marked Private' : 'Profile Has Been Marked Private',
      profile_ids: ids,
    };
  }),
  handle('profileDocument', ({ params }) => ({
    profileId: Number(params.uid),
    kind: 'half' as const,
    pages: 1,
    images: { page_1: TINY_JPEG },
  })),
  handle('profileFullDocument', ({ params }) => ({
    profileId: Number(params.uid),
    kind: 'full' as const,
    pages: 1,
    images: { page_1: TINY_JPEG },
  })),
  handle('topSellingResume', ({ request }) => page(marketFixture, request.url)),
  ...(['unlockResume', 'rentResume', 'buyResume'] as const).map((n) =>
    handle(n, ({ params }) => ({
      message:
        n === 'unlockResume'
          ? 'Profile unlocked.'
          : n === 'rentResume'
            ? 'Profile rented for 30 days.'
            : 'Profile bought; a copy is in your collection.',
      charged: 12,
      already_had_access: false,
      access:
        n === 'unlockResume'
          ? ('unlocked' as const)
          : n === 'rentResume'
            ? ('rented' as const)
            : ('bought' as const),
      access_expires_at: n === 'rentResume' ? '2026-02-04T09:00:00.000Z' : null,
      balance: 988,
      transaction_id: 7,
      copy_profile_id: n === 'buyResume' ? 500 + Number(params.uid) : null,
    })),
  ),
  handle('purchasedResume', ({ request }) =>
    page(
      marketFixture.slice(0, 2).map((p) => ({ ...p, access: 'unlocked' as const, isUnlocked: true })),
      request.url,
    ),
  ),
  handle('resumeRating', () => ({
    resume_rating: 88.89,
    score: 8,
    out_of: 9 as const,
    stars: 4.44,
    missing: ['relocate'],
  })),
  // wallet
  handle('myWallet', () => ({ tat: 1000, ttt: 50, coin_earned: 240, ttt_per_tat: TTT_PER_TAT, movements })),
  handle('convertTat', ({ body }) => ({
    message: 'Converted.',
    tat: 1000 - body.amount,
    ttt: 50 + body.amount * TTT_PER_TAT,
    coin_earned: 240,
    ttt_per_tat: TTT_PER_TAT,
  })),
  handle('convertTtt', ({ body }) =>
    body.amount % TTT_PER_TAT !== 0
      ? errorResponse(400, `The amount of TTT must be a multiple of ${TTT_PER_TAT}.`, {
          amount: [`The amount of TTT must be a multiple of ${TTT_PER_TAT}.`],
        })
      : {
          message: 'Converted.',
          tat: 1000 + body.amount / TTT_PER_TAT,
          ttt: 50 - body.amount,
          coin_earned: 240,
          ttt_per_tat: TTT_PER_TAT,
        },
  ),
  handle('coinHistory', ({ request }) => page(movements, request.url)),
  handle('tatPlans', () => ({ count: tatPlans.length, results: tatPlans })),
  handle('listCoinPurchases', () => ({ count: 0, results: [] })),
  handle('purchaseCoins', () => checkout),
  handle('getCoinPurchase', ({ params }) => ({
    id: 1,
    session_id: String(params.id),
    status: 'paid' as const,
    tat_plan: tatPlans[0]!,
    tat: 100,
    amount: 9.99,
    provider: 'sandbox' as const,
    created_at: NOW,
    completed_at: NOW,
  })),
  // subscription and payment
  handle('listSubscription', ({ role }) => ({
    count: plansFixture.length,
    results: plansFixture,
    current_plan_id: role === 'recruiter' ? 1 : null,
  })),
  handle('createPayment', ({ body }) =>
    plan(body.subscription).amount === 0
      ? errorResponse(400, 'This plan is free. No checkout required.')
      : checkout,
  ),
  handle('getPayment', ({ params }) => ({
    id: 1,
    session_id: String(params.id),
    kind: 'subscription' as const,
    status: 'paid' as const,
    provider: 'sandbox' as const,
    amount: 7.99,
    plan: plan(2),
    tat: null,
    success_url: '/payment/success/subscription',
    fail_url: '/payment/fail/subscription',
    created_at: NOW,
    completed_at: NOW,
  })),
  handle(
    'sandboxCheckoutPage',
    () =>
      new HttpResponse('<!doctype html><title>Sandbox checkout</title><p>Sandbox checkout</p>', {
        headers: { 'content-type': 'text/html' },
      }),
  ),
  handle(
    'sandboxCheckoutSubmit',
    () => new HttpResponse(null, { status: 303, headers: { location: '/payment/success/subscription' } }),
  ),
  handle('paymentWebhook', () => ({ received: true, duplicate: false })),
  // dashboard
  handle('dashboard', () => ({
    talent_access_token: 1000,
    talent_transaction_token: 50,
    network_multiplier: 1.3,
    transaction_count: 4,
  })),
  handle('mostEarnedProfile', ({ request }) =>
    page(
      [...profilesFixture].sort((a, b) => b.coin_earned - a.coin_earned),
      request.url,
    ),
  ),
  handle('leastEarnedProfile', ({ request }) =>
    page(
      [...profilesFixture].sort((a, b) => a.coin_earned - b.coin_earned),
      request.url,
    ),
  ),
  handle('mostRatedProfile', ({ request }) =>
    page(
      [...profilesFixture].sort((a, b) => b.resume_rating - a.resume_rating),
      request.url,
    ),
  ),
  handle('leastRatedProfile', ({ request }) =>
    page(
      [...profilesFixture].sort((a, b) => a.resume_rating - b.resume_rating),
      request.url,
    ),
  ),
  handle('accountStatistics', () => ({
    total_profiles: 12,
    public_profiles: 9,
    private_profiles: 3,
    uploads_today: 3,
    upload_limit: 50,
    views_today: 2,
    view_limit: 40,
    coin_earned: 240,
    profiles_sold: 6,
    profiles_acquired: 2,
    tat: 1000,
    ttt: 50,
  })),
  // notifications
  handle('sendNotification', () => ({ message: 'Sent.', delivered: 1 })),
  // API keys (the full key is answered by create only)
  handle('listApiKeys', () => ({
    count: 1,
    results: [{ id: 1, name: 'CI', prefix: 'tk_Ab3dE', created_at: NOW, last_used_at: null }],
  })),
  handle('createApiKey', ({ body }) => ({
    id: 2,
    name: body.name,
    prefix: 'tk_Zx9yW',
    created_at: NOW,
    key: 'tk_Zx9yWmockmockmockmockmockmockmockmockmock',
  })),
  handle('revokeApiKey', () => ({ message: 'The API key was revoked.' })),
];
