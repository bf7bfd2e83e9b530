import type { ReactNode } from 'react';
import { ProgressBar } from 'react-aria-components';
import { cx } from '../../styles/cx';
import * as styles from './LoadingScreen.css';

export interface LoadingScreenProps {
  /** The product mark; a default glyph when absent. */
  logo?: ReactNode;
  /** Read by screen readers and shown under the logo (default "Loading..."). */
  label?: string;
  /** Cover the viewport (default true); false fills its container (e.g. a lazy route). */
  isFullScreen?: boolean;
  className?: string;
}

export const defaultLogo = (
  <svg width="40" height="40" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
    <rect x="4" y="4" width="32" height="32" rx="9" fill="currentColor" opacity="0.18" />
    <path d="M12 14h16M20 14v14" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
  </svg>
);

/** The logo with a pulse and an orbiting ring; still under prefers-reduced-motion. */
export function LoadingScreen({
  logo = defaultLogo,
  label = 'Loading...',
  isFullScreen = true,
  className,
}: LoadingScreenProps) {
  return (
    <ProgressBar
      isIndeterminate
      aria-label={label}
      className={cx(styles.root, isFullScreen && styles.fullScreen, className)}
    >
      <div className={styles.mark}>
        <div className={styles.ring} />
        <div className={styles.logo}>{logo}</div>
      </div>
      <span className={styles.label} aria-hidden="true">
        {label}
      </span>
    </ProgressBar>
  );
}
