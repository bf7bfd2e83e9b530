/** Kysely table types. Booleans are stored as 0/1 integers and times as ISO-8601 text on both
 * dialects, so the same queries and migrations run on SQLite and PostgreSQL. */
import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type {
  ClientContactsTable,
  ClientsTable,
  ApplicationHistoryTable,
  ApplicationsTable,
  JobTemplatesTable,
  JobsTable,
  FreelancerProfilesTable,
  InboundLogTable,
  InboundMailboxesTable,
  InboxFilesTable,
  MessagesTable,
  SharedFilesTable,
  ProjectAttachmentsTable,
  ProjectEventsTable,
  ProjectInvitesTable,
  ProjectProposalsTable,
  ProjectsTable,
  SavedProjectsTable,
} from './jobsSchema';

export type {
  ClientContactsTable,
  ClientsTable,
  ApplicationHistoryTable,
  ApplicationsTable,
  JobTemplatesTable,
  JobsTable,
  FreelancerProfilesTable,
  InboundLogTable,
  InboundMailboxesTable,
  InboxFilesTable,
  MessagesTable,
  SharedFilesTable,
  ProjectAttachmentsTable,
  ProjectEventsTable,
  ProjectInvitesTable,
  ProjectProposalsTable,
  ProjectsTable,
  SavedProjectsTable,
} from './jobsSchema';
import type { MessageTemplatesTable } from './templatesSchema';
import type { AuditLogTable } from './auditSchema';
import type { ClientAccountsTable, ClientSharesTable } from './clientPortalSchema';
import type {
  DataAccessCodesTable,
  DataAccessSessionsTable,
  DataNoticesTable,
  DataRequestsTable,
} from './dataRightsSchema';
import type { AccountDeletionsTable, DataExportsTable } from './rightsSchema';
export type { AccountDeletionsTable, DataExportsTable } from './rightsSchema';

/** One row per running server, renewed while it runs (issue 42; modules/health). */
export interface ServerHeartbeatsTable {
  id: string;
  hostname: string;
  pid: number;
  /** 'local' or 's3' */
  file_kind: string;
  /** The file store's location ("local folder /srv/files", "S3 bucket talent"). */
  file_location: string;
  started_at: string;
  seen_at: string;
}
import type { BlogCommentsTable, BlogPostTagsTable, BlogPostsTable } from './blogSchema';
import type {
  InvoiceCountersTable,
  InvoiceLinesTable,
  InvoicesTable,
  LandingContentTable,
} from './invoicesSchema';
export type {
  InvoiceCountersTable,
  InvoiceLinesTable,
  InvoicesTable,
  LandingContentTable,
} from './invoicesSchema';
export type { AuditLogTable } from './auditSchema';
export type { MessageTemplatesTable } from './templatesSchema';
import type { ImapMailboxesTable, SmsAccountsTable, SmtpAccountsTable } from './serversSchema';
export type { ImapMailboxesTable, SmsAccountsTable, SmtpAccountsTable } from './serversSchema';

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
  /** The postal address printed on the account's invoices (issue 20), several lines. */
  billing_address: string | null;
  user_type: string | null;
  sub_user: Flag;
  is_email_verified: Flag;
  is_phone_verified: Flag;
  hire_visa_candidates_statement: string | null;
  about_company_statement: string | null;
  equal_employee_opportunity: string | null;
  current_plan_id: number | null;
  /** End of the paid month; null = no expiry (free plan, seeded demo plans). */
  plan_expires_at: string | null;
  current_session_id: string | null;
  /** 1 for an account made by a guest application: no password until the e-mailed link sets one. */
  is_pending: Generated<Flag>;
  /** A custom role (issue 19) whose permissions replace those of the built-in `role`; null = built-in. */
  role_id: Generated<number | null>;
  /** When an admin (or, for a team member, the owner) deactivated the account (issue 19); null = active.
   * Nothing is deleted. */
  deactivated_at: Generated<string | null>;
  /** Who deactivated it (migration 0042): an owner may reactivate a member they removed, not one an admin
   * locked. Null when active, or for deactivations made before the column existed. */
  deactivated_by: Generated<number | null>;
  last_login_at: Generated<string | null>;
  /** A team member's account owner (issue 19); null for an account of its own. */
  owner_id: Generated<number | null>;
  /** A team member's granted resource codes, JSON (a subset of the owner's). */
  member_permissions: Generated<string | null>;
  created_at: string;
  updated_at: string;
}

