import { describe, expect, it } from 'vitest';
import { featuresFromHtml, formatPrice, toneForTier } from './plans';

describe('plans', () => {
  it('colours the four tiers green, blue, purple, orange by order', () => {
    expect([0, 1, 2, 3].map(toneForTier)).toEqual(['positive', 'info', 'accent', 'caution']);
  });

  it('reads feature lines from an HTML list', () => {
    const html =
      '<ul><li>50 profile uploads per day</li><li class="x"><strong>40</strong> views &amp; rents</li><li> </li></ul>';
    expect(featuresFromHtml(html)).toEqual(['50 profile uploads per day', '40 views & rents']);
    expect(featuresFromHtml('no list')).toEqual([]);
  });

  it('formats monthly prices in dollars', () => {
    expect(formatPrice(7.99)).toBe('$7.99');
    expect(formatPrice(0)).toBe('$0');
    expect(formatPrice(19.99)).toBe('$19.99');
  });
});
