import { style } from '@vanilla-extract/css';
import { vars } from '@talent/ui/theme';

/** A list without bullets or indent: the cards and rows of the seeker's pages. */
export const plainList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.strong,
  overflowWrap: 'anywhere',
});

export const titleLink = style({
  color: vars.color.text.link,
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: 2 },
  },
});

export const meta = style({
  margin: 0,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.small,
  overflowWrap: 'anywhere',
});

/** The dates of an application's statuses: a compact timeline, oldest first. */
export const steps = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  borderInlineStart: `2px solid ${vars.color.border.subtle}`,
  paddingInlineStart: vars.space.medium,
});

export const step = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.small,
  fontSize: vars.font.size.small,
});

export const stepLabel = style({ fontWeight: vars.font.weight.medium, color: vars.color.text.primary });

export const stepDate = style({ color: vars.color.text.secondary });

/** The pager under the list: the count, rows per page and previous/next, wrapping on a phone. */
export const pager = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});
