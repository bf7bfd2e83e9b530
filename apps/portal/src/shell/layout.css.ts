import { style } from '@vanilla-extract/css';
import { vars } from '@talent/ui/theme';

export const blank = style({
  minBlockSize: '100vh',
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.large,
  background: vars.color.surface.page,
});

export const narrow = style({ inlineSize: '100%', maxInlineSize: '28rem' });
export const wide = style({ inlineSize: '100%', maxInlineSize: '48rem' });

export const centeredTitle = style({ textAlign: 'center', marginBlock: 0 });

/** Label/value pairs of the profile card. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: vars.space.large,
  rowGap: vars.space.small,
  margin: 0,
});

export const factLabel = style({ color: vars.color.text.secondary, fontWeight: vars.font.weight.medium });
export const factValue = style({ margin: 0 });
