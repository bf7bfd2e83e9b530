import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Scrolls sideways on a phone rather than squeezing the columns. */
export const root = style({ overflowX: 'auto', maxInlineSize: '100%' });

export const table = style({
  borderCollapse: 'collapse',
  inlineSize: '100%',
  fontSize: vars.font.size.small,
  color: vars.color.text.primary,
});

export const caption = style({
  textAlign: 'start',
  fontWeight: vars.font.weight.heavy,
  paddingBlockEnd: vars.space.small,
});

export const headCell = style({
  textAlign: 'center',
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  borderBlockEnd: `1px solid ${vars.color.border.strong}`,
  fontWeight: vars.font.weight.heavy,
  whiteSpace: 'nowrap',
});

export const rowHead = style({
  textAlign: 'start',
  paddingBlock: vars.space.small,
  paddingInlineEnd: vars.space.large,
  borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
  fontWeight: vars.font.weight.regular,
});

export const name = style({ fontWeight: vars.font.weight.heavy });
/** The resource code after the name (a space apart), quieter than it. */
export const code = style({
  color: vars.color.text.secondary,
  fontSize: vars.font.size.xsmall,
});
export const description = style({ display: 'block', color: vars.color.text.secondary });

export const cell = style({
  textAlign: 'center',
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
});

/** The checkbox is centred; its label is for screen readers only (the row and column headers say it). */
export const cellBox = style({ display: 'inline-flex', justifyContent: 'center' });

export const visuallyHidden = style({
  position: 'absolute',
  inlineSize: 1,
  blockSize: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
