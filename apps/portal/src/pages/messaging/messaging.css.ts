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
/** The candidate's messages on their application: one row a message, wrapping on a phone. */
export const messageList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});
export const messageRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  minWidth: 0,
});
