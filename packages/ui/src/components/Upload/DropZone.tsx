import { useState, type ReactNode } from 'react';
import {
  DropZone as RACDropZone,
  FileTrigger,
  Text,
  type DropZoneProps as RACDropZoneProps,
  type FileDropItem,
} from 'react-aria-components';

type DropEvent = Parameters<NonNullable<RACDropZoneProps['onDrop']>>[0];
import { Icon } from '../../icons';
import { AlertDialog } from '../AlertDialog';
import { Button, LinkButton } from '../Button';
import { splitDrop, type DropResult } from './files';
import * as styles from './Upload.css';

export interface DropZoneProps {
  /** Accepted extensions and MIME types, e.g. ['.pdf', '.docx', '.msg', 'image/*']. */
  accept: readonly string[];
  /** Called with the split of each drop or pick (nothing is called when the per-drop limit is exceeded). */
  onFiles: (result: Omit<DropResult<File>, 'isOverLimit'>) => void;
  /** Slots left in this round (the app passes its batch limit less the files in work). */
  freeSlots: number;
  /** The most files one drop may hold (the app's rule); more opens the limit dialog. */
  maxPerDrop: number;
  /** Where the Recent Uploads button goes (job seekers /my_upload_resume, others /non-public-resume). */
  recentUploadsHref?: string;
  isDisabled?: boolean;
  hint?: ReactNode;
  labels?: Partial<typeof defaultLabels>;
}

const defaultLabels = {
  title: 'Drop files here or click Upload',
  upload: 'Upload',
  recentUploads: 'Recent Uploads',
  limitTitle: 'Upload Limit Exceeded',
  limitMessage: 'Please upload a maximum of 5 files at a time',
  dropLabel: 'Drop resumes to upload',
};

/**
 * The drop zone of the upload screen: drag and drop or the Upload button, accepted types only, at
 * most 5 files per drop ("Upload Limit Exceeded" dialog), and only the free slots of the round taken.
 */
export function DropZone({
  accept,
  onFiles,
  freeSlots,
  maxPerDrop,
  recentUploadsHref,
  isDisabled,
  hint,
  labels: overrides,
}: DropZoneProps) {
  const labels = { ...defaultLabels, ...overrides };
  const [isLimitOpen, setLimitOpen] = useState(false);

  const take = (files: File[]) => {
    if (files.length === 0) return;
    const { isOverLimit, ...result } = splitDrop(files, { accept, freeSlots, maxPerDrop });
    if (isOverLimit) setLimitOpen(true);
    else onFiles(result);
  };

  const onDrop = async (event: DropEvent) => {
    const items = event.items.filter((item): item is FileDropItem => item.kind === 'file');
    take(await Promise.all(items.map((item) => item.getFile())));
  };

  return (
    <>
      <RACDropZone
        className={styles.dropZone}
        // A file the browser cannot read rejects getFile(); RAC has no error channel for a drop, so that
        // surfaces as an unhandled rejection in the console and the drop adds nothing.
        onDrop={(event) => void onDrop(event)}
        isDisabled={isDisabled}
        aria-label={labels.dropLabel}
      >
        <span className={styles.dropIcon}>
          <Icon name="upload" size={40} />
        </span>
        <Text slot="label" className={styles.dropTitle}>
          {labels.title}
        </Text>
        {hint ? <p className={styles.dropHint}>{hint}</p> : null}
        <div className={styles.dropActions}>
          <FileTrigger
            allowsMultiple
            acceptedFileTypes={[...accept]}
            onSelect={(list) => list && take(Array.from(list))}
          >
            <Button isDisabled={isDisabled}>
              <Icon name="upload" size={16} />
              {labels.upload}
            </Button>
          </FileTrigger>
          {recentUploadsHref ? (
            <LinkButton href={recentUploadsHref} variant="outline" tone="neutral">
              {labels.recentUploads}
            </LinkButton>
          ) : null}
        </div>
      </RACDropZone>
      <AlertDialog title={labels.limitTitle} isOpen={isLimitOpen} onOpenChange={setLimitOpen} tone="caution">
        {labels.limitMessage}
      </AlertDialog>
    </>
  );
}
