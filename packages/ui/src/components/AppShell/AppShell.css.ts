import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { toneVar } from '../../styles/tone.css';
import { focusRing, reducedMotion } from '../../styles/focus.css';
import { PAGE_TRANSITION_MS } from './pageTransition';

export const menuWidth = 260;
export const collapsedMenuWidth = 76;

/** data-layout, data-collapsed, data-narrow, data-overlay-open, data-navbar, data-footer, data-width */
export const root = style({
  display: 'flex',
  minBlockSize: '100dvh',
  backgroundColor: vars.color.surface.page,
  color: vars.color.text.primary,
});

export const skipLink = style([
  focusRing,
  {
    position: 'absolute',
    insetInlineStart: vars.space.small,
    insetBlockStart: vars.space.small,
    zIndex: 400,
    paddingBlock: vars.space.small,
    paddingInline: vars.space.medium,
    backgroundColor: vars.color.accent.solid,
    color: vars.color.accent.onSolid,
    borderRadius: vars.radius.medium,
    transform: 'translateY(-200%)',
    selectors: { '&:focus': { transform: 'none' } },
  },
]);

export const sidebar = style({
  position: 'sticky',
  insetBlockStart: 0,
  flexShrink: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  inlineSize: menuWidth,
  blockSize: '100dvh',
  paddingBlock: vars.space.medium,
  paddingInline: vars.space.medium,
  overflowY: 'auto',
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.primary,
  borderInlineEnd: `1px solid ${vars.color.border.card}`,
  boxShadow: vars.shadow.navbar,
  zIndex: 30,
  transition: 'inline-size 180ms ease, transform 200ms ease',
  selectors: {
    [`${root}[data-collapsed] &`]: { inlineSize: collapsedMenuWidth },
    [`${root}[data-narrow] &`]: {
      position: 'fixed',
      insetInlineStart: 0,
      inlineSize: menuWidth,
      transform: 'translateX(-105%)',
      visibility: 'hidden',
    },
    [`[dir="rtl"] ${root}[data-narrow] &`]: { transform: 'translateX(105%)' },
    [`${root}[data-narrow][data-overlay-open] &`]: { transform: 'none', visibility: 'visible' },
  },
  '@media': { [reducedMotion]: { transition: 'none' } },
});

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  minBlockSize: 48,
  paddingInline: vars.space.xsmall,
  marginBlockEnd: vars.space.small,
});

export const brandLink = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.small,
    color: vars.color.text.primary,
    textDecoration: 'none',
    fontWeight: vars.font.weight.heavy,
    fontSize: vars.font.size.large,
    borderRadius: vars.radius.small,
    minInlineSize: 0,
  },
]);

export const backdrop = style({
  position: 'fixed',
  inset: 0,
  zIndex: 25,
  border: 0,
  padding: 0,
  backgroundColor: vars.color.surface.overlay,
  cursor: 'pointer',
});

export const main = style({
  flex: 1,
  minInlineSize: 0,
  display: 'flex',
  flexDirection: 'column',
});

export const navbar = style({
  zIndex: 20,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minBlockSize: 60,
  paddingInline: vars.space.large,
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.primary,
  border: `1px solid ${vars.color.border.card}`,
  boxShadow: vars.shadow.navbar,
  selectors: {
    [`${root}[data-navbar="floating"] &`]: {
      position: 'sticky',
      insetBlockStart: vars.space.medium,
      marginBlockStart: vars.space.medium,
      marginInline: vars.space.xlarge,
      borderRadius: vars.radius.large,
    },
    [`${root}[data-navbar="sticky"] &`]: { position: 'sticky', insetBlockStart: 0 },
    [`${root}[data-navbar="static"] &`]: { position: 'static' },
  },
});

/** A coloured navbar (navbar colour setting); text and icons switch to the tone's on-solid colour. */
export const navbarColored = style({
  backgroundColor: toneVar.solid,
  color: toneVar.onSolid,
});

export const horizontalMenu = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  flexWrap: 'wrap',
  paddingBlock: vars.space.small,
  paddingInline: vars.space.xlarge,
  marginBlockStart: vars.space.small,
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.primary,
  borderBlock: `1px solid ${vars.color.border.card}`,
  boxShadow: vars.shadow.navbar,
});

export const content = style({
  flex: 1,
  inlineSize: '100%',
  // At least a screen high: the footer starts below the fold, so a page replacing its loading screen
  // never pushes the footer down in view (a layout shift).
  minBlockSize: '100vh',
  paddingBlock: vars.space.xlarge,
  paddingInline: vars.space.xlarge,
  outline: 'none',
  selectors: {
    [`${root}[data-width="boxed"] &`]: { maxInlineSize: 1440, marginInline: 'auto' },
  },
});

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fadeInLeft = keyframes({
  from: { opacity: 0, transform: 'translateX(-16px)' },
  to: { opacity: 1, transform: 'none' },
});
const fadeInRight = keyframes({
  from: { opacity: 0, transform: 'translateX(16px)' },
  to: { opacity: 1, transform: 'none' },
});
const zoomIn = keyframes({
  from: { opacity: 0, transform: 'scale(0.97)' },
  to: { opacity: 1, transform: 'none' },
});

export const transition = style({
  '@media': { [reducedMotion]: { animation: 'none !important' } },
  selectors: {
    [`${root}[data-transition="fadeIn"] &`]: { animation: `${fadeIn} ${PAGE_TRANSITION_MS}ms ease-out` },
    [`${root}[data-transition="fadeInLeft"] &`]: {
      animation: `${fadeInLeft} ${PAGE_TRANSITION_MS}ms ease-out`,
    },
    [`[dir="rtl"] ${root}[data-transition="fadeInLeft"] &`]: {
      animation: `${fadeInRight} ${PAGE_TRANSITION_MS}ms ease-out`,
    },
    [`${root}[data-transition="zoomIn"] &`]: { animation: `${zoomIn} ${PAGE_TRANSITION_MS}ms ease-out` },
  },
});

export const footer = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.small,
  paddingBlock: vars.space.medium,
  paddingInline: vars.space.xlarge,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.small,
  backgroundColor: vars.color.surface.page,
  selectors: {
    [`${root}[data-footer="sticky"] &`]: {
      position: 'sticky',
      insetBlockEnd: 0,
      backgroundColor: vars.color.surface.raised,
      boxShadow: vars.shadow.navbar,
      borderBlockStart: `1px solid ${vars.color.border.card}`,
    },
  },
});

export const spacer = style({ flex: 1 });
