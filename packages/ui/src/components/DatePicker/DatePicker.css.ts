import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { iconButton } from '../../styles/field.css';

export const group = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  paddingBlock: 0,
  paddingInlineEnd: vars.space.xsmall,
});

export const dateInput = style({ display: 'flex', alignItems: 'center', minBlockSize: 36, flex: 1 });

export const segment = style({
  paddingInline: 1,
  borderRadius: vars.radius.small,
  fontVariantNumeric: 'tabular-nums',
  outline: 'none',
  selectors: {
    '&[data-placeholder]': { color: vars.color.text.muted },
    '&[data-type="literal"]': { color: vars.color.text.secondary },
    '&[data-focused]': { backgroundColor: vars.color.accent.solid, color: vars.color.accent.onSolid },
  },
});

export const calendarButton = style({ ...iconButton, inlineSize: 30, blockSize: 30 });

export const dialog = style({ outline: 'none', padding: vars.space.small });

export const calendar = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });

export const calendarHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
});

export const calendarHeading = style({
  margin: 0,
  fontSize: vars.font.size.medium,
  fontWeight: vars.font.weight.strong,
});

export const grid = style({ borderCollapse: 'collapse' });

globalStyle(`${grid} th`, {
  fontSize: vars.font.size.xsmall,
  color: vars.color.text.secondary,
  fontWeight: vars.font.weight.medium,
  paddingBlock: vars.space.xsmall,
});

export const cell = style({
  display: 'grid',
  placeItems: 'center',
  inlineSize: 34,
  blockSize: 34,
  borderRadius: vars.radius.full,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-outside-month]': { visibility: 'hidden' },
    '&[data-hovered]': { backgroundColor: vars.color.surface.hover },
    '&[data-selected]': { backgroundColor: vars.color.accent.solid, color: vars.color.accent.onSolid },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: 1 },
    '&[data-disabled], &[data-unavailable]': {
      color: vars.color.text.disabled,
      textDecoration: 'line-through',
      cursor: 'default',
    },
  },
});
