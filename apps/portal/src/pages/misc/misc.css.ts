/** The FAQ and the privacy policy: readable text blocks that wrap on a phone. */
import { style } from '@vanilla-extract/css';
import { vars } from '@talent/ui/theme';

export const search = style({ display: 'grid', gap: vars.space.xsmall });
export const count = style({
  margin: 0,
  minBlockSize: '1.5em',
  color: vars.color.text.secondary,
  fontSize: vars.font.size.small,
});
export const topic = style({ marginBlock: `0 ${vars.space.medium}`, fontSize: vars.font.size.large });
export const entries = style({ margin: 0, display: 'grid', gap: vars.space.medium });
export const entry = style({ display: 'grid', gap: vars.space.xxsmall });
export const question = style({ fontWeight: vars.font.weight.strong });
export const answer = style({ margin: 0, color: vars.color.text.secondary, overflowWrap: 'anywhere' });
export const policy = style({ display: 'grid', gap: vars.space.small, overflowWrap: 'anywhere' });
export const list = style({
  margin: 0,
  paddingInlineStart: vars.space.large,
  display: 'grid',
  gap: vars.space.xsmall,
});
