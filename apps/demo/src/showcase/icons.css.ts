import { style } from '@vanilla-extract/css';
import { vars } from '@talent/ui/theme';

export { page, title, lead } from './showcase.css';

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  marginBlockEnd: vars.space.large,
});
export const count = style({ margin: 0, color: vars.color.text.secondary, fontSize: vars.font.size.small });
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(128px, 1fr))',
  gap: vars.space.medium,
  padding: 0,
  margin: 0,
  listStyle: 'none',
});
export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.small,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border.subtle}`,
  color: vars.color.text.primary,
});
export const name = style({ fontSize: vars.font.size.small, color: vars.color.text.secondary });
