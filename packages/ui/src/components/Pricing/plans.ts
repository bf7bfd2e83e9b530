import { defaultLocale } from '../../theme/layoutSettings';
import type { Tone } from '../../theme/tokens';

/** The four tiers by order are green, blue, purple, orange (spec 000 section 3). */
export const planTierTones = ['positive', 'info', 'accent', 'caution'] as const satisfies readonly Tone[];

export function toneForTier(index: number): Tone {
  return planTierTones[((index % planTierTones.length) + planTierTones.length) % planTierTones.length]!;
}

/** Feature lines from a plan's HTML list description: the text of each <li>, tags removed. */
export function featuresFromHtml(html: string): string[] {
  const items = [...html.matchAll(/<li\b[^>]*>([\s\S]*?)<\/li>/gi)].map((m) => m[1] ?? '');
  return items
    .map((item) =>
      item
        .replace(/<[^>]+>/g, '')
        .replace(/&nbsp;/g, ' ')
        .replace(/&amp;/g, '&')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&#39;|&apos;/g, "'")
        .replace(/&quot;/g, '"')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter(Boolean);
}

/** How a plan's price is written: currency, and cents only when it has some ("$0", "$7.99"). */
export function priceFormat(amount: number, currency = 'USD'): Intl.NumberFormatOptions {
  return { style: 'currency', currency, minimumFractionDigits: Number.isInteger(amount) ? 0 : 2 };
}

/** "$7.99" for 7.99; "$0" for free (in English; a card formats in the reader's locale, `PlanCard`). */
export function formatPrice(amount: number, currency = 'USD', locale = defaultLocale): string {
  return new Intl.NumberFormat(locale, priceFormat(amount, currency)).format(amount);
}
