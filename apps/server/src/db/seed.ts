/** Seed data on an empty database: the four plans (spec 000 section 9) and one demo account per role. */
import type { Role } from '@talent/api';
import type { Kysely } from 'kysely';
import type { Database, User } from './schema';
import { isoNow, systemClock } from '../lib/clock';
import { hashPassword } from '../lib/crypto';
import { PLAN_LIMITS, RENT_DAYS, priceFor, type PlanTier } from '@talent/api/rules';
import { demoPeople, type DemoPerson } from './demo-people';

/** A tier's limits from the shared rules, in the plans table's shape (can_resell is 0 or 1). */
function planLimits(tier: PlanTier) {
  const { daily_upload_limit, daily_view_limit, can_resell } = PLAN_LIMITS[tier];
  return { daily_upload_limit, daily_view_limit, can_resell: can_resell ? (1 as const) : (0 as const) };
}

export const DEMO_PASSWORD = 'Demo#2026';

export const PLAN_SEED = [
  {
    tier: 1,
    home_name: 'Starter Sparks',
    login_name: 'TAT Kickstart',
    amount_cents: 0,
    color: 'green',
    small_description: 'Kickstart your talent search for free',
    ...planLimits(1),
    features: [
      '50 profile uploads per day',
      'View, rent or buy 40 public profiles per day',
      'Private resume collection',
      'Free forever',
    ],
  },
  {
    tier: 2,
    home_name: 'Growth Gear',
    login_name: 'TAT Momentum',
    amount_cents: 799,
    color: 'blue',
    small_description: 'Build momentum with twice the capacity',
    ...planLimits(2),
    features: [
      '100 profile uploads per day',
      'View, rent or buy 80 public profiles per day',
      'Publish profiles for TAT',
    ],
  },
  {
    tier: 3,
    home_name: 'Pro Pulse',
    login_name: 'TAT Velocity',
    amount_cents: 1299,
    color: 'purple',
    small_description: 'Hire at velocity with professional limits',
    ...planLimits(3),
    features: [
      '200 profile uploads per day',
      'View, rent or buy 160 public profiles per day',
      'Publish profiles for TAT',
    ],
  },
  {
    tier: 4,
    home_name: 'Elite Engine',
    login_name: 'TAT Infinity',
    amount_cents: 1999,
    color: 'orange',
    small_description: 'Infinite reach for the busiest teams',
    ...planLimits(4),
    features: [
      'Unlimited profile uploads',
      'Unlimited public profiles',
      'View, rent or buy 500 public profiles per day',
      'Resell bought profiles repeatedly',
    ],
  },
] as const;

export interface DemoAccount {
  email: string;
  role: Role;
  full_name: string;
  company: string | null;
  /** plan tier for recruiter-type accounts */
  planTier: number | null;
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    email: 'admin@example.com',
    role: 'admin',
    full_name: 'Ada Admin',
    company: 'Talent Platform',
    planTier: 4,
  },
  {
    email: 'recruiter@example.com',
    role: 'recruiter',
    full_name: 'Rita Recruiter',
    company: 'Bright Hire LLC',
    planTier: 1,
  },
  {
    email: 'agency@example.com',
    role: 'recruitment_agency',
    full_name: 'Aaron Agency',
    company: 'Peak Staffing Agency',
    planTier: 2,
  },
  {
    email: 'enterprise@example.com',
    role: 'enterprise',
    full_name: 'Erin Enterprise',
    company: 'Acme Enterprises Inc.',
    planTier: 3,
  },
  {
    email: 'flenterprise@example.com',
    role: 'freelance_enterprise',
    full_name: 'Felix Flenterprise',
    company: 'Gig Works Co.',
    planTier: 4,
  },
  {
    email: 'jobseeker@example.com',
    role: 'jobseeker',
    full_name: 'Jane Jobseeker',
    company: null,
    planTier: null,
  },
  {
    email: 'freelancer@example.com',
    role: 'freelancer',
    full_name: 'Fred Freelancer',
    company: null,
    planTier: null,
  },
  {
    email: 'editor@example.com',
    role: 'editor',
    full_name: 'Eddie Editor',
    company: 'Talent Platform',
    planTier: null,
  },
  {
    email: 'client@example.com',
    role: 'client',
    full_name: 'Clara Client',
    company: 'Client Corp',
    planTier: null,
  },
];

