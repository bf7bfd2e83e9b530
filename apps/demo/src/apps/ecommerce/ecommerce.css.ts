import { style } from '@vanilla-extract/css';
import { vars } from '@talent/ui/theme';

const card = {
  background: vars.color.surface.raised,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.card,
  border: `1px solid ${vars.color.border.card}`,
} as const;

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  flexWrap: 'wrap',
});
export const headerNav = style({
  display: 'flex',
  gap: vars.space.xsmall,
  flexWrap: 'wrap',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const headerLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  padding: `${vars.space.xsmall} ${vars.space.medium}`,
  borderRadius: vars.radius.medium,
  color: vars.color.text.secondary,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surface.hover },
    '&[aria-current="page"]': { background: vars.color.accent.soft, color: vars.color.accent.text },
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '1px' },
  },
});

export const shop = style({
  display: 'grid',
  gridTemplateColumns: '240px minmax(0, 1fr)',
  gap: vars.space.large,
  alignItems: 'start',
  '@media': { '(max-width: 900px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const filters = style({
  ...card,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  padding: vars.space.large,
});
export const sheetFilters = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });
export const main = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minInlineSize: 0,
});

export const toolbar = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.small,
  flexWrap: 'wrap',
});
export const grow = style({ flex: 1, minInlineSize: 180 });
export const sortSelect = style({ minInlineSize: 170 });
export const resultCount = style({
  margin: 0,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.small,
});

export const layoutToggle = style({
  display: 'inline-flex',
  border: `1px solid ${vars.color.border.field}`,
  borderRadius: vars.radius.medium,
  overflow: 'hidden',
});
export const layoutButton = style({
  all: 'unset',
  display: 'inline-grid',
  placeItems: 'center',
  inlineSize: 38,
  blockSize: 38,
  cursor: 'pointer',
  color: vars.color.text.secondary,
  selectors: {
    '&[data-selected]': { background: vars.color.accent.soft, color: vars.color.accent.text },
    '&[data-hovered]:not([data-selected])': { background: vars.color.surface.hover },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '-2px' },
  },
});

export const products = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  gap: vars.space.large,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  selectors: { '&[data-layout="list"]': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const productCard = style({
  ...card,
  display: 'flex',
  flexDirection: 'column',
  overflow: 'hidden',
  blockSize: '100%',
  selectors: {
    [`${products}[data-layout="list"] &`]: {
      display: 'grid',
      gridTemplateColumns: '200px minmax(0, 1fr) auto',
    },
  },
  '@media': {
    '(max-width: 640px)': {
      selectors: { [`${products}[data-layout="list"] &`]: { gridTemplateColumns: '120px minmax(0, 1fr)' } },
    },
  },
});
export const productImage = style({
  display: 'block',
  inlineSize: '100%',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  background: vars.color.surface.sunken,
  '@media': { '(max-width: 640px)': { aspectRatio: '16 / 9' } },
});
export const productBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  padding: vars.space.medium,
  flex: 1,
  minInlineSize: 0,
});
export const productTop = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.small,
});
export const price = style({ fontWeight: vars.font.weight.strong, color: vars.color.text.primary });
export const productName = style({
  margin: 0,
  fontSize: vars.font.size.medium,
  color: vars.color.text.primary,
});
export const productLink = style({
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, borderRadius: vars.radius.small },
  },
});
export const muted = style({ margin: 0, color: vars.color.text.secondary, fontSize: vars.font.size.small });
export const productActions = style({
  display: 'flex',
  gap: vars.space.small,
  padding: vars.space.medium,
  paddingBlockStart: 0,
  flexWrap: 'wrap',
  selectors: {
    [`${products}[data-layout="list"] &`]: {
      flexDirection: 'column',
      justifyContent: 'center',
      paddingBlockStart: vars.space.medium,
    },
  },
  '@media': {
    '(max-width: 640px)': {
      selectors: { [`${products}[data-layout="list"] &`]: { gridColumn: '1 / -1', flexDirection: 'row' } },
    },
  },
});
export const actionButton = style({ flex: 1, whiteSpace: 'nowrap' });
/** The wishlist toggle when on: in the critical tone, as a filled heart reads "saved". */
export const wishToggle = style({
  selectors: {
    '&[data-selected]': {
      color: vars.color.status.critical.text,
      borderColor: vars.color.status.critical.text,
      background: vars.color.status.critical.soft,
    },
  },
});

