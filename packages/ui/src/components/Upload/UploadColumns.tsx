import type { ReactNode } from 'react';
import { ProgressBar } from 'react-aria-components';
import { cx } from '../../styles/cx';
import { formatFileSize } from '../../formatters/formatters';
import { Icon } from '../../icons';
import { Badge } from '../Badge';
import { Button, LinkButton } from '../Button';
import { EmptyState, type EmptyKind } from '../EmptyState';
import * as styles from './Upload.css';

/** Upload item states of spec 000 section 4: parsing, uploading with percent, then uploaded or rejected. */
export const uploadStatuses = ['pending', 'parsing', 'uploading', 'uploaded', 'rejected'] as const;
export type UploadStatus = (typeof uploadStatuses)[number];

export interface UploadItem {
  id: string;
  name: string;
  /** Bytes. */
  size?: number;
  status: UploadStatus;
  /** 0-100 while uploading. */
  progress?: number;
  /** Why it was rejected (shown under "Invalid File"). */
  message?: string;
  /** An e-mail message file with its .docx/.pdf attachments forms a group. */
  attachments?: readonly UploadItem[];
}

export interface UploadColumnsProps {
  items: readonly UploadItem[];
  onClearRejected: () => void;
  /** Files waiting beyond this round; with onUploadMore, the "Upload More" button shows. */
  waitingCount?: number;
  onUploadMore?: () => void;
  recentUploadsHref?: string;
  labels?: Partial<typeof defaultLabels>;
}

const defaultLabels = {
  pending: 'Pending',
  rejected: 'Rejected',
  uploaded: 'Uploaded',
  checking: 'File Information Checking...',
  uploading: 'Uploading',
  processing: 'Processing...',
  waiting: 'Waiting',
  done: 'File Uploaded',
  invalid: 'Invalid File',
  clearAll: 'Clear All',
  uploadMore: 'Upload More',
  recentUploads: 'Recent Uploads',
  empty: 'Nothing here yet',
  attachments: 'Attachments',
};

type Labels = typeof defaultLabels;

function StatusLine({ item, labels }: { item: UploadItem; labels: Labels }) {
  switch (item.status) {
    case 'pending':
      return <span className={styles.itemStatus}>{labels.waiting}</span>;
    case 'parsing':
      return <span className={styles.itemStatus}>{labels.checking}</span>;
    case 'uploading': {
      // The label and the bar read one value (the bar has no width animation to lag behind the label).
      // Once every byte is sent the server still reads the file: "Processing...", the bar full and busy.
      const sent = Math.min(100, Math.max(0, Math.round(item.progress ?? 0)));
      const processing = sent >= 100;
      return (
        <ProgressBar
          value={sent}
          isIndeterminate={processing}
          aria-label={`${processing ? labels.processing : labels.uploading} ${item.name}`}
        >
          {({ percentage, valueText }) => (
            <>
              <span className={styles.itemStatus} data-testid="upload-progress-label">
                {processing ? labels.processing : `${labels.uploading} ${valueText ?? `${sent}%`}`}
              </span>
              <div className={styles.progressTrack}>
                <div
                  className={cx(styles.progressFill, processing && styles.progressBusy)}
                  data-testid="upload-progress-fill"
                  style={{ inlineSize: `${processing ? 100 : (percentage ?? sent)}%` }}
                />
              </div>
            </>
          )}
        </ProgressBar>
      );
    }
    case 'uploaded':
      return (
        <span className={cx(styles.itemStatus, styles.statusPositive)}>
          <Icon name="check" size={14} /> {labels.done}
        </span>
      );
    case 'rejected':
      return (
        <span className={cx(styles.itemStatus, styles.statusCritical)}>
          <strong>{labels.invalid}</strong>
          {item.message ? `: ${item.message}` : null}
        </span>
      );
  }
}

function ItemCard({ item, labels }: { item: UploadItem; labels: Labels }) {
  return (
    <li
      className={cx(styles.item, item.status === 'rejected' && styles.itemInvalid)}
      data-status={item.status}
    >
      <div className={styles.itemRow}>
        <Icon name="file" size={18} />
        <span className={styles.itemName} title={item.name}>
          {item.name}
        </span>
        {item.size !== undefined ? (
          <span className={styles.itemSize}>{formatFileSize(item.size)}</span>
        ) : null}
      </div>
      <StatusLine item={item} labels={labels} />
      {item.attachments?.length ? (
        <ul className={styles.attachments} aria-label={`${labels.attachments}: ${item.name}`}>
          {item.attachments.map((attachment) => (
            <li key={attachment.id} className={styles.itemRow}>
              <Icon name="file" size={14} />
              <span className={styles.itemName}>{attachment.name}</span>
              {attachment.size !== undefined ? (
                <span className={styles.itemSize}>{formatFileSize(attachment.size)}</span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

function Column({
  title,
  items,
  labels,
  tone,
  kind,
  action,
  footer,
}: {
  title: string;
  items: readonly UploadItem[];
  labels: Labels;
  tone: 'neutral' | 'critical' | 'positive';
  /** The empty column's picture. */
  kind: EmptyKind;
  action?: ReactNode;
  footer?: ReactNode;
}) {
  const headingId = `upload-column-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section className={styles.column} aria-labelledby={headingId}>
      <header className={styles.columnHeader}>
        <h2 id={headingId} className={styles.columnTitle}>
          {title}
          <Badge tone={tone} aria-label={`${items.length} files`}>
            {items.length}
          </Badge>
        </h2>
        {action}
      </header>
      {items.length ? (
        // A fixed-height list scrolls; it takes focus so keyboard users can scroll it.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        <ul className={styles.list} tabIndex={0} aria-label={title}>
          {items.map((item) => (
            <ItemCard key={item.id} item={item} labels={labels} />
          ))}
        </ul>
      ) : (
        <EmptyState title={labels.empty} kind={kind} headingLevel={3} />
      )}
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </section>
  );
}

/**
 * The three result columns of the upload screen: pending (parsing / uploading with progress),
 * rejected (red "Invalid File" items, Clear All) and uploaded ("File Uploaded").
 */
export function UploadColumns({
  items,
  onClearRejected,
  waitingCount = 0,
  onUploadMore,
  recentUploadsHref,
  labels: overrides,
}: UploadColumnsProps) {
  const labels = { ...defaultLabels, ...overrides };
  const pending = items.filter(
    (i) => i.status === 'pending' || i.status === 'parsing' || i.status === 'uploading',
  );
  const rejected = items.filter((i) => i.status === 'rejected');
  const uploaded = items.filter((i) => i.status === 'uploaded');
  return (
    <div className={styles.columns}>
      <Column
        title={labels.pending}
        items={pending}
        labels={labels}
        tone="neutral"
        kind="upload"
        footer={
          onUploadMore && waitingCount > 0 ? (
            <Button variant="soft" onPress={onUploadMore}>
              {labels.uploadMore} ({waitingCount})
            </Button>
          ) : null
        }
      />
      <Column
        title={labels.rejected}
        items={rejected}
        labels={labels}
        tone="critical"
        kind="done"
        action={
          rejected.length ? (
            <Button size="sm" variant="ghost" tone="critical" onPress={onClearRejected}>
              {labels.clearAll}
            </Button>
          ) : null
        }
      />
      <Column
        title={labels.uploaded}
        items={uploaded}
        labels={labels}
        tone="positive"
        kind="file"
        footer={
          recentUploadsHref ? (
            <LinkButton href={recentUploadsHref} variant="outline" tone="neutral" size="sm">
              {labels.recentUploads}
            </LinkButton>
          ) : null
        }
      />
    </div>
  );
}
