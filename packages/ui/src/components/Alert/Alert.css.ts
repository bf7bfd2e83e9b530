import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { toneVar } from '../../styles/tone.css';

/** The inline message box: the tone's soft surface and text, edged in its solid colour. */
export const root = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  margin: 0,
  borderRadius: vars.radius.small,
  border: `1px solid ${toneVar.solid}`,
  background: toneVar.soft,
  color: toneVar.text,
  lineHeight: 1.45,
});

export const icon = style({ display: 'inline-flex', flexShrink: 0, paddingBlockStart: 1 });

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  flex: 1,
  minInlineSize: 0,
  overflowWrap: 'anywhere',
});

export const title = style({ fontWeight: vars.font.weight.strong });

export const action = style({ flexShrink: 0, alignSelf: 'center' });
