import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const button = style({
  position: 'fixed',
  insetBlockEnd: vars.space.xxlarge,
  insetInlineEnd: vars.space.xxlarge,
  zIndex: 80,
  borderRadius: vars.radius.full,
  minInlineSize: 44,
  minBlockSize: 44,
  paddingInline: 0,
  boxShadow: vars.shadow.popover,
});
