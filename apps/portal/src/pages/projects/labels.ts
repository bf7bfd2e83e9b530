/**
 * The project pages' names for the rule values of `@talent/api/rules` (issue 17), written once here and
 * translated where they are shown.
 */
import type { ProjectStatus, ProposalStatus } from '@talent/api/rules';
import type { Tone } from '@talent/ui';

/** Marks a text for the locale file (scripts/extract-locale.mjs collects `t('…')`). */
const t = (text: string) => text;

export const PROJECT_STATUS_LABELS: Record<ProjectStatus, string> = {
  draft: t('Draft'),
  open: t('Open'),
  awarded: t('Awarded'),
  in_progress: t('In progress'),
  delivered: t('Delivered'),
  completed: t('Completed'),
  cancelled: t('Cancelled'),
  disputed: t('Disputed'),
  resolved: t('Resolved'),
};

export const PROJECT_STATUS_TONES: Record<ProjectStatus, Tone> = {
  draft: 'neutral',
  open: 'info',
  awarded: 'accent',
  in_progress: 'accent',
  delivered: 'caution',
  completed: 'positive',
  cancelled: 'neutral',
  disputed: 'critical',
  resolved: 'positive',
};

export const PROPOSAL_STATUS_LABELS: Record<ProposalStatus, string> = {
  pending: t('Pending'),
  awarded: t('Awarded'),
  declined: t('Declined'),
  withdrawn: t('Withdrawn'),
};

/** The tabs of /manage_project: the freelancer's work by state. */
export const WORK_STATES = ['sent', 'awarded', 'in_progress', 'delivered', 'completed'] as const;
export type WorkState = (typeof WORK_STATES)[number];
export const WORK_STATE_LABELS: Record<WorkState, string> = {
  sent: t('Proposals sent'),
  awarded: t('Awarded'),
  in_progress: t('In progress'),
  delivered: t('Delivered'),
  completed: t('Completed'),
};

/** The freelancer profile's own checks of its portfolio links. */
export const PORTFOLIO_TEXTS = {
  tooMany: t('At most 10 portfolio links.'),
  notWeb: t('Each portfolio link starts with http:// or https://.'),
};

/** The project attachments' own checks before sending. */
export const ATTACHMENT_TEXTS = {
  type: t('Attach a PDF or DOCX file.'),
  size: t('A file is at most 5 MB.'),
  count: t('At most 5 files per project.'),
};
