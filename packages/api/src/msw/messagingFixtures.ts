/** Messages to candidates (contract/messaging.ts): a log with each state, for stories and tests. */
import type { Communication } from '../contract';
import { NOW } from './handle';

export function communicationFixture(id: number, over: Partial<Communication> = {}): Communication {
  return {
    id,
    channel: 'email',
    status: 'sent',
    profile_id: 40 + id,
    candidate_name: 'Ava Patel',
    recipient: 'ava.patel@example.com',
    template_name: 'Interview invitation',
    job_id: 7,
    job_title: 'Senior Data Engineer',
    subject: 'The Senior Data Engineer role',
    body: 'Hi Ava, Northwind Analytics would like to talk about the Senior Data Engineer role.',
    attempts: 1,
    error: null,
    created_at: NOW,
    sent_at: NOW,
    next_attempt_at: null,
    ...over,
  };
}

export const communicationsFixture: Communication[] = [
  communicationFixture(1),
  communicationFixture(2, {
    channel: 'sms',
    candidate_name: 'Ben Okafor',
    recipient: '+15125550142',
    template_name: 'Quick ping',
    subject: null,
    body: 'Hi Ben, can we talk about the Senior Data Engineer role today?',
  }),
  communicationFixture(3, {
    status: 'failed',
    candidate_name: 'Cleo Martin',
    recipient: 'cleo.martin@example.com',
    attempts: 5,
    error: '550 5.1.1 The e-mail account that you tried to reach does not exist',
    sent_at: null,
  }),
  communicationFixture(4, {
    status: 'queued',
    candidate_name: 'Dev Shah',
    recipient: 'dev.shah@example.com',
    template_name: null,
    job_id: null,
    job_title: null,
    subject: 'Your profile',
    body: 'Hi Dev, thanks for your time yesterday.',
    attempts: 1,
    error: '421 4.7.0 Try again later',
    sent_at: null,
    next_attempt_at: '2026-01-05T09:01:00.000Z',
  }),
];
