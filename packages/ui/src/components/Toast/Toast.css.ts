import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { toneVar } from '../../styles/tone.css';
import { focusRing, reducedMotion } from '../../styles/focus.css';

const slide = keyframes({ from: { opacity: 0, transform: 'translateY(8px)' }, to: { opacity: 1 } });

export const region = style({
  position: 'fixed',
  insetBlockEnd: vars.space.large,
  insetInlineEnd: vars.space.large,
  zIndex: 200,
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space.small,
  outline: 'none',
  selectors: { '&[data-focus-visible]': { outline: `2px solid ${vars.color.border.focus}` } },
});

export const toast = style([
  focusRing,
  {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.medium,
    inlineSize: 'min(360px, calc(100vw - 32px))',
    paddingBlock: vars.space.medium,
    paddingInlineStart: vars.space.large,
    paddingInlineEnd: vars.space.small,
    borderInlineStart: `4px solid ${toneVar.solid}`,
    borderRadius: vars.radius.medium,
    backgroundColor: vars.color.surface.raised,
    color: vars.color.text.primary,
    boxShadow: vars.shadow.popover,
    animation: `${slide} 160ms ease-out`,
    '@media': { [reducedMotion]: { animation: 'none' } },
  },
]);

export const content = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall, flex: 1 });

export const title = style({ fontWeight: vars.font.weight.strong, color: toneVar.text });

export const description = style({ fontSize: vars.font.size.small, color: vars.color.text.secondary });
