/** Kysely table types of the users' own sending accounts (issue 18; see schema.ts). Secrets are sealed
 * (lib/secrets.ts), never plain. */
import type { Generated } from 'kysely';
import type { Flag } from './schema';

interface AccountFields {
  id: Generated<number>;
  user_id: number;
  name: string;
  /** 1 for the user's default account of this kind (at most one: a partial unique index). */
  is_default: Flag;
  /** The last "Send test": when, whether it went (0/1) and what the server answered. */
  last_test_at: string | null;
  last_test_ok: Flag | null;
  last_test_message: string | null;
  last_test_detail: string | null;
  created_at: string;
  updated_at: string;
}

export interface SmtpAccountsTable extends AccountFields {
  host: string;
  port: number;
  security: string;
  username: string | null;
  /** The sealed password, or null for a relay without authentication. */
  password_sealed: string | null;
  from_email: string;
  from_name: string | null;
}

export interface SmsAccountsTable extends AccountFields {
  provider: string;
  account_sid: string;
  auth_token_sealed: string;
  from_number: string;
}

/** The IMAP mailbox a user connected to the e-mail plugin (one per user; issue 18). */
export interface ImapMailboxesTable {
  user_id: number;
  host: string;
  port: number;
  tls: Flag;
  username: string;
  password_sealed: string;
  folder: string;
  /** The folder's UIDVALIDITY and the last UID looked at (decimal text); null until the first look. */
  uid_validity: string | null;
  last_uid: string | null;
  last_checked_at: string | null;
  last_error: string | null;
  last_import_at: string | null;
  /** Until when a server is reading the mailbox (others leave it alone meanwhile). */
  lease_until: string | null;
  created_at: string;
  updated_at: string;
}