export function planDescriptionHtml(features: readonly string[]): string {
  return `<ul>${features.map((f) => `<li>${f}</li>`).join('')}</ul>`;
}

export async function seedPlans(db: Kysely<Database>): Promise<void> {
  const existing = await db.selectFrom('plans').select('tier').execute();
  const have = new Set(existing.map((p) => p.tier));
  for (const p of PLAN_SEED) {
    if (have.has(p.tier)) continue;
    await db
      .insertInto('plans')
      .values({
        tier: p.tier,
        name: `${p.home_name} / ${p.login_name}`,
        home_name: p.home_name,
        login_name: p.login_name,
        amount_cents: p.amount_cents,
        description: planDescriptionHtml(p.features),
        small_description: p.small_description,
        color: p.color,
        daily_upload_limit: p.daily_upload_limit,
        daily_view_limit: p.daily_view_limit,
        can_resell: p.can_resell,
      })
      // Seeding runs under the start-up lock (startup.ts); the unique tier keeps a double out regardless.
      .onConflict((oc) => oc.column('tier').doNothing())
      .execute();
  }
}

/** Creates the demo accounts that do not exist yet; answers the ones created. */
export async function seedDemoAccounts(db: Kysely<Database>): Promise<DemoAccount[]> {
  const created: DemoAccount[] = [];
  const plans = await db.selectFrom('plans').select(['id', 'tier']).execute();
  const hash = await hashPassword(DEMO_PASSWORD);
  let n = 0;
  for (const a of DEMO_ACCOUNTS) {
    n += 1;
    const exists = await db.selectFrom('users').select('id').where('email', '=', a.email).executeTakeFirst();
    if (exists) continue;
    const now = isoNow(systemClock);
    const company = a.company ?? 'Independent';
    await db
      .insertInto('users')
      .values({
        email: a.email,
        password_hash: hash,
        full_name: a.full_name,
        role: a.role,
        mobile: `55501000${String(n).padStart(2, '0')}`,
        avatar: null,
        company_name: a.company,
        user_type: a.role,
        sub_user: 0,
        is_email_verified: 1,
        is_phone_verified: 1,
        hire_visa_candidates_statement: `${company} considers candidates who need visa sponsorship.`,
        about_company_statement: `${company} is a demo account of the Talent marketplace.`,
        equal_employee_opportunity: `${company} is an equal opportunity employer.`,
        current_plan_id: a.planTier ? (plans.find((p) => p.tier === a.planTier)?.id ?? null) : null,
        plan_expires_at: null,
        current_session_id: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    created.push(a);
  }
  return created;
}

export const TAT_PLAN_SEED = [
  {
    name: 'TAT Starter Pack',
    tat: 100,
    amount_cents: 999,
    description: '100 TAT for unlocking, renting and buying profiles',
  },
  {
    name: 'TAT Growth Pack',
    tat: 500,
    amount_cents: 3999,
    description: '500 TAT: 20% more per dollar than the Starter Pack',
  },
  { name: 'TAT Pro Pack', tat: 1200, amount_cents: 7999, description: '1200 TAT: the best rate per TAT' },
] as const;

/** The TAT packs, each once: a pack of the same name is left as it is (migration 0059 made names unique). */
export async function seedTatPlans(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('tat_plans')
    .values(TAT_PLAN_SEED.map((p) => ({ ...p })))
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
}

export const DEMO_TAT = 1000;

const DEMO_PEOPLE = [
  [
    'Ava',
    'Stone',
    'Software Engineer',
    'TypeScript, React, Node.js, AWS',
    'Austin',
    'TX',
    '73301',
    'Information Technology',
  ],
  [
    'Liam',
    'Reyes',
    'Data Analyst',
    'SQL, Python, Tableau, Excel',
    'Chicago',
    'IL',
    '60601',
    'Financial Services',
  ],
  ['Mia', 'Patel', 'Registered Nurse', 'Patient Care, EMR, BLS', 'Houston', 'TX', '77001', 'Healthcare'],
  [
    'Noah',
    'Nguyen',
    'DevOps Engineer',
    'Kubernetes, Terraform, AWS, CI/CD',
    'Seattle',
    'WA',
    '98101',
    'Information Technology',
  ],
  [
    'Zoe',
    'Brown',
    'Project Manager',
    'Agile, Scrum, Jira, Budgeting',
    'Denver',
    'CO',
    '80201',
    'Construction',
  ],
  [
    'Omar',
    'Kim',
    'Java Developer',
    'Java, Spring Boot, Microservices, SQL',
    'New York',
    'NY',
    '10001',
    'Banking',
  ],
] as const;

/** Generated profiles per demo account, [public, private], on top of the recruiter's DEMO_PEOPLE: about 60
 * distinct public profiles in the marketplace (issue 25), none of them the same person twice. */
const DEMO_COLLECTIONS: Record<string, readonly [number, number]> = {
  'recruiter@example.com': [4, 2],
  'agency@example.com': [20, 3],
  'enterprise@example.com': [20, 3],
  'flenterprise@example.com': [18, 0],
};
/** The faker seed of the demo people: the same people on every start. */
export const DEMO_PEOPLE_SEED = 2026;

type SeedHelpers = {
  grant: (userId: number, amount: number, key: string) => Promise<unknown>;
  columnsFrom: (f: Record<string, unknown>) => Record<string, unknown>;
  page: (seed: number) => Buffer;
  maskHalf: (full: Buffer) => Promise<Buffer>;
};

/**
 * Demo profiles and a TAT grant for each demo account, with generated page images: the recruiter's six
 * named people (three public) plus generated ones, and generated public and private profiles of the agency,
 * the enterprise and the freelance enterprise, so the marketplace shows about 60 different people across
 * professions, cities, ratings and prices. The demo job seeker has one private profile (their resume).
 */
export async function seedDemoWorld(
  db: Kysely<Database>,
  files: { put(key: string, data: Buffer): Promise<void> },
  accounts: DemoAccount[],
  helpers: SeedHelpers,
): Promise<void> {
  const collected = Object.values(DEMO_COLLECTIONS).reduce((n, [pub, priv]) => n + pub + priv, 0);
  const generated = demoPeople(
    collected + DEMO_APPLICANT_STATUSES.length,
    DEMO_PEOPLE_SEED,
    DEMO_PEOPLE.map(([first, last]) => `${first} ${last}`),
  );
  let next = 0;
  let n = 0;
  for (const a of accounts) {
    const user = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', a.email)
      .executeTakeFirstOrThrow();
    await helpers.grant(user.id, DEMO_TAT, `grant:demo:${user.id}`);
    const rows: ProfileSeed[] = [];
    if (a.role === 'recruiter' || a.role === 'jobseeker') {
      for (const [i, p] of DEMO_PEOPLE.entries()) {
        if (a.role === 'jobseeker' && i > 0) break;
        const [first, last, title, skills, city, state, zip, industry] = p;
        const years = 2 + (((n + i + 1) * 3) % 12);
        const isPublic = i % 2 === 0 && a.role !== 'jobseeker';
        rows.push({
          fields: {
            first_name: first,
            last_name: last,
            email: `${first}.${last}.${user.id}@example.net`.toLowerCase(),
            mobile: `5552${String(user.id).padStart(2, '0')}${String(i).padStart(4, '0')}`,
            address: `${101 + i} Main Street`,
            city,
            state,
            Zipcode: zip,
            job_title: title,
            technicalSkill: skills,
            industry,
            experience_years: years,
            experience: `${title} with ${years} years of experience in ${industry}.`,
            work_status: i % 2 === 0 ? 'US Citizen' : 'Green Card Holder',
            relocate: i % 3 === 0 ? 'Yes' : 'No',
            document_type: 'pdf',
          },
          price: isPublic ? 10 + (((i + 1) * 7) % 30) : null,
        });
      }
    }
    const [pub, priv] = DEMO_COLLECTIONS[a.email] ?? [0, 0];
    for (let i = 0; i < pub + priv; i += 1) {
      const { price, ...fields } = generated[next++]!;
      rows.push({ fields, price: i < pub ? price : null });
    }
    await insertDemoProfiles(db, files, helpers, user.id, rows, n);
    n += rows.length;
  }
  await seedDemoJobs(db, accounts, generated.slice(collected), files, helpers);
  await seedDemoProjects(db, accounts);
}

/** The statuses of the generated applicants to the demo recruiter's open job (spec 000 section 4). */
const DEMO_APPLICANT_STATUSES = [2, 3, 4, 5, 6, 7] as const;

interface ProfileSeed {
  fields: Record<string, unknown> & { first_name: string; last_name: string; document_type: string };
  /** The marketplace price; null keeps the profile private. */
  price: number | null;
}

/** Inserts an owner's demo profiles in one statement, then writes their page images. Answers the ids. */
async function insertDemoProfiles(
  db: Kysely<Database>,
  files: { put(key: string, data: Buffer): Promise<void> },
  helpers: SeedHelpers,
  ownerId: number,
  rows: readonly ProfileSeed[],
  first: number,
): Promise<number[]> {
  if (rows.length === 0) return [];
  const values = rows.map(({ fields, price }, i) => {
    const n = first + i + 1;
    // Spread over the last three months, so "marked public on" and the lists read naturally.
    const at = new Date(systemClock() - ((n * 37) % 90) * 86400_000 - n * 60_000).toISOString();
    const ext = fields.document_type === 'docx' ? 'docx' : 'pdf';
    return {
      ...(helpers.columnsFrom(fields) as object as ReturnType<
        typeof import('../modules/resumes/fields').columnsFrom
      >),
      owner_id: ownerId,
      uploader_id: ownerId,
      source_profile_id: null,
      price,
      is_public: price !== null ? (1 as const) : (0 as const),
      marked_public_on: price !== null ? at : null,
      coin_earned: 0,
      is_copy: 0 as const,
      file_key: null,
      file_name: `${fields.first_name}_${fields.last_name}_Resume.${ext}`,
      file_hash: null,
      file_mime:
        ext === 'pdf'
          ? 'application/pdf'
          : 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      pages: 1,
      created_at: at,
      updated_at: at,
    };
  });
  const inserted = await db.insertInto('profiles').values(values).returning('id').execute();
  const ids = inserted.map((r) => r.id).sort((a, b) => a - b);
  await Promise.all(
    ids.map(async (id, i) => {
      const full = helpers.page(first + i + 1);
      await files.put(`profiles/${id}/page_1_full.jpg`, full);
      await files.put(`profiles/${id}/page_1_half.jpg`, await helpers.maskHalf(full));
    }),
  );
  return ids;
}

/** A purchase through the marketplace service (the ledger, the access grant, the owner's earnings). */
export type DemoPurchase = (
  buyer: User,
  profileId: number,
  mode: 'unlock' | 'rent',
  key: string,
  price: number,
) => Promise<{ transaction_id: number | null }>;

/**
 * The demo recruiter's earnings history: other demo accounts unlock or rent some of the recruiter's public
 * profiles through the real marketplace service (TAT moves through the ledger, so every balance adds up),
 * then the sales are dated over the last two weeks so the dashboard's daily chart and the wallet show a
 * history. The seed's own views do not count against the buyers' limits today.
 */
export async function seedDemoSales(db: Kysely<Database>, purchase: DemoPurchase): Promise<number> {
  const byEmail = async (email: string) =>
    db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
  const owner = await byEmail('recruiter@example.com');
  if (!owner) return 0;
  const buyers = (
    await Promise.all(
      ['agency@example.com', 'enterprise@example.com', 'flenterprise@example.com'].map(byEmail),
    )
  ).filter((b): b is User => b !== undefined);
  const mine = await db
    .selectFrom('profiles')
    .select(['id', 'price'])
    .where('owner_id', '=', owner.id)
    .where('is_public', '=', 1)
    .orderBy('id')
    .execute();
  if (buyers.length === 0 || mine.length === 0) return 0;
  // [buyer, profile, mode, days ago]: each buyer at most once per profile; the last profile stays unsold.
  const plan: Array<[number, number, 'unlock' | 'rent', number]> = [
    [0, 0, 'unlock', 13],
    [1, 0, 'rent', 11],
    [2, 1, 'unlock', 10],
    [0, 2, 'rent', 9],
    [1, 2, 'unlock', 7],
    [2, 0, 'unlock', 6],
    [0, 3, 'unlock', 4],
    [1, 4, 'rent', 3],
    [2, 3, 'rent', 2],
    [0, 1, 'unlock', 1],
    [1, 1, 'unlock', 0],
  ];
  let sold = 0;
  for (const [b, p, mode, daysAgo] of plan) {
    const buyer = buyers[b % buyers.length]!;
    const profile = mine[p % Math.max(1, mine.length - 1)]!;
    const price = priceFor(mode, Number(profile.price));
    const res = await purchase(buyer, profile.id, mode, `demo-sale-${b}-${p}`, price);
    if (res.transaction_id === null) continue;
    sold += 1;
    const at = new Date(systemClock() - daysAgo * 86400_000 - (b + 1) * 3_600_000);
    const iso = at.toISOString();
    await db
      .updateTable('ledger_transactions')
      .set({ created_at: iso })
      .where('id', '=', res.transaction_id)
      .execute();
    await db
      .updateTable('ledger_entries')
      .set({ created_at: iso })
      .where('transaction_id', '=', res.transaction_id)
      .execute();
    await db
      .updateTable('profile_access')
      .set({
        created_at: iso,
        expires_at: mode === 'rent' ? new Date(at.getTime() + RENT_DAYS * 86400_000).toISOString() : null,
      })
      .where('transaction_id', '=', res.transaction_id)
      .execute();
  }
  await db
    .deleteFrom('daily_usage')
    .where(
      'user_id',
      'in',
      buyers.map((b) => b.id),
    )
    .where('kind', '=', 'view')
    .execute();
  return sold;
}

/** Two open projects of the demo recruiter and the demo freelancer's profile, so /freework, the project
 * details and /fl_dashboard (its recommendations) have something to show. No TAT moves: nothing is awarded. */
async function seedDemoProjects(db: Kysely<Database>, accounts: DemoAccount[]): Promise<void> {
  const emails = accounts.map((a) => a.email);
  if (!emails.includes('recruiter@example.com') || !emails.includes('freelancer@example.com')) return;
  const idOf = async (email: string) =>
    (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
  const owner = await idOf('recruiter@example.com');
  const freelancer = await idOf('freelancer@example.com');
  const day = (d: number) => new Date(systemClock() + d * 86400_000).toISOString();
  const projects = [
    {
      title: 'Careers landing page in React',
      description: '<p>Build a responsive <strong>careers page</strong> that lists our open jobs.</p>',
      skills: JSON.stringify(['React', 'TypeScript', 'CSS']),
      budget_type: 'fixed',
      budget: 400,
      hourly_rate: null,
    },
    {
      title: 'Resume import script',
      description: '<p>Import resumes from our old ATS export into the platform.</p>',
      skills: JSON.stringify(['Node.js', 'SQL']),
      budget_type: 'hourly',
      budget: 600,
      hourly_rate: 30,
    },
  ];
  for (const [i, p] of projects.entries()) {
    const created = day(-3 + i);
    const row = await db
      .insertInto('projects')
      .values({
        ...p,
        owner_id: owner,
        deadline: day(30 + i * 15).slice(0, 10),
        visibility: 'public',
        status: 'open',
        freelancer_id: null,
        awarded_amount: null,
        created_at: created,
        updated_at: created,
        published_at: created,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('project_events')
      .values({
        project_id: row.id,
        from_status: null,
        to_status: 'open',
        message: null,
        actor_id: owner,
        created_at: created,
      })
      .execute();
  }
  await db
    .insertInto('freelancer_profiles')
    .values({
      user_id: freelancer,
      headline: 'Full-stack TypeScript developer',
      hourly_rate: 35,
      skills: JSON.stringify(['TypeScript', 'React', 'Node.js']),
      portfolio_links: JSON.stringify(['https://example.org/portfolio']),
      updated_at: day(0),
    })
    .execute();
}

/** The demo recruiter's jobs: one open (with the demo job seeker's application), a draft and a closed
 * one, plus two open jobs of the demo enterprise, so the jobs, pipeline, job search and dashboard screens
 * have something to show. */
async function seedDemoJobs(
  db: Kysely<Database>,
  accounts: DemoAccount[],
  applicants: readonly DemoPerson[],
  files: { put(key: string, data: Buffer): Promise<void> },
  helpers: SeedHelpers,
): Promise<void> {
  const emails = accounts.map((a) => a.email);
  if (!emails.includes('recruiter@example.com') || !emails.includes('jobseeker@example.com')) return;
  const idOf = async (email: string) =>
    (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
  const owner = await idOf('recruiter@example.com');
  const seeker = await idOf('jobseeker@example.com');
  const day = (d: number) => new Date(systemClock() + d * 86400_000).toISOString();
  const base = {
    owner_id: owner,
    company_name: 'Bright Hire LLC',
    state: 'TX',
    zipcode: null,
    salary_min: 90_000,
    salary_max: 130_000,
    work_authorization: JSON.stringify(['US Citizen', 'Green Card Holder']),
    openings: 1,
  };
  const jobs = [
    {
      title: 'Senior TypeScript Engineer',
      description: '<p>Build our hiring platform with <strong>TypeScript</strong> and React.</p>',
      city: 'Austin',
      work_location: 'hybrid',
      employment_type: 'full_time',
      skills: JSON.stringify(['TypeScript', 'React', 'Node.js']),
      experience_years: 4,
      status: 'open',
    },
    {
      title: 'Data Analyst',
      description: null,
      city: 'Houston',
      work_location: null,
      employment_type: 'contract',
      skills: JSON.stringify(['SQL', 'Python']),
      experience_years: 2,
      status: 'draft',
    },
    {
      title: 'DevOps Engineer',
      description: '<p>Run our <em>Kubernetes</em> clusters.</p>',
      city: 'Dallas',
      work_location: 'onsite',
      employment_type: 'full_time',
      skills: JSON.stringify(['Kubernetes', 'Terraform', 'AWS']),
      experience_years: 5,
      status: 'closed',
    },
  ];
  const ids: number[] = [];
  for (const [i, j] of jobs.entries()) {
    const created = day(-10 + i);
    const row = await db
      .insertInto('jobs')
      .values({
        ...base,
        ...j,
        expires_on: day(30).slice(0, 10),
        created_at: created,
        updated_at: created,
        published_at: j.status === 'draft' ? null : created,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  // Two more open jobs from another company, so the job seekers' search has choice (the recruiter's plan
  // allows 3 open jobs and the jobs journey opens one more).
  if (emails.includes('enterprise@example.com')) {
    const enterprise = await idOf('enterprise@example.com');
    const more = [
      {
        title: 'Frontend Developer',
        description: '<p>Craft accessible <strong>React</strong> screens for job seekers.</p>',
        city: 'Austin',
        work_location: 'remote',
        employment_type: 'full_time',
        skills: JSON.stringify(['React', 'CSS', 'TypeScript']),
        experience_years: 2,
        status: 'open',
      },
      {
        title: 'Backend Engineer (Node.js)',
        description: '<p>Design the APIs behind our marketplace with <em>Node.js</em> and SQL.</p>',
        city: 'San Antonio',
        work_location: 'onsite',
        employment_type: 'contract',
        skills: JSON.stringify(['Node.js', 'SQL', 'PostgreSQL']),
        experience_years: 3,
        status: 'open',
      },
    ];
    for (const [i, j] of more.entries()) {
      const created = day(-3 + i);
      await db
        .insertInto('jobs')
        .values({
          ...base,
          ...j,
          owner_id: enterprise,
          company_name: 'Acme Enterprises Inc.',
          salary_min: 70_000 + i * 20_000,
          salary_max: 95_000 + i * 25_000,
          expires_on: day(45).slice(0, 10),
          created_at: created,
          updated_at: created,
          published_at: created,
        })
        .execute();
    }
  }
  const profile = await db
    .selectFrom('profiles')
    .select('id')
    .where('owner_id', '=', seeker)
    .orderBy('id')
    .executeTakeFirst();
  if (!profile) return;
  const applied = day(-2);
  await applyDemo(db, ids[0]!, profile.id, seeker, 1, applied, 'I would love to build this with you.');
  // Guest applicants (pending accounts, as a guest application makes them) at each later stage of the
  // pipeline, so the pipeline and the dashboard show applications in several statuses.
  for (const [i, person] of applicants.entries()) {
    const status = DEMO_APPLICANT_STATUSES[i % DEMO_APPLICANT_STATUSES.length]!;
    const at = day(-9 + i);
    const { price: _price, ...fields } = person;
    const user = await db
      .insertInto('users')
      .values({
        email: person.email,
        password_hash: '',
        full_name: `${person.first_name} ${person.last_name}`,
        role: 'jobseeker',
        mobile: person.mobile,
        avatar: null,
        company_name: null,
        user_type: 'jobseeker',
        sub_user: 0,
        is_email_verified: 1,
        is_phone_verified: 0,
        hire_visa_candidates_statement: null,
        about_company_statement: null,
        equal_employee_opportunity: null,
        current_plan_id: null,
        plan_expires_at: null,
        current_session_id: null,
        is_pending: 1,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const [profileId] = await insertDemoProfiles(
      db,
      files,
      helpers,
      user.id,
      [{ fields, price: null }],
      200 + i,
    );
    await applyDemo(db, ids[0]!, profileId!, user.id, status, at, null, owner);
  }
}

/** One application and its status history (applied, then moved by the job's owner to `status`). */
async function applyDemo(
  db: Kysely<Database>,
  jobId: number,
  profileId: number,
  applicantId: number,
  status: number,
  at: string,
  note: string | null,
  ownerId?: number,
): Promise<void> {
  const app = await db
    .insertInto('applications')
    .values({
      job_id: jobId,
      profile_id: profileId,
      applicant_id: applicantId,
      status,
      cover_note: note,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('application_history')
    .values({
      application_id: app.id,
      from_status: null,
      to_status: 1,
      note: null,
      changed_by: applicantId,
      created_at: at,
    })
    .execute();
  if (status !== 1 && ownerId !== undefined) {
    await db
      .insertInto('application_history')
      .values({
        application_id: app.id,
        from_status: 1,
        to_status: status,
        note: null,
        changed_by: ownerId,
        created_at: new Date(Date.parse(at) + 86400_000).toISOString(),
      })
      .execute();
  }
}
