import { defaultLocale, rightToLeftLocale, type Direction } from '../theme/layoutSettings';

/**
 * Stories ask for a reading direction (the toolbar's `direction` global, `globals: { direction: 'rtl' }`); they
 * are read in a locale of that direction, whose own direction react-aria then follows.
 */
export function storyLocale(direction: Direction | undefined): string {
  return direction === 'rtl' ? rightToLeftLocale : defaultLocale;
}
