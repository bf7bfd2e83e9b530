/** Profiles on the fixtures' moment: my collection, and the same profiles as others see them on the market. */
import type { Profile } from '../contract';
import { NOW } from './handle';

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
    isUnlocked: true,
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
/** As another viewer sees them: locked, so only what the masked preview shows (issue 24, finding 6). */
export function lockedFixture(p: Profile): Profile {
  const lastInitial = p.last_name ? `${p.last_name[0]}.` : null;
  return {
    ...p,
    owner_id: null,
    last_name: lastInitial,
    full_name: [p.first_name, lastInitial].filter(Boolean).join(' '),
    email: null,
    mobile: null,
    Zipcode: null,
    isUnlocked: false,
    access: null,
    can_resell: false,
    file_name: null,
    data: null,
  };
}
export const marketFixture: Profile[] = profilesFixture.map(lockedFixture);
