import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const empty = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.small });

export const caption = style({
  fontSize: vars.font.size.medium,
  fontWeight: vars.font.weight.strong,
  color: vars.color.text.primary,
});

export const emptyText = style({ margin: 0, color: vars.color.text.secondary });
