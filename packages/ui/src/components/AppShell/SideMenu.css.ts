import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../styles/focus.css';

export const nav = style({ display: 'flex', flexDirection: 'column', minHeight: 0 });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
});

export const nested = style({
  paddingInlineStart: vars.space.large,
  marginBlockStart: vars.space.xxsmall,
  // The list's display: flex would otherwise show a closed group's entries.
  selectors: { '&[hidden]': { display: 'none' } },
});

export const link = style([
  focusRing,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.medium,
    inlineSize: '100%',
    minBlockSize: 38,
    paddingInline: vars.space.medium,
    // A label that wraps to a second line keeps some air above and below.
    paddingBlock: vars.space.xxsmall,
    border: 0,
    borderRadius: vars.radius.medium,
    background: 'transparent',
    color: vars.color.text.secondary,
    font: 'inherit',
    textAlign: 'start',
    textDecoration: 'none',
    cursor: 'pointer',
    selectors: {
      '&:hover, &[data-hovered]': {
        backgroundColor: vars.color.surface.hover,
        color: vars.color.text.primary,
      },
      '&[aria-current="page"]': {
        backgroundColor: vars.color.accent.solid,
        color: vars.color.accent.onSolid,
      },
      '&[aria-disabled="true"], &[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
    },
  },
]);

export const groupOpen = style({});

export const groupActive = style({ color: vars.color.text.primary, fontWeight: vars.font.weight.medium });

export const icon = style({
  display: 'inline-flex',
  flexShrink: 0,
  inlineSize: 20,
  justifyContent: 'center',
});

/** Long titles ("User Service Management") wrap instead of being cut off (issue 25). */
export const title = style({ flex: 1, minInlineSize: 0, overflowWrap: 'anywhere' });

export const chevron = style({
  transition: 'transform 150ms',
  selectors: { [`${groupOpen} &`]: { transform: 'rotate(180deg)' } },
});

export const badge = style({ marginInlineStart: 'auto' });

/** Collapsed menu: icons only; the title stays for screen readers. */
export const collapsed = style({});

export const collapsedText = style({
  selectors: {
    [`${collapsed} &`]: {
      position: 'absolute',
      inlineSize: 1,
      blockSize: 1,
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
  },
});
