import { style } from '@vanilla-extract/css';
import { vars } from '@talent/ui/theme';

export const stats = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
});

export const convertForm = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
  alignItems: 'end',
});

export const preview = style({ margin: 0, color: vars.color.text.secondary });

export const credit = style({ color: vars.color.status.positive.text, fontWeight: vars.font.weight.medium });
export const debit = style({ color: vars.color.status.critical.text, fontWeight: vars.font.weight.medium });
