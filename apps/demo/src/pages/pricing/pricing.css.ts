import { style } from '@vanilla-extract/css';
import { vars } from '@talent/ui/theme';

export const plans = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))',
  gap: vars.space.large,
  maxInlineSize: '56rem',
  marginInline: 'auto',
  inlineSize: '100%',
});
export const plan = style({ position: 'relative', display: 'flex', flexDirection: 'column' });
export const popular = style({
  position: 'absolute',
  insetBlockStart: vars.space.medium,
  insetInlineEnd: vars.space.medium,
});
