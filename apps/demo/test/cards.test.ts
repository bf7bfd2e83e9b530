/** Spec 001: the dashboard cards (8 analytics, 9 statistics) for the three ranges. */
import { describe, expect, it } from 'vitest';
import { analyticsCards, cardRanges, statisticsCards, type CardData } from '../src/mocks';
import { call } from './setup';

const all = [
  ...analyticsCards.map((name) => `/card/card-analytics/${name}`),
  ...statisticsCards.map((name) => `/card/card-statistics/${name}`),
];

describe('the dashboard cards', () => {
  it('the spec names 8 analytics and 9 statistics cards; each answers a title, figures and series', async () => {
    expect(analyticsCards).toHaveLength(8);
    expect(statisticsCards).toHaveLength(9);
    for (const path of all) {
      const { status, body } = await call<CardData>('GET', path);
      expect(status, path).toBe(200);
      expect(body.title.length).toBeGreaterThan(0);
      expect(body.rangeTitle).toBe('Last 28 Days');
      expect(Object.values(body.figures).every((n) => Number.isFinite(n))).toBe(true);
      for (const series of body.series) expect(series.data).toHaveLength(body.categories.length);
    }
  });

  it('the same card and range always gives the same numbers; another range other ones', async () => {
    const path = '/card/card-analytics/revenue-report';
    const first = await call<CardData>('GET', `${path}?range=last-month`);
    expect((await call<CardData>('GET', `${path}?range=last-month`)).body).toEqual(first.body);
    const year = await call<CardData>('GET', `${path}?range=last-year`);
    expect(year.body.rangeTitle).toBe('Last Year');
    expect(year.body.series[0]!.data).not.toEqual(first.body.series[0]!.data);
    const sessions = await call<CardData>('GET', '/card/card-analytics/avg-sessions?range=last-year');
    expect(sessions.body.categories).toHaveLength(12);
  });

  it('percent series stay within 0-100, and so do the goal shares', async () => {
    // The support tracker's series is a share of tickets; its figures are counts and days (see relations).
    for (const [name, figuresToo] of [
      ['support-tracker', false],
      ['goal-overview', true],
    ] as const) {
      const { body } = await call<CardData>('GET', `/card/card-analytics/${name}?range=last-year`);
      const figures = figuresToo ? Object.values(body.figures) : [];
      for (const n of [...figures, ...body.series.flatMap((s) => s.data)]) {
        expect(n).toBeGreaterThanOrEqual(0);
        expect(n).toBeLessThanOrEqual(100);
      }
    }
  });

  it('an unknown card: 404; an unknown range: 400', async () => {
    expect((await call('GET', '/card/card-analytics/weather')).status).toBe(404);
    expect((await call('GET', '/card/card-statistics/revenue-report')).status).toBe(404);
    expect((await call('GET', '/card/card-analytics/revenue?range=last-decade')).status).toBe(400);
  });

  it('every card and range: the headline figures say what the series show', async () => {
    for (const path of all) {
      const card = path.replace('/card/card-', '');
      const relation = relations[card];
      expect(relation, `${card} has no relation between its figures and series`).toBeDefined();
      for (const range of cardRanges) {
        const { body } = await call<CardData>('GET', `${path}?range=${range}`);
        relation!(body, `${card} ${range}`);
      }
    }
  });
});

/** A series' points by name. */
function points(data: CardData, name: string): number[] {
  const series = data.series.find((s) => s.name === name);
  if (!series) throw new Error(`${data.title} has no series "${name}"`);
  return series.data;
}
const total = (data: CardData, name: string) => points(data, name).reduce((a, b) => a + b, 0);
const latest = (data: CardData, name: string) => points(data, name).at(-1)!;
const average = (data: CardData, name: string) => total(data, name) / points(data, name).length;

/** A figure that is its series' total over the range (a count per period: orders, revenue, visits). */
const totalOf = (figure: string, name: string) => (data: CardData, at: string) =>
  expect(data.figures[figure], `${at}: ${figure} is the total of ${name}`).toBe(total(data, name));
