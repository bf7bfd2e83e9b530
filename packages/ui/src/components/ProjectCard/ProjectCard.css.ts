import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { raisedPanel } from '../../styles/surface.css';

const focusVisibleRing = { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '2px' };

/** Shared by the project and proposal cards: a raised panel whose content stacks and wraps on a phone. */
export const card = style({
  ...raisedPanel,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  minInlineSize: 0,
  padding: vars.space.large,
  boxShadow: vars.shadow.card,
  color: vars.color.text.primary,
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.small,
});

export const title = style({
  flex: '1 1 12rem',
  minInlineSize: 0,
  margin: 0,
  fontSize: vars.font.size.medium,
  fontWeight: vars.font.weight.strong,
  overflowWrap: 'anywhere',
});

export const titleLink = style({
  color: 'inherit',
  textDecoration: 'none',
  borderRadius: vars.radius.small,
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&[data-focus-visible]': focusVisibleRing,
  },
});

export const budget = style({
  margin: 0,
  fontWeight: vars.font.weight.strong,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  columnGap: vars.space.medium,
  margin: 0,
  fontSize: vars.font.size.small,
  color: vars.color.text.secondary,
});

export const metaItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xxsmall });

export const skills = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const skill = style({
  paddingBlock: vars.space.xxsmall,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.surface.sunken,
  fontSize: vars.font.size.xsmall,
  color: vars.color.text.primary,
  overflowWrap: 'anywhere',
});

export const footer = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.small,
  marginBlockStart: vars.space.xsmall,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  marginInlineStart: 'auto',
});
