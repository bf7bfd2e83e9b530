import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { raisedPanel } from '../../styles/surface.css';
import { toneVar } from '../../styles/tone.css';

export const card = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.large,
  padding: vars.space.xlarge,
  ...raisedPanel,
  boxShadow: vars.shadow.card,
  minInlineSize: 0,
});

export const icon = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  inlineSize: 44,
  blockSize: 44,
  borderRadius: vars.radius.full,
  backgroundColor: toneVar.soft,
  color: toneVar.text,
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minInlineSize: 0,
  margin: 0,
});

export const value = style({
  margin: 0,
  fontSize: vars.font.size.xlarge,
  fontWeight: vars.font.weight.heavy,
  color: vars.color.text.primary,
  fontVariantNumeric: 'tabular-nums',
});

export const title = style({ margin: 0, fontSize: vars.font.size.small, color: vars.color.text.secondary });

export const caption = style({ fontSize: vars.font.size.xsmall, color: toneVar.text });

/** Inline, so the loading value keeps the text's line height and the card does not grow when it arrives. */
export const valueSkeleton = style({ display: 'inline-block', verticalAlign: 'middle' });
