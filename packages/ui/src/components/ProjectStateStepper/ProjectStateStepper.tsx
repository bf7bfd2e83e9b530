import { Icon } from '../../icons';
import { cx } from '../../styles/cx';
import { visuallyHidden } from '../../styles/focus.css';
import type { ProjectStateKey } from '../StatusBadge';
import * as styles from './ProjectStateStepper.css';

/** A project's main path, in order (issue 17). */
export const projectMainStates = [
  'draft',
  'open',
  'awarded',
  'in_progress',
  'delivered',
  'completed',
] as const satisfies readonly ProjectStateKey[];
export type ProjectMainState = (typeof projectMainStates)[number];
/** The side states that end (or pause) the main path: cancelled from open or awarded, disputed from delivered. */
export type ProjectTerminalState = Exclude<ProjectStateKey, ProjectMainState>;

const defaultLabels = {
  /** Read after a step's name by screen readers (the check mark and colours are hidden from them). */
  done: 'done',
  upcoming: 'not reached',
};
export type ProjectStateStepperLabels = typeof defaultLabels;

export interface ProjectStateStepperProps {
  /** The list's accessible name ("Project progress"). */
  label: string;
  state: ProjectStateKey;
  /**
   * For cancelled or disputed: the main state the project left (e.g. awarded). Steps up to it show as done;
   * without it, cancelled counts from open and disputed from delivered.
   */
  leftFrom?: ProjectMainState;
  /** Each state's name, from the portal's translations. */
  stateLabels: Record<ProjectStateKey, string>;
  labels?: Partial<ProjectStateStepperLabels>;
  className?: string;
}

const defaultLeftFrom: Record<ProjectTerminalState, ProjectMainState> = {
  cancelled: 'open',
  disputed: 'delivered',
};

const isMain = (state: ProjectStateKey): state is ProjectMainState =>
  (projectMainStates as readonly string[]).includes(state);

type StepKind = 'done' | 'current' | 'upcoming';

/**
 * Where a project stands: the six main states as numbered steps (done ones checked, the current one marked
 * with aria-current="step"). A cancelled or disputed project shows the steps it had reached, then its side
 * state in a critical tone in place of the rest, so it cannot be read as still moving along.
 */
export function ProjectStateStepper({
  label,
  state,
  leftFrom,
  stateLabels,
  labels: overrides,
  className,
}: ProjectStateStepperProps) {
  const labels = { ...defaultLabels, ...overrides };
  const terminal = isMain(state) ? null : state;
  const reached = terminal ? (leftFrom ?? defaultLeftFrom[terminal]) : (state as ProjectMainState);
  const reachedIndex = projectMainStates.indexOf(reached);
  // A side state replaces the rest of the path; the main state it left counts as done.
  const steps = terminal ? projectMainStates.slice(0, reachedIndex + 1) : projectMainStates;
  const kindOf = (index: number): StepKind =>
    terminal || index < reachedIndex ? 'done' : index === reachedIndex ? 'current' : 'upcoming';

  return (
    <ol aria-label={label} className={cx(styles.list, className)}>
      {steps.map((step, index) => {
        const kind = kindOf(index);
        return (
          <li
            key={step}
            className={cx(styles.step, styles.kind[kind])}
            aria-current={kind === 'current' ? 'step' : undefined}
            data-state={step}
          >
            <span className={cx(styles.marker, styles.markerKind[kind])} aria-hidden="true">
              {kind === 'done' ? <Icon name="check" size={14} /> : index + 1}
            </span>
            <span className={styles.name}>
              {stateLabels[step]}
              {kind === 'current' ? null : (
                <span className={visuallyHidden}> ({kind === 'done' ? labels.done : labels.upcoming})</span>
              )}
            </span>
          </li>
        );
      })}
      {terminal ? (
        <li className={cx(styles.step, styles.kind.terminal)} aria-current="step" data-state={terminal}>
          <span className={cx(styles.marker, styles.markerKind.terminal)} aria-hidden="true">
            <Icon name={terminal === 'cancelled' ? 'close' : 'alert'} size={14} />
          </span>
          <span className={styles.name}>{stateLabels[terminal]}</span>
        </li>
      ) : null}
    </ol>
  );
}
