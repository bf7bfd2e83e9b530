import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../styles/focus.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minInlineSize: 0,
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});

export const searchForm = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.small,
  flexWrap: 'wrap',
});

export const searchField = style({ inlineSize: 260 });

export const pageSize = style({ inlineSize: 110 });

export const scroller = style({
  overflowX: 'auto',
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.medium,
});

export const table = style({
  inlineSize: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.small,
  outline: 'none',
});

export const column = style({
  paddingBlock: vars.space.medium,
  paddingInline: vars.space.large,
  backgroundColor: vars.color.surface.sunken,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.xsmall,
  fontWeight: vars.font.weight.strong,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  textAlign: 'start',
  whiteSpace: 'nowrap',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: -2 },
  },
});

export const row = style({
  borderBlockStart: `1px solid ${vars.color.border.subtle}`,
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surface.hover },
    '&[data-selected]': { backgroundColor: vars.color.surface.selected },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: -2 },
  },
});

export const cell = style({
  paddingBlock: vars.space.medium,
  paddingInline: vars.space.large,
  color: vars.color.text.primary,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: -2 },
  },
});

export const align = styleVariants({
  start: { textAlign: 'start' },
  center: { textAlign: 'center' },
  end: { textAlign: 'end' },
});

export const selectionCell = style({ inlineSize: 44 });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.small,
});

export const pagination = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const pageButton = style([
  focusRing,
  {
    minInlineSize: 34,
    blockSize: 34,
    paddingInline: vars.space.small,
    border: 0,
    borderRadius: vars.radius.medium,
    backgroundColor: vars.color.surface.sunken,
    color: vars.color.text.primary,
    font: 'inherit',
    cursor: 'pointer',
    selectors: {
      '&[data-hovered]': { backgroundColor: vars.color.surface.hover },
      '&[aria-current="page"]': {
        backgroundColor: vars.color.accent.solid,
        color: vars.color.accent.onSolid,
      },
      '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
    },
  },
]);

export const ellipsis = style({ paddingInline: vars.space.xsmall, color: vars.color.text.secondary });

export const bulkBar = style({ display: 'flex', alignItems: 'center', gap: vars.space.small });

export const errorBox = style({
  padding: vars.space.large,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.status.critical.soft,
  color: vars.color.status.critical.text,
});

/** The sort arrow after a sortable header. */
export const sortMark = style({ marginInlineStart: vars.space.xsmall, fontSize: '0.75em' });
