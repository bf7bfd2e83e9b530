import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { raisedPanel } from '../../styles/surface.css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  ...raisedPanel,
  color: vars.color.text.primary,
  boxShadow: vars.shadow.card,
  minWidth: 0,
});

/** Title and actions share a line while they fit; on a narrow card (a phone, a long title) the actions wrap
 * onto a line of their own instead of pushing the card wider than the screen. */
export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  paddingBlockStart: vars.space.large,
  paddingInline: vars.space.xlarge,
});

export const title = style({
  margin: 0,
  // A long unbroken word (a searched name) breaks rather than widening the card.
  overflowWrap: 'anywhere',
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.strong,
});

export const body = style({ paddingBlock: vars.space.large, paddingInline: vars.space.xlarge });
