import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const group = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  paddingBlock: 0,
  paddingInlineEnd: vars.space.xsmall,
});

export const input = style({
  flex: 1,
  minInlineSize: 0,
  minBlockSize: 36,
  border: 0,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  outline: 'none',
  selectors: { '&::placeholder': { color: vars.color.text.muted, opacity: 1 } },
});

export const button = style({
  display: 'inline-grid',
  placeItems: 'center',
  inlineSize: 28,
  blockSize: 28,
  border: 0,
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: vars.color.text.secondary,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surface.hover },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.border.focus}` },
  },
});

export const optionText = style({
  display: 'flex',
  flexDirection: 'column',
  paddingBlock: vars.space.xxsmall,
});

export const optionDescription = style({ fontSize: vars.font.size.xsmall, color: vars.color.text.secondary });

export const empty = style({ padding: vars.space.medium, color: vars.color.text.secondary });
