import type { JobStatusKey, ProjectStateKey, applicationStatusTones } from './StatusBadge';

/**
 * Story data, in one place for the status badge, pipeline and history stories. The portal passes
 * `APPLICATION_STATUS`, `APPLICATION_TRANSITIONS` and the job status labels from `@talent/api/rules`; the
 * design system imports no API (the lint boundary), so its stories carry this one copy of their shape.
 */
export type ApplicationCode = keyof typeof applicationStatusTones;

export const applicationStatusLabels: Record<ApplicationCode, string> = {
  1: 'Job Applied',
  2: 'Application viewed',
  3: 'Schedule Interview',
  4: 'Interview Complete',
  5: 'Shortlist',
  6: 'Reject',
  7: 'Offer Letter Provided',
  8: 'Offer Accepted',
  9: 'Archived',
};

export const applicationCodes = Object.keys(applicationStatusLabels).map(Number) as ApplicationCode[];

export const applicationMoves: Record<ApplicationCode, ApplicationCode[]> = {
  1: [2, 3, 5, 6, 9],
  2: [3, 5, 6, 9],
  3: [4, 5, 6, 7, 9],
  4: [5, 7, 6, 9],
  5: [3, 7, 6, 9],
  6: [9],
  7: [8, 6, 9],
  8: [9],
  9: [],
};

export const jobStatusLabels: Record<JobStatusKey, string> = {
  draft: 'Draft',
  open: 'Open',
  paused: 'Paused',
  closed: 'Closed',
  filled: 'Filled',
};

/** The project states' labels (issue 17), as the portal passes them from its translations. */
export const projectStateLabels: Record<ProjectStateKey, string> = {
  draft: 'Draft',
  open: 'Open',
  awarded: 'Awarded',
  in_progress: 'In progress',
  delivered: 'Delivered',
  completed: 'Completed',
  cancelled: 'Cancelled',
  disputed: 'Disputed',
};
