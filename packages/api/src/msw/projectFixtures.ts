/** Freelance projects on the fixtures' moment: the demo recruiter (user 2) posts, the demo freelancer
 * (user 7) proposes, works and gets paid. */
import type { FreelancerDashboard, FreelancerProfile, Project, Proposal } from '../contract';
import { PROJECT_TRANSITIONS, projectFeeFor } from '../rules';
import { NOW } from './handle';

export const freelancerProfileFixture: FreelancerProfile = {
  user_id: 7,
  name: 'Fred Freelancer',
  headline: 'Full-stack TypeScript developer',
  hourly_rate: 45,
  skills: ['TypeScript', 'React', 'Node.js'],
  portfolio_links: ['https://example.org/fred'],
  completed_projects: 1,
};

export function projectFixture(id: number, overrides: Partial<Project> = {}): Project {
  const status = overrides.status ?? 'open';
  const awarded = !['draft', 'open', 'cancelled'].includes(status);
  const base: Project = {
    id,
    owner_id: 2,
    owner_name: 'Rita Recruiter',
    title: ['Landing page in React', 'Resume parser tuning', 'Payment webhooks', 'Logo refresh'][id % 4]!,
    description: '<p>Build a <strong>landing page</strong> for our hiring campaign.</p>',
    skills: ['React', 'TypeScript'],
    budget_type: 'fixed',
    budget: 500,
    hourly_rate: null,
    deadline: '2026-02-15',
    visibility: 'public',
    status,
    next_statuses: [...PROJECT_TRANSITIONS[status]],
    freelancer_id: awarded ? 7 : null,
    freelancer_name: awarded ? 'Fred Freelancer' : null,
    awarded_amount: awarded ? 400 : null,
    escrow_balance: ['awarded', 'in_progress', 'delivered', 'disputed'].includes(status) ? 400 : 0,
    proposals: 2,
    saved: false,
    attachments:
      id === 1
        ? [{ id: 1, name: 'brief.pdf', size: 48_213, content_type: 'application/pdf', created_at: NOW }]
        : [],
    created_at: NOW,
    updated_at: NOW,
    published_at: status === 'draft' ? null : NOW,
  };
  return { ...base, ...overrides, next_statuses: [...PROJECT_TRANSITIONS[status]] };
}

export const projectsFixture: Project[] = [
  projectFixture(1),
  projectFixture(2, { status: 'in_progress' }),
  projectFixture(3, { status: 'delivered' }),
  projectFixture(4, { status: 'completed', escrow_balance: 0 }),
  projectFixture(5, { status: 'draft', budget: null, deadline: null, proposals: 0 }),
];

export function proposalFixture(id: number, project: Project, overrides: Partial<Proposal> = {}): Proposal {
  return {
    id,
    project_id: project.id,
    project_title: project.title,
    project_status: project.status,
    freelancer_id: 7,
    cover_letter: 'I have shipped many landing pages in React; here is how I would start.',
    bid: 400,
    days: 10,
    status: project.status === 'open' ? 'pending' : 'awarded',
    created_at: NOW,
    updated_at: NOW,
    freelancer: freelancerProfileFixture,
    ...overrides,
  };
}

export const proposalsFixture: Proposal[] = projectsFixture
  .filter((p) => p.status !== 'draft')
  .map((p) => proposalFixture(p.id, p));

export const freelancerDashboardFixture: FreelancerDashboard = {
  earnings_total: 400 - projectFeeFor(400),
  earnings_by_month: [{ month: NOW.slice(0, 7), amount: 400 - projectFeeFor(400) }],
  active_projects: 2,
  open_proposals: 1,
  win_rate: 0.75,
  recommended: [projectFixture(1)],
  wallet: {
    tat: 1000 + 400 - projectFeeFor(400),
    ttt: 0,
    movements: [
      {
        id: 2,
        transaction_id: 2,
        kind: 'project_release',
        currency: 'TAT',
        amount: 400 - projectFeeFor(400),
        memo: 'Project #3 accepted: paid for the work',
        profile_id: null,
        created_at: NOW,
      },
      {
        id: 1,
        transaction_id: 1,
        kind: 'grant',
        currency: 'TAT',
        amount: 1000,
        memo: 'Welcome TAT',
        profile_id: null,
        created_at: NOW,
      },
    ],
  },
};

/** The delivery files of a project in the fixtures (a project awarded to the demo freelancer). */
export const deliveryFixture = {
  id: 9,
  name: 'delivery.pdf',
  size: 48_213,
  content_type: 'application/pdf',
  created_at: NOW,
};
