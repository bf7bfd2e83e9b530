import type { ReactNode } from 'react';
import { useNumberFormatter } from 'react-aria';
import { visuallyHidden } from '../../styles/focus.css';
import type { Tone } from '../../theme/tokens';
import { toneClass } from '../../styles/tone.css';
import { isolate } from '../../bidi';
import { cx } from '../../styles/cx';
import { formatCount } from '../../formatters/formatters';
import { Skeleton } from '../Skeleton';
import * as styles from './StatCard.css';

export interface StatCardProps {
  /** What is counted, e.g. "Talent Access Token". */
  title: string;
  /** A number is shown with formatCount (1.0k over 999); a string as it is. */
  value: number | string;
  /** Unit after the value, e.g. "TAT". */
  unit?: string;
  icon?: ReactNode;
  tone?: Tone;
  /** A line under the title (change, period). */
  caption?: ReactNode;
  isLoading?: boolean;
  className?: string;
}

/** One statistic (token statistics of spec 000 section 3): value, title, icon in a tone. */
export function StatCard({
  title,
  value,
  unit,
  icon,
  tone = 'accent',
  caption,
  isLoading,
  className,
}: StatCardProps) {
  const exactFormatter = useNumberFormatter({ maximumFractionDigits: 2 });
  const shown = typeof value === 'number' ? formatCount(value) : value;
  const withUnit = (text: string) => (unit ? `${text} ${unit}` : text);
  // An abbreviated count ("15.3k") keeps its exact figure in a tooltip and for screen readers.
  const exact =
    typeof value === 'number' && shown !== String(value) ? withUnit(exactFormatter.format(value)) : null;
  return (
    <div className={cx(styles.card, toneClass[tone], className)} aria-busy={isLoading || undefined}>
      {icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <dl className={styles.text}>
        <dt className={styles.title}>{isolate(title)}</dt>
        <dd className={styles.value}>
          {isLoading ? (
            <Skeleton width={80} height={24} className={styles.valueSkeleton} />
          ) : exact ? (
            <>
              <span title={exact} aria-hidden="true">
                {isolate(withUnit(shown))}
              </span>
              <span className={visuallyHidden}>{exact}</span>
            </>
          ) : (
            isolate(withUnit(shown))
          )}
        </dd>
        {caption && !isLoading ? <dd className={styles.caption}>{isolate(caption)}</dd> : null}
      </dl>
    </div>
  );
}
