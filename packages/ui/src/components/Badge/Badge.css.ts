import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { toneVar } from '../../styles/tone.css';

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxsmall,
    minBlockSize: 20,
    paddingInline: vars.space.small,
    borderRadius: vars.radius.full,
    fontSize: vars.font.size.xsmall,
    fontWeight: vars.font.weight.strong,
    lineHeight: 1,
    whiteSpace: 'nowrap',
  },
  variants: {
    variant: {
      solid: { backgroundColor: toneVar.solid, color: toneVar.onSolid },
      soft: { backgroundColor: toneVar.soft, color: toneVar.text },
      outline: { border: '1px solid currentColor', color: toneVar.text },
    },
  },
  defaultVariants: { variant: 'soft' },
});
