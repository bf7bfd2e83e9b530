/** The audit log (issue 19): append-only; rows are inserted and read, never updated or deleted. */
import type { Generated } from 'kysely';

export interface AuditLogTable {
  id: Generated<number>;
  /** Who acted: a user id, or null for the system or an unknown caller (a failed sign-in). */
  actor_id: number | null;
  /** What happened, dotted: `auth.sign_in`, `auth.sign_in_failed`, `user.deactivate`, `role.update`,
   * `wallet.grant`, ... */
  action: string;
  /** To whom: the user acted on, when there is one. */
  target_user_id: number | null;
  /** What else was acted on: `role:7`, `profile:12`. */
  subject: string | null;
  /** The reason the actor gave, where one is required. */
  reason: string | null;
  /** JSON with the details (before/after, amounts, the e-mail of a failed sign-in). */
  details: string | null;
  ip: string | null;
  created_at: string;
}
