import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@talent/ui/theme';

export { app, main, pageHead, state } from '../../lib/frame.css';

export const sidebar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  padding: vars.space.large,
  borderInlineEnd: `1px solid ${vars.color.border.subtle}`,
});

export const navList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
});
export const navHeading = style({
  margin: 0,
  fontSize: vars.font.size.xsmall,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  color: vars.color.text.muted,
});

export const navLink = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderRadius: vars.radius.medium,
  color: vars.color.text.secondary,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surface.hover },
    '&[aria-current="page"]': { background: vars.color.accent.soft, color: vars.color.accent.text },
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '-2px' },
  },
});
export const navText = style({ flex: 1 });

export const dot = style({ inlineSize: 10, blockSize: 10, borderRadius: vars.radius.full, flexShrink: 0 });

export const toolbar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  flexWrap: 'wrap',
  padding: `${vars.space.medium} ${vars.space.large}`,
  borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
});
export const grow = style({ flex: 1, minInlineSize: 160 });

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });
export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  padding: `${vars.space.small} ${vars.space.large}`,
  borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
  selectors: {
    '&[data-unread]': { background: vars.color.surface.raised },
    '&:not([data-unread])': { background: vars.color.surface.page },
    '&[data-selected]': { background: vars.color.surface.selected },
  },
});
export const rowOpen = style({
  all: 'unset',
  flex: 1,
  minInlineSize: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 180px) minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.medium,
  cursor: 'pointer',
  color: vars.color.text.secondary,
  paddingBlock: vars.space.xsmall,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, borderRadius: vars.radius.small },
  },
  '@media': {
    '(max-width: 700px)': { gridTemplateColumns: 'minmax(0, 1fr) auto', rowGap: vars.space.xxsmall },
  },
});
export const sender = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minInlineSize: 0,
  color: vars.color.text.primary,
  selectors: { [`${row}[data-unread] &`]: { fontWeight: vars.font.weight.strong } },
});
export const ellipsis = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const subjectLine = style({
  minInlineSize: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  '@media': { '(max-width: 700px)': { gridColumn: '1 / -1', gridRow: 2 } },
});
export const subject = style({
  color: vars.color.text.primary,
  selectors: { [`${row}[data-unread] &`]: { fontWeight: vars.font.weight.strong } },
});
export const time = style({
  fontSize: vars.font.size.small,
  color: vars.color.text.muted,
  whiteSpace: 'nowrap',
});

export const starButton = style({
  all: 'unset',
  display: 'inline-grid',
  placeItems: 'center',
  inlineSize: 32,
  blockSize: 32,
  borderRadius: vars.radius.full,
  cursor: 'pointer',
  color: vars.color.text.muted,
  selectors: {
    '&[aria-pressed="true"]': { color: vars.color.status.caution.solid },
    '&:hover': { background: vars.color.surface.hover },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.border.focus}` },
  },
});

export const labelDots = style({ display: 'inline-flex', gap: vars.space.xxsmall });

export const reader = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  padding: vars.space.large,
});
export const readerHead = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  flexWrap: 'wrap',
  paddingBlockEnd: vars.space.medium,
  borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
});
export const readerTitle = style({
  margin: 0,
  flex: 1,
  minInlineSize: 200,
  fontSize: vars.font.size.large,
  color: vars.color.text.primary,
});
export const messageCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  padding: vars.space.large,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.large,
});
export const meta = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  flexWrap: 'wrap',
});
export const metaText = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minInlineSize: 0,
  fontSize: vars.font.size.small,
  color: vars.color.text.secondary,
});
export const body = style({
  color: vars.color.text.primary,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'anywhere',
});
globalStyle(`${body} p`, { marginBlock: `0 ${vars.space.medium}` });
export const attachments = style({
  display: 'flex',
  gap: vars.space.small,
  flexWrap: 'wrap',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const attachment = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.medium,
  fontSize: vars.font.size.small,
  color: vars.color.text.secondary,
});

export const composeRow = style({ display: 'flex', gap: vars.space.small, justifyContent: 'flex-end' });
export const srOnly = style({
  position: 'absolute',
  inlineSize: 1,
  blockSize: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

/** The colour of each label's dot (the template's: private red, company primary, personal green, important amber). */
export const labelDot = styleVariants({
  private: [dot, { background: vars.color.status.critical.solid }],
  company: [dot, { background: vars.color.accent.solid }],
  personal: [dot, { background: vars.color.status.positive.solid }],
  important: [dot, { background: vars.color.status.caution.solid }],
});
