/** The words of the client's answers (issue 43), shared by the client portal and the recruiter's views. */
import type { ClientDecision } from '@talent/api/contract';
import type { Tone } from '@talent/ui';

type Translate = (key: string, options?: Record<string, unknown>) => string;

export function decisionText(t: Translate, decision: ClientDecision): string {
  if (decision === 'approved') return t('Approve');
  if (decision === 'rejected') return t('Reject');
  return t('Ask for an interview');
}

export function decisionLabel(t: Translate, decision: ClientDecision): string {
  if (decision === 'approved') return t('Approved');
  if (decision === 'rejected') return t('Rejected');
  return t('Interview requested');
}

export const DECISION_TONES: Record<ClientDecision, Tone> = {
  approved: 'positive',
  rejected: 'critical',
  interview: 'info',
};
