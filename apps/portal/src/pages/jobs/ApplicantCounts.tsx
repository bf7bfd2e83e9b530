import { useTranslation } from 'react-i18next';
import { APPLICATION_STATUS_CODES } from '@talent/api/rules';
import { Inline } from '@talent/ui';
import { applicationLabel } from './labels';

/** A job's applications per status (only the statuses that have some), then the total. */
export function ApplicantCounts({ counts, total }: { counts: Record<string, number>; total: number }) {
  const { t } = useTranslation();
  const present = APPLICATION_STATUS_CODES.filter((code) => (counts[String(code)] ?? 0) > 0);
  if (total === 0) return <span>{t('No applicants yet')}</span>;
  return (
    <Inline gap="xsmall" wrap>
      {present.map((code) => (
        <span key={code}>
          {applicationLabel(t, code)}: {counts[String(code)]}
          {' · '}
        </span>
      ))}
      <strong>{t('{{count}} in all', { count: total })}</strong>
    </Inline>
  );
}
