import { style } from '@vanilla-extract/css';

/** Icons whose meaning follows the reading direction are mirrored in RTL. */
export const mirrored = style({ selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } } });
