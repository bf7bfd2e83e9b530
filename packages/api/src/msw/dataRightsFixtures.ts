/** The person in a resume on /my-data (issue 44 part A): one public profile, one withdrawn; the admins'
 * register of requests. */
import type { DataRequest, MyDataProfile } from '../contract';
import { NOW } from './handle';

export const myDataProfilesFixture: MyDataProfile[] = [
  {
    id: 41,
    holder: 'Northwind Recruiting',
    since: '2025-11-20T10:00:00.000Z',
    is_public: true,
    withdrawn_at: null,
    unlocks: 3,
    rentals: 1,
    purchases: 0,
    lawful_basis: 'consent',
    lawful_basis_at: '2025-11-21T08:30:00.000Z',
    lawful_basis_by: 'Northwind Recruiting',
    fields: {
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.org',
      mobile: '5550102030',
      city: 'London',
      state: null,
      Zipcode: null,
      job_title: 'Analyst',
      linkedInUrl: null,
    },
  },
  {
    id: 42,
    holder: 'A leading fintech company',
    since: '2025-12-01T10:00:00.000Z',
    is_public: false,
    withdrawn_at: NOW,
    unlocks: 0,
    rentals: 0,
    purchases: 1,
    lawful_basis: null,
    lawful_basis_at: null,
    lawful_basis_by: null,
    fields: {
      first_name: 'Ada',
      last_name: 'L.',
      email: 'ada@example.org',
      mobile: null,
      city: null,
      state: null,
      Zipcode: null,
      job_title: 'Data analyst',
      linkedInUrl: null,
    },
  },
];

export const dataRequestsFixture: DataRequest[] = [
  {
    id: 3,
    kind: 'withdrawal',
    address: 'ada@example.org',
    profile_id: 42,
    state: 'done',
    details: 'was public',
    created_at: NOW,
    completed_at: NOW,
  },
  {
    id: 2,
    kind: 'access',
    address: 'ada@example.org',
    profile_id: null,
    state: 'done',
    details: '2 profile(s) shown',
    created_at: NOW,
    completed_at: NOW,
  },
];
