import { style } from '@vanilla-extract/css';
import { vars } from '@talent/ui/theme';

export { page, title, lead } from './showcase.css';

export const description = style({
  margin: 0,
  marginBlockEnd: vars.space.medium,
  color: vars.color.text.secondary,
});
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 200px), 1fr))',
  gap: vars.space.medium,
  padding: 0,
  margin: 0,
  listStyle: 'none',
});
export const swatch = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
});
export const chip = style({
  display: 'block',
  blockSize: 56,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border.subtle}`,
});
export const name = style({
  fontSize: vars.font.size.small,
  color: vars.color.text.primary,
  overflowWrap: 'anywhere',
});
export const meta = style({ fontSize: vars.font.size.small, color: vars.color.text.secondary });
export const contrast = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
});
