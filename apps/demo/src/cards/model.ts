import useSWR from 'swr';
import { swrFetcher } from '../lib/api';
import {
  analyticsCards,
  cardRangeTitles,
  cardRanges,
  statisticsCards,
  type CardData,
  type CardRange,
} from '../mocks/data/cards';

export { analyticsCards, statisticsCards, cardRanges, cardRangeTitles, type CardData, type CardRange };

export type CardGroup = 'analytics' | 'statistics';
export type AnalyticsCard = (typeof analyticsCards)[number];
export type StatisticsCard = (typeof statisticsCards)[number];
export type CardRef =
  { group: 'analytics'; name: AnalyticsCard } | { group: 'statistics'; name: StatisticsCard };

/** How a card draws its series (the spec names the cards, not their charts; decided per card). */
export type ChartKind = 'bar' | 'line' | 'area' | 'pie' | 'radial';

const chartKinds: Record<string, ChartKind> = {
  'analytics/support-tracker': 'bar',
  'analytics/avg-sessions': 'bar',
  'analytics/revenue-report': 'bar',
  'analytics/goal-overview': 'radial',
  'analytics/revenue': 'line',
  'analytics/product-orders': 'pie',
  'analytics/sessions-device': 'pie',
  'analytics/customers': 'area',
  'statistics/orders-bar-chart': 'bar',
  'statistics/profit-line-chart': 'line',
  'statistics/subscribers': 'area',
  'statistics/revenue': 'area',
  'statistics/sales': 'bar',
  'statistics/orders': 'area',
  'statistics/site-traffic': 'line',
  'statistics/active-users': 'line',
  'statistics/newsletter': 'area',
};

export const chartKindOf = (card: CardRef): ChartKind => chartKinds[`${card.group}/${card.name}`] ?? 'bar';

/** Pie and radial charts draw the headline figures (a share each); the others draw the series over time. */
export const drawsFigures = (kind: ChartKind) => kind === 'pie' || kind === 'radial';

export const rangeOptions = cardRanges.map((range) => ({ id: range, label: cardRangeTitles[range] }));

/** One card's data for a range: `GET /card/card-{group}/{name}?range=`. */
export function useCard(card: CardRef, range: CardRange) {
  return useSWR<CardData>([`/card/card-${card.group}/${card.name}`, { range }], swrFetcher, {
    keepPreviousData: true,
  });
}

const LABELS: Record<string, string> = {
  totalTicket: 'Total tickets',
  newTicket: 'New tickets',
  openTicket: 'Open tickets',
  responseTimeDays: 'Response time (days)',
  sessions: 'Sessions',
  growth: 'Growth (%)',
  goal: 'Goal',
  users: 'Users',
  retention: 'Retention (%)',
  duration: 'Duration',
  price: 'Earning',
  budget: 'Budget',
  completed: 'Completed',
  inProgress: 'In progress',
  thisMonth: 'This month',
  lastMonth: 'Last month',
  finished: 'Finished',
  pending: 'Pending',
  rejected: 'Rejected',
  desktop: 'Desktop',
  mobile: 'Mobile',
  tablet: 'Tablet',
  new: 'New',
  returning: 'Returning',
  referrals: 'Referrals',
  orders: 'Orders',
  profit: 'Profit',
  subscribers: 'Subscribers',
  revenue: 'Revenue',
  sales: 'Sales',
  visits: 'Visits',
  newsletter: 'Subscribers',
};

/** A figure's label: the handler's key in words. */
export const figureLabel = (key: string) => LABELS[key] ?? key;

const numberFormat = new Intl.NumberFormat('en-US');
export const formatFigure = (value: number) => numberFormat.format(value);

/** The rows of a card's chart: one per category with a value per series, or one per figure. */
export function chartRows(data: CardData, kind: ChartKind): Array<Record<string, string | number>> {
  if (drawsFigures(kind))
    return Object.entries(data.figures).map(([key, value]) => ({ label: figureLabel(key), value }));
  return data.categories.map((category, i) => ({
    label: category,
    ...Object.fromEntries(data.series.map((s) => [s.name, s.data[i] ?? 0])),
  }));
}
