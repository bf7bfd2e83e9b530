export { SCROLL_TO_TOP_THRESHOLD, ScrollToTop, type ScrollToTopProps } from './ScrollToTop';
