export {
  ApplicationStatusBadge,
  JobStatusBadge,
  applicationStatusTones,
  jobStatusTones,
  type ApplicationStatusBadgeProps,
  type JobStatusBadgeProps,
  type JobStatusKey,
} from './StatusBadge';
