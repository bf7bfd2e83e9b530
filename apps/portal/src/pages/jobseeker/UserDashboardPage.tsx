import { useTranslation } from 'react-i18next';
import { firstErrorMessage, useEndpoint } from '@talent/api/client';
import type { Profile } from '@talent/api/contract';
import {
  Alert,
  Card,
  DataTable,
  Icon,
  Inline,
  LinkButton,
  Stack,
  StatCard,
  type DataTableColumn,
} from '@talent/ui';
import { useSession } from '../../app/session';
import { usePagedEndpoint } from '../../app/usePagedEndpoint';
import { editColumn, ratingColumn } from '../profiles/columns';
import { tableLabels } from '../common/tableLabels';
import * as styles from './jobseeker.css';
import { useFormats } from '../common/useFormats';
import { ApplicationPanels } from './ApplicationPanels';

/**
 * /user_dashboard, the job seeker's dashboard: counts of the uploaded profiles and today's uploads against
 * the plan (GET /api/account_statistics), my job applications by status and their latest status changes
 * (GET /api/applied_job), the best-rated profiles (GET /api/most_rated_profile) and the next steps (search
 * jobs, applied jobs, upload, uploaded profiles, profile sections).
 */
export default function UserDashboardPage() {
  const { t } = useTranslation();
  const formats = useFormats();
  const { user } = useSession();
  const stats = useEndpoint('accountStatistics');
  const rated = usePagedEndpoint('mostRatedProfile', {
    top: 5,
    errorText: (error) => firstErrorMessage(error, t('Something went wrong')),
  });
  const s = stats.data;
  const loading = stats.isLoading;

  const columns: DataTableColumn<Profile>[] = [
    { id: 'name', header: t('Full Name'), isRowHeader: true, cell: (p) => p.full_name },
    { id: 'title', header: t('Job Title'), cell: (p) => p.job_title ?? '—' },
    ratingColumn(t),
    { id: 'uploaded', header: t('Uploaded On'), cell: (p) => formats.date(p.created_at) },
    editColumn(t, (p) => `/profile-resume/${p.id}`),
  ];

  return (
    <Stack gap="large">
      <h1>{t('Welcome, {{name}}', { name: user?.full_name ?? '' })}</h1>
      {stats.error ? <Alert>{firstErrorMessage(stats.error, t('Something went wrong'))}</Alert> : null}
      <div className={styles.stats}>
        <StatCard
          title={t('Uploaded Profiles')}
          value={s?.total_profiles ?? 0}
          icon={<Icon name="file" />}
          isLoading={loading}
        />
        <StatCard
          title={t('Public Profiles')}
          value={s?.public_profiles ?? 0}
          icon={<Icon name="user" />}
          tone="positive"
          isLoading={loading}
        />
        <StatCard
          title={t('Uploads Today')}
          value={s ? `${s.uploads_today} / ${s.upload_limit ?? '∞'}` : 0}
          icon={<Icon name="upload" />}
          tone="info"
          isLoading={loading}
        />
        <StatCard
          title={t('Coin Earned (TAT)')}
          value={s?.coin_earned ?? 0}
          icon={<Icon name="check" />}
          tone="caution"
          isLoading={loading}
        />
      </div>
      <ApplicationPanels />
      <Card title={t('Next steps')} headingLevel={2}>
        <Inline gap="small" wrap>
          <LinkButton href="/search_job">{t('Search Job')}</LinkButton>
          <LinkButton variant="outline" tone="neutral" href="/my_applied_job">
            {t('Applied Job')}
          </LinkButton>
          <LinkButton variant="outline" tone="neutral" href="/create_my_resume">
            {t('Upload Profile')}
          </LinkButton>
          <LinkButton variant="outline" tone="neutral" href="/my_upload_resume">
            {t('Uploaded Profile')}
          </LinkButton>
          <LinkButton variant="outline" tone="neutral" href="/profile">
            {t('Complete your profile')}
          </LinkButton>
          <LinkButton variant="outline" tone="neutral" href="/profile_project">
            {t('Profile Projects')}
          </LinkButton>
        </Inline>
      </Card>
      <Card title={t('Best rated profiles')} headingLevel={2}>
        <DataTable
          emptyKind="jobs"
          label={t('Best rated profiles')}
          columns={columns}
          getRowId={(p) => p.id}
          {...rated.props}
          emptyTitle={t('No Data Found')}
          emptyDescription={t('Upload your profile to see it rated here.')}
          labels={tableLabels(t)}
        />
      </Card>
    </Stack>
  );
}
