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

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  paddingBlockStart: vars.space.large,
  paddingInline: vars.space.xlarge,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.strong,
});

export const body = style({ paddingBlock: vars.space.large, paddingInline: vars.space.xlarge });
