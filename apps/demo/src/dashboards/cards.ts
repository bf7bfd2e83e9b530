/**
 * The cards of each dashboard, in grid order. Plain data (no React, no styles) so that the stories and the
 * end-to-end tests, which run outside the bundle, can compute what each dashboard shows.
 */
import type { CardRef } from '../cards/model';

/** The site's cards: sessions, traffic, users and support, then goals and devices. */
export const analyticsDashboardCards: readonly CardRef[] = [
  { group: 'analytics', name: 'avg-sessions' },
  { group: 'analytics', name: 'support-tracker' },
  { group: 'statistics', name: 'site-traffic' },
  { group: 'statistics', name: 'active-users' },
  { group: 'statistics', name: 'subscribers' },
  { group: 'analytics', name: 'goal-overview' },
  { group: 'analytics', name: 'sessions-device' },
  { group: 'statistics', name: 'newsletter' },
];

/** The shop's cards: orders, profit, revenue and sales first, then the revenue report and customers. */
export const ecommerceCards: readonly CardRef[] = [
  { group: 'statistics', name: 'orders-bar-chart' },
  { group: 'statistics', name: 'profit-line-chart' },
  { group: 'statistics', name: 'revenue' },
  { group: 'statistics', name: 'sales' },
  { group: 'analytics', name: 'revenue-report' },
  { group: 'analytics', name: 'product-orders' },
  { group: 'statistics', name: 'orders' },
  { group: 'analytics', name: 'customers' },
  { group: 'analytics', name: 'revenue' },
];
