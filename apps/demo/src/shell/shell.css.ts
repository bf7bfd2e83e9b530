import { style } from '@vanilla-extract/css';
import { vars } from '@talent/ui/theme';

export const bookmarks = style({ display: 'flex', alignItems: 'center', gap: vars.space.xsmall });

export const starList = style({
  display: 'flex',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { 'screen and (max-width: 767px)': { display: 'none' } },
});

export const starLink = style({
  display: 'inline-grid',
  placeItems: 'center',
  inlineSize: 32,
  blockSize: 32,
  borderRadius: vars.radius.small,
  fontSize: vars.font.size.xsmall,
  fontWeight: vars.font.weight.strong,
  textTransform: 'uppercase',
  color: vars.color.accent.text,
  backgroundColor: vars.color.accent.soft,
  textDecoration: 'none',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: 2 } },
});

export const muted = style({ color: vars.color.text.secondary });

export const suggestions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  margin: 0,
  marginBlockStart: vars.space.small,
  padding: 0,
  listStyle: 'none',
});

export const suggestion = style({ display: 'flex', alignItems: 'center', gap: vars.space.small });

export const suggestionLink = style({
  flex: 1,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minBlockSize: 36,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.small,
  color: vars.color.text.primary,
  textDecoration: 'none',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surface.hover },
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}` },
  },
});

export const starToggle = style({
  display: 'inline-grid',
  placeItems: 'center',
  inlineSize: 36,
  blockSize: 36,
  border: 0,
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: vars.color.text.secondary,
  cursor: 'pointer',
  selectors: {
    '&[data-selected]': { color: vars.color.status.caution.text },
    '&[data-hovered]': { backgroundColor: vars.color.surface.hover },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.border.focus}` },
  },
});
