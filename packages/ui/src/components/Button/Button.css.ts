import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { toneVar } from '../../styles/tone.css';
import { focusRing } from '../../styles/focus.css';

export const button = recipe({
  base: [
    focusRing,
    {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      gap: vars.space.small,
      border: '1px solid transparent',
      borderRadius: vars.radius.medium,
      fontFamily: 'inherit',
      fontWeight: vars.font.weight.medium,
      lineHeight: vars.font.lineHeight.tight,
      textDecoration: 'none',
      whiteSpace: 'nowrap',
      cursor: 'pointer',
      userSelect: 'none',
      transition: 'background-color 120ms, border-color 120ms, color 120ms',
      selectors: {
        '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
        '&[data-pending]': { cursor: 'progress' },
      },
    },
  ],
  variants: {
    variant: {
      solid: {
        backgroundColor: toneVar.solid,
        color: toneVar.onSolid,
        selectors: {
          '&[data-hovered]:not([data-disabled]), &[data-pressed]': { backgroundColor: toneVar.solidHover },
        },
      },
      soft: {
        backgroundColor: toneVar.soft,
        color: toneVar.text,
        selectors: {
          '&[data-hovered]:not([data-disabled]), &[data-pressed]': { backgroundColor: toneVar.softHover },
        },
      },
      outline: {
        backgroundColor: 'transparent',
        borderColor: 'currentColor',
        color: toneVar.text,
        selectors: {
          '&[data-hovered]:not([data-disabled]), &[data-pressed]': { backgroundColor: toneVar.soft },
        },
      },
      ghost: {
        backgroundColor: 'transparent',
        color: toneVar.text,
        selectors: {
          '&[data-hovered]:not([data-disabled]), &[data-pressed]': { backgroundColor: toneVar.soft },
        },
      },
    },
    size: {
      sm: { minHeight: 30, paddingInline: vars.space.medium, fontSize: vars.font.size.small },
      md: { minHeight: 38, paddingInline: vars.space.large, fontSize: vars.font.size.medium },
      lg: { minHeight: 46, paddingInline: vars.space.xlarge, fontSize: vars.font.size.large },
    },
  },
  defaultVariants: { variant: 'solid', size: 'md' },
});

export type ButtonRecipe = NonNullable<RecipeVariants<typeof button>>;

export const content = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.small });
