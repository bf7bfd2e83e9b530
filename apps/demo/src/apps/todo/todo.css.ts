import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@talent/ui/theme';
import { dot } from '../email/email.css';

// The to-do app's frame is the e-mail app's: the same two-column card, sidebar, toolbar and states.
export {
  app,
  grow,
  list,
  main,
  navHeading,
  navLink,
  navList,
  navText,
  pageHead,
  sidebar,
  srOnly,
  starButton,
  state,
  toolbar,
} from '../email/email.css';

export const sort = style({ minInlineSize: 170 });

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  padding: `${vars.space.small} ${vars.space.large}`,
  borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
});

export const rowOpen = style({
  all: 'unset',
  flex: 1,
  minInlineSize: 0,
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.small,
  cursor: 'pointer',
  paddingBlock: vars.space.xsmall,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, borderRadius: vars.radius.small },
  },
});

export const title = style({
  flex: '1 1 200px',
  minInlineSize: 0,
  color: vars.color.text.primary,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: {
    [`${row}[data-completed] &`]: { textDecoration: 'line-through', color: vars.color.text.muted },
  },
  // Phones: the whole title, on as many lines as it needs.
  '@media': { '(max-width: 700px)': { whiteSpace: 'normal', flexBasis: '100%' } },
});

export const rowMeta = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  flexWrap: 'wrap',
});

export const due = style({
  fontSize: vars.font.size.small,
  color: vars.color.text.muted,
  whiteSpace: 'nowrap',
  minInlineSize: '4.5em',
  textAlign: 'end',
});

export const unassigned = style({ fontSize: vars.font.size.small, color: vars.color.text.muted });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const sheetActions = style({
  display: 'flex',
  gap: vars.space.small,
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
});

/** The task sheet sits at the inline end, full height, as the template's side sheet. */
export const sideSheet = style({
  marginInlineStart: 'auto',
  alignSelf: 'stretch',
  maxBlockSize: 'none',
  '@media': { '(max-width: 600px)': { marginInlineStart: 0 } },
});

/** The template's tag colours. */
export const tagDot = styleVariants({
  update: [dot, { background: vars.color.status.info.solid }],
  team: [dot, { background: vars.color.accent.solid }],
  high: [dot, { background: vars.color.status.critical.solid }],
  medium: [dot, { background: vars.color.status.caution.solid }],
  low: [dot, { background: vars.color.status.positive.solid }],
});
