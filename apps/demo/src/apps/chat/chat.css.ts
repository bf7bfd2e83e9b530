import { style } from '@vanilla-extract/css';
import { vars } from '@talent/ui/theme';

export { grow, srOnly, state } from '../email/email.css';
export { sideSheet } from '../todo/todo.css';

export const app = style({
  display: 'grid',
  gridTemplateColumns: '320px minmax(0, 1fr)',
  blockSize: 'min(75vh, 720px)',
  minBlockSize: 480,
  background: vars.color.surface.raised,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.card,
  border: `1px solid ${vars.color.border.card}`,
  overflow: 'hidden',
  '@media': { '(max-width: 900px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const sidebar = style({
  display: 'flex',
  flexDirection: 'column',
  minBlockSize: 0,
  borderInlineEnd: `1px solid ${vars.color.border.subtle}`,
});
export const sidebarHead = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  padding: vars.space.medium,
  borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
});
export const lists = style({ overflowY: 'auto', padding: vars.space.small, flex: 1 });
export const listHeading = style({
  margin: 0,
  padding: `${vars.space.medium} ${vars.space.small} ${vars.space.xsmall}`,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.strong,
  color: vars.color.accent.text,
});
export const list = style({ listStyle: 'none', margin: 0, padding: 0 });
export const none = style({
  margin: 0,
  padding: vars.space.small,
  color: vars.color.text.muted,
  fontSize: vars.font.size.small,
});

export const item = style({
  all: 'unset',
  boxSizing: 'border-box',
  inlineSize: '100%',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surface.hover },
    '&[aria-current="true"]': { background: vars.color.accent.soft },
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '-2px' },
  },
});
export const itemText = style({ display: 'flex', flexDirection: 'column', flex: 1, minInlineSize: 0 });
export const itemName = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.xsmall,
  color: vars.color.text.primary,
  fontWeight: vars.font.weight.medium,
  overflow: 'hidden',
  whiteSpace: 'nowrap',
});
export const itemLine = style({
  margin: 0,
  fontSize: vars.font.size.small,
  color: vars.color.text.secondary,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
export const itemSide = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: vars.space.xxsmall,
});
export const time = style({
  fontSize: vars.font.size.xsmall,
  color: vars.color.text.muted,
  whiteSpace: 'nowrap',
});

export const statusText = style({
  fontSize: vars.font.size.xsmall,
  fontWeight: vars.font.weight.regular,
  color: vars.color.text.muted,
});

export const start = style({ display: 'grid', placeItems: 'center', padding: vars.space.xlarge });

export const conversation = style({
  display: 'flex',
  flexDirection: 'column',
  minBlockSize: 0,
  background: vars.color.surface.page,
});
export const conversationHead = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  padding: vars.space.medium,
  background: vars.color.surface.raised,
  borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
});
export const contactName = style({
  margin: 0,
  fontSize: vars.font.size.medium,
  color: vars.color.text.primary,
});

export const log = style({
  flex: 1,
  overflowY: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.large,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '-2px' },
  },
});
export const message = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xxsmall,
  maxInlineSize: '75%',
  selectors: { '&[data-mine]': { alignSelf: 'flex-end', alignItems: 'flex-end' } },
});
export const bubble = style({
  margin: 0,
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderRadius: vars.radius.large,
  background: vars.color.surface.raised,
  color: vars.color.text.primary,
  boxShadow: vars.shadow.card,
  overflowWrap: 'anywhere',
  selectors: {
    [`${message}[data-mine] &`]: { background: vars.color.accent.solid, color: vars.color.accent.onSolid },
  },
});

export const composer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.medium,
  background: vars.color.surface.raised,
  borderBlockStart: `1px solid ${vars.color.border.subtle}`,
});
export const composerRow = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.small });

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.small,
});
export const about = style({ margin: 0, color: vars.color.text.secondary });
