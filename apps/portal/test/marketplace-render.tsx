/** Shared set-up of the marketplace, wallet, pricing and payment screen tests: a signed-in recruiter and the
 * real App and router over msw. */
import { configure, render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { abilityRulesFor } from '@talent/api/abilities';
import { storage, type StoredUserData } from '@talent/api/client';
import type { Profile } from '@talent/api/contract';
import { App } from '../src/app/App';
import { buildRouteObjects } from '../src/routes/router';

export const API = 'http://portal.test';

// The machine is shared: give findBy/waitFor more than their default second (each test file runs in its own
// worker, so this touches only these screen tests).
configure({ asyncUtilTimeout: 5_000 });

export function recruiter(extra: Partial<StoredUserData> = {}): StoredUserData {
  return {
    id: 7,
    full_name: 'Rita Recruiter',
    role: 'recruiter',
    avatar: null,
    email: 'rita@example.com',
    is_email_verified: true,
    current_plan: null,
    refreshToken: 'r1',
    hire_visa_candidates_statement: null,
    about_company_statement: 'We hire.',
    equal_employee_opportunity: null,
    sub_user: null,
    userType: null,
    mobile: null,
    talentru_coin: 0,
    ability: abilityRulesFor('recruiter'),
    ...extra,
  };
}

export function signIn(extra: Partial<StoredUserData> = {}): void {
  storage.saveSession({ userData: recruiter(extra), accessToken: 'a1', refreshToken: 'r1' });
}

export function renderAt(path: string) {
  const router = createMemoryRouter(buildRouteObjects(), { initialEntries: [path] });
  render(<App router={router} apiBaseUrl={API} />);
  return router;
}

export function profile(extra: Partial<Profile> = {}): Profile {
  return {
    id: 11,
    profileId: 11,
    owner_id: 99,
    first_name: 'Ava',
    last_name: 'S.',
    full_name: 'Ava S.',
    email: null,
    mobile: null,
    city: 'Austin',
    state: 'TX',
    Zipcode: null,
    job_title: 'Software Engineer',
    experience_years: 5,
    technicalSkill: 'TypeScript, React',
    industry: 'Information Technology',
    resume_rating: 80,
    resume_price: 15,
    is_public: true,
    marked_public_on: '2026-11-01T10:00:00.000Z',
    coin_earned: 0,
    isUnlocked: false,
    access: null,
    access_expires_at: null,
    is_copy: false,
    can_resell: false,
    file_name: 'ava.pdf',
    pages: 1,
    created_at: '2026-11-01T10:00:00.000Z',
    data: null,
    ...extra,
  };
}

export function wallet(tat: number, ttt = 0) {
  return { tat, ttt, coin_earned: 0, ttt_per_tat: 10, movements: [] };
}

/** The first render of a lazy page transforms its modules: wait longer than findBy's default second. */
export async function pageHeading(name: string): Promise<HTMLElement> {
  const { screen } = await import('@testing-library/react');
  return screen.findByRole('heading', { name, level: 1 }, { timeout: 10_000 });
}
