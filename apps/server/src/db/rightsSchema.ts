/** Account holders' rights (issue 44 part B): data archives and account deletions. */
import type { Generated } from 'kysely';

/** One archive of an account's data, built by the rights scheduler. */
export interface DataExportsTable {
  id: Generated<number>;
  user_id: number;
  /** 'preparing' until the scheduler built it, then 'ready' (or 'failed'). */
  status: string;
  /** The zip in the file store (`exports/<user>/<id>.zip`); null once it expired and was removed. */
  file_key: string | null;
  /** SHA-256 of the e-mailed link's token; the token itself is never stored. */
  token_hash: string | null;
  size_bytes: number | null;
  error: string | null;
  requested_at: string;
  ready_at: string | null;
  /** The link works until then (24 hours after it was ready). */
  expires_at: string | null;
}

/** A request to delete an account: carried out by the scheduler after `delete_after` unless undone. */
export interface AccountDeletionsTable {
  id: Generated<number>;
  user_id: number;
  undo_token_hash: string;
  requested_at: string;
  delete_after: string;
  cancelled_at: string | null;
  completed_at: string | null;
}
