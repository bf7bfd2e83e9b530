import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
});

export const label = style({
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text.primary,
});

export const requiredMark = style({
  color: vars.color.status.critical.text,
  marginInlineStart: vars.space.xxsmall,
});

/** Text inputs and input-like triggers (select, date field). */
export const input = style({
  width: '100%',
  minHeight: 38,
  paddingInline: vars.space.medium,
  paddingBlock: vars.space.small,
  border: `1px solid ${vars.color.border.field}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surface.field,
  color: vars.color.text.primary,
  font: 'inherit',
  outline: 'none',
  transition: 'border-color 120ms, box-shadow 120ms',
  selectors: {
    '&::placeholder': { color: vars.color.text.muted, opacity: 1 },
    '&[data-hovered]': { borderColor: vars.color.border.strong },
    '&[data-focused], &[data-focus-within]': {
      borderColor: vars.color.border.focus,
      boxShadow: `0 0 0 1px ${vars.color.border.focus}`,
    },
    '&[data-invalid]': { borderColor: vars.color.status.critical.solid },
    '&[data-disabled]': { opacity: 0.6, cursor: 'not-allowed' },
  },
});

export const description = style({ fontSize: vars.font.size.small, color: vars.color.text.secondary });

export const error = style({ fontSize: vars.font.size.small, color: vars.color.status.critical.text });

/**
 * A small icon button inside a field (the combo box's chevron, the date picker's calendar buttons): a rule
 * to spread with the button's size, so each button keeps one class.
 */
export const iconButton = {
  display: 'inline-grid',
  placeItems: 'center',
  border: 0,
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: vars.color.text.secondary,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surface.hover },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.border.focus}` },
  },
} as const;
