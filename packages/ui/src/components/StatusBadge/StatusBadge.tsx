import type { Tone } from '../../theme/tokens';
import { Badge, type BadgeProps } from '../Badge';

/**
 * The tone of each application status code (spec 000 section 4, codes 1-9), grouped by meaning: not yet
 * handled is info, interviews are accent, shortlist and offers positive, rejection critical, archive neutral.
 * Keyed by code because the design system takes labels from the caller and holds no spec text.
 */
export const applicationStatusTones = {
  1: 'info',
  2: 'info',
  3: 'accent',
  4: 'accent',
  5: 'positive',
  6: 'critical',
  7: 'positive',
  8: 'positive',
  9: 'neutral',
} as const satisfies Record<number, Tone>;

/** The tone of each job status: only open is good news, paused asks for attention, closed is the end. */
export const jobStatusTones = {
  draft: 'neutral',
  open: 'positive',
  paused: 'caution',
  closed: 'critical',
  filled: 'info',
} as const satisfies Record<string, Tone>;
export type JobStatusKey = keyof typeof jobStatusTones;

/**
 * The states of a freelance project (issue 17), in the order of its main path, then the two terminal side
 * states. The keys match the server's; the portal passes the labels.
 */
export const projectStateTones = {
  draft: 'neutral',
  open: 'positive',
  awarded: 'accent',
  in_progress: 'info',
  delivered: 'caution',
  completed: 'positive',
  cancelled: 'critical',
  disputed: 'critical',
} as const satisfies Record<string, Tone>;
export type ProjectStateKey = keyof typeof projectStateTones;

type StatusBadgeBase = Pick<BadgeProps, 'variant' | 'className'> & {
  /** The text shown, from the spec (the caller passes it; the design system holds no labels). */
  label: string;
  /** Overrides the status's own tone. */
  tone?: Tone;
};

export interface ApplicationStatusBadgeProps extends StatusBadgeBase {
  /** The status code; a code the map does not know (a newer server) falls back to neutral. */
  status: number;
}

function isKnownCode(status: number): status is keyof typeof applicationStatusTones {
  return Object.hasOwn(applicationStatusTones, status);
}

/** An application's status label in the tone of its group. */
export function ApplicationStatusBadge({ status, label, tone, ...props }: ApplicationStatusBadgeProps) {
  const statusTone = isKnownCode(status) ? applicationStatusTones[status] : 'neutral';
  return (
    <Badge tone={tone ?? statusTone} {...props}>
      {label}
    </Badge>
  );
}

export interface JobStatusBadgeProps extends StatusBadgeBase {
  status: JobStatusKey;
}

/** A job's status (draft, open, paused, closed, filled) in its tone. */
export function JobStatusBadge({ status, label, tone, ...props }: JobStatusBadgeProps) {
  return (
    <Badge tone={tone ?? jobStatusTones[status]} {...props}>
      {label}
    </Badge>
  );
}

export interface ProjectStatusBadgeProps extends StatusBadgeBase {
  status: ProjectStateKey;
}

/** A freelance project's state (draft … completed, cancelled, disputed) in its tone. */
export function ProjectStatusBadge({ status, label, tone, ...props }: ProjectStatusBadgeProps) {
  return (
    <Badge tone={tone ?? projectStateTones[status]} {...props}>
      {label}
    </Badge>
  );
}
