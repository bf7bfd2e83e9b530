/** An application's status history, oldest first: the design system's HistoryTimeline with the spec's labels. */
import { useTranslation } from 'react-i18next';
import type { StatusChange } from '@talent/api/contract';
import { HistoryTimeline } from '@talent/ui';
import { applicationLabel } from './labels';

export function History({ changes }: { changes: readonly StatusChange[] }) {
  const { t } = useTranslation();
  return (
    <HistoryTimeline
      label={t('Status history')}
      entries={changes.map((change) => ({
        id: change.id,
        from: change.from_status === null ? null : applicationLabel(t, change.from_status),
        to: applicationLabel(t, change.to_status),
        by: change.changed_by_name,
        at: new Date(change.created_at),
        note: change.note,
      }))}
      labels={{
        change: (from, to) => t('{{from}} to {{to}}', { from, to }),
        by: (name) => t('by {{name}}', { name }),
        empty: t('No changes yet.'),
        loading: t('Loading history'),
      }}
    />
  );
}
