import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const popover = style({
  minInlineSize: 'var(--trigger-width, 180px)',
  maxBlockSize: 'min(360px, var(--visual-viewport-height, 100vh))',
  overflowY: 'auto',
  padding: vars.space.xsmall,
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.primary,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.popover,
  outline: 'none',
});

export const listBox = style({
  outline: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minBlockSize: 34,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.small,
  color: vars.color.text.primary,
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused], &[data-hovered]': { backgroundColor: vars.color.surface.hover },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '-2px' },
    '&[data-selected]': { backgroundColor: vars.color.accent.soft, color: vars.color.accent.text },
    '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
  },
});

export const sectionHeader = style({
  paddingInline: vars.space.medium,
  paddingBlock: vars.space.xsmall,
  fontSize: vars.font.size.xsmall,
  fontWeight: vars.font.weight.strong,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  color: vars.color.text.secondary,
});

export const separator = style({
  blockSize: 1,
  marginBlock: vars.space.xsmall,
  backgroundColor: vars.color.border.subtle,
});
