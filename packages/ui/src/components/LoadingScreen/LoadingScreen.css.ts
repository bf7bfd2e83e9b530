import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { reducedMotion } from '../../styles/focus.css';

const pulse = keyframes({
  '0%, 100%': { transform: 'scale(1)', opacity: 1 },
  '50%': { transform: 'scale(0.92)', opacity: 0.75 },
});
const orbit = keyframes({ to: { transform: 'rotate(360deg)' } });

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.large,
  minBlockSize: 240,
  color: vars.color.text.secondary,
});

export const fullScreen = style({
  position: 'fixed',
  inset: 0,
  zIndex: 300,
  backgroundColor: vars.color.surface.page,
});

export const mark = style({
  position: 'relative',
  display: 'grid',
  placeItems: 'center',
  inlineSize: 88,
  blockSize: 88,
});

export const ring = style({
  position: 'absolute',
  inset: 0,
  borderRadius: vars.radius.full,
  border: `3px solid ${vars.color.accent.soft}`,
  borderBlockStartColor: vars.color.accent.solid,
  animation: `${orbit} 1.1s linear infinite`,
  '@media': { [reducedMotion]: { animation: 'none' } },
});

export const logo = style({
  display: 'grid',
  placeItems: 'center',
  color: vars.color.accent.text,
  animation: `${pulse} 1.6s ease-in-out infinite`,
  '@media': { [reducedMotion]: { animation: 'none' } },
});

export const label = style({ fontSize: vars.font.size.small });
