/**
 * A job's applicant pipeline: a column per application status, each card with a "Move to" menu of the
 * legal moves. Local stand-in: at merge it gives way to the design system's PipelineBoard (packages/ui).
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Application } from '@talent/api/contract';
import { APPLICATION_STATUS_CODES, type ApplicationStatus } from '@talent/api/rules';
import { ActionMenu, Stack } from '@talent/ui';
import { applicationMoveItems } from './applicationActions';
import { applicationLabel } from './labels';
import * as css from './jobs.css';

export interface PipelineProps {
  applications: readonly Application[];
  onMove: (application: Application, to: ApplicationStatus) => void;
}

export function Pipeline({ applications, onMove }: PipelineProps) {
  const { t } = useTranslation();
  return (
    <div className={css.pipeline} role="region" aria-label={t('Applicant pipeline')}>
      {APPLICATION_STATUS_CODES.map((status) => {
        const inColumn = applications.filter((a) => a.status === status);
        const heading = `${applicationLabel(t, status)} (${inColumn.length})`;
        return (
          <section key={status} aria-label={applicationLabel(t, status)}>
            <Stack gap="small">
              <h3>{heading}</h3>
              <ul className={css.column}>
                {inColumn.length === 0 ? <li className={css.muted}>{t('Nobody here')}</li> : null}
                {inColumn.map((a) => (
                  <li key={a.id} className={css.card}>
                    <Stack gap="xsmall">
                      <Link to={`/job_application?application=${a.id}`}>{a.full_name}</Link>
                      <span className={css.muted}>{a.job_title_of_candidate ?? '—'}</span>
                      {a.next_statuses.length > 0 ? (
                        <ActionMenu
                          label={t('Move {{name}} to', { name: a.full_name })}
                          trigger={t('Move to')}
                          triggerProps={{ size: 'sm', variant: 'outline' }}
                          placement="bottom start"
                          items={applicationMoveItems(t, a)}
                          onAction={(id) => onMove(a, Number(id) as ApplicationStatus)}
                        />
                      ) : null}
                    </Stack>
                  </li>
                ))}
              </ul>
            </Stack>
          </section>
        );
      })}
    </div>
  );
}
