import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@talent/ui/theme';

export const filter = style({ maxInlineSize: '16rem' });

/** The invoice document: a sheet on screen, the whole printable width on paper. 180 mm fits both A4
 * (210 mm) and Letter (216 mm) with 15 mm margins. */
export const sheet = style({
  inlineSize: '100%',
  maxInlineSize: '180mm',
  background: vars.color.surface.raised,
  color: vars.color.text.primary,
  padding: vars.space.large,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border.card}`,
  display: 'grid',
  gap: vars.space.large,
  '@media': {
    print: { border: 'none', padding: 0, maxInlineSize: 'none', background: 'white', color: 'black' },
  },
});

export const head = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});

export const title = style({ margin: 0, fontSize: '1.5rem' });
export const muted = style({ color: vars.color.text.secondary, margin: 0 });
export const partyTitle = style({ color: vars.color.text.secondary, margin: 0, fontSize: '1rem' });
export const block = style({ margin: 0, whiteSpace: 'pre-line' });

export const parties = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
  gap: vars.space.medium,
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

/** The lines: a real table that scrolls sideways on a narrow phone rather than squeezing the figures. */
export const tableWrap = style({ overflowX: 'auto' });
export const lines = style({
  inlineSize: '100%',
  borderCollapse: 'collapse',
  fontVariantNumeric: 'tabular-nums',
});
globalStyle(`${lines} th, ${lines} td`, {
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.small,
  textAlign: 'start',
  borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
});
globalStyle(`${lines} .num`, { textAlign: 'end', whiteSpace: 'nowrap' });
globalStyle(`${lines} tfoot th`, { textAlign: 'end', fontWeight: vars.font.weight.medium });
globalStyle(`${lines} tfoot tr:last-child th, ${lines} tfoot tr:last-child td`, { fontWeight: 700 });

/** Buttons and choices of the print page: never on paper. */
export const noPrint = style({ '@media': { print: { display: 'none' } } });

export const printPage = style({
  display: 'grid',
  gap: vars.space.medium,
  inlineSize: '100%',
  justifyItems: 'center',
});

globalStyle('html[data-paper] body', { '@media': { print: { background: 'white' } } });

/** The admin's invoice forms (InvoiceFormPage): one row per line, stacked on a phone. */
export const lineList = style({
  border: `1px solid ${vars.color.border.card}`,
  borderRadius: vars.radius.medium,
  padding: vars.space.medium,
  margin: 0,
  display: 'grid',
  gap: vars.space.medium,
  minInlineSize: 0,
});
export const lineRow = style({
  display: 'grid',
  gap: vars.space.small,
  alignItems: 'end',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    'screen and (min-width: 720px)': {
      gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 1fr) minmax(0, 1.4fr) auto',
    },
  },
});
export const totalsNote = style({ margin: 0, color: vars.color.text.secondary });
