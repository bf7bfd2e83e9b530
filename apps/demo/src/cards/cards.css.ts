import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@talent/ui/theme';

/** Cards side by side, as many as fit; one column on a phone. */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))',
  gap: vars.space.large,
  padding: 0,
  margin: 0,
  listStyle: 'none',
});
export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });
export const sectionTitle = style({
  margin: 0,
  fontSize: vars.font.size.large,
  color: vars.color.text.primary,
});
export const card = style({ blockSize: '100%' });
export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });
export const rangeTitle = style({
  margin: 0,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.small,
});
export const rangePicker = style({ minInlineSize: '10rem' });
export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(6.5rem, 1fr))',
  gap: vars.space.small,
  margin: 0,
});
export const figure = style({ display: 'flex', flexDirection: 'column-reverse', gap: vars.space.xxsmall });
export const figureLabel = style({ color: vars.color.text.secondary, fontSize: vars.font.size.small });
export const figureValue = style({
  margin: 0,
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.strong,
  color: vars.color.text.primary,
});
export const chart = style({ minBlockSize: 200 });
export const toggle = style({ alignSelf: 'flex-start' });

/** The chart's numbers as a table: visually hidden until asked for (screen readers always have it). */
export const dataTable = style({
  inlineSize: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.small,
  color: vars.color.text.primary,
});
export const hidden = style({
  position: 'absolute',
  inlineSize: 1,
  blockSize: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
});
export const tableScroll = style({ overflowX: 'auto' });
globalStyle(`${dataTable} th, ${dataTable} td`, {
  padding: `${vars.space.xxsmall} ${vars.space.small}`,
  borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
  textAlign: 'start',
});
globalStyle(`${dataTable} td`, { textAlign: 'end', fontVariantNumeric: 'tabular-nums' });
globalStyle(`${dataTable} caption`, { textAlign: 'start', color: vars.color.text.secondary });

/** The dashboards: a toolbar with the range above the card grid. */
export const pageHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});
