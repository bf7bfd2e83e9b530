import { style } from '@vanilla-extract/css';
import { vars } from '@talent/ui/theme';

/** Filters side by side on wide screens, one column on a phone. */
export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))',
  gap: vars.space.medium,
  alignItems: 'end',
});

export const formGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(15rem, 1fr))',
  gap: vars.space.medium,
});

/** Label and value pairs of the account card. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))',
  gap: vars.space.medium,
  margin: 0,
});
export const fact = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall });
export const term = style({ color: vars.color.text.secondary, fontSize: vars.font.size.small });
export const value = style({ margin: 0, fontWeight: vars.font.weight.strong, overflowWrap: 'anywhere' });

export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(18rem, 1fr))',
  gap: vars.space.large,
});

export const list = style({ margin: 0, paddingInlineStart: vars.space.large });
export const muted = style({ color: vars.color.text.secondary, margin: 0 });
export const details = style({
  fontFamily: 'ui-monospace, monospace',
  fontSize: vars.font.size.xsmall,
  overflowWrap: 'anywhere',
  margin: 0,
});
