import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const person = style({
  flex: '1 1 12rem',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minInlineSize: 0,
});

export const personText = style({ display: 'flex', flexDirection: 'column', minInlineSize: 0 });

export const name = style({
  margin: 0,
  fontSize: vars.font.size.medium,
  fontWeight: vars.font.weight.strong,
  overflowWrap: 'anywhere',
});

export const headline = style({
  margin: 0,
  fontSize: vars.font.size.small,
  color: vars.color.text.secondary,
  overflowWrap: 'anywhere',
});

export const bid = style({
  fontWeight: vars.font.weight.strong,
  color: vars.color.text.primary,
  fontVariantNumeric: 'tabular-nums',
});

export const letter = style({
  margin: 0,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  color: vars.color.text.primary,
});

/** Four lines, then an ellipsis; "More" lifts it. */
export const clamped = style({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 4,
  overflow: 'hidden',
});

export const more = style({ alignSelf: 'flex-start' });
