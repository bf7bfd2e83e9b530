import { palette as p } from './palette';

/** The names of the four skins, in the order the customizer and the stories show them. */
export const skins = ['light', 'bordered', 'dark', 'semi-dark'] as const;
export type Skin = (typeof skins)[number];

export const tones = ['neutral', 'accent', 'critical', 'positive', 'caution', 'info'] as const;
export type Tone = (typeof tones)[number];

export const statusTones = ['neutral', 'critical', 'positive', 'caution', 'info'] as const;
export type StatusTone = (typeof statusTones)[number];

export interface ToneTokens {
  /** Filled background (solid buttons, badges). */
  solid: string;
  solidHover: string;
  /** Text and icons placed on `solid`. */
  onSolid: string;
  /** Tinted background (soft buttons, alerts). */
  soft: string;
  softHover: string;
  /** Text in this tone on `soft` and on ordinary surfaces. */
  text: string;
}

/** The colour part of a skin. Every skin fills every slot, so the contract never has holes. */
export interface ColorTokens {
  surface: {
    page: string;
    raised: string;
    sunken: string;
    hover: string;
    selected: string;
    overlay: string;
    field: string;
  };
  text: {
    primary: string;
    secondary: string;
    muted: string;
    inverse: string;
    link: string;
    disabled: string;
  };
  border: { subtle: string; strong: string; field: string; card: string; focus: string };
  accent: ToneTokens;
  status: Record<StatusTone, ToneTokens>;
}

export interface ShadowTokens {
  card: string;
  popover: string;
  dialog: string;
  navbar: string;
}

const lightColor: ColorTokens = {
  surface: {
    page: p.ink[50],
    raised: p.white,
    sunken: p.ink[100],
    hover: p.ink[150],
    selected: p.violet[50],
    overlay: 'rgba(31, 28, 43, 0.5)',
    field: p.white,
  },
  text: {
    primary: p.ink[800],
    secondary: p.ink[600],
    muted: p.ink[500],
    inverse: p.white,
    link: p.violet[600],
    disabled: p.ink[500],
  },
  border: {
    subtle: p.ink[200],
    strong: p.ink[300],
    field: p.ink[400],
    card: 'transparent',
    focus: p.violet[600],
  },
  accent: {
    solid: p.violet[600],
    solidHover: p.violet[700],
    onSolid: p.white,
    soft: p.violet[50],
    softHover: p.violet[100],
    text: p.violet[700],
  },
  status: {
    neutral: {
      solid: p.ink[700],
      solidHover: p.ink[800],
      onSolid: p.white,
      soft: p.ink[100],
      softHover: p.ink[150],
      text: p.ink[800],
    },
    critical: {
      solid: p.red[600],
      solidHover: p.red[700],
      onSolid: p.white,
      soft: p.red[50],
      softHover: '#fad7d7',
      text: p.red[700],
    },
    positive: {
      solid: p.green[600],
      solidHover: p.green[700],
      onSolid: p.white,
      soft: p.green[50],
      softHover: '#cfeeda',
      text: p.green[700],
    },
    caution: {
      solid: p.amber[400],
      solidHover: p.amber[500],
      onSolid: p.ink[900],
      soft: p.amber[50],
      softHover: '#ffe8bd',
      text: p.amber[700],
    },
    info: {
      solid: p.blue[600],
      solidHover: p.blue[700],
      onSolid: p.white,
      soft: p.blue[50],
      softHover: '#cbe8f7',
      text: p.blue[700],
    },
  },
};

