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

/** The pipeline: a column per status on wide screens, scrolled sideways on a phone. */
export const pipeline = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 'minmax(14rem, 1fr)',
  gap: vars.space.medium,
  overflowX: 'auto',
  paddingBlockEnd: vars.space.small,
});

export const column = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surface.sunken,
  listStyle: 'none',
  margin: 0,
});

export const card = style({
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.surface.raised,
});

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xsmall, padding: 0 });

export const history = style({ margin: 0, paddingInlineStart: vars.space.large });

export const stats = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
});
