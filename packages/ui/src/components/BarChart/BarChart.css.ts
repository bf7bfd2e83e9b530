import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The chart's frame: caption, description and plot. */
export const figure = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  minInlineSize: 0,
});

export const caption = style({
  fontSize: vars.font.size.medium,
  fontWeight: vars.font.weight.strong,
  color: vars.color.text.primary,
});

export const description = style({ fontSize: vars.font.size.small, color: vars.color.text.secondary });

export const plot = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gridTemplateRows: '1fr auto',
  columnGap: vars.space.xsmall,
  inlineSize: '100%',
  color: vars.color.text.secondary,
  fontSize: vars.font.size.xsmall,
  lineHeight: 1,
});

/** The y axis labels, each placed at its height; as wide as its longest label. */
export const yAxis = style({ position: 'relative', minInlineSize: '2.5em' });

export const yTick = style({
  position: 'absolute',
  insetInlineEnd: 0,
  transform: 'translateY(50%)',
  fontVariantNumeric: 'tabular-nums',
});

export const area = style({
  position: 'relative',
  borderBlockEnd: `1px solid ${vars.color.border.strong}`,
});

export const gridLine = style({
  position: 'absolute',
  insetInline: 0,
  borderBlockStart: `1px dashed ${vars.color.border.subtle}`,
});

export const bars = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'flex-end',
});

/** One category: its bars side by side, centred, with room around them (the bars fill 60 % of it). */
export const slot = style({
  flex: '1 1 0',
  minInlineSize: 0,
  blockSize: '100%',
  display: 'flex',
  alignItems: 'flex-end',
  justifyContent: 'center',
  gap: '2px',
  selectors: { '&:hover': { backgroundColor: vars.color.surface.hover } },
});

/** Its width (a share of the slot's 60 %) is set per chart, by the number of series. */
export const bar = style({
  flex: '0 1 auto',
  maxInlineSize: '2.5rem',
  borderStartStartRadius: vars.radius.small,
  borderStartEndRadius: vars.radius.small,
});

export const xAxis = style({
  gridColumn: 2,
  display: 'flex',
  paddingBlockStart: vars.space.xsmall,
});

export const xLabel = style({
  flex: '1 1 0',
  minInlineSize: 0,
  textAlign: 'center',
  whiteSpace: 'nowrap',
  overflow: 'visible',
});

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.medium,
  justifyContent: 'center',
  color: vars.color.text.secondary,
  fontSize: vars.font.size.small,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const swatch = style({
  display: 'inline-block',
  inlineSize: '0.75em',
  blockSize: '0.75em',
  marginInlineEnd: vars.space.xxsmall,
  borderRadius: vars.radius.small,
});
