/**
 * The job seeker dashboard's two application panels, from one read (`applied_job`): my applications by
 * their status now, and the latest status changes. Both follow the socket's status messages, which
 * revalidate this read (app/myApplications.ts).
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { firstErrorMessage, useEndpoint } from '@talent/api/client';
import { APPLICATION_STATUS_CODES } from '@talent/api/rules';
import { Alert, Card, EmptyState, LinkButton, Skeleton } from '@talent/ui';
import { useFormats } from '../common/useFormats';
import { ApplicationStatusCell } from '../jobs/StatusCell';
import { applicationLabel } from '../jobs/labels';
import * as styles from './jobseeker.css';

export function ApplicationPanels() {
  const { t } = useTranslation();
  const formats = useFormats();
  const { data, error, isLoading } = useEndpoint('appliedJob');

  const failed = error ? <Alert>{firstErrorMessage(error, t('Something went wrong'))}</Alert> : null;
  const loading = (label: string) => (
    <div role="status" aria-label={label} aria-busy="true">
      <Skeleton lines={4} />
    </div>
  );

  const counts = APPLICATION_STATUS_CODES.map((code) => ({
    code,
    count: data?.by_status[String(code)] ?? 0,
  })).filter((row) => row.count > 0);
  const most = Math.max(1, ...counts.map((row) => row.count));

  return (
    <div className={styles.panels}>
      <Card
        title={t('Applications by status')}
        actions={data && data.total > 0 ? <Link to="/my_applied_job">{t('Applied Job')}</Link> : null}
      >
        {failed ??
          (isLoading || !data ? (
            loading(t('Loading applications by status'))
          ) : data.total === 0 ? (
            <EmptyState
              kind="jobs"
              title={t('You have not applied to any job yet')}
              action={<LinkButton href="/search_job">{t('Search Job')}</LinkButton>}
            />
          ) : (
            <>
              <p className={styles.muted}>{t('Applications in all: {{total}}', { total: data.total })}</p>
              <ul className={styles.statusRows} aria-label={t('Applications by status')}>
                {counts.map(({ code, count }) => (
                  <li key={code} className={styles.statusRow}>
                    <span className={styles.statusName}>{applicationLabel(t, code)}</span>
                    <span className={styles.bar} aria-hidden="true">
                      <span className={styles.barFill} style={{ inlineSize: `${(count / most) * 100}%` }} />
                    </span>
                    <span className={styles.statusCount}>{formats.number(count)}</span>
                  </li>
                ))}
              </ul>
            </>
          ))}
      </Card>
      <Card title={t('Recent status changes')}>
        {failed ??
          (isLoading || !data ? (
            loading(t('Loading recent status changes'))
          ) : data.recent_changes.length === 0 ? (
            <p className={styles.muted}>{t('No status changes yet.')}</p>
          ) : (
            <ul className={styles.changes} aria-label={t('Recent status changes')}>
              {data.recent_changes.map((change) => (
                <li key={`${change.application_id}-${change.status}-${change.at}`} className={styles.change}>
                  <span className={styles.changeTitle}>{change.job_title}</span>
                  <ApplicationStatusCell status={change.status} />
                  <time className={styles.muted} dateTime={change.at}>
                    {formats.dateTime(change.at)}
                  </time>
                </li>
              ))}
            </ul>
          ))}
      </Card>
    </div>
  );
}
