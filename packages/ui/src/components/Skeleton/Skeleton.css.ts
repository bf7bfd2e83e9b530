import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { reducedMotion } from '../../styles/focus.css';

const shimmer = keyframes({ '0%': { opacity: 1 }, '50%': { opacity: 0.45 }, '100%': { opacity: 1 } });

export const skeleton = style({
  display: 'block',
  backgroundColor: vars.color.surface.hover,
  borderRadius: vars.radius.small,
  animation: `${shimmer} 1.4s ease-in-out infinite`,
  '@media': { [reducedMotion]: { animation: 'none' } },
});

export const lines = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });
