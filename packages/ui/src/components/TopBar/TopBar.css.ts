import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../styles/focus.css';

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  flex: 1,
  minInlineSize: 0,
});

/** Phones: the bar keeps back, plan, bell and user menu; the page search gives way (every page is in the menu). */
export const narrow = 'screen and (max-width: 560px)';

export const search = style({
  flex: '0 3 320px',
  minInlineSize: '8rem',
  '@media': { [narrow]: { display: 'none' } },
});

/** Phones have the browser's or system's back: the bar's back button gives its room to the plan label. */
export const back = style({ '@media': { [narrow]: { display: 'none !important' } } });

export const spacer = style({ flex: 1 });

export const planLink = style([
  focusRing,
  {
    paddingBlock: vars.space.xsmall,
    paddingInline: vars.space.medium,
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.accent.soft,
    color: vars.color.accent.text,
    fontSize: vars.font.size.small,
    fontWeight: vars.font.weight.strong,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    // A long plan name ("Starter Sparks / TAT Kickstart") is cut with an ellipsis; its full text stays in
    // the link's accessible name.
    display: 'inline-block',
    minInlineSize: '4.5rem',
    maxInlineSize: '16rem',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    '@media': { [narrow]: { maxInlineSize: '9.5rem' } },
    selectors: { '&[data-hovered]': { backgroundColor: vars.color.accent.softHover } },
  },
]);

// When space runs out, the search gives way first, then the plan label; back, bell and user menu keep size.
globalStyle(`${bar} > :not(${search}):not(${planLink})`, { flexShrink: 0 });

export const bellWrap = style({ position: 'relative', display: 'inline-flex' });

export const bellCount = style({
  position: 'absolute',
  insetBlockStart: 2,
  insetInlineEnd: 2,
  pointerEvents: 'none',
  minInlineSize: 18,
  blockSize: 18,
  paddingInline: 4,
  justifyContent: 'center',
});

export const notificationPanel = style({ inlineSize: 340, maxInlineSize: 'calc(100vw - 24px)' });

export const notificationHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
  fontWeight: vars.font.weight.strong,
});

export const notificationItem = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xxsmall,
  paddingBlock: vars.space.small,
  whiteSpace: 'normal',
});

export const notificationMeta = style({ fontSize: vars.font.size.xsmall, color: vars.color.text.secondary });

export const userTrigger = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.small });

export const userText = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  lineHeight: 1.2,
  '@media': { 'screen and (max-width: 700px)': { display: 'none' } },
});

export const userRole = style({
  fontSize: vars.font.size.xsmall,
  color: vars.color.text.secondary,
  fontWeight: 400,
});

export const empty = style({
  padding: vars.space.large,
  color: vars.color.text.secondary,
  textAlign: 'center',
});
