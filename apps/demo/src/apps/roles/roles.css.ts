import { style } from '@vanilla-extract/css';
import { vars } from '@talent/ui/theme';

export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))',
  gap: vars.space.large,
  padding: 0,
  margin: 0,
  listStyle: 'none',
});

export const roleCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  blockSize: '100%',
  padding: vars.space.large,
  background: vars.color.surface.raised,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.card,
  border: `1px solid ${vars.color.border.card}`,
});
export const cardHead = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.small,
  flexWrap: 'wrap',
});
export const muted = style({ color: vars.color.text.secondary, fontSize: vars.font.size.small, margin: 0 });
export const avatars = style({ display: 'flex', alignItems: 'center', paddingInlineStart: vars.space.small });
export const stacked = style({
  display: 'inline-flex',
  marginInlineStart: `calc(-1 * ${vars.space.xsmall})`,
  borderRadius: vars.radius.full,
  boxShadow: `0 0 0 2px ${vars.color.surface.raised}`,
});
export const more = style({
  marginInlineStart: vars.space.small,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.small,
});
export const roleName = style({ margin: 0, fontSize: vars.font.size.large, color: vars.color.text.primary });
export const cardFoot = style({
  marginBlockStart: 'auto',
  display: 'flex',
  gap: vars.space.small,
  flexWrap: 'wrap',
});
export const addCard = style([roleCard, { justifyContent: 'center', alignItems: 'flex-start' }]);
export const sectionTitle = style({
  margin: 0,
  fontSize: vars.font.size.large,
  color: vars.color.text.primary,
});
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });
export const matrix = style({ overflowX: 'auto' });
export const dialogActions = style({
  display: 'flex',
  gap: vars.space.small,
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
});
