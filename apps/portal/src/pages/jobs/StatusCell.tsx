/** The status badges of the jobs pages: the design system's badges with the rules' labels. */
import { useTranslation } from 'react-i18next';
import type { ApplicationStatus, JobStatus } from '@talent/api/rules';
import { ApplicationStatusBadge, JobStatusBadge } from '@talent/ui';
import { JOB_STATUS_LABELS, applicationLabel } from './labels';

export function JobStatusCell({ status }: { status: JobStatus }) {
  const { t } = useTranslation();
  return <JobStatusBadge status={status} label={t(JOB_STATUS_LABELS[status])} />;
}

export function ApplicationStatusCell({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation();
  return <ApplicationStatusBadge status={status} label={applicationLabel(t, status)} />;
}
