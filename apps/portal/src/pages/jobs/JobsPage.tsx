/**
 * /jobs (spec 001 section 7 "Jobs"): my jobs through `api/job`, searched by text and keys, filtered, with
 * each job's status, its applicants per status, and the row actions: view, edit, the legal status moves,
 * matching profiles and delete (confirmed).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { call, firstErrorMessage } from '@talent/api/client';
import type { Job } from '@talent/api/contract';
import { ActionMenu, Button, Card, DataTable, Inline, Stack, type DataTableColumn } from '@talent/ui';
import { usePagedEndpoint } from '../../app/usePagedEndpoint';
import { ConfirmRemoval, useRemoval } from '../common/ConfirmRemoval';
import { tableLabels } from '../common/tableLabels';
import { useFormats } from '../common/useFormats';
import { ApplicantCounts } from './ApplicantCounts';
import { JobFilters, type JobFilterValues } from './JobFilters';
import { jobMoveItems, movedTo, useMoveJob } from './jobActions';
import { JobStatusCell } from './StatusCell';

export default function JobsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const formats = useFormats();
  const [filters, setFilters] = useState<JobFilterValues>({});
  const list = usePagedEndpoint('jobList', {
    query: filters,
    errorText: (error) => firstErrorMessage(error, t('Something went wrong')),
  });
  const move = useMoveJob();

  const deleting = useRemoval(async (job: Job) => {
    await call('deleteJob', { params: { id: job.id } });
    list.stepBackAfterRemoval();
    return t('{{value}} deleted', { value: job.title });
  });

  function act(job: Job, id: string | number) {
    const to = movedTo(id);
    if (to) return void move(job, to);
    if (id === 'view') void navigate(`/view-job/${job.id}`);
    if (id === 'edit') void navigate(`/update-job/${job.id}`);
    if (id === 'matching') void navigate(`/view-job/${job.id}?tab=matching`);
    if (id === 'delete') deleting.ask(job);
  }

  const columns: DataTableColumn<Job>[] = [
    { id: 'title', header: t('Job Title'), isRowHeader: true, cell: (j) => j.title },
    { id: 'status', header: t('Status'), cell: (j) => <JobStatusCell status={j.status} /> },
    {
      id: 'applicants',
      header: t('Applicants'),
      cell: (j) => <ApplicantCounts counts={j.applicant_counts} total={j.applications} />,
    },
    {
      id: 'location',
      header: t('Location'),
      cell: (j) => [j.city, j.state].filter(Boolean).join(', ') || '—',
    },
    {
      id: 'expires',
      header: t('Expires On'),
      cell: (j) => (j.expires_on ? formats.date(j.expires_on) : '—'),
    },
    {
      id: 'actions',
      header: t('Actions'),
      align: 'end',
      cell: (j) => (
        <ActionMenu
          label={t('Actions for {{name}}', { name: j.title })}
          trigger={t('Actions')}
          triggerProps={{ size: 'sm', variant: 'outline' }}
          items={[
            { id: 'view', label: t('View') },
            { id: 'edit', label: t('Edit') },
            { id: 'matching', label: t('Matching profiles') },
            ...jobMoveItems(t, j.status).map((item, i) => ({ ...item, separatorBefore: i === 0 })),
            { id: 'delete', label: t('Delete'), tone: 'critical' as const, separatorBefore: true },
          ]}
          onAction={(id) => act(j, id)}
        />
      ),
    },
  ];

  return (
    <Stack gap="large">
      <Inline justify="between" wrap>
        <h1>{t('Job Management')}</h1>
        <Button onPress={() => void navigate('/jobs/create-job')}>{t('Create Job')}</Button>
      </Inline>
      <Card>
        <Stack gap="medium">
          <JobFilters onChange={setFilters} />
          <DataTable
            emptyKind="jobs"
            label={t('Jobs')}
            columns={columns}
            getRowId={(j) => j.id}
            {...list.props}
            {...list.searchProps}
            searchPlaceholder={t('Search jobs')}
            emptyTitle={t('No jobs yet')}
            emptyDescription={t('Create a job to start receiving applications.')}
            labels={{ ...tableLabels(t), searchLabel: t('Search jobs') }}
          />
        </Stack>
      </Card>
      <ConfirmRemoval
        {...deleting.dialog}
        title={t('Delete {{name}}?', { name: deleting.item?.title ?? '' })}
        confirmLabel={t('Delete')}
        message={t('The job and its applications will be deleted.')}
      />
    </Stack>
  );
}
