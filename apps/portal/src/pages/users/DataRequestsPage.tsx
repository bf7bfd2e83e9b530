/**
 * /data_requests (issue 44 part A; admin): every request of the people in the resumes (access, correction,
 * withdrawal, consent, erasure) with its state and dates, newest first. Read-only; the audit log has them too.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DATA_REQUEST_KINDS, type DataRequest, type DataRequestKind } from '@talent/api/contract';
import { firstErrorMessage } from '@talent/api/client';
import { Card, DataTable, Select, Stack, type DataTableColumn } from '@talent/ui';
import { usePagedEndpoint } from '../../app/usePagedEndpoint';
import { tableLabels } from '../common/tableLabels';
import { useFormats } from '../common/useFormats';
import { RequireUserAdmin } from './RequireUserAdmin';

const ALL = 'all';

export default function DataRequestsPage() {
  return (
    <RequireUserAdmin>
      <DataRequests />
    </RequireUserAdmin>
  );
}

function DataRequests() {
  const { t } = useTranslation();
  const fmt = useFormats();
  const [kind, setKind] = useState<string>(ALL);
  const list = usePagedEndpoint('dataRequests', {
    query: kind !== ALL ? { kind: kind as DataRequestKind } : {},
    errorText: (error) => firstErrorMessage(error, t('Something went wrong')),
  });
  const columns: DataTableColumn<DataRequest>[] = [
    { id: 'created', header: t('Asked'), isRowHeader: true, cell: (r) => fmt.dateTime(r.created_at) },
    { id: 'kind', header: t('Request'), cell: (r) => t(r.kind) },
    { id: 'address', header: t('Address'), cell: (r) => r.address },
    { id: 'profile', header: t('Profile'), cell: (r) => (r.profile_id ? `#${r.profile_id}` : '—') },
    { id: 'state', header: t('State'), cell: (r) => t(r.state) },
    { id: 'completed', header: t('Completed'), cell: (r) => fmt.dateTime(r.completed_at) },
    { id: 'details', header: t('Details'), cell: (r) => r.details ?? '—' },
  ];
  return (
    <Stack gap="large">
      <h1>{t('Data requests')}</h1>
      <Card>
        <Stack gap="medium">
          <Select
            label={t('Request')}
            options={[
              { id: ALL, label: t('All requests') },
              ...DATA_REQUEST_KINDS.map((k) => ({ id: k, label: t(k) })),
            ]}
            selectedKey={kind}
            onSelectionChange={(k) => setKind(String(k))}
          />
          <DataTable
            label={t('Data requests')}
            columns={columns}
            getRowId={(r) => r.id}
            {...list.props}
            emptyTitle={t('No requests yet')}
            emptyDescription={t('Requests made on /my-data appear here.')}
            labels={tableLabels(t)}
          />
        </Stack>
      </Card>
    </Stack>
  );
}
