import { style } from '@vanilla-extract/css';
import { vars } from '@talent/ui/theme';

/** The three figures side by side, on a phone too (narrow cards, their titles wrap). */
export const stats = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(6.5rem, 1fr))',
  gap: vars.space.medium,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.medium,
});

export const item = style({
  padding: vars.space.medium,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.medium,
  display: 'grid',
  gap: vars.space.small,
  minInlineSize: 0,
});

export const heading = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  margin: 0,
  fontSize: vars.font.size.medium,
});

export const muted = style({ margin: 0, color: vars.color.text.secondary, overflowWrap: 'anywhere' });

export const quote = style({
  margin: 0,
  paddingInlineStart: vars.space.small,
  borderInlineStart: `3px solid ${vars.color.border.subtle}`,
  overflowWrap: 'anywhere',
});

export const filter = style({ maxInlineSize: '16rem' });
