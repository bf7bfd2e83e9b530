import { useTranslation } from 'react-i18next';
import type { Profile } from '@talent/api/contract';
import { Card, DataTable, type DataTableColumn } from '@talent/ui';
import { usePagedEndpoint } from '../../app/usePagedEndpoint';
import { useFormats } from '../common/useFormats';
import { dash, editLink } from '../profiles/columns';
import { editPath } from '../profiles/ProfilesPage';

/** Today's uploads as a paged list; the upload screen owns it so that a finished upload can reload it. */
export function useTodayUploads() {
  const { t } = useTranslation();
  return usePagedEndpoint('todayResume', { errorText: () => t('Something went wrong') });
}

/**
 * "Today's uploads" (GET api/today_resume/): the profiles the user stored today (UTC), with how many of the
 * plan's daily uploads are used.
 */
export function TodayUploads({
  table,
  recentPath,
}: {
  table: ReturnType<typeof useTodayUploads>;
  recentPath: string;
}) {
  const { t } = useTranslation();
  const formats = useFormats();
  const { data } = table;
  const allowance =
    data === undefined
      ? null
      : data.limit === null
        ? t('{{used}} uploaded today; your plan has no daily limit', { used: data.used })
        : t('{{used}} of {{limit}} uploads used today', { used: data.used, limit: data.limit });

  const columns: DataTableColumn<Profile>[] = [
    { id: 'name', header: t('Full Name'), isRowHeader: true, cell: (p) => p.full_name },
    { id: 'title', header: t('Job Title'), cell: (p) => p.job_title ?? dash },
    { id: 'file', header: t('File'), cell: (p) => p.file_name ?? t('Typed in') },
    { id: 'uploaded', header: t('Uploaded'), cell: (p) => formats.dateTime(p.created_at) },
    { id: 'edit', header: t('Edit'), cell: (p) => editLink(p, editPath(recentPath, p.id), t) },
  ];

  return (
    <Card title={t("Today's uploads")}>
      {allowance ? (
        <p data-testid="today-allowance" role="status">
          {allowance}
        </p>
      ) : null}
      <DataTable
        emptyKind="upload"
        label={t("Today's uploads")}
        columns={columns}
        getRowId={(p) => p.id}
        {...table.props}
        emptyTitle={t('No uploads today')}
        emptyDescription={t('Profiles you upload today are listed here.')}
      />
    </Card>
  );
}
