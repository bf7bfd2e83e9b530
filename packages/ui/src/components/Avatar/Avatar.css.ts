import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const avatar = style({
  display: 'inline-grid',
  placeItems: 'center',
  flexShrink: 0,
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.accent.soft,
  color: vars.color.accent.text,
  fontWeight: vars.font.weight.strong,
  userSelect: 'none',
});

export const size = styleVariants({
  sm: { inlineSize: 28, blockSize: 28, fontSize: vars.font.size.xsmall },
  md: { inlineSize: 38, blockSize: 38, fontSize: vars.font.size.small },
  lg: { inlineSize: 56, blockSize: 56, fontSize: vars.font.size.large },
});

export const image = style({ inlineSize: '100%', blockSize: '100%', objectFit: 'cover' });

export const wrapper = style({ position: 'relative', display: 'inline-flex' });

export const status = style({
  position: 'absolute',
  insetBlockEnd: 0,
  insetInlineEnd: 0,
  inlineSize: 10,
  blockSize: 10,
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.surface.raised}`,
});

export const statusTone = styleVariants({
  online: { backgroundColor: vars.color.status.positive.solid },
  away: { backgroundColor: vars.color.status.caution.solid },
  busy: { backgroundColor: vars.color.status.critical.solid },
  offline: { backgroundColor: vars.color.text.muted },
});
