import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { reducedMotion } from '../../styles/focus.css';
import { keyframes } from '@vanilla-extract/css';

const slideIn = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'none' } });
const slideInRtl = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'none' } });

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xlarge });

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  border: 0,
  margin: 0,
  padding: 0,
});

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.font.size.xsmall,
  fontWeight: vars.font.weight.strong,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: vars.color.text.secondary,
});

export const toggles = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });

/** On a phone the edge tab covered the right edge of cards: it shrinks to the page's side gutter (the
 * shell's inline padding, `space.xlarge`), so it sits beside the cards, never over them. */
export const narrowScreen = 'screen and (max-width: 720px)';

export const trigger = style({
  position: 'fixed',
  insetBlockStart: '40%',
  insetInlineEnd: 0,
  zIndex: 90,
  borderStartEndRadius: 0,
  borderEndEndRadius: 0,
  '@media': {
    [narrowScreen]: {
      inlineSize: vars.space.xlarge,
      minInlineSize: 0,
      blockSize: 44,
      paddingInline: 0,
    },
  },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 150,
  backgroundColor: vars.color.surface.overlay,
});

export const drawer = style({
  position: 'fixed',
  insetBlock: 0,
  insetInlineEnd: 0,
  inlineSize: 'min(380px, 100vw)',
  overflowY: 'auto',
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.primary,
  boxShadow: vars.shadow.dialog,
  outline: 'none',
  selectors: {
    '&[data-entering]': { animation: `${slideIn} 200ms ease-out` },
    '[dir="rtl"] &[data-entering]': { animation: `${slideInRtl} 200ms ease-out` },
  },
  '@media': { [reducedMotion]: { selectors: { '&[data-entering]': { animation: 'none' } } } },
});

export const swatch = style({
  inlineSize: 14,
  blockSize: 14,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border.strong}`,
});
