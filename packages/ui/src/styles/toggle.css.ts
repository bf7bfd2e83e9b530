import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** The label row shared by checkbox, radio and switch. */
export const toggleRoot = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  color: vars.color.text.primary,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' } },
});

const indicatorBase = {
  display: 'inline-grid',
  placeItems: 'center',
  flexShrink: 0,
  border: `2px solid ${vars.color.border.field}`,
  backgroundColor: vars.color.surface.field,
  color: vars.color.accent.onSolid,
  transition: 'background-color 120ms, border-color 120ms',
  selectors: {
    [`${toggleRoot}[data-focus-visible] &`]: {
      outline: `2px solid ${vars.color.border.focus}`,
      outlineOffset: 2,
    },
    [`${toggleRoot}[data-selected] &, ${toggleRoot}[data-indeterminate] &`]: {
      backgroundColor: vars.color.accent.solid,
      borderColor: vars.color.accent.solid,
    },
    [`${toggleRoot}[data-invalid] &`]: { borderColor: vars.color.status.critical.solid },
    [`${toggleRoot}[data-pressed] &`]: { borderColor: vars.color.accent.solidHover },
  },
} as const;

export const checkbox = style({
  ...indicatorBase,
  inlineSize: 18,
  blockSize: 18,
  borderRadius: vars.radius.small,
});

export const radio = style({
  ...indicatorBase,
  inlineSize: 18,
  blockSize: 18,
  borderRadius: vars.radius.full,
  selectors: {
    ...indicatorBase.selectors,
    [`${toggleRoot}[data-selected] &`]: {
      borderColor: vars.color.accent.solid,
      borderWidth: 5,
      backgroundColor: vars.color.surface.field,
    },
  },
});

export const switchTrack = style({
  ...indicatorBase,
  position: 'relative',
  inlineSize: 36,
  blockSize: 20,
  borderRadius: vars.radius.full,
  placeItems: 'center start',
  paddingInline: 2,
});

export const switchThumb = style({
  inlineSize: 12,
  blockSize: 12,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.border.field,
  transition: 'transform 150ms, background-color 150ms',
  selectors: {
    [`${toggleRoot}[data-selected] &`]: {
      transform: 'translateX(16px)',
      backgroundColor: vars.color.accent.onSolid,
    },
    [`[dir="rtl"] ${toggleRoot}[data-selected] &`]: { transform: 'translateX(-16px)' },
  },
});

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  border: 0,
  padding: 0,
  margin: 0,
});

export const groupItems = style({
  display: 'flex',
  // A horizontal group wraps rather than overflow a narrow column (a phone's sheet).
  flexWrap: 'wrap',
  rowGap: vars.space.small,
  columnGap: vars.space.large,
  selectors: { '[data-orientation="vertical"] > &': { flexDirection: 'column', gap: vars.space.small } },
});
