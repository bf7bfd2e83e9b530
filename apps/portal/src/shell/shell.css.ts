import { style } from '@vanilla-extract/css';
import { vars } from '@talent/ui/theme';

/** Portal-only alert lines for form answers; components come from @talent/ui. */
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
