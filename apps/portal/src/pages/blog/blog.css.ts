import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@talent/ui/theme';

/** The list and the post beside the sidebar on wide screens; the sidebar below on a phone. */
export const layout = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { 'screen and (min-width: 960px)': { gridTemplateColumns: 'minmax(0, 1fr) 18rem' } },
});

export const cards = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 16rem), 1fr))',
  listStyle: 'none',
  padding: 0,
  margin: 0,
});

export const cardImage = style({
  display: 'block',
  inlineSize: '100%',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: vars.radius.medium,
});

export const cardTitle = style({ margin: 0, fontSize: vars.font.size.large, lineHeight: 1.3 });

export const meta = style({ margin: 0, color: vars.color.text.secondary, fontSize: vars.font.size.small });

export const excerpt = style({ margin: 0, overflowWrap: 'anywhere' });

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  listStyle: 'none',
  padding: 0,
  margin: 0,
});

export const sideList = style({ margin: 0, paddingInlineStart: vars.space.large });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  alignItems: 'end',
});

export const body = style({ overflowWrap: 'anywhere', lineHeight: 1.65 });
globalStyle(`${body} img`, { maxInlineSize: '100%', blockSize: 'auto' });
globalStyle(`${body} pre`, {
  overflow: 'auto',
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surface.sunken,
});
globalStyle(`${body} blockquote`, {
  marginInline: 0,
  paddingInlineStart: vars.space.medium,
  borderInlineStart: `3px solid ${vars.color.border.subtle}`,
  color: vars.color.text.secondary,
});

export const hero = style({
  inlineSize: '100%',
  maxBlockSize: '24rem',
  objectFit: 'cover',
  borderRadius: vars.radius.medium,
});

export const comments = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: vars.space.medium,
});

export const comment = style({
  paddingBlockStart: vars.space.small,
  borderBlockStart: `1px solid ${vars.color.border.subtle}`,
});

export const hiddenComment = style({ opacity: 0.7 });

export const formGrid = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 15rem), 1fr))',
});

export const wide = style({ gridColumn: '1 / -1' });

export const label = style({
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text.primary,
});

export const editorToolbar = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xxsmall });

export const editor = style({
  minBlockSize: 240,
  padding: vars.space.medium,
  border: `1px solid ${vars.color.border.field}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surface.field,
  color: vars.color.text.primary,
  overflowWrap: 'anywhere',
  selectors: {
    '&:focus-within': {
      borderColor: vars.color.border.focus,
      boxShadow: `0 0 0 1px ${vars.color.border.focus}`,
    },
  },
});
globalStyle(`${editor} .ProseMirror`, { outline: 'none', minBlockSize: 200 });

export const nativeInput = style({
  font: 'inherit',
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  border: `1px solid ${vars.color.border.field}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surface.field,
  color: vars.color.text.primary,
  minBlockSize: 40,
});

export const error = style({ fontSize: vars.font.size.small, color: vars.color.status.critical.text });
