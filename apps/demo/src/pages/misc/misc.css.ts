import { style } from '@vanilla-extract/css';
import { vars } from '@talent/ui/theme';

// The blank layout of the misc pages, as the portal's blank layout: the card centred on the page.
export const screen = style({
  minBlockSize: '100vh',
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.large,
  background: vars.color.surface.page,
});
export const wide = style({ inlineSize: '100%', maxInlineSize: '48rem' });
export const centeredTitle = style({
  textAlign: 'center',
  marginBlock: 0,
  fontSize: vars.font.size.xlarge,
  color: vars.color.text.primary,
});
