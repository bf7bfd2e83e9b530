import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Job, PublicJob } from '@talent/api/contract';
import { Stack, isolate } from '@talent/ui';
import { useFormats } from '../common/useFormats';
import { ApplicantCounts } from './ApplicantCounts';
import { EMPLOYMENT_TYPE_LABELS, WORK_LOCATION_LABELS } from './labels';
import * as css from './jobs.css';

/** What the facts need of a job: the recruiter's own job and a published job both have it. */
export type JobFactsOf = Pick<
  PublicJob,
  | 'company_name'
  | 'city'
  | 'state'
  | 'zipcode'
  | 'work_location'
  | 'employment_type'
  | 'salary_min'
  | 'salary_max'
  | 'experience_years'
  | 'skills'
  | 'work_authorization'
  | 'openings'
  | 'expires_on'
  | 'description'
>;

/** "90,000 – 130,000", "… – 130,000", or null when the job gives no salary. */
export function salaryRange(
  job: Pick<PublicJob, 'salary_min' | 'salary_max'>,
  number: (v: number) => string,
) {
  if (job.salary_min === null && job.salary_max === null) return null;
  return [job.salary_min, job.salary_max].map((v) => (v === null ? '…' : number(v))).join(' – ');
}

/** A job's facts as a description list, then its description (the server's sanitised HTML). */
export function JobFacts({ job, children }: { job: JobFactsOf; children?: ReactNode }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const facts: Array<[string, string]> = [
    [t('Company'), job.company_name ?? '—'],
    [t('Location'), [job.city, job.state, job.zipcode].filter(Boolean).join(', ') || '—'],
    [t('Work location'), job.work_location ? t(WORK_LOCATION_LABELS[job.work_location]) : '—'],
    [t('Employment type'), job.employment_type ? t(EMPLOYMENT_TYPE_LABELS[job.employment_type]) : '—'],
    [t('Salary'), salaryRange(job, formats.number) ?? '—'],
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
            <dd style={{ margin: 0 }}>{isolate(value)}</dd>
          </div>
        ))}
      </dl>
      {children}
      {job.description ? (
        // The server sanitises descriptions (p, lists, strong, em, links, headings) before storing them.
        <div dangerouslySetInnerHTML={{ __html: job.description }} />
      ) : (
        <p className={css.muted}>{t('No description')}</p>
      )}
    </Stack>
  );
}

/** The recruiter's view of a job: its facts, its applicant counts, its description. */
export function JobDetails({ job }: { job: Job }) {
  return (
    <JobFacts job={job}>
      <ApplicantCounts counts={job.applicant_counts} total={job.applications} />
    </JobFacts>
  );
}
