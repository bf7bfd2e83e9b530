// Design system entry: tokens and skins first, so their global styles load before components.
export * from './theme';
export { Icon, type IconName, type IconProps } from './icons';
export { useElementWidth, useMediaQuery, useScrollPosition } from './hooks';
export * from './components/Button';
export * from './components/Spinner';
export * from './components/TextField';
export * from './components/Form';
export * from './components/Dialog';
export * from './components/AlertDialog';
export * from './components/Toast';
export * from './components/AppShell';
export * from './components/Badge';
export * from './components/Card';
export * from './components/Layout';
export * from './components/EmptyState';
export * from './components/LoadingScreen';
export * from './formatters';
