/** Dashboard calls (spec 000 sections 1 and 2.4, spec 001 "Dashboards"). */
import { z } from 'zod';
import { endpoint, listOf, pageQuery } from './core';
import { profileViewSchema } from './resumeFields';

/** /dashboard (recruiter-type roles and admin). */
const dashboardPage = { action: 'read', subject: 'RA' } as const;
/** Any account's own plan usage and ratings: /user_dashboard shows them to job seekers, and every role with
 * a collection or a plan (sold on /pages/pricing, an Auth page) has them. */
const ownAccount = { action: 'read', subject: 'Auth' } as const;
type PageAccess = typeof dashboardPage | typeof ownAccount;

export const tokenStatsSchema = z.object({
  talent_access_token: z.number(),
  talent_transaction_token: z.number(),
  /** 1 + (distinct users who paid TAT for my profiles) / 10, two decimals (docs/money.md). */
  network_multiplier: z.number(),
  /** Ledger transactions I took part in today (UTC). */
  transaction_count: z.number().int(),
});

export const accountStatisticsSchema = z.object({
  total_profiles: z.number().int(),
  public_profiles: z.number().int(),
  private_profiles: z.number().int(),
  uploads_today: z.number().int(),
  upload_limit: z.number().int().nullable(),
  views_today: z.number().int(),
  view_limit: z.number().int().nullable(),
  coin_earned: z.number(),
  profiles_sold: z.number().int(),
  profiles_acquired: z.number().int(),
  tat: z.number(),
  ttt: z.number(),
});

const ranked = (path: `/api/${string}`, summary: string, access: PageAccess) =>
  endpoint({
    method: 'GET',
    path,
    summary,
    query: pageQuery,
    response: listOf(profileViewSchema),
    access,
  });

export const dashboardEndpoints = {
  dashboard: endpoint({
    method: 'GET',
    path: '/api/dashboard',
    summary:
      'Token stats: talent_access_token, talent_transaction_token, network_multiplier, transaction_count.',
    response: tokenStatsSchema,
    access: dashboardPage,
  }),
  mostEarnedProfile: ranked(
    '/api/most_earned_profile',
    'My public profiles by TAT earned, most first; search by full name.',
    dashboardPage,
  ),
  leastEarnedProfile: ranked(
    '/api/least_earned_profile',
    'My public profiles by TAT earned, least first; search by full name.',
    dashboardPage,
  ),
  mostRatedProfile: ranked(
    '/api/most_rated_profile',
    'My profiles by resume_rating, highest first.',
    ownAccount,
  ),
  leastRatedProfile: ranked(
    '/api/least_rated_profile',
    'My profiles by resume_rating, lowest first.',
    ownAccount,
  ),
  accountStatistics: endpoint({
    method: 'GET',
    path: '/api/account_statistics',
    summary: "Counts of my collection, today's usage against my plan, earnings and balances.",
    response: accountStatisticsSchema,
    access: ownAccount,
  }),
} as const;
