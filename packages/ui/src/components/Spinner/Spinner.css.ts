import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { reducedMotion } from '../../styles/focus.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: 'currentColor',
  flexShrink: 0,
});

export const svg = style({
  animation: `${spin} 0.8s linear infinite`,
  '@media': { [reducedMotion]: { animationDuration: '2.4s' } },
});

export const size = styleVariants({
  sm: { width: 14, height: 14 },
  md: { width: 20, height: 20 },
  lg: { width: 32, height: 32 },
});
