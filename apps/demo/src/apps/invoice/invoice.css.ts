import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@talent/ui/theme';

export const pageHead = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  flexWrap: 'wrap',
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  padding: vars.space.large,
  background: vars.color.surface.raised,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.card,
  border: `1px solid ${vars.color.border.card}`,
  minInlineSize: 0,
});

export const filters = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.medium,
  flexWrap: 'wrap',
});
export const statusFilter = style({ minInlineSize: '12rem' });

export const rowActions = style({ display: 'flex', gap: vars.space.xsmall, alignItems: 'center' });
export const idLink = style({
  color: vars.color.accent.text,
  fontWeight: 600,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});
export const clientCell = style({ display: 'flex', alignItems: 'center', gap: vars.space.small });
export const clientText = style({ display: 'flex', flexDirection: 'column', minInlineSize: 0 });
export const muted = style({ color: vars.color.text.secondary, fontSize: vars.font.size.small });

/** Preview: the sheet beside its actions; the actions go under it on a narrow screen. */
export const previewGrid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) 260px',
  gap: vars.space.large,
  alignItems: 'start',
  '@media': { '(max-width: 1000px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const actions = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });

/** The invoice document: a sheet on screen, the whole printable width on paper. 180 mm fits both A4
 * (210 mm) and Letter (216 mm) with 15 mm margins (as the portal's invoice print view). */
export const sheet = style({
  inlineSize: '100%',
  background: vars.color.surface.raised,
  color: vars.color.text.primary,
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.border.card}`,
  display: 'grid',
  gap: vars.space.large,
  '@media': {
    '(max-width: 600px)': { padding: vars.space.medium },
    print: { border: 'none', padding: 0, maxInlineSize: 'none', background: 'white', color: 'black' },
  },
});
export const sheetHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});
export const brand = style({ margin: 0, fontSize: vars.font.size.large, fontWeight: 700 });
export const docTitle = style({ margin: 0, fontSize: vars.font.size.large });
export const block = style({ margin: 0, whiteSpace: 'pre-line', fontStyle: 'normal' });
export const parties = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
  gap: vars.space.medium,
});
export const partyTitle = style({
  margin: 0,
  fontSize: vars.font.size.medium,
  color: vars.color.text.secondary,
});
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: vars.space.medium,
  rowGap: vars.space.xsmall,
  margin: 0,
});
globalStyle(`${facts} dt`, { color: vars.color.text.secondary });
globalStyle(`${facts} dd`, { margin: 0, overflowWrap: 'anywhere' });

export const tableWrap = style({
  overflowX: 'auto',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: 2 } },
});
export const lines = style({
  inlineSize: '100%',
  borderCollapse: 'collapse',
  fontVariantNumeric: 'tabular-nums',
});
globalStyle(`${lines} th, ${lines} td`, {
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.small,
  borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
  textAlign: 'start',
});
globalStyle(`${lines} th`, { color: vars.color.text.secondary, fontWeight: 600 });
export const num = style({});
globalStyle(`${lines} ${num}`, { textAlign: 'end' });
export const sums = style({ justifySelf: 'end', minInlineSize: '14rem' });
export const grandTotal = style({ fontWeight: 700 });

/** Editor: the lines as a grid of fields, stacked on a phone. */
export const editor = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });
export const twoCols = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
  gap: vars.space.medium,
  alignItems: 'start',
});
export const lineList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
});
export const lineRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(10rem, 2fr) minmax(10rem, 3fr) 7rem 5rem 7rem auto',
  gap: vars.space.small,
  alignItems: 'end',
  paddingBlockEnd: vars.space.medium,
  borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
  '@media': {
    '(max-width: 1100px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});
export const linePrice = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  fontVariantNumeric: 'tabular-nums',
  paddingBlockEnd: vars.space.small,
});
export const editorFoot = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'flex-start',
  gap: vars.space.large,
  flexWrap: 'wrap',
});
export const percentFields = style({ display: 'flex', gap: vars.space.medium, flexWrap: 'wrap' });
export const buttons = style({ display: 'flex', gap: vars.space.small, flexWrap: 'wrap' });

/** Print: the blank layout (no shell); the controls never print. */
export const printPage = style({
  display: 'grid',
  gap: vars.space.large,
  justifyItems: 'center',
  alignContent: 'start',
  padding: vars.space.large,
  minBlockSize: '100vh',
  background: vars.color.surface.page,
  '@media': { print: { padding: 0, background: 'white', minBlockSize: 0 } },
});
export const printSheet = style({ maxInlineSize: '180mm', inlineSize: '100%' });
export const noPrint = style({
  display: 'flex',
  gap: vars.space.small,
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  '@media': { print: { display: 'none' } },
});
globalStyle('html[data-paper] body', { '@media': { print: { background: 'white' } } });
export const caption = style({
  textAlign: 'start',
  color: vars.color.text.secondary,
  fontSize: vars.font.size.small,
  paddingBlockEnd: vars.space.xsmall,
});
