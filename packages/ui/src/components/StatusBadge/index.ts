export {
  ApplicationStatusBadge,
  JobStatusBadge,
  ProjectStatusBadge,
  applicationStatusTones,
  jobStatusTones,
  projectStateTones,
  type ApplicationStatusBadgeProps,
  type JobStatusBadgeProps,
  type JobStatusKey,
  type ProjectStatusBadgeProps,
  type ProjectStateKey,
} from './StatusBadge';
