export { useElementWidth } from './useElementWidth';
export { useMediaQuery } from './useMediaQuery';
export { useScrollPosition } from './useScrollPosition';
