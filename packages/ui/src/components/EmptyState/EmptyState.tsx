import type { ReactNode } from 'react';
import { isolate } from '../../bidi';
import { cx } from '../../styles/cx';
import * as styles from './EmptyState.css';

/**
 * Pictures for what is empty (issue 25: one trash can for every empty state read as "deleted"). Stroke
 * paths on a 24 px grid; `empty` is an open tray.
 */
const PICTURES = {
  empty: 'M3 13h5l1.5 3h5L16 13h5M5.5 5h13L21 13v6a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1v-6z',
  search: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM20 20l-4-4M8.5 11h5',
  file: 'M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8zM14 3v5h5M9 13h6M9 17h4',
  upload: 'M12 16V4M7 9l5-5 5 5M4 16v3a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-3',
  people: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21a7 7 0 0 1 14 0M17 4a4 4 0 0 1 0 7M22 21a7 7 0 0 0-4-6.3',
  money:
    'M12 8c4.4 0 8-1.3 8-3s-3.6-3-8-3-8 1.3-8 3 3.6 3 8 3zM4 5v6c0 1.7 3.6 3 8 3s8-1.3 8-3V5M4 11v6c0 1.7 3.6 3 8 3s8-1.3 8-3v-6',
  jobs: 'M4 7h16a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1zM9 7V5a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v2M3 13h18',
  projects: 'M3 6a1 1 0 0 1 1-1h5l2 2h9a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1z',
  messages: 'M4 5h16a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zM3 7l9 6 9-6',
  plans: 'M3 12V4a1 1 0 0 1 1-1h8l9 9-9 9zM8 8h.01',
  done: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM8 12l3 3 5-6',
  soon: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 2',
  locked: 'M6 11h12v10H6zM8 11V7a4 4 0 0 1 8 0v4',
  error: 'M12 3l10 18H2zM12 10v5M12 18v.01',
} as const;
export type EmptyKind = keyof typeof PICTURES;
export const emptyKinds = Object.keys(PICTURES) as EmptyKind[];

function Picture({ kind }: { kind: EmptyKind }) {
  return (
    <svg
      width="48"
      height="48"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      data-kind={kind}
    >
      <path d={PICTURES[kind]} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  /** What is empty, for the picture above the title (default: an open tray). */
  kind?: EmptyKind;
  /** A picture of your own instead of `kind`'s (hidden from assistive tech). */
  icon?: ReactNode;
  /** A call to action under the text. */
  action?: ReactNode;
  /** Level of the title's heading; `null` makes it plain text (inside a table, where a heading would break
   * the page's heading order). */
  headingLevel?: 2 | 3 | 4 | null;
  className?: string;
}

/** The message shown where a list or result has nothing in it. */
export function EmptyState({
  title,
  description,
  kind = 'empty',
  icon,
  action,
  headingLevel = 3,
  className,
}: EmptyStateProps) {
  const Heading = headingLevel === null ? 'p' : (`h${headingLevel}` as const);
  return (
    <div className={cx(styles.root, className)}>
      <div className={styles.icon} aria-hidden="true">
        {icon ?? <Picture kind={kind} />}
      </div>
      <Heading className={styles.title}>{isolate(title)}</Heading>
      {description ? <p className={styles.description}>{isolate(description)}</p> : null}
      {action}
    </div>
  );
}
