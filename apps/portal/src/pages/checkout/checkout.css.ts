import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@talent/ui/theme';

export const page = style({ inlineSize: '100%', maxInlineSize: 560, marginInline: 'auto' });

export const heading = style({ margin: 0 });

export const summary = style({ display: 'grid', gap: vars.space.large });

/** Plan, billing and the amount due, label and value on one line. */
export const totals = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space.small} ${vars.space.large}`,
  margin: 0,
  padding: vars.space.large,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border.subtle}`,
});

globalStyle(`${totals} dd`, { margin: 0, textAlign: 'end', fontWeight: vars.font.weight.medium });

export const links = style({ justifyContent: 'center' });
