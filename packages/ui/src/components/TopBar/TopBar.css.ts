import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../styles/focus.css';

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  flex: 1,
  minInlineSize: 0,
});

export const search = style({ inlineSize: 'min(320px, 40vw)' });

export const spacer = style({ flex: 1 });

export const planLink = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xsmall,
    paddingBlock: vars.space.xsmall,
    paddingInline: vars.space.medium,
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.accent.soft,
    color: vars.color.accent.text,
    fontSize: vars.font.size.small,
    fontWeight: vars.font.weight.strong,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    selectors: { '&[data-hovered]': { backgroundColor: vars.color.accent.softHover } },
  },
]);

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
