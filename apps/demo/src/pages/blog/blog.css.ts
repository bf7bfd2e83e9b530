import { style } from '@vanilla-extract/css';
import { vars } from '@talent/ui/theme';

export const posts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
  gap: vars.space.large,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
/** The post's picture: the fixture has none, so a tinted block. */
export const thumb = style({
  aspectRatio: '16 / 7',
  borderRadius: vars.radius.medium,
  background: `linear-gradient(135deg, ${vars.color.accent.soft}, ${vars.color.status.info.soft})`,
});
export const postTitle = style({ margin: 0, fontSize: vars.font.size.large, color: vars.color.text.primary });
export const preview = style({
  inlineSize: '100%',
  maxInlineSize: '24rem',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: vars.radius.medium,
  background: vars.color.surface.sunken,
});
