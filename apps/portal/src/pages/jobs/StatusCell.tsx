/**
 * The status badges of the jobs pages. Local stand-ins: at merge they give way to the design system's
 * JobStatusBadge and ApplicationStatusBadge (packages/ui), with the same props.
 */
import { useTranslation } from 'react-i18next';
import type { ApplicationStatus, JobStatus } from '@talent/api/rules';
import { Badge } from '@talent/ui';
import { APPLICATION_STATUS_TONES, JOB_STATUS_LABELS, JOB_STATUS_TONES, applicationLabel } from './labels';

export function JobStatusCell({ status }: { status: JobStatus }) {
  const { t } = useTranslation();
  return <Badge tone={JOB_STATUS_TONES[status]}>{t(JOB_STATUS_LABELS[status])}</Badge>;
}

export function ApplicationStatusCell({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation();
  return <Badge tone={APPLICATION_STATUS_TONES[status]}>{applicationLabel(t, status)}</Badge>;
}
