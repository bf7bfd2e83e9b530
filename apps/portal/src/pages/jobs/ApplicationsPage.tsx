/**
 * /job_application: every application to my jobs (`job_application`), searched by name or title, filtered
 * by job and status; the status moves in place (legal moves only), and a row opens the application
 * (candidate details and history). `?application=ID` opens that application (the pipeline links here).
 * A row's Message, or Message selected, e-mails or texts the candidates (issue 18).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { firstErrorMessage, useEndpoint } from '@talent/api/client';
import type { Application } from '@talent/api/contract';
import { APPLICATION_STATUS_CODES, type ApplicationStatus } from '@talent/api/rules';
import { ActionMenu, Button, Card, DataTable, Inline, Select, Stack, type DataTableColumn } from '@talent/ui';
import { usePagedEndpoint } from '../../app/usePagedEndpoint';
import { tableLabels } from '../common/tableLabels';
import { useFormats } from '../common/useFormats';
import { ApplicationDialog } from './ApplicationDialog';
import { ClientAnswerBadge, useClientShares } from './ClientReview';
import { ApplicationStatusCell } from './StatusCell';
import { applicationMoveItems, useMoveApplication } from './applicationActions';
import { applicationLabel } from './labels';
import { useMessageApplicants } from '../messaging/useSendMessage';

const ALL = '__all__';

export default function ApplicationsPage() {
  const { t } = useTranslation();
  const formats = useFormats();
  const [search, setSearch] = useSearchParams();
  const [jobId, setJobId] = useState<number | undefined>();
  const [status, setStatus] = useState<ApplicationStatus | undefined>();
  const jobs = useEndpoint('jobList', { query: { limit: 100, offset: 0 } }, { revalidateOnFocus: false });
  const list = usePagedEndpoint('jobApplications', {
    query: { job_id: jobId, status },
    errorText: (error) => firstErrorMessage(error, t('Something went wrong')),
  });
  const move = useMoveApplication();
  // Issue 43: the client's answer on each shared candidate (the job's shares, or my latest ones).
  const shares = useClientShares(jobId);
  const message = useMessageApplicants(list);
  const opened = Number(search.get('application')) || null;
  const open = (id: number | null) =>
    setSearch(id === null ? {} : { application: String(id) }, { replace: id === null });

  const columns: DataTableColumn<Application>[] = [
    {
      id: 'name',
      header: t('Full Name'),
      isRowHeader: true,
      cell: (a) => (
        <Button variant="ghost" size="sm" onPress={() => open(a.id)}>
          {a.full_name}
        </Button>
      ),
    },
    { id: 'job', header: t('Job'), cell: (a) => a.job_title },
    { id: 'status', header: t('Status'), cell: (a) => <ApplicationStatusCell status={a.status} /> },
    {
      id: 'client',
      header: t('Client'),
      cell: (a) => {
        const share = shares.byApplication.get(a.id);
        return share ? <ClientAnswerBadge share={share} /> : '—';
      },
    },
    { id: 'applied', header: t('Applied On'), cell: (a) => formats.date(a.created_at) },
    {
      id: 'actions',
      header: t('Actions'),
      align: 'end',
      cell: (a) => (
        <Inline gap="small" justify="end">
          {a.next_statuses.length > 0 ? (
            <ActionMenu
              label={t('Move {{name}} to', { name: a.full_name })}
              trigger={t('Move to')}
              triggerProps={{ size: 'sm', variant: 'outline' }}
              items={applicationMoveItems(t, a)}
              onAction={(to) => void move(a, Number(to) as ApplicationStatus)}
            />
          ) : null}
          {message.button(a)}
          <Button
            size="sm"
            variant="soft"
            tone="neutral"
            aria-label={t('History of {{name}}', { name: a.full_name })}
            onPress={() => open(a.id)}
          >
            {t('History')}
          </Button>
        </Inline>
      ),
    },
  ];

  return (
    <Stack gap="large">
      <h1>{t('Job Applications')}</h1>
      <Card>
        <Stack gap="medium">
          <Inline gap="medium" wrap>
            <Select
              label={t('Job')}
              isDisabled={!jobs.data}
              options={[
                { id: ALL, label: t('All jobs') },
                ...(jobs.data?.results ?? []).map((j) => ({ id: j.id, label: j.title })),
              ]}
              selectedKey={jobId ?? ALL}
              onSelectionChange={(id) => setJobId(id === ALL ? undefined : Number(id))}
            />
            <Select
              label={t('Status')}
              options={[
                { id: ALL, label: t('All statuses') },
                ...APPLICATION_STATUS_CODES.map((code) => ({ id: code, label: applicationLabel(t, code) })),
              ]}
              selectedKey={status ?? ALL}
              onSelectionChange={(id) =>
                setStatus(id === ALL ? undefined : (Number(id) as ApplicationStatus))
              }
            />
          </Inline>
          <DataTable
            emptyKind="jobs"
            label={t('Job Applications')}
            columns={columns}
            getRowId={(a) => a.id}
            {...list.props}
            {...list.searchProps}
            isSelectable
            bulkAction={message.bulkAction}
            searchPlaceholder={t('Search by name or title')}
            emptyTitle={t('No applications yet')}
            emptyDescription={t('Applications to your jobs show here.')}
            labels={{ ...tableLabels(t), searchLabel: t('Search by name or title') }}
          />
        </Stack>
      </Card>
      {opened ? <ApplicationDialog id={opened} onClose={() => open(null)} /> : null}
      {message.dialog}
    </Stack>
  );
}
