import { useTranslation } from 'react-i18next';
import type { Job } from '@talent/api/contract';
import { Stack } from '@talent/ui';
import { useFormats } from '../common/useFormats';
import { ApplicantCounts } from './ApplicantCounts';
import { EMPLOYMENT_TYPE_LABELS, WORK_LOCATION_LABELS } from './labels';
import * as css from './jobs.css';

/** The facts of a job, as a description list; the description is the server's sanitised HTML. */
export function JobDetails({ job }: { job: Job }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const salary =
    job.salary_min !== null || job.salary_max !== null
      ? [job.salary_min, job.salary_max].map((v) => (v === null ? '…' : formats.number(v))).join(' – ')
      : '—';
  const facts: Array<[string, string]> = [
    [t('Company'), job.company_name ?? '—'],
    [t('Location'), [job.city, job.state, job.zipcode].filter(Boolean).join(', ') || '—'],
    [t('Work location'), job.work_location ? t(WORK_LOCATION_LABELS[job.work_location]) : '—'],
    [t('Employment type'), job.employment_type ? t(EMPLOYMENT_TYPE_LABELS[job.employment_type]) : '—'],
    [t('Salary'), salary],
    [t('Experience (years)'), job.experience_years === null ? '—' : String(job.experience_years)],
    [t('Skills'), job.skills.join(', ') || '—'],
    [t('Work authorization'), job.work_authorization.join(', ') || '—'],
    [t('Openings'), String(job.openings)],
    [t('Expires On'), job.expires_on ? formats.date(job.expires_on) : '—'],
  ];
  return (
    <Stack gap="medium">
      <dl className={css.formGrid}>
        {facts.map(([name, value]) => (
          <div key={name}>
            <dt className={css.label}>{name}</dt>
            <dd style={{ margin: 0 }}>{value}</dd>
          </div>
        ))}
      </dl>
      <ApplicantCounts counts={job.applicant_counts} total={job.applications} />
      {job.description ? (
        // The server sanitises descriptions (p, lists, strong, em, links, headings) before storing them.
        <div dangerouslySetInnerHTML={{ __html: job.description }} />
      ) : (
        <p className={css.muted}>{t('No description')}</p>
      )}
    </Stack>
  );
}
