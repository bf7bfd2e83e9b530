import { style } from '@vanilla-extract/css';
import { vars } from '@talent/ui/theme';

export const tabList = style({ overflowX: 'auto' });
export const panel = style({ paddingBlockStart: vars.space.medium });
export const person = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minInlineSize: 0,
});
export const personText = style({ display: 'flex', flexDirection: 'column', minInlineSize: 0 });
export const muted = style({ color: vars.color.text.secondary, fontSize: vars.font.size.small });
export const actions = style({ display: 'flex', gap: vars.space.xxsmall });
