import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/**
 * A visible ring for keyboard focus only: react-aria's components set `data-focus-visible`; plain elements
 * (a router's `<a>`, a native `<button>`) get the same ring from the browser's `:focus-visible`.
 */
export const focusRing = style({
  outline: 'none',
  selectors: {
    '&[data-focus-visible], &:focus-visible': {
      outline: `2px solid ${vars.color.border.focus}`,
      outlineOffset: '2px',
    },
  },
});

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

/** Motion that turns off under prefers-reduced-motion. */
export const reducedMotion = '(prefers-reduced-motion: reduce)';
