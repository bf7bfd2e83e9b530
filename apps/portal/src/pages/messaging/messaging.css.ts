import { style } from '@vanilla-extract/css';
import { vars } from '@talent/ui/theme';

export const muted = style({ color: vars.color.text.secondary, fontSize: vars.font.size.small });
export const error = style({
  color: vars.color.status.critical.text,
  fontSize: vars.font.size.small,
  maxWidth: '28ch',
});
/** One line of the subject or text in the table; the dialog shows it whole. */
export const clamp = style({
  display: 'inline-block',
  maxWidth: '24ch',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  verticalAlign: 'bottom',
});
export const body = style({ whiteSpace: 'pre-wrap', margin: 0 });
