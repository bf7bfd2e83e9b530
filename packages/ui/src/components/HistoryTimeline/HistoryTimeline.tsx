import type { Key } from 'react-aria-components';
import { useDateFormatter } from 'react-aria';
import { Icon } from '../../icons';
import { visuallyHidden } from '../../styles/focus.css';
import { Skeleton } from '../Skeleton';
import * as styles from './HistoryTimeline.css';

export interface HistoryEntry {
  id: Key;
  /** The previous status label; none for the first entry (the application arriving). */
  from?: string | null;
  to: string;
  /** Who made the change. */
  by: string;
  /** A Date is formatted in the app's locale; a string is shown as given (already formatted). */
  at: Date | string;
  note?: string | null;
}

const defaultLabels = {
  /** Read by screen readers instead of the arrow between the two labels. */
  change: (from: string, to: string) => `${from} to ${to}`,
  by: (who: string) => `by ${who}`,
  empty: 'No status changes yet',
  loading: 'Loading history',
};
export type HistoryTimelineLabels = typeof defaultLabels;

export interface HistoryTimelineProps {
  /** The list's accessible name ("Status history"). */
  label: string;
  /** In the order to show them (the API sends oldest first). */
  entries: readonly HistoryEntry[];
  isLoading?: boolean;
  labels?: Partial<HistoryTimelineLabels>;
  /** How Date values are written; date and time by default. */
  dateFormat?: Intl.DateTimeFormatOptions;
}

const defaultDateFormat: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/** The status changes of an application as an ordered list: from -> to, who, when and an optional note. */
export function HistoryTimeline({
  label,
  entries,
  isLoading = false,
  labels: overrides,
  dateFormat = defaultDateFormat,
}: HistoryTimelineProps) {
  const labels = { ...defaultLabels, ...overrides };
  const formatter = useDateFormatter(dateFormat);

  if (isLoading) {
    return (
      <div role="status" aria-label={labels.loading} aria-busy="true">
        <Skeleton lines={4} />
      </div>
    );
  }
  if (entries.length === 0) return <p className={styles.empty}>{labels.empty}</p>;

  return (
    <ol aria-label={label} className={styles.list}>
      {entries.map((entry) => (
        <li key={entry.id} className={styles.entry}>
          <span className={styles.marker} aria-hidden="true" />
          <p className={styles.change}>
            {entry.from ? (
              <>
                <span className={visuallyHidden}>{labels.change(entry.from, entry.to)}</span>
                <span aria-hidden="true">{entry.from}</span>
                <Icon name="chevronEnd" size={14} className={styles.arrow} />
                <span aria-hidden="true">{entry.to}</span>
              </>
            ) : (
              entry.to
            )}
          </p>
          <p className={styles.meta}>
            {labels.by(entry.by)}
            {' · '}
            {entry.at instanceof Date ? (
              <time dateTime={entry.at.toISOString()}>{formatter.format(entry.at)}</time>
            ) : (
              entry.at
            )}
          </p>
          {entry.note ? <p className={styles.note}>{entry.note}</p> : null}
        </li>
      ))}
    </ol>
  );
}
