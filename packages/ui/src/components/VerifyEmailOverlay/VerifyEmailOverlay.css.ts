import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ position: 'relative', minBlockSize: 240 });

export const blurred = style({ filter: 'blur(6px)', userSelect: 'none', pointerEvents: 'none' });

export const overlay = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.medium,
  padding: vars.space.xlarge,
  textAlign: 'center',
  backgroundColor: 'color-mix(in srgb, transparent 40%, ' + vars.color.surface.page + ')',
});

/** The non-blocking form: a bar above the page with the message and the button. */
export const notice = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  marginBlockEnd: vars.space.large,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.status.caution.soft,
  color: vars.color.status.caution.text,
});

export const message = style({
  margin: 0,
  maxInlineSize: 420,
  color: vars.color.text.primary,
  fontWeight: vars.font.weight.medium,
});

export const codeInput = style({
  letterSpacing: '0.5em',
  fontSize: vars.font.size.xlarge,
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
});

export const alert = style({
  margin: 0,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.status.critical.soft,
  color: vars.color.status.critical.text,
});

export const actions = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.small,
  flexWrap: 'wrap',
});
