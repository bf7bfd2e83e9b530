import { describe, expect, it } from 'vitest';
import { barScale, labelInterval } from './scale';

describe('barScale', () => {
  it('gives 0..4 for an empty or all-zero series', () => {
    expect(barScale([])).toEqual({ max: 4, step: 1, ticks: [0, 1, 2, 3, 4] });
    expect(barScale([0, 0, 0])).toEqual({ max: 4, step: 1, ticks: [0, 1, 2, 3, 4] });
  });

  it('keeps steps of one while the largest value fits in four', () => {
    expect(barScale([1, 3, 4]).max).toBe(4);
  });

  it('rounds the step up to a nice multiple of a power of ten', () => {
    expect(barScale([5])).toMatchObject({ max: 8, step: 2 });
    expect(barScale([9])).toMatchObject({ max: 12, step: 3 });
    expect(barScale([17])).toMatchObject({ max: 20, step: 5 });
    expect(barScale([980])).toMatchObject({ max: 1000, step: 250 });
    expect(barScale([1250])).toMatchObject({ max: 1600, step: 400 });
  });

  it('skips 2.5 where it would not be a whole step', () => {
    expect(barScale([9]).step).toBe(3);
    expect(barScale([90]).step).toBe(25);
  });

  it('never cuts off the largest value and ignores non-finite ones', () => {
    for (const v of [1, 7, 13, 99, 101, 4321])
      expect(barScale([v, Number.NaN]).max).toBeGreaterThanOrEqual(v);
  });
});

describe('labelInterval', () => {
  it('labels every category up to five (room on a phone), then every n-th', () => {
    expect(labelInterval(5)).toBe(1);
    expect(labelInterval(7)).toBe(2);
    expect(labelInterval(14)).toBe(3);
    expect(labelInterval(30)).toBe(6);
    expect(labelInterval(0)).toBe(1);
    expect(labelInterval(14, 7)).toBe(2);
  });
});
