import { style } from '@vanilla-extract/css';
import { vars } from '@talent/ui/theme';

export const tabs = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(200px, 1fr) minmax(0, 3fr)',
  gap: vars.space.large,
  alignItems: 'start',
  '@media': { '(max-width: 900px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const tabList = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall });
export const tab = style({ display: 'flex', alignItems: 'center', gap: vars.space.small });
