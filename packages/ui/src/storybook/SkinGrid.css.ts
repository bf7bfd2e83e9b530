import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))',
  gap: vars.space.large,
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.border.subtle}`,
  minWidth: 0,
  // A transform makes the panel the containing block of fixed children (toasts, overlays).
  transform: 'translateZ(0)',
});

export const panelTitle = style({
  margin: 0,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.strong,
  color: vars.color.text.secondary,
  textTransform: 'uppercase',
  letterSpacing: '0.05em',
});
