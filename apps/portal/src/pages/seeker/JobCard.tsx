import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { PublicJob } from '@talent/api/contract';
import { Badge, Card, Skeleton, Stack } from '@talent/ui';
import { useFormats } from '../common/useFormats';
import { salaryRange } from '../jobs/JobDetails';
import { EMPLOYMENT_TYPE_LABELS, WORK_LOCATION_LABELS } from '../jobs/labels';
import { applyPath } from './jobQuery';
import * as css from './seeker.css';

type CardJob = Pick<
  PublicJob,
  | 'id'
  | 'title'
  | 'company_name'
  | 'city'
  | 'state'
  | 'work_location'
  | 'employment_type'
  | 'salary_min'
  | 'salary_max'
  | 'skills'
  | 'published_at'
  | 'application_id'
>;

/** One job of the search: title (the link to the job), company, place, salary, skills, age, "Applied". */
export function JobCard({ job }: { job: CardJob }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const place = [job.city, job.state].filter(Boolean).join(', ');
  const salary = salaryRange(job, formats.number);
  return (
    <Card>
      <article aria-labelledby={`job-${job.id}-title`}>
        <Stack gap="small">
          <div className={css.cardHead}>
            <h2 id={`job-${job.id}-title`} className={css.title}>
              <Link to={applyPath(job.id)}>{job.title}</Link>
            </h2>
            {job.application_id !== null ? (
              <Badge tone="positive" variant="solid">
                {t('Applied')}
              </Badge>
            ) : null}
          </div>
          <p className={css.line}>
            <span>{job.company_name ?? t('Company not given')}</span>
            {place ? <span>· {place}</span> : null}
            {job.work_location ? <span>· {t(WORK_LOCATION_LABELS[job.work_location])}</span> : null}
            {job.employment_type ? <span>· {t(EMPLOYMENT_TYPE_LABELS[job.employment_type])}</span> : null}
          </p>
          <p className={css.muted}>
            {salary ? t('Salary: {{range}}', { range: salary }) : t('Salary not given')}
          </p>
          {job.skills.length ? (
            <ul className={css.chips} aria-label={t('Skills')}>
              {job.skills.map((skill) => (
                <li key={skill}>
                  <Badge tone="neutral">{skill}</Badge>
                </li>
              ))}
            </ul>
          ) : null}
          <p className={css.muted}>{t('Posted {{when}}', { when: formats.ago(job.published_at) })}</p>
        </Stack>
      </article>
    </Card>
  );
}

/** The cards' shapes while the search runs. */
export function JobCardsLoading({ count = 3 }: { count?: number }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('Loading jobs')} className={css.list}>
      {Array.from({ length: count }, (_, i) => (
        <Card key={i}>
          <Stack gap="small">
            <Skeleton width="40%" height={20} />
            <Skeleton lines={3} />
          </Stack>
        </Card>
      ))}
    </div>
  );
}
