/** Kysely table type of the message templates (issue 18, migration 0014_message_templates). */
import type { Generated } from 'kysely';

export interface MessageTemplatesTable {
  id: Generated<number>;
  owner_id: number;
  /** TEMPLATE_KINDS: 'email' | 'sms'. */
  kind: string;
  name: string;
  /** E-mail templates only; null for SMS. */
  subject: string | null;
  body: string;
  created_at: string;
  updated_at: string;
}
