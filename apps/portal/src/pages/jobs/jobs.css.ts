import { style } from '@vanilla-extract/css';
import { vars } from '@talent/ui/theme';

/** Fields side by side on wide screens, one column on a phone. */
export const formGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(15rem, 1fr))',
  gap: vars.space.medium,
});

export const wide = style({ gridColumn: '1 / -1' });

export const label = style({
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text.primary,
});

export const editor = style({
  minHeight: 160,
  padding: vars.space.medium,
  border: `1px solid ${vars.color.border.field}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surface.field,
  color: vars.color.text.primary,
  overflowWrap: 'anywhere',
  selectors: {
    '&:focus-visible': {
      outline: 'none',
      borderColor: vars.color.border.focus,
      boxShadow: `0 0 0 1px ${vars.color.border.focus}`,
    },
  },
});

export const error = style({ fontSize: vars.font.size.small, color: vars.color.status.critical.text });

export const muted = style({ margin: 0, color: vars.color.text.secondary });

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xsmall, padding: 0 });
