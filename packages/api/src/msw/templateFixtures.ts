/** Message templates of the demo recruiter, one of each kind and an SMS that needs UCS-2. */
import { placeholdersOf, type MessageTemplate } from '../contract';
import { NOW } from './handle';

export function messageTemplateFixture(
  id: number,
  overrides: Partial<MessageTemplate> = {},
): MessageTemplate {
  const kind = overrides.kind ?? 'email';
  const subject =
    overrides.subject !== undefined ? overrides.subject : kind === 'email' ? 'About {{job_title}}' : null;
  const body = overrides.body ?? 'Hi {{first_name}}, {{recruiter_name}} here.';
  return {
    id,
    kind,
    name: `Template ${id}`,
    created_at: NOW,
    updated_at: NOW,
    ...overrides,
    subject,
    body,
    placeholders: placeholdersOf(subject, body),
  };
}

export const messageTemplatesFixture: MessageTemplate[] = [
  messageTemplateFixture(1, {
    kind: 'email',
    name: 'Interview invitation',
    subject: 'Interview for {{job_title}} at {{company}}',
    body: 'Hi {{first_name}},\n\nThank you for applying for {{job_title}} in {{job_location}}. Could we talk this week?\n\nBest regards,\n{{recruiter_name}}\n{{recruiter_email}}',
  }),
  messageTemplateFixture(2, {
    kind: 'sms',
    name: 'Quick follow-up',
    subject: null,
    body: 'Hi {{first_name}}, {{recruiter_name}} from {{company}} here about {{job_title}}. Call me on {{recruiter_phone}}.',
  }),
  messageTemplateFixture(3, {
    kind: 'sms',
    name: 'Offer ready 🎉',
    subject: null,
    body: 'Great news {{first_name}} 🎉 your offer for {{job_title}} is ready!',
  }),
];
