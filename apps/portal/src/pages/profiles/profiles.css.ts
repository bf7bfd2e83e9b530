import { style } from '@vanilla-extract/css';
import { vars } from '@talent/ui/theme';

/** Two columns of fields on wide screens, one below 768 px. */
export const formGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
  gap: vars.space.medium,
  marginBlockEnd: vars.space.large,
});

export const formWide = style({ gridColumn: '1 / -1' });

export const fileLine = style({ margin: 0, marginBlockStart: vars.space.small, overflowWrap: 'anywhere' });
