import { style } from '@vanilla-extract/css';
import { vars } from '@talent/ui/theme';

/** The four service forms side by side on wide screens, stacked on a phone. */
export const forms = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(18rem, 1fr))',
  gap: vars.space.medium,
  alignItems: 'start',
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))',
  gap: vars.space.small,
  margin: 0,
});

export const fact = style({ margin: 0 });
export const term = style({ color: vars.color.text.secondary, fontSize: vars.font.size.small });
export const value = style({ margin: 0, fontWeight: vars.font.weight.medium, overflowWrap: 'anywhere' });

/** The panel a Manage button opens: focused and scrolled to, so keyboard and phone users land on it. */
// Clear of the floating top bar when scrolled to.
export const panel = style({ outline: 'none', scrollMarginBlockStart: '6rem' });

export const history = style({ margin: 0, paddingInlineStart: vars.space.large });
export const muted = style({ margin: 0, color: vars.color.text.secondary });
