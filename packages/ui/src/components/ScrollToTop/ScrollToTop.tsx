import { useScrollPosition } from '../../hooks/useScrollPosition';
import { Icon } from '../../icons';
import { Button } from '../Button';
import * as styles from './ScrollToTop.css';

/** Spec 000 section 9: the button appears after a 300 px scroll. */
export const SCROLL_TO_TOP_THRESHOLD = 300;

export interface ScrollToTopProps {
  threshold?: number;
  label?: string;
}

/** A floating button that scrolls the window back to the top once the page is scrolled far enough. */
export function ScrollToTop({
  threshold = SCROLL_TO_TOP_THRESHOLD,
  label = 'Scroll to top',
}: ScrollToTopProps) {
  const y = useScrollPosition();
  if (y <= threshold) return null;
  return (
    <Button
      className={styles.button}
      aria-label={label}
      onPress={() => {
        const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
      }}
    >
      <Icon name="arrowUp" />
    </Button>
  );
}
