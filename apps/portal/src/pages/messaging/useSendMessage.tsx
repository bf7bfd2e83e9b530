/** "Message" on a row and "Message selected" on a table: both open the send dialog for those candidates. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Application } from '@talent/api/contract';
import { Button, type DataTableBulkAction } from '@talent/ui';
import { SendMessageDialog, type Recipient } from './SendMessageDialog';

interface Sending {
  recipients: Recipient[];
  jobId?: number;
}

/**
 * `rows` are the table's current page, `recipientOf` names a row's candidate, `jobOf` the job a row is
 * about: a message to rows of one job is about that job.
 */
export function useSendMessage<T>(options: {
  rows: readonly T[];
  idOf: (row: T) => string | number;
  recipientOf: (row: T) => Recipient;
  jobOf?: (row: T) => number | undefined;
  onSent?: () => void;
}) {
  const { t } = useTranslation();
  const [sending, setSending] = useState<Sending | null>(null);
  const { rows, idOf, recipientOf, jobOf, onSent } = options;

  const open = (chosen: readonly T[]) => {
    const jobs = new Set(chosen.map((row) => jobOf?.(row)));
    const [only] = [...jobs];
    setSending({ recipients: chosen.map(recipientOf), jobId: jobs.size === 1 ? only : undefined });
  };

  const bulkAction: DataTableBulkAction = {
    label: t('Message selected'),
    onAction: (keys) => {
      const chosen = rows.filter((row) => keys.includes(idOf(row)));
      if (chosen.length > 0) open(chosen);
    },
  };

  /** The row's own "Message" button. */
  const button = (row: T) => (
    <Button
      size="sm"
      variant="outline"
      aria-label={t('Message {{name}}', { name: recipientOf(row).name })}
      onPress={() => open([row])}
    >
      {t('Message')}
    </Button>
  );

  const dialog = (
    <SendMessageDialog
      recipients={sending?.recipients ?? null}
      jobId={sending?.jobId}
      onClose={(sent) => {
        setSending(null);
        if (sent) onSent?.();
      }}
    />
  );
  return { bulkAction, button, dialog };
}

/** Messaging applicants (/job_application, a job's received profiles): each row's candidate is its profile,
 * and a message to the applicants of one job is about that job. */
export function useMessageApplicants(list: { rows: readonly Application[]; clearSelection: () => void }) {
  return useSendMessage({
    rows: list.rows,
    idOf: (a) => a.id,
    recipientOf: (a) => ({ profileId: a.profile_id, name: a.full_name }),
    jobOf: (a) => a.job_id,
    onSent: list.clearSelection,
  });
}
