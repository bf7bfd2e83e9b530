/**
 * The dashboard cards' sample data (spec 001 section 7: `/card/card-analytics/*` and
 * `/card/card-statistics/*`, with the ranges of section 2). The spec names the cards but not their fields;
 * each card here is a title, its headline figures and the chart series it draws, generated from a seed per
 * card and range so that every load (and every screenshot) shows the same numbers. The series are drawn;
 * the figures that speak of them are derived from them (each card's `derive` says how: a total over the
 * range, the last point, an average, a split of a total), so a headline cannot disagree with its chart.
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

/** What a card's figures are derived from: its series by name, and the seeded values of the figures. */
interface Drawn {
  series: (name: string) => readonly number[];
  seeded: Readonly<Record<string, number>>;
  /** A seeded fraction between `low` and `high`, for a split the series do not give. */
  fraction: (low: number, high: number) => number;
}
/** The figures that follow from the series; the others keep their seeded value. */
type Derive = (drawn: Drawn) => Record<string, number>;

interface Definition {
  title: string;
  /** The headline figures, in the order the card shows them. */
  figures: string[];
  series: string[];
  /**
   * How the figures follow from the series, so that they cannot disagree with the chart. A figure it does
   * not return is context the chart does not draw (a goal, a retention, a response time): seeded.
   */
  derive: Derive;
  /** Percentages (0-100) rather than counts. */
  percent?: boolean;
  monthly?: boolean;
}

const sum = (points: readonly number[]) => points.reduce((a, b) => a + b, 0);
const last = (points: readonly number[]) => points[points.length - 1] ?? 0;

/**
 * Each figure is its series' total over the range: a count per period (orders, revenue, visits, sessions on
 * a device) adds up, and a pie of such figures shows the shares of those totals.
 */
const totals =
  (figures: Record<string, string>): Derive =>
  ({ series }) =>
    Object.fromEntries(Object.entries(figures).map(([figure, name]) => [figure, sum(series(name))]));

/** The figure is its series' last point: a level (users active, a list's subscribers) does not add up. */
const latest =
  (figure: string, name: string): Derive =>
  ({ series }) => ({ [figure]: last(series(name)) });

