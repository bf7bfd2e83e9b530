import { style } from '@vanilla-extract/css';
import { vars } from '@talent/ui/theme';

export const stats = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
  gap: vars.space.medium,
});
