import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { raisedPanel } from '../../styles/surface.css';

/** A size container: the board switches layout on its own width, not the viewport's (it sits beside a menu). */
export const root = style({ containerType: 'inline-size', minInlineSize: 0 });

const focusVisibleRing = { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '2px' };

/** Below this board width one column fills most of the row and the row snaps column by column. */
const narrowBoard = '(max-width: 40rem)';

export const scroller = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 'minmax(15rem, 1fr)',
  gap: vars.space.medium,
  // overflow-inline has no Chromium support yet; the inline axis of a horizontal board is x in LTR and RTL.
  overflowX: 'auto',
  paddingBlockEnd: vars.space.small,
  borderRadius: vars.radius.medium,
  outline: 'none',
  selectors: {
    // The row is focusable so keyboard users can scroll it; show where focus is.
    '&:focus-visible': focusVisibleRing,
  },
  '@container': {
    [narrowBoard]: {
      gridAutoColumns: '85%',
      scrollSnapType: 'inline mandatory',
      scrollPaddingInline: vars.space.xxsmall,
    },
  },
});

export const column = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  minInlineSize: 0,
  padding: vars.space.small,
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.surface.sunken,
  scrollSnapAlign: 'start',
});

export const columnHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  margin: 0,
  paddingInline: vars.space.xsmall,
  minBlockSize: 28,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.strong,
  color: vars.color.text.primary,
});

export const cardList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const card = style({
  ...raisedPanel,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  padding: vars.space.medium,
  boxShadow: vars.shadow.card,
  color: vars.color.text.primary,
});

export const cardFooter = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.small,
  marginBlockStart: vars.space.xsmall,
});

export const cardTitle = style({
  margin: 0,
  fontSize: vars.font.size.medium,
  fontWeight: vars.font.weight.strong,
  overflowWrap: 'anywhere',
});

export const cardLink = style({
  color: 'inherit',
  textDecoration: 'none',
  borderRadius: vars.radius.small,
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': focusVisibleRing,
  },
});

export const cardMeta = style({
  margin: 0,
  fontSize: vars.font.size.small,
  color: vars.color.text.secondary,
  overflowWrap: 'anywhere',
});

export const emptyColumn = style({
  margin: 0,
  paddingBlock: vars.space.xlarge,
  paddingInline: vars.space.medium,
  border: `1px dashed ${vars.color.border.strong}`,
  borderRadius: vars.radius.medium,
  textAlign: 'center',
  fontSize: vars.font.size.small,
  color: vars.color.text.secondary,
});
