import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Spec 000 section 9: preview lists are 600 px high. */
export const PREVIEW_LIST_HEIGHT = 600;

export const dropZone = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.medium,
  minBlockSize: 200,
  padding: vars.space.xlarge,
  border: `2px dashed ${vars.color.border.strong}`,
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.secondary,
  textAlign: 'center',
  outline: 'none',
  transition: 'border-color 120ms, background-color 120ms',
  selectors: {
    '&[data-drop-target]': { borderColor: vars.color.accent.solid, backgroundColor: vars.color.accent.soft },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: 2 },
    '&[data-disabled]': {
      borderStyle: 'solid',
      backgroundColor: vars.color.surface.sunken,
      cursor: 'not-allowed',
    },
  },
});

export const dropIcon = style({ color: vars.color.accent.text });

export const dropTitle = style({
  margin: 0,
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.strong,
  color: vars.color.text.primary,
});

export const dropHint = style({ margin: 0, fontSize: vars.font.size.small });

export const dropActions = style({
  display: 'flex',
  gap: vars.space.small,
  flexWrap: 'wrap',
  justifyContent: 'center',
});

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))',
  gap: vars.space.large,
});

export const column = style({
  display: 'flex',
  flexDirection: 'column',
  minInlineSize: 0,
  backgroundColor: vars.color.surface.raised,
  border: `1px solid ${vars.color.border.card}`,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.card,
});

export const columnHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  paddingBlock: vars.space.medium,
  paddingInline: vars.space.large,
  borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
});

export const columnTitle = style({
  margin: 0,
  fontSize: vars.font.size.medium,
  fontWeight: vars.font.weight.strong,
  display: 'flex',
  gap: vars.space.small,
  alignItems: 'center',
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: vars.space.medium,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  // At most the spec's 600 px, scrolling beyond; a short list stays short (no empty space under it).
  maxBlockSize: PREVIEW_LIST_HEIGHT,
  overflowY: 'auto',
  outline: 'none',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: -2 } },
});

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  padding: vars.space.medium,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surface.page,
});

export const itemInvalid = style({ borderColor: vars.color.status.critical.solid, borderWidth: 2 });

export const itemRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minInlineSize: 0,
});

export const itemName = style({
  flex: 1,
  minInlineSize: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontWeight: vars.font.weight.medium,
});

export const itemSize = style({
  fontSize: vars.font.size.xsmall,
  color: vars.color.text.secondary,
  whiteSpace: 'nowrap',
});

export const itemStatus = style({ fontSize: vars.font.size.small, color: vars.color.text.secondary });

export const statusCritical = style({ color: vars.color.status.critical.text });

export const statusPositive = style({ color: vars.color.status.positive.text });

export const progressTrack = style({
  blockSize: 6,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface.hover,
  overflow: 'hidden',
});

export const progressFill = style({
  blockSize: '100%',
  backgroundColor: vars.color.accent.solid,
});

const busy = keyframes({ '0%': { opacity: 1 }, '50%': { opacity: 0.45 }, '100%': { opacity: 1 } });

/** Every byte sent, the server still working: the full bar pulses (still, with reduced motion). */
export const progressBusy = style({
  animation: `${busy} 1.2s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const attachments = style({
  listStyle: 'none',
  margin: 0,
  paddingInlineStart: vars.space.large,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  borderInlineStart: `2px solid ${vars.color.border.subtle}`,
});

export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.small,
  padding: vars.space.medium,
});
