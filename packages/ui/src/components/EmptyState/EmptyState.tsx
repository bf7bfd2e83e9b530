import type { ReactNode } from 'react';
import { isolate } from '../../bidi';
import { cx } from '../../styles/cx';
import * as styles from './EmptyState.css';

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  /** Decorative picture above the title (hidden from assistive tech). */
  icon?: ReactNode;
  /** A call to action under the text. */
  action?: ReactNode;
  /** Level of the title's heading; `null` makes it plain text (inside a table, where a heading would break
   * the page's heading order). */
  headingLevel?: 2 | 3 | 4 | null;
  className?: string;
}

const defaultIcon = (
  <svg width="48" height="48" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5">
    <path d="M3 7h18M5 7l1 13h12l1-13M9 11h6M9 4h6" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

/** The message shown where a list or result has nothing in it. */
export function EmptyState({
  title,
  description,
  icon = defaultIcon,
  action,
  headingLevel = 3,
  className,
}: EmptyStateProps) {
  const Heading = headingLevel === null ? 'p' : (`h${headingLevel}` as const);
  return (
    <div className={cx(styles.root, className)}>
      <div className={styles.icon} aria-hidden="true">
        {icon}
      </div>
      <Heading className={styles.title}>{isolate(title)}</Heading>
      {description ? <p className={styles.description}>{isolate(description)}</p> : null}
      {action}
    </div>
  );
}
