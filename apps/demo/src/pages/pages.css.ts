import { style } from '@vanilla-extract/css';
import { vars } from '@talent/ui/theme';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });
export const title = style({ margin: 0, fontSize: vars.font.size.xlarge, color: vars.color.text.primary });
export const lead = style({ margin: 0, color: vars.color.text.secondary, maxInlineSize: '70ch' });
export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });
export const groupTitle = style({
  margin: 0,
  fontSize: vars.font.size.large,
  color: vars.color.text.primary,
});
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  gap: vars.space.large,
  padding: 0,
  margin: 0,
  listStyle: 'none',
});
export const cardBody = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  flexWrap: 'wrap',
});

export const visuallyHidden = style({
  position: 'absolute',
  inlineSize: 1,
  blockSize: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
});
