import { style } from '@vanilla-extract/css';
import { vars } from '@talent/ui/theme';

/** Portal-only layout pieces (the verification veil and alert lines); components come from @talent/ui. */
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
