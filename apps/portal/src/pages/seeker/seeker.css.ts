import { style } from '@vanilla-extract/css';
import { vars } from '@talent/ui/theme';

/** The search text and its OR/AND choice side by side; stacked on a phone. */
export const searchRow = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'minmax(14rem, 1fr) auto',
  alignItems: 'end',
  '@media': { 'screen and (max-width: 720px)': { gridTemplateColumns: '1fr' } },
});

export const filters = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))',
  alignItems: 'end',
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.medium,
  alignItems: 'end',
  justifyContent: 'space-between',
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.medium,
});

export const cardHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  alignItems: 'baseline',
  justifyContent: 'space-between',
});

export const title = style({ margin: 0, fontSize: vars.font.size.large });

export const muted = style({ margin: 0, color: vars.color.text.secondary });

export const line = style({ margin: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space.small });

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** The visitor's page, inside the blank layout (which centres it and pads the page). */
export const publicPage = style({ inlineSize: '100%', maxInlineSize: '60rem' });

export const fileRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  alignItems: 'center',
});

export const fieldLabel = style({
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text.primary,
});
