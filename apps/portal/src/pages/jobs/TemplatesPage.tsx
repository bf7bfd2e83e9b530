/** /job_template: my job templates, with edit and delete (confirmed). */
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { call, firstErrorMessage } from '@talent/api/client';
import type { JobTemplate } from '@talent/api/contract';
import { Button, Card, DataTable, Inline, Stack, type DataTableColumn } from '@talent/ui';
import { usePagedEndpoint } from '../../app/usePagedEndpoint';
import { ConfirmRemoval, useRemoval } from '../common/ConfirmRemoval';
import { EditDeleteButtons } from '../common/EditDeleteButtons';
import { tableLabels } from '../common/tableLabels';
import { useFormats } from '../common/useFormats';

export default function TemplatesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const formats = useFormats();
  const list = usePagedEndpoint('jobTemplateList', {
    errorText: (error) => firstErrorMessage(error, t('Something went wrong')),
  });
  const deleting = useRemoval(async (template: JobTemplate) => {
    await call('deleteJobTemplate', { params: { id: template.id } });
    list.stepBackAfterRemoval();
    return t('{{value}} deleted', { value: template.name });
  });
  const columns: DataTableColumn<JobTemplate>[] = [
    { id: 'name', header: t('Template name'), isRowHeader: true, cell: (tpl) => tpl.name },
    { id: 'title', header: t('Job Title'), cell: (tpl) => tpl.title },
    { id: 'updated', header: t('Updated On'), cell: (tpl) => formats.date(tpl.updated_at) },
    {
      id: 'actions',
      header: t('Actions'),
      align: 'end',
      cell: (tpl) => (
        <EditDeleteButtons
          name={tpl.name}
          onEdit={() => void navigate(`/job_template/edit/${tpl.id}`)}
          onDelete={() => deleting.ask(tpl)}
        />
      ),
    },
  ];
  return (
    <Stack gap="large">
      <Inline justify="between" wrap>
        <h1>{t('Job Template')}</h1>
        <Button onPress={() => void navigate('/job_template/create')}>{t('Create Job Template')}</Button>
      </Inline>
      <Card>
        <DataTable
          emptyKind="file"
          label={t('Job Template')}
          columns={columns}
          getRowId={(tpl) => tpl.id}
          {...list.props}
          {...list.searchProps}
          searchPlaceholder={t('Search templates')}
          emptyTitle={t('No templates yet')}
          emptyDescription={t('A template pre-fills the job form.')}
          labels={{ ...tableLabels(t), searchLabel: t('Search templates') }}
        />
      </Card>
      <ConfirmRemoval
        {...deleting.dialog}
        title={t('Delete {{name}}?', { name: deleting.item?.name ?? '' })}
        confirmLabel={t('Delete')}
        message={t('Jobs made from it keep their fields.')}
      />
    </Stack>
  );
}
