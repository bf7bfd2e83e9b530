import { useTranslation } from 'react-i18next';
import { call, firstErrorMessage } from '@talent/api/client';
import type { Job } from '@talent/api/contract';
import { JOB_TRANSITIONS, type JobStatus } from '@talent/api/rules';
import { showToast, type ActionMenuItem } from '@talent/ui';
import { JOB_MOVE_LABELS, JOB_STATUS_LABELS } from './labels';

/** What the label needs of i18next's `t`. */
type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The menu items of the moves the rules allow from a job's status (and only those). */
export function jobMoveItems(t: Translate, status: JobStatus): ActionMenuItem[] {
  return JOB_TRANSITIONS[status].map((to) => ({ id: `move:${to}`, label: t(JOB_MOVE_LABELS[to]) }));
}

/** The status of a `move:<status>` menu id, or null for another item. */
export function movedTo(id: string | number): JobStatus | null {
  const text = String(id);
  return text.startsWith('move:') ? (text.slice('move:'.length) as JobStatus) : null;
}

/**
 * Moves a job with `job_status`; the server's refusal (a limit, a move that became illegal) shows as a
 * toast with its message. What shows the job is revalidated by the call (its `invalidates` tags).
 */
export function useMoveJob() {
  const { t } = useTranslation();
  return async (job: Job, status: JobStatus) => {
    try {
      await call('jobStatus', { params: { id: job.id }, body: { status } });
      showToast({
        title: t('{{title}} is now {{status}}', { title: job.title, status: t(JOB_STATUS_LABELS[status]) }),
        tone: 'positive',
      });
    } catch (err) {
      showToast({ title: firstErrorMessage(err, t('Something went wrong')), tone: 'critical' });
    }
  };
}
