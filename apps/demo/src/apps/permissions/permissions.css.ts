import { style } from '@vanilla-extract/css';
import { vars } from '@talent/ui/theme';

export const pageHead = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  flexWrap: 'wrap',
});
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  padding: vars.space.large,
  background: vars.color.surface.raised,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.card,
  border: `1px solid ${vars.color.border.card}`,
  minInlineSize: 0,
  '@media': { '(max-width: 600px)': { padding: vars.space.medium } },
});
export const filters = style({
  display: 'flex',
  gap: vars.space.medium,
  flexWrap: 'wrap',
  alignItems: 'flex-end',
});
export const roleFilter = style({ minInlineSize: '12rem' });
export const chips = style({ display: 'flex', gap: vars.space.xsmall, flexWrap: 'wrap' });
export const rowActions = style({ display: 'flex', gap: vars.space.xsmall, alignItems: 'center' });
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });
export const dialogActions = style({
  display: 'flex',
  gap: vars.space.small,
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
});
export const note = style({ margin: 0, color: vars.color.text.secondary });
