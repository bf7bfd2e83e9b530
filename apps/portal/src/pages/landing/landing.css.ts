import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@talent/ui/theme';

export const page = style({
  minBlockSize: '100vh',
  background: vars.color.surface.page,
  color: vars.color.text.primary,
});

export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  paddingBlock: vars.space.medium,
  paddingInline: vars.space.large,
  background: vars.color.surface.raised,
  borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
});
export const brand = style({ fontWeight: 700, fontSize: '1.25rem', margin: 0 });

export const main = style({
  display: 'grid',
  gap: '3rem',
  paddingBlock: '2rem',
  paddingInline: vars.space.large,
  maxInlineSize: '72rem',
  marginInline: 'auto',
});

export const section = style({ display: 'grid', gap: vars.space.medium });
export const sectionTitle = style({ margin: 0, fontSize: '1.75rem' });
export const lead = style({ margin: 0, color: vars.color.text.secondary, maxInlineSize: '48rem' });

export const hero = style({
  display: 'grid',
  gap: vars.space.medium,
  padding: vars.space.xlarge,
  borderRadius: vars.radius.large,
  background: vars.color.surface.raised,
  border: `1px solid ${vars.color.border.card}`,
});
export const heroTitle = style({ margin: 0, fontSize: 'clamp(1.75rem, 5vw, 2.75rem)', lineHeight: 1.15 });

export const slide = style({
  display: 'grid',
  gap: vars.space.small,
  minBlockSize: '7.5rem',
  alignContent: 'start',
  // The slides that are not shown carry `hidden`, which a `display` of the class would override.
  selectors: { '&[hidden]': { display: 'none' } },
});
export const slideTitle = style({ margin: 0, fontSize: '1.35rem' });
export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  alignItems: 'center',
});
export const dots = style({
  display: 'flex',
  gap: vars.space.xsmall,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const dot = style({
  inlineSize: '2.75rem',
  blockSize: '2.75rem',
  display: 'grid',
  placeItems: 'center',
  border: 'none',
  background: 'transparent',
  cursor: 'pointer',
  color: vars.color.text.secondary,
  selectors: { '&[aria-current="true"]': { color: vars.color.accent.solid, fontWeight: 700 } },
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
  gap: vars.space.medium,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const card = style({
  display: 'grid',
  gap: vars.space.xsmall,
  alignContent: 'start',
  padding: vars.space.large,
  borderRadius: vars.radius.medium,
  background: vars.color.surface.raised,
  border: `1px solid ${vars.color.border.card}`,
});
globalStyle(`${card} h3`, { margin: 0, fontSize: '1.1rem' });
globalStyle(`${card} p`, { margin: 0, color: vars.color.text.secondary });
export const icon = style({ color: vars.color.accent.solid });

export const partners = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.large,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const partner = style({
  fontWeight: 700,
  fontSize: '1.1rem',
  color: vars.color.text.secondary,
  letterSpacing: '0.02em',
});

export const cta = style([
  hero,
  { textAlign: 'center', justifyItems: 'center', scrollMarginBlockStart: vars.space.large },
]);
/** A plain link in the top bar (the blog, a page of the server), sized like the ghost buttons beside it. */
export const barLink = style({
  color: vars.color.text.primary,
  fontWeight: vars.font.weight.medium,
  paddingInline: vars.space.small,
  paddingBlock: vars.space.xsmall,
  borderRadius: vars.radius.medium,
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: 2 },
  },
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.medium,
  justifyContent: 'center',
  paddingBlock: vars.space.large,
  color: vars.color.text.secondary,
});
