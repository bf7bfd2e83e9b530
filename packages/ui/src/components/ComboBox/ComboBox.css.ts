import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { iconButton } from '../../styles/field.css';

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

export const button = style({ ...iconButton, inlineSize: 28, blockSize: 28 });

export const optionText = style({
  display: 'flex',
  flexDirection: 'column',
  paddingBlock: vars.space.xxsmall,
});

export const optionDescription = style({ fontSize: vars.font.size.xsmall, color: vars.color.text.secondary });

export const empty = style({ padding: vars.space.medium, color: vars.color.text.secondary });
