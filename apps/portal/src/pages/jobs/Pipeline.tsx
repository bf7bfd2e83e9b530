/**
 * A job's applicant pipeline: the design system's PipelineBoard fed from the applications, a column per
 * status of the spec, and on each card only the moves the server allows (`next_statuses`).
 */
import { useTranslation } from 'react-i18next';
import type { Application } from '@talent/api/contract';
import { APPLICATION_STATUS_CODES, type ApplicationStatus } from '@talent/api/rules';
import { PipelineBoard } from '@talent/ui';
import { useFormats } from '../common/useFormats';
import { applicationLabel } from './labels';

export interface PipelineProps {
  applications: readonly Application[];
  onMove: (application: Application, to: ApplicationStatus) => void;
}

export function Pipeline({ applications, onMove }: PipelineProps) {
  const { t } = useTranslation();
  const formats = useFormats();
  const byId = new Map(applications.map((a) => [a.id, a]));
  return (
    <PipelineBoard<ApplicationStatus>
      label={t('Applicant pipeline')}
      columns={APPLICATION_STATUS_CODES.map((status) => ({ status, label: applicationLabel(t, status) }))}
      cards={applications.map((a) => ({
        id: a.id,
        status: a.status,
        title: a.full_name,
        subtitle: a.job_title_of_candidate ?? undefined,
        date: formats.date(a.updated_at),
        href: `/job_application?application=${a.id}`,
        nextStatuses: a.next_statuses,
      }))}
      onMove={(id, to) => {
        const application = byId.get(Number(id));
        if (application) onMove(application, to);
      }}
      labels={{
        moveTrigger: t('Move to'),
        moveCard: (name) => t('Move {{name}} to', { name }),
        empty: t('Nobody here'),
        count: (count) => (count === 1 ? t('1 application') : t('{{count}} applications', { count })),
        loading: t('Loading applications'),
      }}
    />
  );
}