/** Roles as data (issue 19): the nine built-in ones and custom ones made by an admin. */
export interface RolesTable {
  id: Generated<number>;
  key: string;
  name: string;
  builtin: Flag;
  created_at: string;
  updated_at: string;
}

export interface RolePermissionsTable {
  role_id: number;
  action: string;
  subject: string;
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

export interface UserKeywordsTable {
  id: Generated<number>;
  user_id: number;
  kind: string;
  value: string;
  value_key: string;
  created_at: string;
}

export interface ProfilesTable {
  id: Generated<number>;
  owner_id: number;
  uploader_id: number;
  source_profile_id: number | null;
  first_name: string | null;
  last_name: string | null;
  full_name: string;
  email: string | null;
  mobile: string | null;
  city: string | null;
  state: string | null;
  zipcode: string | null;
  job_title: string | null;
  experience_years: number | null;
  technical_skill: string | null;
  industry: string | null;
  work_status: string | null;
  security_clearance: string | null;
  relocate: string | null;
  resume_rating: number;
  price: number | null;
  is_public: Flag;
  marked_public_on: string | null;
  coin_earned: number;
  is_copy: Flag;
  file_key: string | null;
  file_name: string | null;
  file_hash: string | null;
  file_mime: string | null;
  pages: number;
  search_text: string;
  /** The words a viewer without access may match (publicSearchTextOf): no last name, contacts or ZIP. */
  public_search_text: string;
  data: string;
  created_at: string;
  updated_at: string;
  /** Issue 44: when the person in the resume withdrew it; it cannot be published until they consent again. */
  withdrawn_at: Generated<string | null>;
  /** Issue 44: the uploader's lawful basis for publishing (LAWFUL_BASES), who gave it and when. */
  lawful_basis: Generated<string | null>;
  lawful_basis_by: Generated<number | null>;
  lawful_basis_at: Generated<string | null>;
}

export interface ProfileAccessTable {
  id: Generated<number>;
  profile_id: number;
  user_id: number;
  kind: string;
  expires_at: string | null;
  transaction_id: number | null;
  copy_profile_id: number | null;
  created_at: string;
}

export interface LedgerAccountsTable {
  id: Generated<number>;
  owner_key: string;
  user_id: number | null;
  currency: string;
  balance: number;
  /** Running count of the account's entries (a trigger adds one per entry; issue 26). */
  entries: Generated<number>;
}

/** Running totals of a user's profiles, kept by triggers on profiles (issue 26; checkTotals recomputes). */
export interface UserTotalsTable {
  user_id: number;
  profiles: number;
  public_profiles: number;
  /** TAT earned by the user's own profiles (bought copies left out). */
  coin_earned: number;
  /** Paid grants to the user's profiles (migration 0057). */
  profiles_sold: number;
  /** Grants the user holds, paid or not. */
  profiles_acquired: number;
  /** Distinct users with a paid grant to the user's profiles. */
  payers: number;
}

/** How many paid grants `payer_id` holds to profiles of `owner_id` (migration 0057; rows with 0 go). */
export interface OwnerPayersTable {
  owner_id: number;
  payer_id: number;
  grants: number;
}

/** An admin's override of a user's plan or of one daily limit, in force until `ends_at` (issue 19). */
export interface UserOverridesTable {
  id: Generated<number>;
  user_id: number;
  kind: 'plan' | 'upload' | 'view' | 'message';
  plan_id: number | null;
  /** The daily limit while in force; null is unlimited. */
  daily_limit: number | null;
  ends_at: string;
  reason: string;
  created_by: number;
  created_at: string;
}

export interface LedgerTransactionsTable {
  id: Generated<number>;
  idempotency_key: string;
  kind: string;
  actor_id: number | null;
  profile_id: number | null;
  memo: string;
  /** Who acted (issue 19): a team member acting in the owner's account, else the user themselves. */
  acted_by: Generated<number | null>;
  created_at: string;
}

export interface LedgerEntriesTable {
  id: Generated<number>;
  transaction_id: number;
  account_id: number;
  currency: string;
  amount: number;
  created_at: string;
}

export interface DailyUsageTable {
  user_id: number;
  day: string;
  kind: string;
  count: number;
}

export interface TatPlansTable {
  id: Generated<number>;
  name: string;
  tat: number;
  amount_cents: number;
  description: string;
}

export interface PaymentsTable {
  id: Generated<number>;
  session_id: string;
  user_id: number;
  kind: string;
  plan_id: number | null;
  tat_plan_id: number | null;
  tat: number | null;
  amount_cents: number;
  status: string;
  provider: string;
  success_url: string;
  fail_url: string;
  created_at: string;
  completed_at: string | null;
  /** A refund (issue 20): when, and the provider's reference; null while the payment stands. */
  refunded_at: string | null;
  refund_ref: string | null;
}

export interface WebhookEventsTable {
  id: string;
  type: string;
  created_at: string;
}

export interface ApiKeysTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  /** The first 8 characters of the key, for display. */
  prefix: string;
  /** SHA-256 (hex) of the full key; the key itself is never stored. */
  key_hash: string;
  created_at: string;
  last_used_at: string | null;
  /** Set when a password reset (or an undone e-mail change) revoked the key; it stays listed. */
  revoked_at: string | null;
  revoked_reason: string | null;
}

