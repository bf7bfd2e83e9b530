import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@talent/ui/theme';

// Layout parts the issue-22 pages share (profile, FAQ, pricing, blog, ...): heads, grids, stacks and text.
export const head = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  flexWrap: 'wrap',
});
export const stack = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minInlineSize: 0,
});
export const row = style({ display: 'flex', alignItems: 'center', gap: vars.space.small, flexWrap: 'wrap' });
export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
  gap: vars.space.large,
  padding: 0,
  margin: 0,
  listStyle: 'none',
});
/** Main column and a sidebar; one column below 900 px. */
export const withSide = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)',
  gap: vars.space.large,
  alignItems: 'start',
  '@media': { '(max-width: 900px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
/** Sidebar first (narrow), then the main column; one column below 900 px. */
export const sideFirst = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr)',
  gap: vars.space.large,
  alignItems: 'start',
  '@media': { '(max-width: 900px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const muted = style({ margin: 0, color: vars.color.text.secondary });
export const text = style({ margin: 0, color: vars.color.text.primary, overflowWrap: 'anywhere' });
export const small = style({ fontSize: vars.font.size.small, color: vars.color.text.secondary });
export const plainList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});
export const link = style({
  color: vars.color.text.link,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});
export const hero = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space.medium,
  padding: `${vars.space.xxlarge} ${vars.space.large}`,
  borderRadius: vars.radius.large,
  background: vars.color.accent.soft,
});
export const heroSearch = style({ inlineSize: 'min(100%, 32rem)' });
export const actions = style({
  display: 'flex',
  gap: vars.space.small,
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
});
export const formGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
  gap: vars.space.medium,
});
export const qa = style({
  borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
  paddingBlock: vars.space.small,
});
export const qaSummary = style({
  cursor: 'pointer',
  fontWeight: vars.font.weight.medium,
  color: vars.color.text.primary,
  paddingBlock: vars.space.xsmall,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: 2 } },
});
/** Label/value pairs (a dl). */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: vars.space.large,
  rowGap: vars.space.small,
  margin: 0,
  color: vars.color.text.primary,
});
globalStyle(`${facts} dt`, { color: vars.color.text.secondary });
globalStyle(`${facts} dd`, { margin: 0 });
/** A list laid out in a wrapping row (tags, chips). */
export const rowList = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  flexWrap: 'wrap',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
