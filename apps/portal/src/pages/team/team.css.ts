import { style } from '@vanilla-extract/css';
import { vars } from '@talent/ui/theme';

/** Fields side by side on wide screens, one column on a phone. */
export const formGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(15rem, 1fr))',
  gap: vars.space.medium,
});

export const wide = style({ gridColumn: '1 / -1' });

export const badges = style({ display: 'inline-flex', flexWrap: 'wrap', gap: vars.space.xsmall });

/** Edit and Remove side by side, wrapping on a narrow row. */
export const actions = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.xsmall,
});

export const muted = style({ margin: 0, color: vars.color.text.secondary });

export const groupLabel = style({ fontSize: vars.font.size.small, fontWeight: vars.font.weight.medium });

export const error = style({ color: vars.color.status.critical.text, fontSize: vars.font.size.small });
