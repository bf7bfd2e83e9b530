import type { TFunction } from 'i18next';
import type { Plan } from '@talent/api/contract';
import { PLAN_PERIOD_DAYS, planAllowances, planDisplayName, type PlanAllowance } from '@talent/api/rules';
import type { PlanCardData } from '@talent/ui';

/** One allowance of the shared plan rules in words. */
export function allowanceText(a: PlanAllowance, t: TFunction): string {
  switch (a.kind) {
    case 'uploads':
      return a.perDay === null
        ? t('Unlimited profile uploads')
        : t('{{count}} profile uploads per day', { count: a.perDay });
    case 'views':
      return a.perDay === null
        ? t('View, rent or buy unlimited public profiles')
        : t('View, rent or buy {{count}} public profiles per day', { count: a.perDay });
    case 'publish':
      return t('Publish your profiles on the marketplace for TAT');
    case 'resell':
      return t('Resell bought profiles repeatedly');
    case 'open_jobs':
      return a.max === null ? t('Unlimited open jobs') : t('Up to {{count}} open jobs', { count: a.max });
    case 'messages':
      return a.perDay === null
        ? t('Unlimited e-mail and SMS messages')
        : t('{{count}} e-mail and SMS messages per day', { count: a.perDay });
  }
}

/**
 * What a plan allows, in words, from the shared plan rules (`planAllowances`, the limits the server
 * enforces), not from the plan's marketing text; a paid plan adds how long a payment runs.
 */
export function planIncludes(plan: Pick<Plan, 'tier' | 'amount'>, t: TFunction): string[] {
  const lines = planAllowances(plan.tier).map((a) => allowanceText(a, t));
  if (plan.amount > 0) lines.push(t('Runs {{count}} days from the payment', { count: PLAN_PERIOD_DAYS }));
  return lines;
}

/** A server plan as a card: its one display name (`planDisplayName`, the loginName), and what it allows
 * from the shared plan rules (the same list as the checkout's order summary). */
export function planCard(plan: Plan, t: TFunction): PlanCardData {
  return {
    id: plan.id,
    name: planDisplayName(plan),
    price: plan.amount,
    tagline: plan.small_description,
    features: planIncludes(plan, t),
  };
}
