import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.small,
  paddingBlock: vars.space.xxlarge,
  paddingInline: vars.space.large,
  textAlign: 'center',
});

export const icon = style({ color: vars.color.text.muted, marginBlockEnd: vars.space.small });

export const title = style({
  margin: 0,
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.strong,
  color: vars.color.text.primary,
});

export const description = style({ margin: 0, color: vars.color.text.secondary, maxWidth: 420 });
