/**
 * The dashboard's hiring panel (`job_dashboard`): open jobs, this week's applications by status and the
 * median time to a first response. Its own chunk, loaded when its place nears the viewport.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useEndpoint } from '@talent/api/client';
import { APPLICATION_STATUS_CODES } from '@talent/api/rules';
import { Card, EmptyState, Icon, Skeleton, Stack, StatCard } from '@talent/ui';
import { applicationLabel } from '../jobs/labels';
import * as styles from './dashboard.css';

export default function JobsPanel() {
  const { t } = useTranslation();
  const { data, error } = useEndpoint('jobDashboard');
  const hours = data?.median_hours_to_first_response;
  const week = APPLICATION_STATUS_CODES.filter((code) => (data?.applications_this_week[code] ?? 0) > 0);
  return (
    <Card title={t('Hiring')} actions={<Link to="/jobs">{t('Job Management')}</Link>}>
      {error ? (
        <EmptyState
          kind="jobs"
          title={t('No Data Found')}
          description={t("Sorry, We Couldn't Find Any Data to Display")}
        />
      ) : (
        <Stack gap="medium">
          <div className={styles.stats}>
            <StatCard
              title={t('Open jobs')}
              value={data?.open_jobs ?? 0}
              icon={<Icon name="file" />}
              isLoading={!data}
            />
            <StatCard
              title={t('Applications in all')}
              value={data?.applications_total ?? 0}
              tone="positive"
              icon={<Icon name="user" />}
              isLoading={!data}
            />
            <StatCard
              title={t('Time to first response')}
              value={
                hours === null || hours === undefined ? '—' : t('{{hours}} h', { hours: Math.round(hours) })
              }
              tone="caution"
              icon={<Icon name="calendar" />}
              isLoading={!data}
            />
          </div>
          <section aria-label={t('Applications this week')}>
            <h3>{t('Applications this week')}</h3>
            {!data ? (
              <Skeleton height={48} />
            ) : week.length === 0 ? (
              <p>{t('No applications this week.')}</p>
            ) : (
              <ul>
                {week.map((code) => (
                  <li key={code}>
                    {applicationLabel(t, code)}: {data.applications_this_week[code]}
                  </li>
                ))}
              </ul>
            )}
          </section>
        </Stack>
      )}
    </Card>
  );
}
