import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@talent/ui/theme';

export const muted = style({ color: vars.color.text.secondary, fontSize: vars.font.size.small });
export const label = style({ fontWeight: vars.font.weight.medium });
/** The inbound address: long, so it may break anywhere on a phone. */
export const address = style({
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface.sunken,
  overflowWrap: 'anywhere',
});
export const subheading = style({ fontSize: vars.font.size.medium, margin: `0 0 ${vars.space.small}` });
export const log = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.small,
});
/** Label and value pairs (the IMAP mailbox's last look and import): two columns, wrapping on a phone. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xsmall} ${vars.space.medium}`,
  margin: 0,
});
globalStyle(`${facts} dd`, { margin: 0 });
