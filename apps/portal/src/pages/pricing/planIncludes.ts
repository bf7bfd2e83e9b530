import type { TFunction } from 'i18next';
import type { Plan } from '@talent/api/contract';
import { OPEN_JOB_LIMITS, PLAN_PERIOD_DAYS, type PlanTier } from '@talent/api/rules';

/**
 * What a plan allows, in words, from the shared plan rules (the limits the server enforces), not from the
 * plan's marketing text: daily uploads, daily views, resale, open jobs and how long a payment runs.
 */
export function planIncludes(plan: Plan, t: TFunction): string[] {
  const lines = [
    plan.daily_upload_limit === null
      ? t('Unlimited profile uploads')
      : t('{{count}} profile uploads per day', { count: plan.daily_upload_limit }),
    plan.daily_view_limit === null
      ? t('View, rent or buy unlimited public profiles')
      : t('View, rent or buy {{count}} public profiles per day', { count: plan.daily_view_limit }),
  ];
  if (plan.can_resell) lines.push(t('Resell bought profiles repeatedly'));
  const jobs = OPEN_JOB_LIMITS[plan.tier as PlanTier];
  if (jobs !== undefined) {
    lines.push(jobs === null ? t('Unlimited open jobs') : t('Up to {{count}} open jobs', { count: jobs }));
  }
  if (plan.amount > 0) lines.push(t('Runs {{count}} days from the payment', { count: PLAN_PERIOD_DAYS }));
  return lines;
}
