import type { ReactNode } from 'react';
import { useDateFormatter, useNumberFormatter } from 'react-aria';
import { Link, ToggleButton } from 'react-aria-components';
import { Icon } from '../../icons';
import { cx } from '../../styles/cx';
import { buttonClassName } from '../Button';
import { ProjectStatusBadge, type ProjectStateKey } from '../StatusBadge';
import * as styles from './ProjectCard.css';

/** A project's budget in TAT (whole numbers): a fixed price, or an hourly rate with a cap. */
export type ProjectBudget = { type: 'fixed'; amount: number } | { type: 'hourly'; rate: number; cap: number };

const defaultLabels = {
  /** The amounts come formatted in the app's locale. */
  fixed: (amount: string) => `Fixed: ${amount} TAT`,
  hourly: (rate: string, cap: string) => `${rate} TAT/hour, up to ${cap} TAT`,
  deadline: (date: string) => `Deadline ${date}`,
  proposals: (count: number) => (count === 1 ? '1 proposal' : `${count} proposals`),
  skills: 'Skills',
  /** The saved toggle's text; its pressed state tells whether the project is saved. */
  save: 'Save',
  saved: 'Saved',
};
export type ProjectCardLabels = typeof defaultLabels;

export interface ProjectCardProps {
  title: string;
  /** Opens the project (its details page). */
  href?: string;
  budget: ProjectBudget;
  /** Skill names, already looked up. */
  skills: readonly string[];
  /** A Date is formatted in the app's locale; a string is shown as given. */
  deadline: Date | string;
  status: ProjectStateKey;
  statusLabel: string;
  proposals: number;
  /** With `onSavedChange`, a Save toggle (aria-pressed) shows; without it, none. */
  isSaved?: boolean;
  onSavedChange?: (isSaved: boolean) => void;
  /** Buttons or links at the card's foot (edit, view proposals). */
  actions?: ReactNode;
  headingLevel?: 2 | 3 | 4;
  labels?: Partial<ProjectCardLabels>;
  className?: string;
}

/** One project in a list: title, state, budget in TAT, deadline, proposals, skills, a save toggle. */
export function ProjectCard({
  title,
  href,
  budget,
  skills,
  deadline,
  status,
  statusLabel,
  proposals,
  isSaved = false,
  onSavedChange,
  actions,
  headingLevel = 3,
  labels: overrides,
  className,
}: ProjectCardProps) {
  const labels = { ...defaultLabels, ...overrides };
  const number = useNumberFormatter({ maximumFractionDigits: 0 });
  const date = useDateFormatter({ dateStyle: 'medium' });
  const Heading = `h${headingLevel}` as const;
  const budgetText =
    budget.type === 'fixed'
      ? labels.fixed(number.format(budget.amount))
      : labels.hourly(number.format(budget.rate), number.format(budget.cap));
  return (
    <article className={cx(styles.card, className)} aria-label={title}>
      <header className={styles.header}>
        <Heading className={styles.title}>
          {href ? (
            <Link className={styles.titleLink} href={href}>
              {title}
            </Link>
          ) : (
            title
          )}
        </Heading>
        <ProjectStatusBadge status={status} label={statusLabel} />
      </header>
      <p className={styles.budget}>{budgetText}</p>
      <p className={styles.meta}>
        <span className={styles.metaItem}>
          <Icon name="calendar" size={14} />
          {deadline instanceof Date ? (
            <time dateTime={deadline.toISOString()}>{labels.deadline(date.format(deadline))}</time>
          ) : (
            labels.deadline(deadline)
          )}
        </span>
        <span className={styles.metaItem}>{labels.proposals(proposals)}</span>
      </p>
      {skills.length > 0 ? (
        <ul className={styles.skills} aria-label={labels.skills}>
          {skills.map((skill) => (
            <li key={skill} className={styles.skill}>
              {skill}
            </li>
          ))}
        </ul>
      ) : null}
      {onSavedChange || actions ? (
        <div className={styles.footer}>
          {onSavedChange ? (
            <ToggleButton
              isSelected={isSaved}
              onChange={onSavedChange}
              className={buttonClassName({ variant: isSaved ? 'soft' : 'outline', size: 'sm' })}
            >
              {isSaved ? <Icon name="check" size={14} /> : null}
              {isSaved ? labels.saved : labels.save}
            </ToggleButton>
          ) : null}
          {actions ? <div className={styles.actions}>{actions}</div> : null}
        </div>
      ) : null}
    </article>
  );
}
