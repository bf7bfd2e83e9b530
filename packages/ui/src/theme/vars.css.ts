import { createThemeContract } from '@vanilla-extract/css';

const tone = { solid: null, solidHover: null, onSolid: null, soft: null, softHover: null, text: null };

/**
 * The one theme contract. Every skin fills it; components read only these variables.
 * Groups: color.surface / text / border / accent / status, space, radius, shadow, font.
 */
export const vars = createThemeContract({
  color: {
    surface: {
      page: null,
      raised: null,
      sunken: null,
      hover: null,
      selected: null,
      overlay: null,
      field: null,
    },
    text: { primary: null, secondary: null, muted: null, inverse: null, link: null, disabled: null },
    border: { subtle: null, strong: null, field: null, card: null, focus: null },
    accent: tone,
    status: { neutral: tone, critical: tone, positive: tone, caution: tone, info: tone },
  },
  shadow: { card: null, popover: null, dialog: null, navbar: null },
  space: {
    none: null,
    xxsmall: null,
    xsmall: null,
    small: null,
    medium: null,
    large: null,
    xlarge: null,
    xxlarge: null,
    xxxlarge: null,
  },
  radius: { none: null, small: null, medium: null, large: null, full: null },
  font: {
    family: { body: null, mono: null },
    size: { xsmall: null, small: null, medium: null, large: null, xlarge: null, xxlarge: null },
    weight: { regular: null, medium: null, strong: null, heavy: null },
    lineHeight: { tight: null, normal: null },
  },
});
