import { style } from '@vanilla-extract/css';
import { vars } from '@talent/ui/theme';

export const blank = style({
  minBlockSize: '100vh',
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.large,
  background: vars.color.surface.page,
});

export const narrow = style({ inlineSize: '100%', maxInlineSize: '28rem' });
export const wide = style({ inlineSize: '100%', maxInlineSize: '48rem' });
