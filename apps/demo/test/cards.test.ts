/** Spec 001: the dashboard cards (8 analytics, 9 statistics) for the three ranges. */
import { describe, expect, it } from 'vitest';
import { analyticsCards, statisticsCards, type CardData } from '../src/mocks';
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

  it('percent cards stay within 0-100', async () => {
    for (const name of ['support-tracker', 'goal-overview']) {
      const { body } = await call<CardData>('GET', `/card/card-analytics/${name}?range=last-year`);
      for (const n of [...Object.values(body.figures), ...body.series.flatMap((s) => s.data)]) {
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
});
