/** Clients of the demo recruiter on the fixtures' moment: one confidential, one archived (issue 18). */
import type { Client } from '../contract';
import { shownClientName } from '../rules';
import { NOW } from './handle';

export function clientFixture(id: number, overrides: Partial<Client> = {}): Client {
  const base = {
    id,
    owner_id: 2,
    name: ['Northwind Traders', 'Globex Bank', 'Initech'][id % 3]!,
    display_name: null,
    industry: 'Information Technology',
    website: 'https://example.com',
    address: '1 Main St, Austin, TX',
    notes: null,
    logo: null,
    contacts: [
      {
        id: id * 10,
        name: 'Dana Lee',
        role: 'Head of Talent',
        email: 'dana@example.com',
        phone: '+1 555 010 2030',
      },
    ],
    archived: false,
    archived_at: null,
    job_count: 0,
    created_at: NOW,
    updated_at: NOW,
    ...overrides,
  };
  return { ...base, shown_name: shownClientName(base) };
}

export const clientsFixture: Client[] = [
  clientFixture(1, { name: 'Globex Bank', display_name: 'A leading fintech company', job_count: 2 }),
  clientFixture(2, { name: 'Initech', industry: 'Consulting', contacts: [] }),
  clientFixture(3, { name: 'Northwind Traders', industry: 'Retail', job_count: 0 }),
  clientFixture(4, {
    name: 'Umbrella Labs',
    industry: 'Healthcare',
    archived: true,
    archived_at: NOW,
    job_count: 1,
  }),
];
