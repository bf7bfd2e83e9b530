export { useIsNarrow } from './useIsNarrow';
export { useMediaQuery } from './useMediaQuery';
export { useScrollPosition } from './useScrollPosition';
