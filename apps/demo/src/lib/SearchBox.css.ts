import { style } from '@vanilla-extract/css';
import { vars } from '@talent/ui/theme';

export const root = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  paddingInline: vars.space.medium,
  minBlockSize: 38,
  border: `1px solid ${vars.color.border.field}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface.field,
  color: vars.color.text.muted,
  selectors: { '&:focus-within': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '1px' } },
});

export const input = style({
  flex: 1,
  minInlineSize: 0,
  border: 0,
  outline: 'none',
  background: 'transparent',
  color: vars.color.text.primary,
  font: 'inherit',
  selectors: { '&::-webkit-search-cancel-button': { display: 'none' } },
});
