import { ProgressBar } from 'react-aria-components';
import { cx } from '../../styles/cx';
import * as styles from './Spinner.css';

export const spinnerSizes = ['sm', 'md', 'lg'] as const;

export interface SpinnerProps {
  /** Read by screen readers; default "Loading". */
  label?: string;
  size?: (typeof spinnerSizes)[number];
  className?: string;
}

/** An indeterminate progress indicator (role progressbar) in the current text colour. */
export function Spinner({ label = 'Loading', size = 'md', className }: SpinnerProps) {
  return (
    <ProgressBar isIndeterminate aria-label={label} className={cx(styles.root, className)}>
      <svg viewBox="0 0 24 24" fill="none" className={cx(styles.svg, styles.size[size])} aria-hidden="true">
        <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
        <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
    </ProgressBar>
  );
}
