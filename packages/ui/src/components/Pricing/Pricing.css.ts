import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { raisedPanel } from '../../styles/surface.css';
import { toneVar } from '../../styles/tone.css';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(230px, 1fr))',
  gap: vars.space.xlarge,
  alignItems: 'stretch',
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  padding: vars.space.xlarge,
  ...raisedPanel,
  borderBlockStart: `4px solid ${toneVar.solid}`,
  boxShadow: vars.shadow.card,
  minInlineSize: 0,
});

export const current = style({ outline: `2px solid ${toneVar.solid}`, outlineOffset: -1 });

export const name = style({
  margin: 0,
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.heavy,
  color: toneVar.text,
});

export const tagline = style({
  margin: 0,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.small,
  minBlockSize: '2.6em',
});

export const price = style({ display: 'flex', alignItems: 'baseline', gap: vars.space.xsmall, margin: 0 });

export const amount = style({
  fontSize: vars.font.size.xxlarge,
  fontWeight: vars.font.weight.heavy,
  color: vars.color.text.primary,
});

export const period = style({ color: vars.color.text.secondary, fontSize: vars.font.size.small });

export const features = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  flex: 1,
  color: vars.color.text.primary,
  fontSize: vars.font.size.small,
});

export const feature = style({ display: 'flex', gap: vars.space.small, alignItems: 'flex-start' });

export const check = style({ color: toneVar.text, flexShrink: 0, marginBlockStart: 2 });

export const action = style({ inlineSize: '100%' });
