import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@talent/ui/theme';

export const sectionTitle = style({ margin: 0, fontSize: vars.font.size.large });

export const entryList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.medium,
});

export const entry = style({
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.medium,
  padding: vars.space.medium,
  display: 'grid',
  gap: vars.space.small,
});

export const entryTitle = style({ margin: 0, fontSize: vars.font.size.medium });
export const entrySub = style({ margin: 0, color: vars.color.text.secondary });

export const entryFacts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.medium,
  margin: 0,
});

export const entryFact = style({ display: 'grid', gap: vars.space.xsmall });
globalStyle(`${entryFact} dt`, { color: vars.color.text.secondary, fontSize: vars.font.size.small });
globalStyle(`${entryFact} dd`, { margin: 0 });

export const formGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
  gap: vars.space.medium,
  alignItems: 'end',
});

export const stepNote = style({ margin: 0, color: vars.color.text.secondary });

/** The heading of an entry wraps (long titles, 390 px) instead of pushing its buttons off the screen. */
export const entryHead = style({ minWidth: 0, overflowWrap: 'anywhere' });

/** A long text (an imported position's bullets): a whole row, its lines kept. */
export const entryText = style({ display: 'grid', gap: vars.space.xsmall, flexBasis: '100%' });
globalStyle(`${entryText} dt`, { color: vars.color.text.secondary, fontSize: vars.font.size.small });
globalStyle(`${entryText} dd`, { margin: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' });
