import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { reducedMotion } from '../../styles/focus.css';
import { raisedPanel } from '../../styles/surface.css';

const fade = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const rise = keyframes({
  from: { opacity: 0, transform: 'translateY(8px) scale(0.98)' },
  to: { opacity: 1, transform: 'none' },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 100,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.large,
  backgroundColor: vars.color.surface.overlay,
  selectors: { '&[data-entering]': { animation: `${fade} 150ms ease-out` } },
  '@media': { [reducedMotion]: { selectors: { '&[data-entering]': { animation: 'none' } } } },
});

export const modal = style({
  width: '100%',
  maxHeight: 'calc(100dvh - 32px)',
  display: 'flex',
  flexDirection: 'column',
  ...raisedPanel,
  color: vars.color.text.primary,
  boxShadow: vars.shadow.dialog,
  selectors: { '&[data-entering]': { animation: `${rise} 180ms ease-out` } },
  '@media': { [reducedMotion]: { selectors: { '&[data-entering]': { animation: 'none' } } } },
});

export const size = styleVariants({
  sm: { maxWidth: 400 },
  md: { maxWidth: 560 },
  lg: { maxWidth: 900 },
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
  outline: 'none',
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  paddingBlock: vars.space.large,
  paddingInline: vars.space.xlarge,
  borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
});

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.strong,
});

export const body = style({
  paddingBlock: vars.space.large,
  paddingInline: vars.space.xlarge,
  overflowY: 'auto',
  minHeight: 0,
});

export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.small,
  paddingBlock: vars.space.medium,
  paddingInline: vars.space.xlarge,
});

const slideUp = keyframes({ from: { transform: 'translateY(100%)' }, to: { transform: 'none' } });

/** A bottom sheet (phones): the overlay holds the modal at the bottom edge, full width. */
export const sheetOverlay = style({ alignItems: 'flex-end', padding: 0 });

export const sheet = style({
  maxWidth: 'none',
  maxHeight: '85dvh',
  borderEndStartRadius: 0,
  borderEndEndRadius: 0,
  paddingBlockEnd: 'env(safe-area-inset-bottom)',
  selectors: { '&[data-entering]': { animation: `${slideUp} 200ms ease-out` } },
  '@media': { [reducedMotion]: { selectors: { '&[data-entering]': { animation: 'none' } } } },
});
