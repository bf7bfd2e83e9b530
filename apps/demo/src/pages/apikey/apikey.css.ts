import { style } from '@vanilla-extract/css';
import { vars } from '@talent/ui/theme';

export const key = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  flexWrap: 'wrap',
  paddingBlock: vars.space.small,
  borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
});
export const value = style({
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.small,
  color: vars.color.text.primary,
  overflowWrap: 'anywhere',
});
