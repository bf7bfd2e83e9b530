import { useTranslation } from 'react-i18next';
import type { AuditEntryRow } from '@talent/api/contract';
import { DataTable, type DataTableColumn } from '@talent/ui';
import { tableLabels } from '../common/tableLabels';
import { useFormats } from '../common/useFormats';
import * as css from './users.css';

/** What an entry's details say, compactly ("unpublished_profiles: 2"). */
export function detailsText(details: AuditEntryRow['details']): string {
  if (!details) return '';
  return Object.entries(details)
    .map(([k, v]) => `${k}: ${typeof v === 'object' ? JSON.stringify(v) : String(v)}`)
    .join('; ');
}

export function auditColumns(t: (k: string) => string, fmt: ReturnType<typeof useFormats>) {
  const columns: DataTableColumn<AuditEntryRow>[] = [
    { id: 'when', header: t('When'), isRowHeader: true, cell: (e) => fmt.dateTime(e.created_at) },
    { id: 'action', header: t('Action'), cell: (e) => e.action },
    {
      id: 'actor',
      header: t('Actor'),
      cell: (e) => e.actor_name ?? (e.actor_id ? `#${e.actor_id}` : t('System')),
    },
    { id: 'target', header: t('Target'), cell: (e) => e.target_name ?? e.subject ?? '—' },
    { id: 'reason', header: t('Reason'), cell: (e) => e.reason ?? '—' },
    {
      id: 'details',
      header: t('Details'),
      cell: (e) => <p className={css.details}>{detailsText(e.details)}</p>,
    },
    { id: 'ip', header: t('IP'), cell: (e) => e.ip ?? '—' },
  ];
  return columns;
}

/** A short, unpaged trail (the user view's newest entries). */
export function AuditTable({ rows, label }: { rows: AuditEntryRow[]; label: string }) {
  const { t } = useTranslation();
  const fmt = useFormats();
  return (
    <DataTable
      label={label}
      columns={auditColumns(t, fmt)}
      getRowId={(e) => e.id}
      rows={rows}
      totalCount={rows.length}
      page={1}
      onPageChange={() => undefined}
      pageSize={Math.max(rows.length, 1)}
      emptyTitle={t('Nothing recorded yet')}
      emptyDescription={t('Sign-ins and changes to this account appear here.')}
      labels={tableLabels(t)}
    />
  );
}
