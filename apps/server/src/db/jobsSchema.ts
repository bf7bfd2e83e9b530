/** Kysely table types of jobs, job templates, applications and their history (see schema.ts). */
import type { ColumnType, Generated } from 'kysely';

/** The fields jobs and job templates share. skills and work_authorization are JSON text arrays. */
interface JobFields {
  id: Generated<number>;
  owner_id: number;
  title: string;
  company_name: string | null;
  description: string | null;
  city: string | null;
  state: string | null;
  zipcode: string | null;
  work_location: string | null;
  employment_type: string | null;
  salary_min: number | null;
  salary_max: number | null;
  skills: string;
  experience_years: number | null;
  work_authorization: string;
  openings: number;
  created_at: string;
  updated_at: string;
}

export interface JobsTable extends JobFields {
  /** The owner's client (issue 18); company_name then holds the client's shown name. */
  client_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** A calendar date (YYYY-MM-DD); the job is public through that day (UTC). */
  expires_on: string | null;
  status: string;
  published_at: string | null;
}

export interface JobTemplatesTable extends JobFields {
  name: string;
}

export interface ApplicationsTable {
  id: Generated<number>;
  job_id: number;
  profile_id: number;
  /** The job seeker who applied; null when the account is gone. */
  applicant_id: number | null;
  /** 1-9, APPLICATION_STATUS. */
  status: number;
  cover_note: string | null;
  created_at: string;
  updated_at: string;
  /** When the candidate withdrew it (its status is then 9, Archived). */
  withdrawn_at: Generated<string | null>;
}

export interface ApplicationHistoryTable {
  id: Generated<number>;
  application_id: number;
  /** null for the first row (the application itself). */
  from_status: number | null;
  to_status: number;
  note: string | null;
  changed_by: number;
  created_at: string;
}

/** Freelance projects (issue 17). skills are JSON text arrays; money columns are whole TAT. */
export interface ProjectsTable {
  id: Generated<number>;
  owner_id: number;
  title: string;
  description: string | null;
  skills: string;
  budget_type: string;
  budget: number | null;
  hourly_rate: number | null;
  /** A calendar date (YYYY-MM-DD). */
  deadline: string | null;
  visibility: string;
  status: string;
  /** The awarded freelancer and bid; null until awarded. */
  freelancer_id: number | null;
  awarded_amount: number | null;
  created_at: string;
  updated_at: string;
  published_at: string | null;
}

export interface ProjectInvitesTable {
  id: Generated<number>;
  project_id: number;
  user_id: number;
}

export interface ProjectProposalsTable {
  id: Generated<number>;
  project_id: number;
  freelancer_id: number;
  cover_letter: string;
  bid: number;
  days: number;
  status: string;
  created_at: string;
  updated_at: string;
}

export interface SavedProjectsTable {
  id: Generated<number>;
  user_id: number;
  project_id: number;
  created_at: string;
}

export interface ProjectEventsTable {
  id: Generated<number>;
  project_id: number;
  from_status: string | null;
  to_status: string;
  message: string | null;
  actor_id: number;
  created_at: string;
}

export interface FreelancerProfilesTable {
  id: Generated<number>;
  user_id: number;
  headline: string | null;
  hourly_rate: number | null;
  skills: string;
  portfolio_links: string;
  updated_at: string;
}

export interface ProjectAttachmentsTable {
  id: Generated<number>;
  project_id: number;
  /** The uploaded file name, without any path. */
  name: string;
  /** pdf or docx. */
  ext: string;
  size: number;
  file_key: string;
  created_at: string;
  /** `brief` (the poster's files) or `delivery` (the awarded freelancer's). */
  kind: ColumnType<'brief' | 'delivery', 'brief' | 'delivery' | undefined, never>;
}

/** A message to a candidate: the communication log and the sending queue (issue 18). */
export interface MessagesTable {
  id: Generated<number>;
  sender_id: number;
  profile_id: number | null;
  candidate_name: string;
  channel: 'email' | 'sms';
  recipient: string;
  template_id: number | null;
  template_name: string | null;
  job_id: number | null;
  job_title: string | null;
  subject: string | null;
  body: string;
  status: ColumnType<
    'queued' | 'sending' | 'sent' | 'failed',
    'queued' | undefined,
    'queued' | 'sending' | 'sent' | 'failed'
  >;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: string | null;
  last_error: string | null;
  client_key: string | null;
  created_at: string;
  updated_at: string;
  sent_at: string | null;
}

/** A user's personal inbound address: `<token>@<INBOUND_DOMAIN>` (issue 18). */
export interface InboundMailboxesTable {
  user_id: number;
  token: string;
  created_at: string;
}

/** A resume file that arrived by e-mail (or was shared from a phone), waiting for the upload page. */
export interface InboxFilesTable {
  id: Generated<number>;
  user_id: number;
  source: 'email' | 'imap' | 'share';
  file_name: string;
  size: number;
  file_key: string;
  sender: string | null;
  subject: string | null;
  status: ColumnType<'waiting' | 'processed' | 'rejected', 'waiting' | undefined, 'processed' | 'rejected'>;
  note: string | null;
  created_at: string;
  settled_at: string | null;
}

/** A file shared to the portal from a phone (the manifest's share target, issue 18): kept under a random
 * claim id until the signed-in upload page claims it into the user's inbox, or until it expires. */
export interface SharedFilesTable {
  id: Generated<number>;
  /** 128 random bits, base64url: the only handle on the files (the share is a navigation without a token). */
  claim: string;
  file_name: string;
  size: number;
  file_key: string;
  created_at: string;
  expires_at: string;
}

/** What the e-mail plugin page shows under "Latest imports": an import or an error, per user. */
export interface InboundLogTable {
  id: Generated<number>;
  user_id: number;
  kind: 'import' | 'error';
  source: 'email' | 'imap' | 'share';
  detail: string;
  created_at: string;
}

export interface ClientsTable {
  id: Generated<number>;
  owner_id: number;
  name: string;
  /** The lower-cased name: unique per owner. */
  name_key: string;
  display_name: string | null;
  industry: string | null;
  website: string | null;
  address: string | null;
  notes: string | null;
  /** The logo in the file store, its content type, size and upload time (all null without a logo). */
  logo_key: string | null;
  logo_type: string | null;
  logo_size: number | null;
  logo_at: string | null;
  archived_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface ClientContactsTable {
  id: Generated<number>;
  client_id: number;
  /** The order the recruiter gave. */
  position: number;
  name: string;
  role: string | null;
  email: string | null;
  phone: string | null;
}
