import { cx } from '../../styles/cx';
import * as styles from './StarRating.css';

export const MAX_STARS = 5;

/** A 0-100 percentage as stars out of 5, to half a star: 70 -> 3.5. Out-of-range values are clamped. */
export function percentToStars(percent: number): number {
  const clamped = Math.min(100, Math.max(0, Number.isFinite(percent) ? percent : 0));
  return Math.round((clamped / 100) * MAX_STARS * 2) / 2;
}

export interface StarRatingProps {
  /** resume_rating, 0 to 100 (spec 000 section 3). */
  percent: number;
  /** Show the number next to the stars. */
  showValue?: boolean;
  size?: number;
  className?: string;
}

function Star({ size }: { size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
      <path d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z" />
    </svg>
  );
}

/** Read-only stars for a percentage (role img, e.g. "Rating 3.5 out of 5"). */
export function StarRating({ percent, showValue, size = 16, className }: StarRatingProps) {
  const stars = percentToStars(percent);
  const row = Array.from({ length: MAX_STARS }, (_, i) => <Star key={i} size={size} />);
  return (
    <span
      className={cx(styles.root, className)}
      role="img"
      aria-label={`Rating ${stars} out of ${MAX_STARS}`}
    >
      <span className={styles.stars}>
        <span className={cx(styles.layer, styles.empty)}>{row}</span>
        <span
          className={cx(styles.layer, styles.filled)}
          style={{ inlineSize: `${(stars / MAX_STARS) * 100}%` }}
        >
          {row}
        </span>
      </span>
      {showValue ? (
        <span className={styles.value} aria-hidden="true">
          {stars.toFixed(1)}
        </span>
      ) : null}
    </span>
  );
}
