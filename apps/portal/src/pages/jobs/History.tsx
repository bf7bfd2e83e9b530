/**
 * An application's status history, oldest first. Local stand-in: at merge it gives way to the design
 * system's HistoryTimeline (packages/ui).
 */
import { useTranslation } from 'react-i18next';
import type { StatusChange } from '@talent/api/contract';
import { useFormats } from '../common/useFormats';
import { applicationLabel } from './labels';
import * as css from './jobs.css';

export function History({ changes }: { changes: readonly StatusChange[] }) {
  const { t } = useTranslation();
  const formats = useFormats();
  if (changes.length === 0) return <p className={css.muted}>{t('No changes yet.')}</p>;
  return (
    <ol className={css.history} aria-label={t('Status history')}>
      {changes.map((change) => (
        <li key={change.id}>
          <strong>
            {change.from_status === null
              ? applicationLabel(t, change.to_status)
              : `${applicationLabel(t, change.from_status)} → ${applicationLabel(t, change.to_status)}`}
          </strong>{' '}
          <span className={css.muted}>
            {t('by {{name}}, {{when}}', {
              name: change.changed_by_name,
              when: formats.dateTime(change.created_at),
            })}
          </span>
          {change.note ? <p className={css.muted}>{change.note}</p> : null}
        </li>
      ))}
    </ol>
  );
}
