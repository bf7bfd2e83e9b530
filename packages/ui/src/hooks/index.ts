export { useMediaQuery } from './useMediaQuery';
export { useScrollPosition } from './useScrollPosition';
