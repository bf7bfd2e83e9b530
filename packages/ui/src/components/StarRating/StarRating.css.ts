import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xsmall });

export const stars = style({ position: 'relative', display: 'inline-flex', lineHeight: 0 });

export const layer = style({ display: 'inline-flex', gap: 2 });

// The clipped layer must not squeeze its stars: they stay full size and are cut at the edge.
globalStyle(`${layer} > svg`, { flexShrink: 0 });

export const empty = style({ color: vars.color.border.strong });

export const filled = style({
  position: 'absolute',
  insetBlockStart: 0,
  insetInlineStart: 0,
  overflow: 'hidden',
  color: vars.color.status.caution.solid,
  whiteSpace: 'nowrap',
});

export const value = style({
  fontSize: vars.font.size.small,
  color: vars.color.text.secondary,
  fontVariantNumeric: 'tabular-nums',
});
