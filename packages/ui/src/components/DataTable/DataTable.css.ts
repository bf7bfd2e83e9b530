import {
  createContainer,
  globalStyle,
  style,
  styleVariants,
  type GlobalStyleRule,
} from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../styles/focus.css';

/** The table's own width decides its layout (it sits in cards, beside a menu), not the viewport's. */
const tableContainer = createContainer();

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minInlineSize: 0,
  containerName: tableContainer,
  containerType: 'inline-size',
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});

export const searchForm = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.small,
  flexWrap: 'wrap',
});

export const searchField = style({ inlineSize: 260 });

export const pageSize = style({ inlineSize: 110 });

export const scroller = style({
  overflowX: 'auto',
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.medium,
});

export const table = style({
  inlineSize: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.small,
  outline: 'none',
});

export const column = style({
  paddingBlock: vars.space.medium,
  paddingInline: vars.space.large,
  backgroundColor: vars.color.surface.sunken,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.xsmall,
  fontWeight: vars.font.weight.strong,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  textAlign: 'start',
  whiteSpace: 'nowrap',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: -2 },
  },
});

export const row = style({
  borderBlockStart: `1px solid ${vars.color.border.subtle}`,
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surface.hover },
    '&[data-selected]': { backgroundColor: vars.color.surface.selected },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: -2 },
  },
});

export const cell = style({
  paddingBlock: vars.space.medium,
  paddingInline: vars.space.large,
  color: vars.color.text.primary,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: -2 },
  },
});

export const align = styleVariants({
  start: { textAlign: 'start' },
  center: { textAlign: 'center' },
  end: { textAlign: 'end' },
});

export const selectionCell = style({ inlineSize: 44 });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.small,
});

export const pagination = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const pageButton = style([
  focusRing,
  {
    minInlineSize: 34,
    blockSize: 34,
    paddingInline: vars.space.small,
    border: 0,
    borderRadius: vars.radius.medium,
    backgroundColor: vars.color.surface.sunken,
    color: vars.color.text.primary,
    font: 'inherit',
    cursor: 'pointer',
    selectors: {
      '&[data-hovered]': { backgroundColor: vars.color.surface.hover },
      '&[aria-current="page"]': {
        backgroundColor: vars.color.accent.solid,
        color: vars.color.accent.onSolid,
      },
      '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
    },
  },
]);

export const ellipsis = style({ paddingInline: vars.space.xsmall, color: vars.color.text.secondary });

export const bulkBar = style({ display: 'flex', alignItems: 'center', gap: vars.space.small });

export const errorBox = style({
  padding: vars.space.large,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.status.critical.soft,
  color: vars.color.status.critical.text,
});

/**
 * Narrow-screen mode: below this width (a phone) every row is a card of "label: value" lines, so no column
 * (price, actions, amount) ends up off screen. The elements keep their grid roles (react-aria sets them
 * explicitly), so screen readers and arrow keys work as in the wide table.
 */
export const NARROW_TABLE = '(max-width: 36rem)';

/** Applies `rule` to `selector` inside the table when it is stacked: forced (`layout="cards"`) or narrow. */
function stacked(selector: string, rule: GlobalStyleRule) {
  // Each selector of a list is scoped to the table (a bare `tbody` after a comma would match every page).
  const within = (scope: string) =>
    selector
      .split(',')
      .map((part) => `${scope} ${part.trim()}`)
      .join(', ');
  globalStyle(within(`${root}[data-layout="cards"]`), rule);
  globalStyle(within(`${root}[data-layout="auto"]`), {
    '@container': { [`${tableContainer} ${NARROW_TABLE}`]: rule },
  });
}

stacked(`.${scroller.split(' ')[0]}`, { overflowX: 'visible', border: 0, borderRadius: 0 });
stacked('table, tbody, thead', { display: 'block', inlineSize: '100%' });
// The column headers stay in the accessibility tree; only "select all" stays in view.
stacked('thead tr', { display: 'flex', justifyContent: 'flex-start', border: 0 });
stacked(`thead th:not(.${selectionCell})`, {
  position: 'absolute',
  inlineSize: 1,
  blockSize: 1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
});
stacked(`thead th.${selectionCell}`, { backgroundColor: 'transparent', paddingInline: vars.space.small });
stacked('tbody', { display: 'flex', flexDirection: 'column', gap: vars.space.small });
stacked('tbody tr', {
  display: 'flex',
  flexDirection: 'column',
  paddingBlock: vars.space.small,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.medium,
});
stacked('tbody td, tbody th', {
  display: 'grid',
  gridTemplateColumns: 'minmax(6rem, 38%) minmax(0, 1fr)',
  alignItems: 'center',
  // A value keeps its own width (a badge does not stretch across the card).
  justifyItems: 'start',
  columnGap: vars.space.medium,
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.medium,
  textAlign: 'start',
  overflowWrap: 'anywhere',
});
// The column's name before each value: CSS text with an empty alternative, so screen readers (which already
// announce the column header of a grid cell) do not read it twice.
stacked('tbody [data-label]::before', {
  content: ['attr(data-label)', 'attr(data-label) / ""'],
  color: vars.color.text.secondary,
  fontSize: vars.font.size.xsmall,
  fontWeight: vars.font.weight.strong,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});
// The row header (the name) heads the card on its own line, whatever its column's place in the table.
stacked('tbody [data-row-header]', { display: 'block', order: -1, fontSize: vars.font.size.medium });
stacked(`tbody td.${selectionCell}`, { display: 'block', order: -2, inlineSize: 'auto' });
// An empty or error body is one wide cell: no label, full width.
stacked('tbody td[colspan]', { display: 'block' });

/** The sort arrow after a sortable header. */
export const sortMark = style({ marginInlineStart: vars.space.xsmall, fontSize: '0.75em' });
