import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

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

export const canvas = style({
  inlineSize: '100%',
  color: vars.color.text.secondary,
  fontSize: vars.font.size.xsmall,
});
