import type { ReactNode } from 'react';
import type { StatusTone } from '../../theme/tokens';
import { toneClass } from '../../styles/tone.css';
import { isolate } from '../../bidi';
import { cx } from '../../styles/cx';
import { Icon, type IconName } from '../../icons';
import * as styles from './Alert.css';

export const alertTones = [
  'critical',
  'caution',
  'positive',
  'info',
  'neutral',
] as const satisfies readonly StatusTone[];
export type AlertTone = (typeof alertTones)[number];

const iconOf: Record<AlertTone, IconName> = {
  critical: 'alert',
  caution: 'alert',
  positive: 'check',
  info: 'info',
  neutral: 'info',
};

/**
 * How assistive tech hears the message: `alert` interrupts (a failed form), `status` waits its turn (a saved
 * form, a hint that appeared), `note` is static advice that is read with the page.
 */
export type AlertRole = 'alert' | 'status' | 'note';

export interface AlertProps {
  tone?: AlertTone;
  /** Default: `alert` for critical, `status` for the other tones. */
  role?: AlertRole;
  /** A short bold line above the message. */
  title?: ReactNode;
  /** A button or link at the inline end ("Try again", "Buy TAT"). */
  action?: ReactNode;
  /** Replaces the tone's icon; `null` shows none. */
  icon?: ReactNode;
  id?: string;
  className?: string;
  'data-testid'?: string;
  children?: ReactNode;
}

/** An inline message in the flow of a page or form: an error, a warning, a success or a hint. */
export function Alert({
  tone = 'critical',
  role = tone === 'critical' ? 'alert' : 'status',
  title,
  action,
  icon,
  id,
  className,
  children,
  ...rest
}: AlertProps) {
  const shownIcon = icon === undefined ? <Icon name={iconOf[tone]} size={18} /> : icon;
  return (
    <div
      id={id}
      role={role}
      data-tone={tone}
      className={cx(toneClass[tone], styles.root, className)}
      data-testid={rest['data-testid']}
    >
      {shownIcon ? (
        <span className={styles.icon} aria-hidden="true">
          {shownIcon}
        </span>
      ) : null}
      <div className={styles.content}>
        {title ? <strong className={styles.title}>{isolate(title)}</strong> : null}
        {children ? <div>{isolate(children)}</div> : null}
      </div>
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
