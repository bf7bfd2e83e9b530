/** The dashboards: token statistics, profiles ranked by earnings and rating, account statistics. */
import type { HttpHandler } from 'msw';
import { PLAN_LIMITS } from '../../rules';
import { handle, page } from '../handle';
import { profilesFixture } from '../profileFixtures';

/** The demo recruiter is on the first plan (see listSubscription). */
const recruiterPlan = PLAN_LIMITS[1];

export const dashboardHandlers: HttpHandler[] = [
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
    upload_limit: recruiterPlan.daily_upload_limit,
    views_today: 2,
    view_limit: recruiterPlan.daily_view_limit,
    coin_earned: 240,
    profiles_sold: 6,
    profiles_acquired: 2,
    tat: 1000,
    ttt: 50,
  })),
];
