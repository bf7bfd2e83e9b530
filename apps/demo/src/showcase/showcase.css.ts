import { style } from '@vanilla-extract/css';
import { vars } from '@talent/ui/theme';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large, minWidth: 0 });
export const title = style({ margin: 0, fontSize: vars.font.size.xlarge, color: vars.color.text.primary });
export const lead = style({ margin: 0, color: vars.color.text.secondary, maxInlineSize: '70ch' });

export const toc = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  padding: 0,
  margin: 0,
  listStyle: 'none',
});
export const tocLink = style({
  display: 'inline-block',
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderRadius: vars.radius.medium,
  background: vars.color.accent.soft,
  color: vars.color.accent.text,
  fontSize: vars.font.size.small,
  textDecoration: 'none',
  ':hover': { background: vars.color.accent.softHover },
  ':focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: 2 },
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minWidth: 0,
  scrollMarginTop: 80,
});
export const sectionTitle = style({
  margin: 0,
  fontSize: vars.font.size.large,
  color: vars.color.text.primary,
});
export const storyGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 340px), 1fr))',
  gap: vars.space.large,
  minWidth: 0,
});
export const wide = style({ gridColumn: '1 / -1' });

/** A story's stage: a transform makes it the containing block of fixed children (full-screen loaders, toasts). */
export const stage = style({
  position: 'relative',
  transform: 'translateZ(0)',
  minWidth: 0,
  minHeight: 48,
  // A wide example (a table, a chart) must not widen the page on a phone; `clip` is no scroll box.
  overflowX: 'clip',
  // Room for focus rings at the stage's edges.
  padding: vars.space.xxsmall,
});

export const frame = style({
  display: 'block',
  inlineSize: '100%',
  blockSize: 560,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface.page,
});

export const note = style({ margin: 0, color: vars.color.text.muted, fontSize: vars.font.size.small });