/** A figure that is its series' last point (a level, not a count per period: active users). */
const latestOf = (figure: string, name: string) => (data: CardData, at: string) =>
  expect(data.figures[figure], `${at}: ${figure} is the last point of ${name}`).toBe(latest(data, name));

/**
 * What each card's headline figures must agree on with its series, written out here apart from the data
 * module's code (other figures are context the chart does not draw, checked only for their units).
 */
const relations: Record<string, (data: CardData, at: string) => void> = {
  'analytics/support-tracker': (data, at) => {
    // The series is the share of tickets completed (%); what the latest period left open is still open.
    const open = Math.round((data.figures.totalTicket! * (100 - latest(data, 'Completed Tickets'))) / 100);
    expect(data.figures.openTicket, `${at}: openTicket`).toBe(open);
    expect(data.figures.newTicket, `${at}: newTicket`).toBeLessThanOrEqual(data.figures.totalTicket!);
    // Context, in its own units: a count of tickets (not a share like the series) and a response in days.
    expect(data.figures.totalTicket, `${at}: totalTicket`).toBeGreaterThanOrEqual(100);
    expect(data.figures.responseTimeDays, `${at}: responseTimeDays`).toBeGreaterThanOrEqual(1);
    expect(data.figures.responseTimeDays, `${at}: responseTimeDays`).toBeLessThanOrEqual(4);
  },
  'analytics/avg-sessions': (data, at) => {
    expect(data.figures.sessions, `${at}: sessions`).toBe(Math.round(average(data, 'Sessions')));
    const [first, last] = [points(data, 'Sessions')[0]!, latest(data, 'Sessions')];
    expect(data.figures.growth, `${at}: growth`).toBe(Math.round(((last - first) / first) * 100));
    // Retention is a share of the users, in per cent.
    expect(data.figures.retention, `${at}: retention`).toBeGreaterThanOrEqual(0);
    expect(data.figures.retention, `${at}: retention`).toBeLessThanOrEqual(100);
  },
  'analytics/revenue-report': totalOf('price', 'Earning'),
  'analytics/goal-overview': (data, at) => {
    // The radial draws the two figures: where the goal stands now, and the rest of it.
    expect(data.figures.completed, `${at}: completed`).toBe(latest(data, 'Completed'));
    expect(data.figures.completed! + data.figures.inProgress!, `${at}: the shares`).toBe(100);
  },
  'analytics/revenue': (data, at) => {
    totalOf('thisMonth', 'This Month')(data, at);
    totalOf('lastMonth', 'Last Month')(data, at);
  },
  'analytics/product-orders': (data, at) => {
    for (const [figure, name] of [
      ['finished', 'Finished'],
      ['pending', 'Pending'],
      ['rejected', 'Rejected'],
    ] as const)
      totalOf(figure, name)(data, at);
  },
  'analytics/sessions-device': (data, at) => {
    for (const [figure, name] of [
      ['desktop', 'Desktop'],
      ['mobile', 'Mobile'],
      ['tablet', 'Tablet'],
    ] as const)
      totalOf(figure, name)(data, at);
  },
  'analytics/customers': (data, at) => {
    // The chart draws every customer; the headline splits them into new and returning.
    const { new: fresh, returning, referrals } = data.figures;
    expect(fresh! + returning!, `${at}: new + returning`).toBe(total(data, 'Customers'));
    expect(referrals, `${at}: referrals are new customers`).toBeLessThanOrEqual(fresh!);
  },
  'statistics/orders-bar-chart': totalOf('orders', 'Orders'),
  'statistics/profit-line-chart': totalOf('profit', 'Profit'),
  'statistics/subscribers': totalOf('subscribers', 'Subscribers'),
  'statistics/revenue': totalOf('revenue', 'Revenue'),
  'statistics/sales': totalOf('sales', 'Sales'),
  'statistics/orders': totalOf('orders', 'Orders'),
  'statistics/site-traffic': totalOf('visits', 'Traffic'),
  'statistics/active-users': latestOf('users', 'Active Users'),
  'statistics/newsletter': latestOf('newsletter', 'Newsletter'),
};
