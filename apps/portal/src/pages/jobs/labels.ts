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

/**
 * Marks a text for the locale file (scripts/extract-locale.mjs collects `t('…')`); the pages translate it
 * where they show it.
 */
const t = (text: string) => text;

export const JOB_STATUS_LABELS: Record<JobStatus, string> = {
  draft: t('Draft'),
  open: t('Open'),
  paused: t('Paused'),
  closed: t('Closed'),
  filled: t('Filled'),
};

/** The verb of a move to each status, for the row menu and the status control. */
export const JOB_MOVE_LABELS: Record<JobStatus, string> = {
  draft: t('Back to draft'),
  open: t('Publish'),
  paused: t('Pause'),
  closed: t('Close'),
  filled: t('Mark filled'),
};

export const WORK_LOCATION_LABELS: Record<WorkLocation, string> = {
  onsite: t('On-site'),
  remote: t('Remote'),
  hybrid: t('Hybrid'),
};

export const EMPLOYMENT_TYPE_LABELS: Record<EmploymentType, string> = {
  full_time: t('Full-time'),
  part_time: t('Part-time'),
  contract: t('Contract'),
  temporary: t('Temporary'),
  internship: t('Internship'),
};

/** What the label needs of i18next's `t`. */
type Translate = (key: string) => string;

export function applicationLabel(translate: Translate, status: ApplicationStatus): string {
  return translate(APPLICATION_STATUS[status]);
}
