/** The client portal on the fixtures' moment (issue 43): the demo client's record (Globex Bank, a
 * confidential client of the demo recruiter), its jobs and the candidates shared with it. */
import {
  CLIENT_DECISION_LABELS,
  type ClientCandidate,
  type ClientPortal,
  type ClientShare,
} from '../contract';
import { NOW } from './handle';

export function clientCandidateFixture(
  id: number,
  overrides: Partial<ClientCandidate> = {},
): ClientCandidate {
  return {
    id,
    job_id: 1,
    job_title: 'Senior TypeScript Engineer',
    full_name: ['Ada Lovelace', 'Grace Hopper', 'Alan Turing'][id % 3]!,
    job_title_of_candidate: 'Software Engineer',
    city: 'Austin',
    state: 'TX',
    skills: ['TypeScript', 'React'],
    experience_years: 5,
    note: 'Strong on the front end.',
    decision: null,
    decision_label: null,
    comment: null,
    answered_at: null,
    shared_at: NOW,
    ...overrides,
  };
}

export const clientPortalFixture: ClientPortal = {
  client: { id: 1, name: 'Globex Bank', recruiter_name: 'Riley Recruiter' },
  jobs: [
    {
      id: 1,
      title: 'Senior TypeScript Engineer',
      status: 'open',
      city: 'Austin',
      state: 'TX',
      openings: 2,
      shared: 2,
      awaiting: 1,
      created_at: NOW,
    },
  ],
  candidates: [
    clientCandidateFixture(1),
    clientCandidateFixture(2, {
      decision: 'interview',
      decision_label: CLIENT_DECISION_LABELS.interview,
      comment: 'Can we meet on Tuesday?',
      answered_at: NOW,
    }),
  ],
};

export const clientSharesFixture: ClientShare[] = [
  {
    id: 2,
    client_id: 1,
    client_name: 'Globex Bank',
    application_id: 1,
    job_id: 1,
    job_title: 'Senior TypeScript Engineer',
    candidate_name: 'Grace Hopper',
    note: 'Strong on the front end.',
    decision: 'interview',
    decision_label: CLIENT_DECISION_LABELS.interview,
    comment: 'Can we meet on Tuesday?',
    answered_at: NOW,
    created_at: NOW,
  },
];
