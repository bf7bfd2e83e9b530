import { style } from '@vanilla-extract/css';
import { vars } from '@talent/ui/theme';

export const header = style({
  background: vars.color.surface.raised,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.card,
  border: `1px solid ${vars.color.border.card}`,
  overflow: 'hidden',
});
/** The cover: the fixture has no image, so a gradient in the skin's accent. */
export const cover = style({
  blockSize: 160,
  background: `linear-gradient(135deg, ${vars.color.accent.solid}, ${vars.color.status.info.solid})`,
});
export const identity = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.large,
  flexWrap: 'wrap',
  padding: vars.space.large,
  marginBlockStart: -48,
});
export const avatar = style({
  border: `4px solid ${vars.color.surface.raised}`,
  borderRadius: vars.radius.full,
});
export const completion = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  marginInlineStart: 'auto',
  minInlineSize: '12rem',
});
export const progress = style({ inlineSize: '100%', accentColor: vars.color.accent.solid });
export const subTitle = style({ margin: 0, fontSize: vars.font.size.medium, color: vars.color.text.primary });
export const done = style({ color: vars.color.status.positive.text, display: 'inline-flex' });
export const todo = style({ color: vars.color.text.muted, display: 'inline-flex' });
export const hidden = style({
  position: 'absolute',
  inlineSize: 1,
  blockSize: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
export const photos = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.small,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const photo = style({
  aspectRatio: '1',
  borderRadius: vars.radius.medium,
  background: vars.color.surface.sunken,
  overflow: 'hidden',
});
