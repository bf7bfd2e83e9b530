import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@talent/ui/theme';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });
export const title = style({ margin: 0, fontSize: vars.font.size.xlarge, color: vars.color.text.primary });
export const lead = style({ margin: 0, color: vars.color.text.secondary, maxInlineSize: '70ch' });
export const note = style({ marginBlockEnd: 0, color: vars.color.text.secondary });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.small} ${vars.space.large}`,
  margin: 0,
});
globalStyle(`${facts} dt`, { color: vars.color.text.secondary });
globalStyle(`${facts} dd`, { margin: 0, overflowWrap: 'anywhere' });

export const table = style({ inlineSize: '100%', borderCollapse: 'collapse' });
globalStyle(`${table} th, ${table} td`, {
  paddingBlock: vars.space.small,
  paddingInline: vars.space.small,
  textAlign: 'start',
  borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
});
globalStyle(`${table} thead th`, { color: vars.color.text.secondary, fontSize: vars.font.size.small });
globalStyle(`${table} tbody th`, { fontWeight: vars.font.weight.medium });

export const caption = style({
  position: 'absolute',
  inlineSize: 1,
  blockSize: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
});
