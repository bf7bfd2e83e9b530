export {
  ThemeCustomizer,
  ThemeCustomizerPanel,
  type ThemeCustomizerPanelProps,
  type ThemeCustomizerProps,
} from './ThemeCustomizer';
