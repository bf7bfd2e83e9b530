import { style } from '@vanilla-extract/css';
import { vars } from '@talent/ui/theme';

export const autocomplete = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  maxInlineSize: 420,
});
export const choice = style({ margin: 0, color: vars.color.text.secondary });
