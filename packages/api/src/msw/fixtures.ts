/** Fixtures for the msw handlers: the demo accounts of the brief and the four plans of spec 000 section 9. */
import { abilityRulesFor, type Role } from '../abilities';
import type { Plan, UserData, UserProfile } from '../contract';
import { landingFor } from '../abilities';
import { PLAN_LIMITS } from '../rules';

export const DEMO_PASSWORD = 'Demo#2026';

const PEOPLE: Array<[Role, string, string]> = [
  ['admin', 'admin@example.com', 'Ada Admin'],
  ['recruiter', 'recruiter@example.com', 'Rita Recruiter'],
  ['recruitment_agency', 'agency@example.com', 'Aaron Agency'],
  ['enterprise', 'enterprise@example.com', 'Erin Enterprise'],
  ['freelance_enterprise', 'flenterprise@example.com', 'Felix Flenterprise'],
  ['jobseeker', 'jobseeker@example.com', 'Jane Jobseeker'],
  ['freelancer', 'freelancer@example.com', 'Fred Freelancer'],
  ['editor', 'editor@example.com', 'Eddie Editor'],
  ['client', 'client@example.com', 'Clara Client'],
];

const features = (lines: string[]) => `<ul>${lines.map((l) => `<li>${l}</li>`).join('')}</ul>`;

export const plansFixture: Plan[] = [
  {
    id: 1,
    tier: 1,
    name: 'Starter Sparks / TAT Kickstart',
    home_name: 'Starter Sparks',
    login_name: 'TAT Kickstart',
    amount: 0,
    color: 'green',
    small_description: 'Kickstart your talent search for free',
    description: features([
      '50 profile uploads per day',
      'View, rent or buy 40 public profiles per day',
      'Private resume collection',
      'Free forever',
    ]),
    ...PLAN_LIMITS[1],
  },
  {
    id: 2,
    tier: 2,
    name: 'Growth Gear / TAT Momentum',
    home_name: 'Growth Gear',
    login_name: 'TAT Momentum',
    amount: 7.99,
    color: 'blue',
    small_description: 'Build momentum with twice the capacity',
    description: features([
      '100 profile uploads per day',
      'View, rent or buy 80 public profiles per day',
      'Publish profiles for TAT',
    ]),
    ...PLAN_LIMITS[2],
  },
  {
    id: 3,
    tier: 3,
    name: 'Pro Pulse / TAT Velocity',
    home_name: 'Pro Pulse',
    login_name: 'TAT Velocity',
    amount: 12.99,
    color: 'purple',
    small_description: 'Hire at velocity with professional limits',
    description: features([
      '200 profile uploads per day',
      'View, rent or buy 160 public profiles per day',
      'Publish profiles for TAT',
    ]),
    ...PLAN_LIMITS[3],
  },
  {
    id: 4,
    tier: 4,
    name: 'Elite Engine / TAT Infinity',
    home_name: 'Elite Engine',
    login_name: 'TAT Infinity',
    amount: 19.99,
    color: 'orange',
    small_description: 'Infinite reach for the busiest teams',
    description: features([
      'Unlimited profile uploads',
      'Unlimited public profiles',
      'View, rent or buy 500 public profiles per day',
      'Resell bought profiles repeatedly',
    ]),
    ...PLAN_LIMITS[4],
  },
];

const PLAN_BY_ROLE: Partial<Record<Role, number>> = {
  admin: 4,
  recruiter: 1,
  recruitment_agency: 2,
  enterprise: 3,
  freelance_enterprise: 4,
};

export function userDataFixture(role: Role, overrides: Partial<UserData> = {}): UserData {
  const index = PEOPLE.findIndex((p) => p[0] === role);
  const [, email, full_name] = PEOPLE[index] ?? PEOPLE[1]!;
  const planId = PLAN_BY_ROLE[role];
  const plan = planId ? plansFixture.find((p) => p.id === planId) : undefined;
  const company =
    role === 'jobseeker' || role === 'freelancer' ? 'Independent' : `${full_name.split(' ')[1]} Co.`;
  return {
    id: index + 1,
    full_name,
    role,
    avatar: null,
    email,
    is_email_verified: true,
    is_phone_verified: true,
    current_plan: plan ? [plan.id, plan.name] : null,
    refreshToken: `mock-refresh-${role}`,
    hire_visa_candidates_statement: `${company} considers candidates who need visa sponsorship.`,
    about_company_statement: `${company} is a demo account of the Talent marketplace.`,
    equal_employee_opportunity: `${company} is an equal opportunity employer.`,
    sub_user: null,
    userType: role,
    mobile: `55501000${String(index + 1).padStart(2, '0')}`,
    talentru_coin: 1000,
    ability: abilityRulesFor(role),
    ...overrides,
  };
}

export function userProfileFixture(role: Role, overrides: Partial<UserProfile> = {}): UserProfile {
  const { refreshToken: _r, ...data } = userDataFixture(role);
  return {
    ...data,
    company_name:
      data.role === 'jobseeker' || data.role === 'freelancer' ? null : `${data.full_name.split(' ')[1]} Co.`,
    billing_address: null,
    date_joined: '2026-01-05T09:00:00.000Z',
    ttt_coin: 0,
    landing: landingFor(role),
    ...overrides,
  };
}

export const demoAccounts = PEOPLE.map(([role, email, full_name]) => ({ role, email, full_name }));

export function roleForEmail(email: string): Role | undefined {
  return PEOPLE.find((p) => p[1] === email.trim().toLowerCase())?.[0];
}
