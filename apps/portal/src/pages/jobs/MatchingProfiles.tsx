import { useTranslation } from 'react-i18next';
import { firstErrorMessage } from '@talent/api/client';
import type { ProfileMatch } from '@talent/api/contract';
import { Badge, DataTable, Inline, type DataTableColumn } from '@talent/ui';
import { usePagedEndpoint } from '../../app/usePagedEndpoint';
import { tableLabels } from '../common/tableLabels';

/** Profiles ranked for a job (`get_resume_for_job`): my own first, why each matched, its unlock price. */
export function MatchingProfiles({ jobId }: { jobId: number }) {
  const { t } = useTranslation();
  const list = usePagedEndpoint('resumesForJob', {
    params: { id: jobId },
    errorText: (error) => firstErrorMessage(error, t('Something went wrong')),
  });
  const columns: DataTableColumn<ProfileMatch>[] = [
    { id: 'name', header: t('Full Name'), isRowHeader: true, cell: (m) => m.profile.full_name },
    { id: 'title', header: t('Job Title'), cell: (m) => m.profile.job_title ?? '—' },
    {
      id: 'source',
      header: t('Source'),
      cell: (m) =>
        m.source === 'own' ? (
          <Badge tone="accent">{t('My collection')}</Badge>
        ) : (
          <Badge tone="neutral">{t('Market Place')}</Badge>
        ),
    },
    {
      id: 'why',
      header: t('Why it matched'),
      cell: (m) => (
        <Inline gap="xsmall" wrap>
          {[...m.matched_skills, ...m.matched_terms].map((term) => (
            <Badge key={term} tone="info" variant="outline">
              {term}
            </Badge>
          ))}
        </Inline>
      ),
    },
    {
      id: 'price',
      header: t('Unlock price'),
      align: 'end',
      cell: (m) => (m.unlock_price === null ? t('Unlocked') : `${m.unlock_price} TAT`),
    },
  ];
  return (
    <DataTable
      emptyKind="people"
      label={t('Matching profiles')}
      columns={columns}
      getRowId={(m) => m.profile.id}
      {...list.props}
      emptyTitle={t('No matching profiles')}
      emptyDescription={t('Add skills and a title to the job to find profiles.')}
      labels={tableLabels(t)}
    />
  );
}