export const panel = style({ ...card, padding: vars.space.large });
export const state = style({ ...card, padding: vars.space.xlarge });

export const detail = style({
  ...card,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
  gap: vars.space.xlarge,
  padding: vars.space.xlarge,
  '@media': { '(max-width: 760px)': { gridTemplateColumns: 'minmax(0, 1fr)', padding: vars.space.large } },
});
export const detailImage = style({
  inlineSize: '100%',
  borderRadius: vars.radius.large,
  aspectRatio: '4 / 3',
  objectFit: 'cover',
});
export const detailBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });
export const detailTitle = style({
  margin: 0,
  fontSize: vars.font.size.large,
  color: vars.color.text.primary,
});
export const detailPrice = style({
  fontSize: vars.font.size.xlarge,
  fontWeight: vars.font.weight.strong,
  color: vars.color.accent.text,
});
export const row = style({ display: 'flex', alignItems: 'center', gap: vars.space.small, flexWrap: 'wrap' });
export const text = style({
  margin: 0,
  color: vars.color.text.primary,
  lineHeight: vars.font.lineHeight.normal,
});

export const steps = style({
  display: 'flex',
  gap: vars.space.small,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  flexWrap: 'wrap',
});
export const step = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  color: vars.color.text.muted,
  selectors: {
    '&[aria-current="step"]': { color: vars.color.accent.text, fontWeight: vars.font.weight.strong },
    '&[data-done]': { color: vars.color.text.primary },
  },
});
export const stepNumber = style({
  display: 'inline-grid',
  placeItems: 'center',
  inlineSize: 28,
  blockSize: 28,
  borderRadius: vars.radius.full,
  border: `1px solid currentColor`,
  fontSize: vars.font.size.small,
  selectors: {
    [`${step}[aria-current="step"] &`]: {
      background: vars.color.accent.solid,
      color: vars.color.accent.onSolid,
      borderColor: vars.color.accent.solid,
    },
  },
});
export const stepDivider = style({ color: vars.color.text.muted, paddingInline: vars.space.xsmall });

export const checkout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) 320px',
  gap: vars.space.large,
  alignItems: 'start',
  '@media': { '(max-width: 900px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const cartList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const cartLine = style({
  ...card,
  display: 'grid',
  gridTemplateColumns: '120px minmax(0, 1fr) auto',
  gap: vars.space.medium,
  padding: vars.space.medium,
  alignItems: 'center',
  '@media': { '(max-width: 640px)': { gridTemplateColumns: '88px minmax(0, 1fr)' } },
});
export const cartImage = style({
  inlineSize: '100%',
  borderRadius: vars.radius.medium,
  aspectRatio: '4 / 3',
});
export const cartSide = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: vars.space.small,
  '@media': {
    '(max-width: 640px)': {
      gridColumn: '1 / -1',
      flexDirection: 'row',
      alignItems: 'center',
      justifyContent: 'space-between',
    },
  },
});
export const qtyField = style({ inlineSize: 110 });
export const strike = style({
  textDecoration: 'line-through',
  color: vars.color.text.muted,
  fontSize: vars.font.size.small,
});

export const summary = style({
  ...card,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  padding: vars.space.large,
});
export const summaryTitle = style({
  margin: 0,
  fontSize: vars.font.size.medium,
  color: vars.color.text.primary,
});
export const summaryList = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  // No column gap, so the total's top rule runs across both cells.
  rowGap: vars.space.small,
  margin: 0,
});
export const summaryTerm = style({ color: vars.color.text.secondary, paddingInlineEnd: vars.space.medium });
export const summaryValue = style({ margin: 0, textAlign: 'end', color: vars.color.text.primary });
export const summaryTotal = style({
  fontWeight: vars.font.weight.strong,
  color: vars.color.text.primary,
  borderBlockStart: `1px solid ${vars.color.border.subtle}`,
  paddingBlockStart: vars.space.small,
});

export const form = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.medium,
  '@media': { '(max-width: 640px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const wide = style({ gridColumn: '1 / -1' });
export const navRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.small,
  flexWrap: 'wrap',
});
export const srOnly = style({
  position: 'absolute',
  inlineSize: 1,
  blockSize: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