const darkColor: ColorTokens = {
  surface: {
    page: p.night[800],
    raised: p.night[700],
    sunken: p.night[900],
    hover: p.night[600],
    selected: p.violet[900],
    overlay: 'rgba(10, 11, 20, 0.65)',
    field: p.night[800],
  },
  text: {
    primary: p.night[50],
    secondary: p.night[100],
    muted: p.night[200],
    inverse: p.ink[900],
    link: p.violet[300],
    disabled: p.night[200],
  },
  border: {
    subtle: p.night[500],
    strong: p.night[400],
    field: p.night[300],
    card: 'transparent',
    focus: p.violet[300],
  },
  accent: {
    solid: p.violet[600],
    solidHover: p.violet[700],
    onSolid: p.white,
    soft: p.violet[900],
    softHover: p.violet[800],
    text: p.violet[300],
  },
  status: {
    neutral: {
      solid: p.night[100],
      solidHover: p.night[50],
      onSolid: p.night[900],
      soft: p.night[600],
      softHover: p.night[500],
      text: p.night[50],
    },
    critical: {
      solid: p.red[600],
      solidHover: p.red[700],
      onSolid: p.white,
      soft: p.red[900],
      softHover: '#5a2a38',
      text: p.red[300],
    },
    positive: {
      solid: p.green[600],
      solidHover: p.green[700],
      onSolid: p.white,
      soft: p.green[900],
      softHover: '#244a3f',
      text: p.green[300],
    },
    caution: {
      solid: p.amber[400],
      solidHover: p.amber[300],
      onSolid: p.ink[900],
      soft: p.amber[900],
      softHover: '#5a4628',
      text: p.amber[300],
    },
    info: {
      solid: p.blue[600],
      solidHover: p.blue[700],
      onSolid: p.white,
      soft: p.blue[900],
      softHover: '#22445e',
      text: p.blue[300],
    },
  },
};

const borderedColor: ColorTokens = {
  ...lightColor,
  border: { ...lightColor.border, card: p.ink[200] },
};

const raisedShadows: ShadowTokens = {
  card: '0 3px 12px rgba(47, 43, 61, 0.14)',
  popover: '0 4px 18px rgba(47, 43, 61, 0.16)',
  dialog: '0 8px 32px rgba(47, 43, 61, 0.24)',
  navbar: '0 2px 8px rgba(47, 43, 61, 0.12)',
};

const darkShadows: ShadowTokens = {
  card: '0 3px 12px rgba(12, 14, 24, 0.36)',
  popover: '0 4px 18px rgba(12, 14, 24, 0.4)',
  dialog: '0 8px 32px rgba(12, 14, 24, 0.5)',
  navbar: '0 2px 8px rgba(12, 14, 24, 0.3)',
};

/** Bordered: flat surfaces, outlines instead of shadows (overlays keep a soft shadow to float). */
const flatShadows: ShadowTokens = {
  card: 'none',
  popover: '0 2px 8px rgba(47, 43, 61, 0.1)',
  dialog: '0 4px 16px rgba(47, 43, 61, 0.16)',
  navbar: 'none',
};

export interface SkinTokens {
  colorScheme: 'light' | 'dark';
  color: ColorTokens;
  shadow: ShadowTokens;
}

export const skinTokens = {
  light: { colorScheme: 'light', color: lightColor, shadow: raisedShadows },
  bordered: { colorScheme: 'light', color: borderedColor, shadow: flatShadows },
  dark: { colorScheme: 'dark', color: darkColor, shadow: darkShadows },
} as const satisfies Record<string, SkinTokens>;

/**
 * Semi-dark has no tokens of its own: the page uses `light`, and chrome (menu, navbar) marked with
 * `data-chrome` uses `dark`, through a nested scope.
 */
export const semiDark = { page: skinTokens.light, chrome: skinTokens.dark } as const;

export const space = {
  none: '0',
  xxsmall: '2px',
  xsmall: '4px',
  small: '8px',
  medium: '12px',
  large: '16px',
  xlarge: '24px',
  xxlarge: '32px',
  xxxlarge: '48px',
} as const;
export type Space = keyof typeof space;

export const radius = { none: '0', small: '4px', medium: '6px', large: '10px', full: '999px' } as const;

/** System fonts only: nothing is fetched, screenshots stay deterministic. */
export const font = {
  family: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  },
  size: {
    xsmall: '0.75rem',
    small: '0.8125rem',
    medium: '0.9375rem',
    large: '1.125rem',
    xlarge: '1.375rem',
    xxlarge: '1.75rem',
  },
  weight: { regular: '400', medium: '500', strong: '600', heavy: '700' },
  lineHeight: { tight: '1.25', normal: '1.5' },
} as const;

/** The breakpoint of spec 000 section 9: below it the menu overlays and the layout is vertical. */
export const breakpoints = { desktop: 1200 } as const;
