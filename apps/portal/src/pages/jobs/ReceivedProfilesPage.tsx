/**
 * /jobs/reveived/profiles/:uid (the bell opens it): the profiles received for one job
 * (`job_applied_listing`), each linking to its application; a row's Message, or Message selected, e-mails
 * or texts the candidates about this job (issue 18).
 */
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { firstErrorMessage, useEndpoint } from '@talent/api/client';
import type { Application } from '@talent/api/contract';
import { Card, DataTable, Inline, Stack, type DataTableColumn } from '@talent/ui';
import { usePagedEndpoint } from '../../app/usePagedEndpoint';
import { tableLabels } from '../common/tableLabels';
import { useFormats } from '../common/useFormats';
import { ApplicationStatusCell } from './StatusCell';
import { useMessageApplicants } from '../messaging/useSendMessage';

export default function ReceivedProfilesPage() {
  const { t } = useTranslation();
  const formats = useFormats();
  const id = Number(useParams().uid);
  const job = useEndpoint('getJob', { params: { id } }, { revalidateOnFocus: false });
  const list = usePagedEndpoint('jobAppliedListing', {
    params: { id },
    errorText: (error) => firstErrorMessage(error, t('Something went wrong')),
  });
  const message = useMessageApplicants(list);
  const columns: DataTableColumn<Application>[] = [
    {
      id: 'name',
      header: t('Full Name'),
      isRowHeader: true,
      cell: (a) => <Link to={`/job_application?application=${a.id}`}>{a.full_name}</Link>,
    },
    { id: 'title', header: t('Job Title'), cell: (a) => a.job_title_of_candidate ?? '—' },
    {
      id: 'location',
      header: t('Location'),
      cell: (a) => [a.city, a.state].filter(Boolean).join(', ') || '—',
    },
    { id: 'status', header: t('Status'), cell: (a) => <ApplicationStatusCell status={a.status} /> },
    { id: 'applied', header: t('Applied On'), cell: (a) => formats.date(a.created_at) },
    { id: 'actions', header: t('Actions'), align: 'end', cell: (a) => message.button(a) },
  ];
  return (
    <Stack gap="large">
      <Inline justify="between" wrap>
        <h1>{t('Received Profiles')}</h1>
        <Link to={`/view-job/${id}?tab=pipeline`}>{t('Open the pipeline')}</Link>
      </Inline>
      <Card title={job.data?.title ?? (job.error ? t('Job') : t('Loading'))}>
        <DataTable
          emptyKind="people"
          label={t('Received Profiles')}
          columns={columns}
          getRowId={(a) => a.id}
          {...list.props}
          isSelectable
          bulkAction={message.bulkAction}
          emptyTitle={t('No profiles received yet')}
          emptyDescription={t('Applications to this job show here.')}
          labels={tableLabels(t)}
        />
      </Card>
      {message.dialog}
    </Stack>
  );
}
