import { Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { cx } from '../../styles/cx';
import * as popover from '../../styles/popover.css';
import { Icon } from '../../icons';
import { Badge } from '../Badge';
import { Button } from '../Button';
import type { JobNotification } from './notifications';
import * as styles from './TopBar.css';

export interface NotificationBellProps {
  notifications: readonly JobNotification[];
  /** Called with the clicked entry; the caller removes it and opens the job's received profiles. */
  onOpen: (entry: JobNotification) => void;
  label?: string;
  emptyText?: string;
  /** "{count} profiles" under each message. */
  formatCount?: (count: number) => string;
}

/** A bell with the number of jobs that received profiles; the list shows one entry per job. */
export function NotificationBell({
  notifications,
  onOpen,
  label = 'Notifications',
  emptyText = 'No new notifications',
  formatCount = (count) => (count === 1 ? '1 profile received' : `${count} profiles received`),
}: NotificationBellProps) {
  const count = notifications.length;
  return (
    <MenuTrigger>
      <span className={styles.bellWrap}>
        <Button variant="ghost" tone="neutral" aria-label={count ? `${label} (${count})` : label}>
          <Icon name="bell" />
        </Button>
        {count ? (
          <Badge tone="critical" variant="solid" className={styles.bellCount}>
            {count > 99 ? '99+' : count}
          </Badge>
        ) : null}
      </span>
      <Popover placement="bottom end" className={cx(popover.popover, styles.notificationPanel)}>
        <div className={styles.notificationHeader} aria-hidden="true">
          <span>{label}</span>
          {count ? <Badge tone="accent">{count}</Badge> : null}
        </div>
        <Menu
          aria-label={label}
          items={notifications.map((entry) => ({ ...entry, id: String(entry.job_id) }))}
          onAction={(id) => {
            const entry = notifications.find((n) => String(n.job_id) === String(id));
            if (entry) onOpen(entry);
          }}
          renderEmptyState={() => <div className={styles.empty}>{emptyText}</div>}
          className={popover.listBox}
        >
          {(entry) => (
            <MenuItem
              id={entry.id}
              textValue={entry.message}
              className={cx(popover.option, styles.notificationItem)}
            >
              <span>{entry.message}</span>
              <span className={styles.notificationMeta}>{formatCount(entry.seekersIds.length)}</span>
            </MenuItem>
          )}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
