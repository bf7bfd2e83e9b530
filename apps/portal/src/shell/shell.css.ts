import { style } from '@vanilla-extract/css';
import { vars } from '@talent/ui/theme';

/** Portal-only layout pieces (the top bar row and the verification veil); components come from @talent/ui. */
export const topBar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  inlineSize: '100%',
});

export const spacer = style({ flex: 1 });

export const planLink = style({
  color: vars.color.text.link,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  ':hover': { textDecoration: 'underline' },
});

export const userMenu = style({ position: 'relative' });

export const userMenuList = style({
  position: 'absolute',
  insetInlineEnd: 0,
  insetBlockStart: '100%',
  marginBlockStart: vars.space.xsmall,
  minInlineSize: '12rem',
  padding: vars.space.xsmall,
  listStyle: 'none',
  background: vars.color.surface.raised,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.popover,
  zIndex: 20,
});

export const userMenuItem = style({
  display: 'block',
  inlineSize: '100%',
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.small,
  border: 0,
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: vars.color.text.primary,
  font: 'inherit',
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  ':hover': { background: vars.color.surface.hover },
  ':focus-visible': { outline: `2px solid ${vars.color.border.focus}` },
});

export const veiled = style({ position: 'relative', minBlockSize: '60vh' });

/** Page content blurred behind the e-mail verification overlay (spec 2.4). */
export const blurred = style({
  filter: 'blur(6px)',
  pointerEvents: 'none',
  userSelect: 'none',
});

export const veil = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.medium,
  textAlign: 'center',
  zIndex: 10,
});

export const veilCard = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.medium,
});

/** A red alert line (spec 8, verification 400). */
export const errorAlert = style({
  padding: vars.space.small,
  borderRadius: vars.radius.small,
  background: vars.color.status.critical.soft,
  color: vars.color.status.critical.text,
  border: `1px solid ${vars.color.status.critical.solid}`,
});

export const successAlert = style({
  padding: vars.space.small,
  borderRadius: vars.radius.small,
  background: vars.color.status.positive.soft,
  color: vars.color.status.positive.text,
});