const definitions: Record<string, Definition> = {
  /**
   * The series is the share (%) of each period's tickets completed. Open tickets are the total's share the
   * latest period left uncompleted; new tickets are a part of the total. The total (a count, not a share like
   * the series) and the response time (1 to 4 days, one decimal) are context.
   */
  'analytics/support-tracker': {
    title: 'Support Tracker',
    figures: ['totalTicket', 'newTicket', 'openTicket', 'responseTimeDays'],
    series: ['Completed Tickets'],
    percent: true,
    derive: ({ series, fraction }) => {
      const total = Math.round(fraction(100, 500));
      return {
        totalTicket: total,
        newTicket: Math.round(total * fraction(0.2, 0.5)),
        openTicket: Math.round((total * (100 - last(series('Completed Tickets')))) / 100),
        responseTimeDays: Math.round(fraction(1, 4) * 10) / 10,
      };
    },
  },
  /**
   * Sessions is the series' average (the card is "Average Sessions"); growth the change (%) from the first
   * period to the last. Goal, users, retention (the share of users who came back, %) and duration are context.
   */
  'analytics/avg-sessions': {
    title: 'Average Sessions',
    figures: ['sessions', 'growth', 'goal', 'users', 'retention', 'duration'],
    series: ['Sessions'],
    derive: ({ series, fraction }) => {
      const points = series('Sessions');
      const first = points[0] ?? 0;
      return {
        sessions: Math.round(sum(points) / points.length),
        growth: first ? Math.round(((last(points) - first) / first) * 100) : 0,
        retention: Math.round(fraction(40, 90)),
      };
    },
  },
  /** Earning is the Earning series' total; the budget is a plan, context. */
  'analytics/revenue-report': {
    title: 'Revenue Report',
    figures: ['price', 'budget'],
    series: ['Earning', 'Expense'],
    monthly: true,
    derive: totals({ price: 'Earning' }),
  },
  /** The radial draws the figures: completed is where the goal stands now (the last point), in progress the rest. */
  'analytics/goal-overview': {
    title: 'Goal Overview',
    figures: ['completed', 'inProgress'],
    series: ['Completed'],
    percent: true,
    derive: ({ series }) => {
      const completed = last(series('Completed'));
      return { completed, inProgress: 100 - completed };
    },
  },
  'analytics/revenue': {
    title: 'Revenue',
    figures: ['thisMonth', 'lastMonth'],
    series: ['This Month', 'Last Month'],
    derive: totals({ thisMonth: 'This Month', lastMonth: 'Last Month' }),
  },
  'analytics/product-orders': {
    title: 'Product Orders',
    figures: ['finished', 'pending', 'rejected'],
    series: ['Finished', 'Pending', 'Rejected'],
    derive: totals({ finished: 'Finished', pending: 'Pending', rejected: 'Rejected' }),
  },
  'analytics/sessions-device': {
    title: 'Sessions by Device',
    figures: ['desktop', 'mobile', 'tablet'],
    series: ['Desktop', 'Mobile', 'Tablet'],
    derive: totals({ desktop: 'Desktop', mobile: 'Mobile', tablet: 'Tablet' }),
  },
  /** The chart draws every customer; new and returning split the total, referrals are a part of the new. */
  'analytics/customers': {
    title: 'Customers',
    figures: ['new', 'returning', 'referrals'],
    series: ['Customers'],
    derive: ({ series, fraction }) => {
      const all = sum(series('Customers'));
      const fresh = Math.round(all * fraction(0.3, 0.7));
      return { new: fresh, returning: all - fresh, referrals: Math.round(fresh * fraction(0.1, 0.4)) };
    },
  },
  'statistics/orders-bar-chart': {
    title: 'Orders',
    figures: ['orders'],
    series: ['Orders'],
    derive: totals({ orders: 'Orders' }),
  },
  'statistics/profit-line-chart': {
    title: 'Profit',
    figures: ['profit'],
    series: ['Profit'],
    derive: totals({ profit: 'Profit' }),
  },
  'statistics/subscribers': {
    title: 'Subscribers Gained',
    figures: ['subscribers'],
    series: ['Subscribers'],
    derive: totals({ subscribers: 'Subscribers' }),
  },
  'statistics/revenue': {
    title: 'Revenue Generated',
    figures: ['revenue'],
    series: ['Revenue'],
    derive: totals({ revenue: 'Revenue' }),
  },
  'statistics/sales': {
    title: 'Quarterly Sales',
    figures: ['sales'],
    series: ['Sales'],
    derive: totals({ sales: 'Sales' }),
  },
  'statistics/orders': {
    title: 'Orders Received',
    figures: ['orders'],
    series: ['Orders'],
    derive: totals({ orders: 'Orders' }),
  },
  'statistics/site-traffic': {
    title: 'Site Traffic',
    figures: ['visits'],
    series: ['Traffic'],
    derive: totals({ visits: 'Traffic' }),
  },
  'statistics/active-users': {
    title: 'Active Users',
    figures: ['users'],
    series: ['Active Users'],
    derive: latest('users', 'Active Users'),
  },
  /** The newsletter's subscribers: the list's size now, the series' last point. */
  'statistics/newsletter': {
    title: 'Newsletter',
    figures: ['newsletter'],
    series: ['Newsletter'],
    derive: latest('newsletter', 'Newsletter'),
  },
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
  // The seeded figures are drawn before the series, as they always were, so the charts keep their numbers.
  const seeded = Object.fromEntries(definition.figures.map((figure) => [figure, value()]));
  const series = definition.series.map((name) => ({ name, data: categories.map(() => value()) }));
  const derived = definition.derive({
    series: (name) => series.find((s) => s.name === name)?.data ?? [],
    seeded,
    fraction: (low, high) => low + random() * (high - low),
  });
  return {
    title: definition.title,
    range,
    rangeTitle: cardRangeTitles[range],
    figures: Object.fromEntries(
      definition.figures.map((figure) => [figure, derived[figure] ?? seeded[figure]!]),
    ),
    categories,
    series,
  };
}
