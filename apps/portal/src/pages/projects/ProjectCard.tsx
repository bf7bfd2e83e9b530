import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Project } from '@talent/api/contract';
import { Badge, Card, Skeleton, Stack } from '@talent/ui';
import { useFormats } from '../common/useFormats';
import * as css from '../seeker/seeker.css';
import { PROJECT_STATUS_LABELS, PROJECT_STATUS_TONES } from './labels';
import { projectPath } from './projectQuery';

type CardProject = Pick<
  Project,
  | 'id'
  | 'title'
  | 'owner_name'
  | 'skills'
  | 'budget_type'
  | 'budget'
  | 'hourly_rate'
  | 'deadline'
  | 'status'
  | 'proposals'
  | 'published_at'
  | 'created_at'
>;

/** The budget in words: "Fixed price: 500 TAT" or "Hourly: 20 TAT/h, up to 500 TAT". */
export function useBudgetText() {
  const { t } = useTranslation();
  const formats = useFormats();
  return (project: Pick<Project, 'budget_type' | 'budget' | 'hourly_rate'>): string => {
    if (project.budget === null) return t('Budget not given');
    const budget = formats.number(project.budget);
    if (project.budget_type === 'fixed') return t('Fixed price: {{budget}} TAT', { budget });
    return project.hourly_rate !== null
      ? t('Hourly: {{rate}} TAT/h, up to {{budget}} TAT', {
          rate: formats.number(project.hourly_rate),
          budget,
        })
      : t('Hourly, up to {{budget}} TAT', { budget });
  };
}

/**
 * One project of a list: title (the link to its page), poster, budget, deadline, skills, proposals; the
 * status when `showStatus` (the poster's own list); `actions` (e.g. Save) at the head.
 */
export function ProjectCard({
  project,
  showStatus = false,
  actions,
}: {
  project: CardProject;
  showStatus?: boolean;
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  const formats = useFormats();
  const budgetText = useBudgetText();
  return (
    <Card>
      <article aria-labelledby={`project-${project.id}-title`}>
        <Stack gap="small">
          <div className={css.cardHead}>
            <h2 id={`project-${project.id}-title`} className={css.title}>
              <Link to={projectPath(project.id)}>
                <bdi>{project.title}</bdi>
              </Link>
            </h2>
            <div className={css.line}>
              {showStatus ? (
                <Badge tone={PROJECT_STATUS_TONES[project.status]}>
                  {t(PROJECT_STATUS_LABELS[project.status])}
                </Badge>
              ) : null}
              {actions}
            </div>
          </div>
          <p className={css.line}>
            {/* One run of text, so a narrow card wraps it between words, never before the dot. */}
            <span>
              <bdi>{project.owner_name}</bdi> · <bdi>{budgetText(project)}</bdi>
            </span>
          </p>
          <p className={css.muted}>
            {project.deadline
              ? t('Due {{date}}', { date: formats.date(`${project.deadline}T00:00:00`) })
              : t('No deadline')}
            {' · '}
            {t('{{count}} proposals', { count: project.proposals })}
          </p>
          {project.skills.length ? (
            <ul className={css.chips} aria-label={t('Skills')}>
              {project.skills.map((skill) => (
                <li key={skill}>
                  <Badge tone="neutral">{skill}</Badge>
                </li>
              ))}
            </ul>
          ) : null}
          <p className={css.muted}>
            {t('Posted {{when}}', { when: formats.ago(project.published_at ?? project.created_at) })}
          </p>
        </Stack>
      </article>
    </Card>
  );
}

/** The cards' shapes while a list loads. */
export function ProjectCardsLoading({ count = 3 }: { count?: number }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('Loading projects')} className={css.list}>
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
