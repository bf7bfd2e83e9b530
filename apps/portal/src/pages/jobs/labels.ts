/**
 * The jobs pages' names for the rule values of `@talent/api/rules`. Application labels are the spec's own
 * (APPLICATION_STATUS); the job values are ours, written once here and translated where they are shown.
 */
import {
  APPLICATION_STATUS,
  type ApplicationStatus,
  type EmploymentType,
  type JobStatus,
  type WorkLocation,
} from '@talent/api/rules';
import type { Tone } from '@talent/ui';

export const JOB_STATUS_LABELS: Record<JobStatus, string> = {
  draft: 'Draft',
  open: 'Open',
  paused: 'Paused',
  closed: 'Closed',
  filled: 'Filled',
};

export const JOB_STATUS_TONES: Record<JobStatus, Tone> = {
  draft: 'neutral',
  open: 'positive',
  paused: 'caution',
  closed: 'critical',
  filled: 'info',
};

/** The verb of a move to each status, for the row menu and the status control. */
export const JOB_MOVE_LABELS: Record<JobStatus, string> = {
  draft: 'Back to draft',
  open: 'Publish',
  paused: 'Pause',
  closed: 'Close',
  filled: 'Mark filled',
};

export const WORK_LOCATION_LABELS: Record<WorkLocation, string> = {
  onsite: 'On-site',
  remote: 'Remote',
  hybrid: 'Hybrid',
};

export const EMPLOYMENT_TYPE_LABELS: Record<EmploymentType, string> = {
  full_time: 'Full-time',
  part_time: 'Part-time',
  contract: 'Contract',
  temporary: 'Temporary',
  internship: 'Internship',
};

/** Tones of the pipeline's stages: the end states stand out, the middle is neutral. */
export const APPLICATION_STATUS_TONES: Record<ApplicationStatus, Tone> = {
  1: 'info',
  2: 'neutral',
  3: 'accent',
  4: 'accent',
  5: 'positive',
  6: 'critical',
  7: 'positive',
  8: 'positive',
  9: 'neutral',
};

/** What the label needs of i18next's `t`. */
type Translate = (key: string) => string;

export function applicationLabel(t: Translate, status: ApplicationStatus): string {
  return t(APPLICATION_STATUS[status]);
}
