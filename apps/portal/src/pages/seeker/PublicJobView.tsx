import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { errorStatus, firstErrorMessage } from '@talent/api/client';
import type { PublicJob } from '@talent/api/contract';
import { Alert, Card, Skeleton, Stack } from '@talent/ui';
import { useFormats } from '../common/useFormats';
import { applicationLabel } from '../jobs/labels';
import { JobFacts } from '../jobs/JobDetails';
import * as css from './seeker.css';

export const NOT_PUBLISHED = 'This job does not exist or is no longer published.';

/** A published job in full: title, company and age, then its facts and description. */
export function PublicJobView({ job }: { job: PublicJob }) {
  const { t } = useTranslation();
  const formats = useFormats();
  return (
    <Stack gap="medium">
      <Stack gap="xsmall">
        <h1 style={{ margin: 0 }}>{job.title}</h1>
        <p className={css.muted}>
          {[job.company_name, t('Posted {{when}}', { when: formats.ago(job.published_at) })]
            .filter(Boolean)
            .join(' · ')}
        </p>
      </Stack>
      <Card>
        <JobFacts job={job} />
      </Card>
    </Stack>
  );
}

/** Why the job takes no application from this reader, or null when it does. */
export function NotAccepting({ job }: { job: PublicJob }) {
  const { t } = useTranslation();
  if (job.application_id !== null)
    return (
      <Alert tone="positive">
        {job.application_status
          ? t('You applied to this job. Its status: {{status}}.', {
              status: applicationLabel(t, job.application_status),
            })
          : t('You applied to this job.')}{' '}
        <Link to="/my_applied_job">{t('Follow it in Applied Job')}</Link>
      </Alert>
    );
  if (!job.accepting_applications)
    return <Alert tone="caution">{t('This job is not accepting applications any more.')}</Alert>;
  return null;
}

/** The page while the job loads, or why it cannot be shown (404: not published). */
export function JobFallback({ error, back }: { error: unknown; back?: ReactNode }) {
  const { t } = useTranslation();
  if (!error)
    return (
      <div role="status" aria-label={t('Loading job')}>
        <Skeleton height={360} />
      </div>
    );
  return (
    <Stack gap="small">
      <h1>{errorStatus(error) === 404 ? t('Job not found') : t('Job')}</h1>
      <Alert>
        {errorStatus(error) === 404 ? t(NOT_PUBLISHED) : firstErrorMessage(error, t('Something went wrong'))}
      </Alert>
      {back}
    </Stack>
  );
}
