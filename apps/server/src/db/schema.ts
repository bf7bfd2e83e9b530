/** Kysely table types. Booleans are stored as 0/1 integers and times as ISO-8601 text on both
 * dialects, so the same queries and migrations run on SQLite and PostgreSQL. */
import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

export type Flag = 0 | 1;

export interface UsersTable {
  id: Generated<number>;
  email: string;
  password_hash: string;
  full_name: string;
  role: string;
  mobile: string | null;
  avatar: string | null;
  company_name: string | null;
  user_type: string | null;
  sub_user: Flag;
  is_email_verified: Flag;
  is_phone_verified: Flag;
  hire_visa_candidates_statement: string | null;
  about_company_statement: string | null;
  equal_employee_opportunity: string | null;
  current_plan_id: number | null;
  current_session_id: string | null;
  created_at: string;
  updated_at: string;
}

export interface SessionsTable {
  id: string;
  user_id: number;
  created_at: string;
  ended_at: string | null;
  end_reason: string | null;
}

export interface RefreshTokensTable {
  id: Generated<number>;
  session_id: string;
  user_id: number;
  token_hash: string;
  created_at: string;
  expires_at: string;
  rotated_at: string | null;
  revoked_at: string | null;
}

export interface OtpCodesTable {
  id: Generated<number>;
  user_id: number;
  purpose: string;
  target: string;
  code_hash: string;
  attempts: number;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export interface PasswordResetsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export interface MailOutboxTable {
  id: Generated<number>;
  channel: string;
  recipient: string;
  subject: string;
  text: string;
  html: string | null;
  created_at: string;
}

export interface PlansTable {
  id: Generated<number>;
  tier: number;
  name: string;
  home_name: string;
  login_name: string;
  /** dollars in cents */
  amount_cents: number;
  description: string;
  small_description: string;
  color: string;
  daily_upload_limit: number | null;
  daily_view_limit: number | null;
  can_resell: Flag;
}

export interface ProfileSectionsTable {
  id: Generated<number>;
  user_id: number;
  section: string;
  data: string;
  created_at: string;
}

export interface SettingsTable {
  key: string;
  value: string;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  refresh_tokens: RefreshTokensTable;
  otp_codes: OtpCodesTable;
  password_resets: PasswordResetsTable;
  mail_outbox: MailOutboxTable;
  plans: PlansTable;
  profile_sections: ProfileSectionsTable;
  settings: SettingsTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type PlanRow = Selectable<PlansTable>;