/** A one-time link e-mailed to the old address after an e-mail change; it restores that address. */
export interface EmailChangeUndosTable {
  id: Generated<number>;
  user_id: number;
  old_email: string;
  new_email: string;
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export interface Database {
  data_access_codes: DataAccessCodesTable;
  data_access_sessions: DataAccessSessionsTable;
  data_notices: DataNoticesTable;
  data_requests: DataRequestsTable;
  data_exports: DataExportsTable;
  account_deletions: AccountDeletionsTable;
  client_accounts: ClientAccountsTable;
  client_shares: ClientSharesTable;
  server_heartbeats: ServerHeartbeatsTable;
  blog_posts: BlogPostsTable;
  blog_post_tags: BlogPostTagsTable;
  blog_comments: BlogCommentsTable;
  user_totals: UserTotalsTable;
  owner_payers: OwnerPayersTable;
  audit_log: AuditLogTable;
  roles: RolesTable;
  role_permissions: RolePermissionsTable;
  invoice_counters: InvoiceCountersTable;
  invoices: InvoicesTable;
  invoice_lines: InvoiceLinesTable;
  landing_content: LandingContentTable;
  message_templates: MessageTemplatesTable;
  smtp_accounts: SmtpAccountsTable;
  sms_accounts: SmsAccountsTable;
  jobs: JobsTable;
  job_templates: JobTemplatesTable;
  applications: ApplicationsTable;
  application_history: ApplicationHistoryTable;
  projects: ProjectsTable;
  project_invites: ProjectInvitesTable;
  project_proposals: ProjectProposalsTable;
  saved_projects: SavedProjectsTable;
  project_events: ProjectEventsTable;
  project_attachments: ProjectAttachmentsTable;
  freelancer_profiles: FreelancerProfilesTable;
  messages: MessagesTable;
  inbound_mailboxes: InboundMailboxesTable;
  inbox_files: InboxFilesTable;
  shared_files: SharedFilesTable;
  inbound_log: InboundLogTable;
  imap_mailboxes: ImapMailboxesTable;
  clients: ClientsTable;
  client_contacts: ClientContactsTable;
  api_keys: ApiKeysTable;
  email_change_undos: EmailChangeUndosTable;
  user_keywords: UserKeywordsTable;
  profiles: ProfilesTable;
  profile_access: ProfileAccessTable;
  ledger_accounts: LedgerAccountsTable;
  ledger_transactions: LedgerTransactionsTable;
  user_overrides: UserOverridesTable;
  ledger_entries: LedgerEntriesTable;
  daily_usage: DailyUsageTable;
  tat_plans: TatPlansTable;
  payments: PaymentsTable;
  webhook_events: WebhookEventsTable;
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
export type ProfileRow = Selectable<ProfilesTable>;
export type JobRow = Selectable<JobsTable>;
export type JobTemplateRow = Selectable<JobTemplatesTable>;
export type ApplicationRow = Selectable<ApplicationsTable>;
export type ProjectRow = Selectable<ProjectsTable>;
export type ClientRow = Selectable<ClientsTable>;
export type ClientContactRow = Selectable<ClientContactsTable>;
export type ProjectProposalRow = Selectable<ProjectProposalsTable>;
