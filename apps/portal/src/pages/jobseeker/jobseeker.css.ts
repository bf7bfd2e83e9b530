import { style } from '@vanilla-extract/css';
import { vars } from '@talent/ui/theme';

export const stats = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
  gap: vars.space.medium,
});

/** The two application panels side by side on wide screens, stacked on a phone. */
export const panels = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 20rem), 1fr))',
  gap: vars.space.large,
  alignItems: 'start',
});

export const muted = style({ margin: 0, color: vars.color.text.secondary, fontSize: vars.font.size.small });

const plainList = {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
} as const;

export const statusRows = style({ ...plainList, marginBlockStart: vars.space.small });

/** Label, bar and count on one line; the bar takes the room left. */
export const statusRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(7rem, 11rem) 1fr auto',
  alignItems: 'center',
  gap: vars.space.small,
  fontSize: vars.font.size.small,
});

export const statusName = style({ color: vars.color.text.primary, overflowWrap: 'anywhere' });

export const statusCount = style({
  fontWeight: vars.font.weight.strong,
  fontVariantNumeric: 'tabular-nums',
  minInlineSize: '2ch',
  textAlign: 'end',
});

export const bar = style({
  display: 'block',
  blockSize: 8,
  borderRadius: vars.radius.full,
  background: vars.color.surface.sunken,
  overflow: 'hidden',
});

export const barFill = style({
  display: 'block',
  blockSize: '100%',
  borderRadius: vars.radius.full,
  background: vars.color.accent.solid,
});

export const changes = style(plainList);

export const change = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.small,
  rowGap: vars.space.xxsmall,
  paddingBlockEnd: vars.space.small,
  borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
});

export const changeTitle = style({
  flex: '1 1 12rem',
  fontWeight: vars.font.weight.medium,
  overflowWrap: 'anywhere',
});
