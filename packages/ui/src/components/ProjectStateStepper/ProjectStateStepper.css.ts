import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const markerSize = 28;
/** Below this width the steps stack, one per row, joined by a vertical line (as in HistoryTimeline). */
const narrow = '(max-width: 36rem)';

/** A size container: the stepper switches layout on its own width (it sits in a card or beside a menu). */
export const list = style({
  containerType: 'inline-size',
  display: 'flex',
  flexWrap: 'wrap',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const line = { content: '""', position: 'absolute', backgroundColor: vars.color.border.strong } as const;

export const step = style({
  position: 'relative',
  flex: '1 1 0',
  minInlineSize: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xsmall,
  paddingInline: vars.space.xxsmall,
  textAlign: 'center',
  selectors: {
    // The line to the next step, between the two markers.
    '&:not(:last-child)::after': {
      ...line,
      insetBlockStart: markerSize / 2 - 1,
      blockSize: 2,
      insetInlineStart: `calc(50% + ${markerSize / 2 + 4}px)`,
      insetInlineEnd: `calc(-50% + ${markerSize / 2 + 4}px)`,
    },
  },
  '@container': {
    [narrow]: {
      flexBasis: '100%',
      flexDirection: 'row',
      alignItems: 'flex-start',
      gap: vars.space.small,
      paddingInline: 0,
      paddingBlockEnd: vars.space.medium,
      textAlign: 'start',
      selectors: {
        '&:not(:last-child)::after': {
          insetBlockStart: markerSize + 2,
          insetBlockEnd: 2,
          inlineSize: 2,
          blockSize: 'auto',
          insetInlineStart: markerSize / 2 - 1,
          insetInlineEnd: 'auto',
        },
      },
    },
  },
});

export const marker = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: markerSize,
  blockSize: markerSize,
  borderRadius: vars.radius.full,
  border: '2px solid currentColor',
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.strong,
  fontVariantNumeric: 'tabular-nums',
});

export const name = style({
  fontSize: vars.font.size.small,
  overflowWrap: 'anywhere',
  '@container': { [narrow]: { paddingBlockStart: 4 } },
});

/** The text and connector of each kind of step; the current and terminal ones are bold. */
export const kind = styleVariants({
  done: {
    color: vars.color.text.primary,
    selectors: { '&:not(:last-child)::after': { backgroundColor: vars.color.accent.solid } },
  },
  current: { color: vars.color.text.primary, fontWeight: vars.font.weight.strong },
  upcoming: { color: vars.color.text.secondary },
  terminal: { color: vars.color.status.critical.text, fontWeight: vars.font.weight.strong },
});

/** The marker of each kind: filled when done, a soft ring when current, dashed ahead, critical at the end. */
export const markerKind = styleVariants({
  done: {
    backgroundColor: vars.color.accent.solid,
    borderColor: vars.color.accent.solid,
    color: vars.color.accent.onSolid,
  },
  current: { color: vars.color.accent.text, backgroundColor: vars.color.accent.soft },
  upcoming: { borderStyle: 'dashed' },
  terminal: {
    backgroundColor: vars.color.status.critical.solid,
    borderColor: vars.color.status.critical.solid,
    color: vars.color.status.critical.onSolid,
  },
});
