import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const horizontalItem = {
  list: style({ flexDirection: 'row', flexWrap: 'wrap', gap: vars.space.xsmall }),
  trigger: style({ inlineSize: 'auto' }),
  current: style({ fontWeight: vars.font.weight.strong, color: vars.color.accent.text }),
};
