import { style } from '@vanilla-extract/css';
import { vars } from '@talent/ui/theme';

export const nameCell = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
});

/** The "Show" choice: as wide as its longest option, the whole width on a phone. */
export const filter = style({ maxInlineSize: '16rem' });

/** Fields side by side on wide screens, one column on a phone. */
export const formGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(15rem, 1fr))',
  gap: vars.space.medium,
});

export const wide = style({ gridColumn: '1 / -1' });

export const contact = style({
  margin: 0,
  padding: vars.space.medium,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.medium,
  minInlineSize: 0,
});

export const legend = style({
  paddingInline: vars.space.xsmall,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text.primary,
});

export const logo = style({
  inlineSize: 96,
  blockSize: 96,
  objectFit: 'contain',
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surface.field,
});

export const muted = style({ margin: 0, color: vars.color.text.secondary });
