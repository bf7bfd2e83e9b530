import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { toneVar } from '../../styles/tone.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  fontSize: vars.font.size.small,
  color: vars.color.text.secondary,
  minInlineSize: 0,
});

export const figures = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space.medium,
  rowGap: vars.space.xxsmall,
  margin: 0,
  fontVariantNumeric: 'tabular-nums',
});

export const figure = style({ display: 'flex', gap: vars.space.xxsmall, margin: 0 });
export const term = style({ margin: 0 });
export const value = style({ margin: 0, fontWeight: vars.font.weight.heavy, color: vars.color.text.primary });

/** The fill of the current segment. */
export const track = style({
  blockSize: 4,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.border.subtle,
  overflow: 'hidden',
});
export const fill = style({
  blockSize: '100%',
  backgroundColor: toneVar.solid,
  transition: 'inline-size 120ms ease-out',
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const note = style({ margin: 0, color: toneVar.text });
export const chars = style({ display: 'inline-flex', flexWrap: 'wrap', gap: vars.space.xxsmall });
export const char = style({
  paddingInline: vars.space.xxsmall,
  borderRadius: vars.radius.small,
  backgroundColor: toneVar.soft,
  color: vars.color.text.primary,
  fontFamily: 'inherit',
});
