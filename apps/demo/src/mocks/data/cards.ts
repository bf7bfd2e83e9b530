/**
 * The dashboard cards' sample data (spec 001 section 7: `/card/card-analytics/*` and
 * `/card/card-statistics/*`, with the ranges of section 2). The spec names the cards but not their fields;
 * each card here is a title, its headline figures and the chart series it draws, generated from a seed per
 * card and range so that every load (and every screenshot) shows the same numbers.
 */
import { seededRandom } from './random';

export const cardRanges = ['last-28-days', 'last-month', 'last-year'] as const;
export type CardRange = (typeof cardRanges)[number];
export const cardRangeTitles: Record<CardRange, string> = {
  'last-28-days': 'Last 28 Days',
  'last-month': 'Last Month',
  'last-year': 'Last Year',
};

export const analyticsCards = [
  'support-tracker',
  'avg-sessions',
  'revenue-report',
  'goal-overview',
  'revenue',
  'product-orders',
  'sessions-device',
  'customers',
] as const;
export const statisticsCards = [
  'orders-bar-chart',
  'profit-line-chart',
  'subscribers',
  'revenue',
  'sales',
  'orders',
  'site-traffic',
  'active-users',
  'newsletter',
] as const;

export interface ChartSeries {
  name: string;
  data: number[];
}
export interface CardData {
  title: string;
  range: CardRange;
  rangeTitle: string;
  /** Headline figures, in the order the card shows them. */
  figures: Record<string, number>;
  /** The chart's x-axis labels, one per point of every series. */
  categories: string[];
  series: ChartSeries[];
}

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** How much bigger a range's figures are than the 28-day ones. */
const SCALE: Record<CardRange, number> = { 'last-28-days': 1, 'last-month': 1.1, 'last-year': 12 };

interface Definition {
  title: string;
  figures: string[];
  series: string[];
  /** Percentages (0-100) rather than counts. */
  percent?: boolean;
  monthly?: boolean;
}

const definitions: Record<string, Definition> = {
  'analytics/support-tracker': {
    title: 'Support Tracker',
    figures: ['totalTicket', 'newTicket', 'openTicket', 'responseTimeDays'],
    series: ['Completed Tickets'],
    percent: true,
  },
  'analytics/avg-sessions': {
    title: 'Average Sessions',
    figures: ['sessions', 'growth', 'goal', 'users', 'retention', 'duration'],
    series: ['Sessions'],
  },
  'analytics/revenue-report': {
    title: 'Revenue Report',
    figures: ['price', 'budget'],
    series: ['Earning', 'Expense'],
    monthly: true,
  },
  'analytics/goal-overview': {
    title: 'Goal Overview',
    figures: ['completed', 'inProgress'],
    series: ['Completed'],
    percent: true,
  },
  'analytics/revenue': {
    title: 'Revenue',
    figures: ['thisMonth', 'lastMonth'],
    series: ['This Month', 'Last Month'],
  },
  'analytics/product-orders': {
    title: 'Product Orders',
    figures: ['finished', 'pending', 'rejected'],
    series: ['Finished', 'Pending', 'Rejected'],
  },
  'analytics/sessions-device': {
    title: 'Sessions by Device',
    figures: ['desktop', 'mobile', 'tablet'],
    series: ['Desktop', 'Mobile', 'Tablet'],
  },
  'analytics/customers': {
    title: 'Customers',
    figures: ['new', 'returning', 'referrals'],
    series: ['Customers'],
  },
  'statistics/orders-bar-chart': { title: 'Orders', figures: ['orders'], series: ['Orders'] },
  'statistics/profit-line-chart': { title: 'Profit', figures: ['profit'], series: ['Profit'] },
  'statistics/subscribers': {
    title: 'Subscribers Gained',
    figures: ['subscribers'],
    series: ['Subscribers'],
  },
  'statistics/revenue': { title: 'Revenue Generated', figures: ['revenue'], series: ['Revenue'] },
  'statistics/sales': { title: 'Quarterly Sales', figures: ['sales'], series: ['Sales'] },
  'statistics/orders': { title: 'Orders Received', figures: ['orders'], series: ['Orders'] },
  'statistics/site-traffic': { title: 'Site Traffic', figures: ['visits'], series: ['Traffic'] },
  'statistics/active-users': { title: 'Active Users', figures: ['users'], series: ['Active Users'] },
  'statistics/newsletter': { title: 'Newsletter', figures: ['newsletter'], series: ['Newsletter'] },
};

/** A stable seed from a card's name and range. */
function seedOf(text: string): number {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return hash >>> 0;
}

/** The card's data for a range, or undefined for a card the spec does not name. */
export function cardData(
  group: 'analytics' | 'statistics',
  name: string,
  range: CardRange,
): CardData | undefined {
  const definition = definitions[`${group}/${name}`];
  if (!definition) return undefined;
  const random = seededRandom(seedOf(`${group}/${name}/${range}`));
  const scale = SCALE[range];
  const value = () =>
    definition.percent ? Math.round(40 + random() * 60) : Math.round((200 + random() * 800) * scale);
  const categories = definition.monthly || range === 'last-year' ? MONTHS : WEEKDAYS;
  return {
    title: definition.title,
    range,
    rangeTitle: cardRangeTitles[range],
    figures: Object.fromEntries(definition.figures.map((figure) => [figure, value()])),
    categories,
    series: definition.series.map((name) => ({ name, data: categories.map(() => value()) })),
  };
}
