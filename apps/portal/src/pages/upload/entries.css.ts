import { style } from '@vanilla-extract/css';
import { vars } from '@talent/ui/theme';

/** Fields of one entry: as many 14rem columns as fit (one at 390 px, three at 1366). */
export const entryGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(14rem, 100%), 1fr))',
  gap: vars.space.medium,
});

export const entryWide = style({ gridColumn: '1 / -1' });

export const entry = style({
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.medium,
  padding: vars.space.medium,
  margin: 0,
  minWidth: 0,
});

export const legend = style({ fontWeight: 600, paddingInline: vars.space.small });

/** A long file name in the heading wraps instead of widening the page at 390 px. */
export const wrapAnywhere = style({ overflowWrap: 'anywhere', margin: 0 });

/** "Read from page 1, lines 5–9" under an entry's legend. */
export const source = style({ margin: 0, color: vars.color.text.secondary, fontSize: vars.font.size.small });
