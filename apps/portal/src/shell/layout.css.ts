import { style } from '@vanilla-extract/css';
import { vars } from '@talent/ui/theme';

/**
 * Sign-in and other blank pages: the card sits near the top rather than in the vertical middle, so content
 * that arrives later (a partly parsed prerendered page, an error message) grows downwards and never moves
 * what is already on screen.
 */
export const blank = style({
  minBlockSize: '100vh',
  display: 'grid',
  justifyItems: 'center',
  alignContent: 'start',
  padding: vars.space.large,
  paddingBlockStart: 'clamp(1.5rem, 10vh, 6rem)',
  background: vars.color.surface.page,
});

export const narrow = style({ inlineSize: '100%', maxInlineSize: '28rem' });
export const wide = style({ inlineSize: '100%', maxInlineSize: '48rem' });

export const centeredTitle = style({ textAlign: 'center', marginBlock: 0 });

/** Label/value pairs of the profile card. */
export const facts = style({
  display: 'grid',
  // minmax(0, …): a long value (an e-mail address) wraps at 390 px instead of widening the page.
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  columnGap: vars.space.large,
  rowGap: vars.space.small,
  margin: 0,
});

export const factLabel = style({ color: vars.color.text.secondary, fontWeight: vars.font.weight.medium });
export const factValue = style({ margin: 0, overflowWrap: 'anywhere' });

/** A page loading inside the shell: a screen high, so the footer stays below the fold meanwhile. */
export const pageLoading = style({ minBlockSize: '100vh' });
