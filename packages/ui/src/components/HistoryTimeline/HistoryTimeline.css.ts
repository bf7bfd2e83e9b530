import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const markerSize = 12;

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const entry = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  paddingInlineStart: vars.space.xlarge,
  paddingBlockEnd: vars.space.large,
  selectors: {
    // The line joining one marker to the next; the last entry has none.
    '&:not(:last-child)::after': {
      content: '""',
      position: 'absolute',
      insetInlineStart: markerSize / 2 - 1,
      insetBlockStart: markerSize + 6,
      insetBlockEnd: 0,
      inlineSize: 2,
      backgroundColor: vars.color.border.subtle,
    },
  },
});

export const marker = style({
  position: 'absolute',
  insetInlineStart: 0,
  insetBlockStart: 4,
  inlineSize: markerSize,
  blockSize: markerSize,
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.accent.solid}`,
  backgroundColor: vars.color.surface.raised,
});

export const change = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
  margin: 0,
  fontWeight: vars.font.weight.strong,
  color: vars.color.text.primary,
});

export const arrow = style({ color: vars.color.text.muted, flexShrink: 0 });

export const meta = style({ margin: 0, fontSize: vars.font.size.small, color: vars.color.text.secondary });

export const note = style({
  margin: 0,
  marginBlockStart: vars.space.xxsmall,
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.small,
  borderInlineStart: `2px solid ${vars.color.border.strong}`,
  color: vars.color.text.primary,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const empty = style({ margin: 0, color: vars.color.text.secondary });
