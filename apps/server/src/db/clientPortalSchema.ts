/** Kysely table types of the client portal (issue 43; see schema.ts). */
import type { Generated } from 'kysely';

/** A client account (role client) and the one client record it belongs to. */
export interface ClientAccountsTable {
  user_id: number;
  client_id: number;
  /** The recruiter who sent the invitation. */
  invited_by: number;
  created_at: string;
}

/** An application to one of the client's jobs that the recruiter shared with the client, and its answer. */
export interface ClientSharesTable {
  id: Generated<number>;
  client_id: number;
  application_id: number;
  shared_by: number;
  /** What the recruiter wrote for the client when sharing. */
  note: string | null;
  /** CLIENT_DECISIONS: approved, rejected or interview; null until the client answers. */
  decision: string | null;
  comment: string | null;
  answered_at: string | null;
  created_at: string;
  updated_at: string;
}
