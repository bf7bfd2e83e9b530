import { describe, expect, it } from 'vitest';
import {
  ACCEPTED_FILE_TYPES,
  smsAddress,
  DEFAULT_PAGE_SIZE,
  MAX_FILES_PER_BATCH,
  MAX_FILES_PER_DROP,
  PAGE_SIZES,
  PLAN_LIMITS,
  acceptedExtension,
  feeFor,
  priceFor,
  splitCharge,
  planAllowances,
  planDisplayName,
  OPEN_JOB_LIMITS,
  DAILY_MESSAGE_LIMITS,
} from '../src/rules';

describe('shared rules', () => {
  it('keeps the spec upload limits', () => {
    expect(MAX_FILES_PER_DROP).toBe(5);
    expect(MAX_FILES_PER_BATCH).toBe(10);
  });

  it('accepts the drop types of spec 5 only, whatever the case', () => {
    expect(ACCEPTED_FILE_TYPES).toEqual(['.htm', '.html', '.docx', '.msg', '.pdf']);
    expect(
      ['CV.PDF', 'a.htm', 'b.msg', 'c.doc', 'd.eml', 'noext', 'x.pdf.exe'].map(acceptedExtension),
    ).toEqual(['pdf', 'htm', 'msg', null, null, null, null]);
  });

  it('prices unlock, rent and buy and takes the platform share rounded down', () => {
    expect([priceFor('unlock', 15), priceFor('rent', 15), priceFor('buy', 15)]).toEqual([15, 8, 30]);
    expect([feeFor(30), feeFor(9), feeFor(8)]).toEqual([3, 0, 0]);
  });

  it("splits a charge into the owner's part and the platform share, adding up to the charge", () => {
    expect(splitCharge(25)).toEqual({ owner: 23, platform: 2 });
    expect(splitCharge(9)).toEqual({ owner: 9, platform: 0 });
    for (const charge of [1, 10, 33, 99, 1000]) {
      const { owner, platform } = splitCharge(charge);
      expect(owner + platform).toBe(charge);
      expect(platform).toBe(feeFor(charge));
    }
  });

  it('pages by 10, 25, 50 or 75 and starts at 10', () => {
    expect(PAGE_SIZES).toEqual([10, 25, 50, 75]);
    expect(DEFAULT_PAGE_SIZE).toBe(10);
  });

  it('gives each plan tier more than the one below', () => {
    expect(PLAN_LIMITS[1].daily_view_limit).toBe(40);
    expect(PLAN_LIMITS[4].daily_upload_limit).toBeNull();
    const views = ([1, 2, 3, 4] as const).map((t) => PLAN_LIMITS[t].daily_view_limit);
    expect([...views].sort((a, b) => a - b)).toEqual(views);
  });
});

describe('smsAddress: the number an SMS provider takes', () => {
  it('keeps +international numbers, makes US-style numbers +1, refuses numbers without a country', () => {
    expect(smsAddress('+44 20 7946 0958')).toBe('+442079460958');
    expect(smsAddress('(718) 555-0100')).toBe('+17185550100');
    expect(smsAddress('17185550100')).toBe('+17185550100');
    expect(smsAddress('020 7946 0958')).toBeNull();
    expect(smsAddress('+12')).toBeNull();
    expect(smsAddress('')).toBeNull();
    expect(smsAddress(null)).toBeNull();
  });
});

describe('plan names and allowances (issue 25)', () => {
  it('shows a plan by its loginName, also when only the combined name is known', () => {
    expect(planDisplayName({ name: 'Starter Sparks / TAT Kickstart', login_name: 'TAT Kickstart' })).toBe(
      'TAT Kickstart',
    );
    expect(planDisplayName({ name: 'Growth Gear / TAT Momentum', login_name: '  ' })).toBe('TAT Momentum');
    expect(planDisplayName('Pro Pulse / TAT Velocity')).toBe('TAT Velocity');
    expect(planDisplayName('TAT Infinity')).toBe('TAT Infinity');
  });

  it('lists what each tier allows from the limits the server enforces', () => {
    expect(planAllowances(1)).toEqual([
      { kind: 'uploads', perDay: 50 },
      { kind: 'views', perDay: 40 },
      { kind: 'publish' },
      { kind: 'open_jobs', max: OPEN_JOB_LIMITS[1] },
      { kind: 'messages', perDay: DAILY_MESSAGE_LIMITS[1] },
    ]);
    expect(planAllowances(4)).toEqual([
      { kind: 'uploads', perDay: null },
      { kind: 'views', perDay: 500 },
      { kind: 'publish' },
      { kind: 'resell' },
      { kind: 'open_jobs', max: null },
      { kind: 'messages', perDay: DAILY_MESSAGE_LIMITS[4] },
    ]);
    // Only the top tier resells; the limits grow with the tier.
    const resells = [1, 2, 3, 4].map((t) => planAllowances(t).some((a) => a.kind === 'resell'));
    expect(resells).toEqual([false, false, false, true]);
    const views = [1, 2, 3].map((t) => planAllowances(t).find((a) => a.kind === 'views'));
    expect(views).toEqual([40, 80, 160].map((perDay) => ({ kind: 'views', perDay })));
  });

  it('treats an unknown tier as the free tier', () => {
    expect(planAllowances(9)).toEqual(planAllowances(1));
  });
});
