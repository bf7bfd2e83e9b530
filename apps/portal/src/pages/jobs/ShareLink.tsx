import { useTranslation } from 'react-i18next';
import type { Job } from '@talent/api/contract';
import { Button, Inline } from '@talent/ui';
import { copyText } from '../common/copyText';
import * as css from './jobs.css';

/** The public page of a job, where anyone reads it and visitors apply as guests (routes/table.ts). */
export function shareUrl(jobId: number, origin = window.location.origin): string {
  return `${origin}/public-job/${jobId}`;
}

/** Whether a job has a public page: it was published and is not a draft again. */
export function isShareable(job: Pick<Job, 'status' | 'published_at'>): boolean {
  return job.status !== 'draft' && job.published_at !== null;
}

/** The job's public link and a button that copies it (with a toast saying whether that worked). */
export function ShareLink({ job }: { job: Pick<Job, 'id' | 'status' | 'published_at'> }) {
  const { t } = useTranslation();
  if (!isShareable(job)) return null;
  const url = shareUrl(job.id);
  const copy = () =>
    copyText(url, {
      done: t('Share link copied'),
      description: url,
      failed: t('The link could not be copied: select it and copy it yourself.'),
    });
  return (
    <Inline gap="small" wrap align="center">
      <span className={css.label}>{t('Share link')}</span>
      <a href={url} target="_blank" rel="noreferrer">
        {url}
      </a>
      <Button size="sm" variant="outline" onPress={() => void copy()}>
        {t('Copy share link')}
      </Button>
    </Inline>
  );
}
