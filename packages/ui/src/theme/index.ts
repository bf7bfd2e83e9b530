import './global.css';

export { vars } from './contract.css';
export { sprinkles, type Sprinkles } from './sprinkles.css';
export {
  skins,
  tones,
  statusTones,
  breakpoints,
  skinTokens,
  type Skin,
  type Tone,
  type StatusTone,
  type Space,
} from './tokens';
export {
  applyDirection,
  applySkin,
  contentWidths,
  defaultLayoutSettings,
  defaultLocale,
  directionOf,
  directions,
  footerTypes,
  layoutStorageKeys,
  menuLayouts,
  navbarColors,
  navbarTypes,
  readLayoutSettings,
  rightToLeftLocale,
  saveLayoutSettings,
  withLocale,
  transitions,
  type Direction,
  type LayoutSettings,
} from './layoutSettings';
export { ThemeProvider, useLayoutSettings, type ThemeProviderProps } from './ThemeProvider';
