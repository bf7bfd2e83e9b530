import { style } from '@vanilla-extract/css';
import { vars } from '@talent/ui/theme';

// The frame every demo app shares (lib/AppFrame.tsx): the page head, the two-column card, its main column
// and the loading, error and empty states.
export const app = style({
  display: 'grid',
  gridTemplateColumns: '240px minmax(0, 1fr)',
  minBlockSize: '70vh',
  background: vars.color.surface.raised,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.card,
  border: `1px solid ${vars.color.border.card}`,
  overflow: 'hidden',
  '@media': { '(max-width: 900px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const main = style({ display: 'flex', flexDirection: 'column', minInlineSize: 0 });

export const state = style({ padding: vars.space.xlarge });

export const pageHead = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  flexWrap: 'wrap',
});
