import type { CSSProperties } from 'react';
import { cx } from '../../styles/cx';
import * as styles from './Skeleton.css';

export interface SkeletonProps {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  /** Rounded to a circle (avatars). */
  isCircle?: boolean;
  /** Several text lines; the last one shorter. */
  lines?: number;
  className?: string;
}

/**
 * A placeholder shape while content loads. Decorative: the loading container carries
 * `aria-busy` and a label, not each shape.
 */
export function Skeleton({ width = '100%', height = 14, isCircle, lines, className }: SkeletonProps) {
  if (lines && lines > 1) {
    return (
      <span className={cx(styles.lines, className)} aria-hidden="true">
        {Array.from({ length: lines }, (_, i) => (
          <span
            key={i}
            className={styles.skeleton}
            style={{ width: i === lines - 1 ? '60%' : width, height }}
          />
        ))}
      </span>
    );
  }
  return (
    <span
      aria-hidden="true"
      className={cx(styles.skeleton, className)}
      style={{ width, height, borderRadius: isCircle ? '50%' : undefined }}
    />
  );
}
