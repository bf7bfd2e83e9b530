/** Migrations, written once with Kysely's schema builder for both dialects. */
import { Kysely, Migrator, sql, type Migration, type CreateTableBuilder } from 'kysely';
import { ROLES, ROLE_LABELS, abilityRulesFor, type ResumeFields } from '@talent/api';
import { publicSearchTextOf } from '../modules/resumes/fields';
import { LANDING_DEFAULTS } from '../modules/landing/defaults';
import type { DialectName } from './index';
import { isoNow, systemClock } from '../lib/clock';

type AnyDb = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists

function idTable(db: AnyDb, dialect: DialectName, name: string): CreateTableBuilder<string, 'id'> {
  return db.schema
    .createTable(name)
    .addColumn('id', dialect === 'postgres' ? 'serial' : 'integer', (c) =>
      dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
    );
}

export function migrations(dialect: DialectName): Record<string, Migration> {
  return {
    '0001_auth': {
      async up(db: AnyDb) {
        await idTable(db, dialect, 'plans')
          .addColumn('tier', 'integer', (c) => c.notNull().unique())
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('home_name', 'text', (c) => c.notNull())
          .addColumn('login_name', 'text', (c) => c.notNull())
          .addColumn('amount_cents', 'integer', (c) => c.notNull())
          .addColumn('description', 'text', (c) => c.notNull())
          .addColumn('small_description', 'text', (c) => c.notNull())
          .addColumn('color', 'text', (c) => c.notNull())
          .addColumn('daily_upload_limit', 'integer')
          .addColumn('daily_view_limit', 'integer')
          .addColumn('can_resell', 'integer', (c) => c.notNull().defaultTo(0))
          .execute();

        await idTable(db, dialect, 'users')
          .addColumn('email', 'text', (c) => c.notNull().unique())
          .addColumn('password_hash', 'text', (c) => c.notNull())
          .addColumn('full_name', 'text', (c) => c.notNull())
          .addColumn('role', 'text', (c) => c.notNull())
          .addColumn('mobile', 'text')
          .addColumn('avatar', 'text')
          .addColumn('company_name', 'text')
          .addColumn('user_type', 'text')
          .addColumn('sub_user', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('is_email_verified', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('is_phone_verified', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('hire_visa_candidates_statement', 'text')
          .addColumn('about_company_statement', 'text')
          .addColumn('equal_employee_opportunity', 'text')
          .addColumn('current_plan_id', 'integer', (c) => c.references('plans.id'))
          .addColumn('current_session_id', 'text')
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('updated_at', 'text', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('users_mobile').on('users').column('mobile').execute();

        await db.schema
          .createTable('sessions')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('ended_at', 'text')
          .addColumn('end_reason', 'text')
          .execute();

        await idTable(db, dialect, 'refresh_tokens')
          .addColumn('session_id', 'text', (c) => c.notNull().references('sessions.id').onDelete('cascade'))
          .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
          .addColumn('token_hash', 'text', (c) => c.notNull().unique())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('expires_at', 'text', (c) => c.notNull())
          .addColumn('rotated_at', 'text')
          .addColumn('revoked_at', 'text')
          .execute();

        await idTable(db, dialect, 'otp_codes')
          .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
          .addColumn('purpose', 'text', (c) => c.notNull())
          .addColumn('target', 'text', (c) => c.notNull())
          .addColumn('code_hash', 'text', (c) => c.notNull())
          .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('expires_at', 'text', (c) => c.notNull())
          .addColumn('used_at', 'text')
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex('otp_user_purpose')
          .on('otp_codes')
          .columns(['user_id', 'purpose'])
          .execute();

        await idTable(db, dialect, 'password_resets')
          .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
          .addColumn('token_hash', 'text', (c) => c.notNull().unique())
          .addColumn('expires_at', 'text', (c) => c.notNull())
          .addColumn('used_at', 'text')
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute();

        await idTable(db, dialect, 'mail_outbox')
          .addColumn('channel', 'text', (c) => c.notNull().defaultTo('email'))
          .addColumn('recipient', 'text', (c) => c.notNull())
          .addColumn('subject', 'text', (c) => c.notNull())
          .addColumn('text', 'text', (c) => c.notNull())
          .addColumn('html', 'text')
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('mail_outbox_recipient').on('mail_outbox').column('recipient').execute();

        await idTable(db, dialect, 'profile_sections')
          .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
          .addColumn('section', 'text', (c) => c.notNull())
          .addColumn('data', 'text', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex('profile_sections_user')
          .on('profile_sections')
          .columns(['user_id', 'section'])
          .execute();

        await db.schema
          .createTable('settings')
          .addColumn('key', 'text', (c) => c.primaryKey())
          .addColumn('value', 'text', (c) => c.notNull())
          .execute();
      },
    },
    '0002_core': {
      async up(db: AnyDb) {
        await idTable(db, dialect, 'user_keywords')
          .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
          .addColumn('kind', 'text', (c) => c.notNull())
          .addColumn('value', 'text', (c) => c.notNull())
          .addColumn('value_key', 'text', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addUniqueConstraint('user_keywords_unique', ['user_id', 'kind', 'value_key'])
          .execute();

        const real = dialect === 'postgres' ? 'double precision' : 'real';
        await idTable(db, dialect, 'profiles')
          .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
          .addColumn('uploader_id', 'integer', (c) => c.notNull())
          .addColumn('source_profile_id', 'integer')
          .addColumn('first_name', 'text')
          .addColumn('last_name', 'text')
          .addColumn('full_name', 'text', (c) => c.notNull())
          .addColumn('email', 'text')
          .addColumn('mobile', 'text')
          .addColumn('city', 'text')
          .addColumn('state', 'text')
          .addColumn('zipcode', 'text')
          .addColumn('job_title', 'text')
          .addColumn('experience_years', real)
          .addColumn('technical_skill', 'text')
          .addColumn('industry', 'text')
          .addColumn('work_status', 'text')
          .addColumn('security_clearance', 'text')
          .addColumn('relocate', 'text')
          .addColumn('resume_rating', real, (c) => c.notNull().defaultTo(0))
          .addColumn('price', 'integer')
          .addColumn('is_public', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('marked_public_on', 'text')
          .addColumn('coin_earned', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('is_copy', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('file_key', 'text')
          .addColumn('file_name', 'text')
          .addColumn('file_hash', 'text')
          .addColumn('file_mime', 'text')
          .addColumn('pages', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('search_text', 'text', (c) => c.notNull())
          .addColumn('data', 'text', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('updated_at', 'text', (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex('profiles_owner')
          .on('profiles')
          .columns(['owner_id', 'created_at'])
          .execute();
        await db.schema
          .createIndex('profiles_public')
          .on('profiles')
          .columns(['is_public', 'coin_earned'])
          .execute();
        await db.schema
          .createIndex('profiles_owner_email')
          .on('profiles')
          .columns(['owner_id', 'email'])
          .execute();
        await db.schema
          .createIndex('profiles_owner_mobile')
          .on('profiles')
          .columns(['owner_id', 'mobile'])
          .execute();
        await db.schema
          .createIndex('profiles_owner_hash')
          .on('profiles')
          .columns(['owner_id', 'file_hash'])
          .execute();

        await idTable(db, dialect, 'profile_access')
          .addColumn('profile_id', 'integer', (c) => c.notNull())
          .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
          .addColumn('kind', 'text', (c) => c.notNull())
          .addColumn('expires_at', 'text')
          .addColumn('transaction_id', 'integer')
          .addColumn('copy_profile_id', 'integer')
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex('profile_access_user')
          .on('profile_access')
          .columns(['user_id', 'profile_id'])
          .execute();
        await db.schema
          .createIndex('profile_access_profile')
          .on('profile_access')
          .column('profile_id')
          .execute();

        await idTable(db, dialect, 'ledger_accounts')
          .addColumn('owner_key', 'text', (c) => c.notNull())
          .addColumn('user_id', 'integer')
          .addColumn('currency', 'text', (c) => c.notNull())
          .addColumn('balance', 'integer', (c) => c.notNull().defaultTo(0))
          .addUniqueConstraint('ledger_accounts_owner', ['owner_key', 'currency'])
          .execute();
        await idTable(db, dialect, 'ledger_transactions')
          .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
          .addColumn('kind', 'text', (c) => c.notNull())
          .addColumn('actor_id', 'integer')
          .addColumn('profile_id', 'integer')
          .addColumn('memo', 'text', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute();
        await idTable(db, dialect, 'ledger_entries')
          .addColumn('transaction_id', 'integer', (c) => c.notNull().references('ledger_transactions.id'))
          .addColumn('account_id', 'integer', (c) => c.notNull().references('ledger_accounts.id'))
          .addColumn('currency', 'text', (c) => c.notNull())
          .addColumn('amount', 'integer', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex('ledger_entries_account')
          .on('ledger_entries')
          .columns(['account_id', 'id'])
          .execute();
        await db.schema
          .createIndex('ledger_entries_tx')
          .on('ledger_entries')
          .column('transaction_id')
          .execute();

        await db.schema
          .createTable('daily_usage')
          .addColumn('user_id', 'integer', (c) => c.notNull())
          .addColumn('day', 'text', (c) => c.notNull())
          .addColumn('kind', 'text', (c) => c.notNull())
          .addColumn('count', 'integer', (c) => c.notNull().defaultTo(0))
          .addPrimaryKeyConstraint('daily_usage_pk', ['user_id', 'day', 'kind'])
          .execute();

        await idTable(db, dialect, 'tat_plans')
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('tat', 'integer', (c) => c.notNull())
          .addColumn('amount_cents', 'integer', (c) => c.notNull())
          .addColumn('description', 'text', (c) => c.notNull())
          .execute();

        await idTable(db, dialect, 'payments')
          .addColumn('session_id', 'text', (c) => c.notNull().unique())
          .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
          .addColumn('kind', 'text', (c) => c.notNull())
          .addColumn('plan_id', 'integer')
          .addColumn('tat_plan_id', 'integer')
          .addColumn('tat', 'integer')
          .addColumn('amount_cents', 'integer', (c) => c.notNull())
          .addColumn('status', 'text', (c) => c.notNull())
          .addColumn('provider', 'text', (c) => c.notNull())
          .addColumn('success_url', 'text', (c) => c.notNull())
          .addColumn('fail_url', 'text', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('completed_at', 'text')
          .execute();

        await db.schema
          .createTable('webhook_events')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('type', 'text', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute();
      },
    },
    '0004_plan_expiry': {
      async up(db: AnyDb) {
        await db.schema.alterTable('users').addColumn('plan_expires_at', 'text').execute();
      },
    },
    '0005_public_owner_index': {
      // Counting the public profiles of others (marketplace paging) from the index alone.
      async up(db: AnyDb) {
        await db.schema
          .createIndex('profiles_public_owner')
          .on('profiles')
          .columns(['is_public', 'owner_id'])
          .execute();
      },
    },
    '0003_search': {
      // Full-text search: FTS5 on SQLite, a GIN index over to_tsvector('simple', ...) on PostgreSQL.
      async up(db: AnyDb) {
        await db.schema
          .createIndex('profiles_public_recent')
          .on('profiles')
          .columns(['is_public', 'marked_public_on'])
          .execute();
        if (dialect === 'sqlite') {
          await sql`CREATE VIRTUAL TABLE profiles_fts USING fts5(search_text, content='profiles', content_rowid='id', tokenize='unicode61')`.execute(
            db,
          );
          await sql`CREATE TRIGGER profiles_fts_ai AFTER INSERT ON profiles BEGIN INSERT INTO profiles_fts(rowid, search_text) VALUES (new.id, new.search_text); END`.execute(
            db,
          );
          await sql`CREATE TRIGGER profiles_fts_ad AFTER DELETE ON profiles BEGIN INSERT INTO profiles_fts(profiles_fts, rowid, search_text) VALUES ('delete', old.id, old.search_text); END`.execute(
            db,
          );
          await sql`CREATE TRIGGER profiles_fts_au AFTER UPDATE OF search_text ON profiles BEGIN INSERT INTO profiles_fts(profiles_fts, rowid, search_text) VALUES ('delete', old.id, old.search_text); INSERT INTO profiles_fts(rowid, search_text) VALUES (new.id, new.search_text); END`.execute(
            db,
          );
          await sql`INSERT INTO profiles_fts(profiles_fts) VALUES ('rebuild')`.execute(db);
        } else {
          // A stored tsvector, so matching never recomputes to_tsvector per row.
          await sql`ALTER TABLE profiles ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (to_tsvector('simple', search_text)) STORED`.execute(
            db,
          );
          await sql`CREATE INDEX profiles_search_gin ON profiles USING gin (search_vector)`.execute(db);
        }
      },
    },
    '0006_api_keys': {
      // Personal API keys: only the SHA-256 hash of a key is stored, with its first 8 characters for display.
      async up(db: AnyDb) {
        await idTable(db, dialect, 'api_keys')
          .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('prefix', 'text', (c) => c.notNull())
          .addColumn('key_hash', 'text', (c) => c.notNull().unique())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('last_used_at', 'text')
          .execute();
        await db.schema.createIndex('api_keys_user').on('api_keys').column('user_id').execute();
      },
    },
    '0007_jobs': {
      // Jobs, job templates, applications and their status history (issue 15). Skills and work
      // authorisations are JSON text arrays: they are read whole and matched in code, never filtered in SQL.
      async up(db: AnyDb) {
        const jobFields = (t: CreateTableBuilder<string, 'id'>) =>
          t
            .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
            .addColumn('title', 'text', (c) => c.notNull())
            .addColumn('company_name', 'text')
            .addColumn('description', 'text')
            .addColumn('city', 'text')
            .addColumn('state', 'text')
            .addColumn('zipcode', 'text')
            .addColumn('work_location', 'text')
            .addColumn('employment_type', 'text')
            .addColumn('salary_min', 'integer')
            .addColumn('salary_max', 'integer')
            .addColumn('skills', 'text', (c) => c.notNull().defaultTo('[]'))
            .addColumn('experience_years', 'integer')
            .addColumn('work_authorization', 'text', (c) => c.notNull().defaultTo('[]'))
            .addColumn('openings', 'integer', (c) => c.notNull().defaultTo(1))
            .addColumn('created_at', 'text', (c) => c.notNull())
            .addColumn('updated_at', 'text', (c) => c.notNull());
        await jobFields(idTable(db, dialect, 'jobs'))
          .addColumn('expires_on', 'text')
          .addColumn('status', 'text', (c) => c.notNull().defaultTo('draft'))
          .addColumn('published_at', 'text')
          .execute();
        // The recruiter's lists filter by owner and status, newest first; the limit counts live jobs per owner.
        await db.schema.createIndex('jobs_owner_status').on('jobs').columns(['owner_id', 'status']).execute();
        await db.schema
          .createIndex('jobs_owner_created')
          .on('jobs')
          .columns(['owner_id', 'created_at'])
          .execute();
        // Public jobs are those open and unexpired.
        await db.schema
          .createIndex('jobs_status_expires')
          .on('jobs')
          .columns(['status', 'expires_on'])
          .execute();

        await jobFields(idTable(db, dialect, 'job_templates'))
          .addColumn('name', 'text', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('job_templates_owner').on('job_templates').column('owner_id').execute();

        await idTable(db, dialect, 'applications')
          .addColumn('job_id', 'integer', (c) => c.notNull().references('jobs.id').onDelete('cascade'))
          .addColumn('profile_id', 'integer', (c) =>
            c.notNull().references('profiles.id').onDelete('cascade'),
          )
          .addColumn('applicant_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
          .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
          .addColumn('cover_note', 'text')
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('updated_at', 'text', (c) => c.notNull())
          .addUniqueConstraint('applications_job_profile', ['job_id', 'profile_id'])
          .execute();
        await db.schema
          .createIndex('applications_job_status')
          .on('applications')
          .columns(['job_id', 'status'])
          .execute();
        await db.schema.createIndex('applications_created').on('applications').column('created_at').execute();
        await db.schema.createIndex('applications_profile').on('applications').column('profile_id').execute();

        await idTable(db, dialect, 'application_history')
          .addColumn('application_id', 'integer', (c) =>
            c.notNull().references('applications.id').onDelete('cascade'),
          )
          .addColumn('from_status', 'integer')
          .addColumn('to_status', 'integer', (c) => c.notNull())
          .addColumn('note', 'text')
          .addColumn('changed_by', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex('application_history_application')
          .on('application_history')
          .columns(['application_id', 'id'])
          .execute();
      },
    },
    '0008_job_seekers': {
      // Job seekers (issue 16): one application per job and applicant (not per profile), a withdrawal
      // mark, and pending accounts made by guest applications (no password until the e-mailed link is used).
      async up(db: AnyDb) {
        await db.schema
          .createIndex('applications_job_applicant')
          .on('applications')
          .columns(['job_id', 'applicant_id'])
          .unique()
          .execute();
        await db.schema.alterTable('applications').addColumn('withdrawn_at', 'text').execute();
        await db.schema
          .createIndex('applications_applicant')
          .on('applications')
          .column('applicant_id')
          .execute();
        await db.schema
          .alterTable('users')
          .addColumn('is_pending', 'integer', (c) => c.notNull().defaultTo(0))
          .execute();
        // The public search lists open jobs newest first.
        await db.schema
          .createIndex('jobs_status_published')
          .on('jobs')
          .columns(['status', 'published_at'])
          .execute();
      },
    },
    '0009_account_security': {
      // Issue 24, finding 7: keys revoked by a password reset stay listed (with why); an e-mail change can be
      // undone from the old address with a one-time link.
      async up(db: AnyDb) {
        await db.schema.alterTable('api_keys').addColumn('revoked_at', 'text').execute();
        await db.schema.alterTable('api_keys').addColumn('revoked_reason', 'text').execute();
        await idTable(db, dialect, 'email_change_undos')
          .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
          .addColumn('old_email', 'text', (c) => c.notNull())
          .addColumn('new_email', 'text', (c) => c.notNull())
          .addColumn('token_hash', 'text', (c) => c.notNull().unique())
          .addColumn('expires_at', 'text', (c) => c.notNull())
          .addColumn('used_at', 'text')
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute();
      },
    },
    '0010_public_search_text': {
      // Issue 24 (locked profiles as oracles): a second search text without the last name, contacts or ZIP,
      // which the marketplace matches; indexed like search_text (FTS5 on SQLite, a GIN tsvector on PostgreSQL).
      async up(db: AnyDb) {
        await db.schema
          .alterTable('profiles')
          .addColumn('public_search_text', 'text', (c) => c.notNull().defaultTo(''))
          .execute();
        const rows = (await db.selectFrom('profiles').select(['id', 'data']).execute()) as Array<{
          id: number;
          data: string;
        }>;
        for (const row of rows) {
          await db
            .updateTable('profiles')
            .set({ public_search_text: publicSearchTextOf(JSON.parse(row.data) as ResumeFields) })
            .where('id', '=', row.id)
            .execute();
        }
        if (dialect === 'sqlite') {
          await sql`CREATE VIRTUAL TABLE profiles_public_fts USING fts5(public_search_text, content='profiles', content_rowid='id', tokenize='unicode61')`.execute(
            db,
          );
          await sql`CREATE TRIGGER profiles_public_fts_ai AFTER INSERT ON profiles BEGIN INSERT INTO profiles_public_fts(rowid, public_search_text) VALUES (new.id, new.public_search_text); END`.execute(
            db,
          );
          await sql`CREATE TRIGGER profiles_public_fts_ad AFTER DELETE ON profiles BEGIN INSERT INTO profiles_public_fts(profiles_public_fts, rowid, public_search_text) VALUES ('delete', old.id, old.public_search_text); END`.execute(
            db,
          );
          await sql`CREATE TRIGGER profiles_public_fts_au AFTER UPDATE OF public_search_text ON profiles BEGIN INSERT INTO profiles_public_fts(profiles_public_fts, rowid, public_search_text) VALUES ('delete', old.id, old.public_search_text); INSERT INTO profiles_public_fts(rowid, public_search_text) VALUES (new.id, new.public_search_text); END`.execute(
            db,
          );
          await sql`INSERT INTO profiles_public_fts(profiles_public_fts) VALUES ('rebuild')`.execute(db);
        } else {
          await sql`ALTER TABLE profiles ADD COLUMN public_search_vector tsvector GENERATED ALWAYS AS (to_tsvector('simple', public_search_text)) STORED`.execute(
            db,
          );
          await sql`CREATE INDEX profiles_public_search_gin ON profiles USING gin (public_search_vector)`.execute(
            db,
          );
        }
      },
    },
    '0011_projects': {
      // Freelance projects (issue 17): projects, their invitations, proposals, saved lists, the state history,
      // and freelancer profiles. Escrow is a ledger account per project (`escrow:project:<id>`), not a column.
      async up(db: AnyDb) {
        await idTable(db, dialect, 'projects')
          .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
          .addColumn('title', 'text', (c) => c.notNull())
          .addColumn('description', 'text')
          .addColumn('skills', 'text', (c) => c.notNull().defaultTo('[]'))
          .addColumn('budget_type', 'text', (c) => c.notNull().defaultTo('fixed'))
          .addColumn('budget', 'integer')
          .addColumn('hourly_rate', 'integer')
          .addColumn('deadline', 'text')
          .addColumn('visibility', 'text', (c) => c.notNull().defaultTo('public'))
          .addColumn('status', 'text', (c) => c.notNull().defaultTo('draft'))
          .addColumn('freelancer_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
          .addColumn('awarded_amount', 'integer')
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('updated_at', 'text', (c) => c.notNull())
          .addColumn('published_at', 'text')
          .execute();
        await db.schema
          .createIndex('projects_owner')
          .on('projects')
          .columns(['owner_id', 'status'])
          .execute();
        await db.schema
          .createIndex('projects_status_published')
          .on('projects')
          .columns(['status', 'published_at'])
          .execute();
        await db.schema.createIndex('projects_freelancer').on('projects').column('freelancer_id').execute();
        await idTable(db, dialect, 'project_invites')
          .addColumn('project_id', 'integer', (c) =>
            c.notNull().references('projects.id').onDelete('cascade'),
          )
          .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
          .execute();
        await db.schema
          .createIndex('project_invites_pair')
          .on('project_invites')
          .columns(['project_id', 'user_id'])
          .unique()
          .execute();
        await idTable(db, dialect, 'project_proposals')
          .addColumn('project_id', 'integer', (c) =>
            c.notNull().references('projects.id').onDelete('cascade'),
          )
          .addColumn('freelancer_id', 'integer', (c) =>
            c.notNull().references('users.id').onDelete('cascade'),
          )
          .addColumn('cover_letter', 'text', (c) => c.notNull())
          .addColumn('bid', 'integer', (c) => c.notNull())
          .addColumn('days', 'integer', (c) => c.notNull())
          .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('updated_at', 'text', (c) => c.notNull())
          .execute();
        // One proposal per freelancer and project, kept by the database under concurrent sends.
        await db.schema
          .createIndex('project_proposals_pair')
          .on('project_proposals')
          .columns(['project_id', 'freelancer_id'])
          .unique()
          .execute();
        await db.schema
          .createIndex('project_proposals_freelancer')
          .on('project_proposals')
          .columns(['freelancer_id', 'status'])
          .execute();
        await idTable(db, dialect, 'saved_projects')
          .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
          .addColumn('project_id', 'integer', (c) =>
            c.notNull().references('projects.id').onDelete('cascade'),
          )
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex('saved_projects_pair')
          .on('saved_projects')
          .columns(['user_id', 'project_id'])
          .unique()
          .execute();
        await idTable(db, dialect, 'project_events')
          .addColumn('project_id', 'integer', (c) =>
            c.notNull().references('projects.id').onDelete('cascade'),
          )
          .addColumn('from_status', 'text')
          .addColumn('to_status', 'text', (c) => c.notNull())
          .addColumn('message', 'text')
          .addColumn('actor_id', 'integer', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex('project_events_project')
          .on('project_events')
          .column('project_id')
          .execute();
        await idTable(db, dialect, 'project_attachments')
          .addColumn('project_id', 'integer', (c) =>
            c.notNull().references('projects.id').onDelete('cascade'),
          )
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('ext', 'text', (c) => c.notNull())
          .addColumn('size', 'integer', (c) => c.notNull())
          .addColumn('file_key', 'text', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex('project_attachments_project')
          .on('project_attachments')
          .column('project_id')
          .execute();
        await idTable(db, dialect, 'freelancer_profiles')
          .addColumn('user_id', 'integer', (c) =>
            c.notNull().unique().references('users.id').onDelete('cascade'),
          )
          .addColumn('headline', 'text')
          .addColumn('hourly_rate', 'integer')
          .addColumn('skills', 'text', (c) => c.notNull().defaultTo('[]'))
          .addColumn('portfolio_links', 'text', (c) => c.notNull().defaultTo('[]'))
          .addColumn('updated_at', 'text', (c) => c.notNull())
          .execute();
      },
    },
    '0012_project_deliveries': {
      // A project's files are the poster's brief (`brief`) or the awarded freelancer's delivery (`delivery`);
      // delivery files are seen only by the poster, the freelancer and admins (issue 17).
      async up(db: AnyDb) {
        await db.schema
          .alterTable('project_attachments')
          .addColumn('kind', 'text', (c) => c.notNull().defaultTo('brief'))
          .execute();
      },
    },
    '0013_clients': {
      // The companies a recruiter hires for, their contacts, and a job's client (issue 18). A job's
      // company_name follows its client's display name, so public search and pages need no join.
      async up(db: AnyDb) {
        await idTable(db, dialect, 'clients')
          .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
          .addColumn('name', 'text', (c) => c.notNull())
          // The lower-cased name: one client of a name per owner, kept by the database.
          .addColumn('name_key', 'text', (c) => c.notNull())
          .addColumn('display_name', 'text')
          .addColumn('industry', 'text')
          .addColumn('website', 'text')
          .addColumn('address', 'text')
          .addColumn('notes', 'text')
          .addColumn('logo_key', 'text')
          .addColumn('logo_type', 'text')
          .addColumn('logo_size', 'integer')
          .addColumn('logo_at', 'text')
          .addColumn('archived_at', 'text')
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('updated_at', 'text', (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex('clients_owner_name')
          .on('clients')
          .columns(['owner_id', 'name_key'])
          .unique()
          .execute();
        await idTable(db, dialect, 'client_contacts')
          .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
          .addColumn('position', 'integer', (c) => c.notNull())
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('role', 'text')
          .addColumn('email', 'text')
          .addColumn('phone', 'text')
          .execute();
        await db.schema
          .createIndex('client_contacts_client')
          .on('client_contacts')
          .column('client_id')
          .execute();
        await db.schema
          .alterTable('jobs')
          .addColumn('client_id', 'integer', (c) => c.references('clients.id').onDelete('set null'))
          .execute();
        await db.schema.createIndex('jobs_client').on('jobs').column('client_id').execute();
      },
    },
    '0014_message_templates': {
      // E-mail and SMS templates of a user (issue 18, `sms_view/`); subject is null for SMS.
      async up(db: AnyDb) {
        await idTable(db, dialect, 'message_templates')
          .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
          .addColumn('kind', 'text', (c) => c.notNull())
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('subject', 'text')
          .addColumn('body', 'text', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('updated_at', 'text', (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex('message_templates_owner')
          .on('message_templates')
          .columns(['owner_id', 'kind'])
          .execute();
      },
    },
    '0017_messages': {
      // Messages to candidates (issue 18): the communication log and the sending queue in one table. A
      // worker claims queued rows whose time has come (FOR UPDATE SKIP LOCKED on PostgreSQL), so messages
      // survive a restart and several servers share the work. No foreign key to the templates: the log keeps
      // the template's name as it was when sent.
      async up(db: AnyDb) {
        await idTable(db, dialect, 'messages')
          .addColumn('sender_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
          .addColumn('profile_id', 'integer', (c) => c.references('profiles.id').onDelete('set null'))
          .addColumn('candidate_name', 'text', (c) => c.notNull())
          .addColumn('channel', 'text', (c) => c.notNull())
          .addColumn('recipient', 'text', (c) => c.notNull())
          .addColumn('template_id', 'integer')
          .addColumn('template_name', 'text')
          .addColumn('job_id', 'integer', (c) => c.references('jobs.id').onDelete('set null'))
          .addColumn('job_title', 'text')
          .addColumn('subject', 'text')
          .addColumn('body', 'text', (c) => c.notNull())
          .addColumn('status', 'text', (c) => c.notNull().defaultTo('queued'))
          .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('next_attempt_at', 'text')
          .addColumn('last_error', 'text')
          .addColumn('client_key', 'text')
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('updated_at', 'text', (c) => c.notNull())
          .addColumn('sent_at', 'text')
          .execute();
        await db.schema
          .createIndex('messages_sender')
          .on('messages')
          .columns(['sender_id', 'created_at'])
          .execute();
        await db.schema
          .createIndex('messages_due')
          .on('messages')
          .columns(['status', 'next_attempt_at'])
          .execute();
        // A send repeated with its idempotency key queues nothing new.
        await db.schema
          .createIndex('messages_client_key')
          .on('messages')
          .columns(['sender_id', 'client_key', 'profile_id'])
          .unique()
          .execute();
      },
    },
    '0018_inbox': {
      // Resumes by e-mail (issue 18): each user's inbound address, the files that arrived (kept in the file
      // store until the upload page processes them in the browser), and a log of imports and errors.
      async up(db: AnyDb) {
        await db.schema
          .createTable('inbound_mailboxes')
          .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
          .addColumn('token', 'text', (c) => c.notNull().unique())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute();
        await idTable(db, dialect, 'inbox_files')
          .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
          .addColumn('source', 'text', (c) => c.notNull())
          .addColumn('file_name', 'text', (c) => c.notNull())
          .addColumn('size', 'integer', (c) => c.notNull())
          .addColumn('file_key', 'text', (c) => c.notNull())
          .addColumn('sender', 'text')
          .addColumn('subject', 'text')
          .addColumn('status', 'text', (c) => c.notNull().defaultTo('waiting'))
          .addColumn('note', 'text')
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('settled_at', 'text')
          .execute();
        await db.schema
          .createIndex('inbox_files_user')
          .on('inbox_files')
          .columns(['user_id', 'status', 'id'])
          .execute();
        await idTable(db, dialect, 'inbound_log')
          .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
          .addColumn('kind', 'text', (c) => c.notNull())
          .addColumn('source', 'text', (c) => c.notNull())
          .addColumn('detail', 'text', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex('inbound_log_user')
          .on('inbound_log')
          .columns(['user_id', 'id'])
          .execute();
      },
    },
    '0015_sending_servers': {
      // The users' own SMTP and SMS provider accounts (issue 18). Secrets are sealed with SECRETS_KEY
      // (lib/secrets.ts); a partial unique index keeps at most one default account per user and kind.
      async up(db: AnyDb) {
        const account = (name: string) =>
          idTable(db, dialect, name)
            .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
            .addColumn('name', 'text', (c) => c.notNull())
            .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
            .addColumn('last_test_at', 'text')
            .addColumn('last_test_ok', 'integer')
            .addColumn('last_test_message', 'text')
            .addColumn('last_test_detail', 'text')
            .addColumn('created_at', 'text', (c) => c.notNull())
            .addColumn('updated_at', 'text', (c) => c.notNull());
        await account('smtp_accounts')
          .addColumn('host', 'text', (c) => c.notNull())
          .addColumn('port', 'integer', (c) => c.notNull())
          .addColumn('security', 'text', (c) => c.notNull())
          .addColumn('username', 'text')
          .addColumn('password_sealed', 'text')
          .addColumn('from_email', 'text', (c) => c.notNull())
          .addColumn('from_name', 'text')
          .execute();
        await account('sms_accounts')
          .addColumn('provider', 'text', (c) => c.notNull())
          .addColumn('account_sid', 'text', (c) => c.notNull())
          .addColumn('auth_token_sealed', 'text', (c) => c.notNull())
          .addColumn('from_number', 'text', (c) => c.notNull())
          .execute();
        for (const table of ['smtp_accounts', 'sms_accounts']) {
          await db.schema.createIndex(`${table}_user`).on(table).column('user_id').execute();
          await db.schema
            .createIndex(`${table}_one_default`)
            .on(table)
            .column('user_id')
            .unique()
            .where(sql.ref('is_default'), '=', 1)
            .execute();
        }
      },
    },
    '0019_imap_mailboxes': {
      // The IMAP mailbox a user connects to the e-mail plugin (issue 18): one per user, the password sealed
      // with SECRETS_KEY. UIDVALIDITY and the last UID seen are text (IMAP numbers are unsigned 32-bit, past
      // PostgreSQL's integer); `lease_until` lets one server at a time read a mailbox.
      async up(db: AnyDb) {
        await db.schema
          .createTable('imap_mailboxes')
          .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
          .addColumn('host', 'text', (c) => c.notNull())
          .addColumn('port', 'integer', (c) => c.notNull())
          .addColumn('tls', 'integer', (c) => c.notNull())
          .addColumn('username', 'text', (c) => c.notNull())
          .addColumn('password_sealed', 'text', (c) => c.notNull())
          .addColumn('folder', 'text', (c) => c.notNull())
          .addColumn('uid_validity', 'text')
          .addColumn('last_uid', 'text')
          .addColumn('last_checked_at', 'text')
          .addColumn('last_error', 'text')
          .addColumn('last_import_at', 'text')
          .addColumn('lease_until', 'text')
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('updated_at', 'text', (c) => c.notNull())
          .execute();
      },
    },
    '0020_shared_files': {
      // Files shared from a phone (issue 18): held under a random claim id, outside any user, until the
      // signed-in upload page claims them into its inbox or they expire.
      async up(db: AnyDb) {
        await idTable(db, dialect, 'shared_files')
          .addColumn('claim', 'text', (c) => c.notNull())
          .addColumn('file_name', 'text', (c) => c.notNull())
          .addColumn('size', 'integer', (c) => c.notNull())
          .addColumn('file_key', 'text', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('expires_at', 'text', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('shared_files_claim').on('shared_files').column('claim').execute();
        await db.schema.createIndex('shared_files_expiry').on('shared_files').column('expires_at').execute();
      },
    },
    '0030_audit_log': {
      // Who did what to whom, and when (issue 19): admin actions, role changes, sign-ins, money moved outside
      // the marketplace flows. Append-only: the API inserts and reads, never updates or deletes.
      async up(db: AnyDb) {
        await idTable(db, dialect, 'audit_log')
          .addColumn('actor_id', 'integer')
          .addColumn('action', 'text', (c) => c.notNull())
          .addColumn('target_user_id', 'integer')
          .addColumn('subject', 'text')
          .addColumn('reason', 'text')
          .addColumn('details', 'text')
          .addColumn('ip', 'text')
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex('audit_log_created')
          .on('audit_log')
          .columns(['created_at', 'id'])
          .execute();
        await db.schema.createIndex('audit_log_target').on('audit_log').column('target_user_id').execute();
        await db.schema.createIndex('audit_log_actor').on('audit_log').column('actor_id').execute();
      },
    },
    '0031_roles': {
      // Roles and their permissions as data (issue 19). The nine built-in roles are seeded from the
      // abilities table of @talent/api (which stays the type and the seed) and cannot be deleted. A user's
      // `role` stays the built-in role that drives landing and behaviour; `role_id`, when set, names a
      // custom role whose permissions replace the built-in ones.
      async up(db: AnyDb) {
        await idTable(db, dialect, 'roles')
          .addColumn('key', 'text', (c) => c.notNull().unique())
          .addColumn('name', 'text', (c) => c.notNull().unique())
          .addColumn('builtin', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('updated_at', 'text', (c) => c.notNull())
          .execute();
        await db.schema
          .createTable('role_permissions')
          .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id').onDelete('cascade'))
          .addColumn('action', 'text', (c) => c.notNull())
          .addColumn('subject', 'text', (c) => c.notNull())
          .addPrimaryKeyConstraint('role_permissions_pk', ['role_id', 'action', 'subject'])
          .execute();
        const now = isoNow(systemClock);
        for (const role of ROLES) {
          const row = await db
            .insertInto('roles')
            .values({ key: role, name: ROLE_LABELS[role], builtin: 1, created_at: now, updated_at: now })
            .returning('id')
            .executeTakeFirstOrThrow();
          await db
            .insertInto('role_permissions')
            .values(
              abilityRulesFor(role).map((r) => ({ role_id: row.id, action: r.action, subject: r.subject })),
            )
            .execute();
        }
        await db.schema
          .alterTable('users')
          .addColumn('role_id', 'integer', (c) => c.references('roles.id'))
          .execute();
        await db.schema.alterTable('users').addColumn('deactivated_at', 'text').execute();
        await db.schema.alterTable('users').addColumn('last_login_at', 'text').execute();
        await db.schema.createIndex('users_role_id').on('users').column('role_id').execute();
      },
    },
    '0035_team_members_and_user_services': {
      // Issue 19. Team members: `owner_id` names the account a member works in (null for an account of its
      // own) and `member_permissions` the resource codes granted (JSON, a subset of the owner's). Every ledger
      // transaction records who acted (`acted_by`: the member, or the user themselves). User services: an
      // admin's overrides of a plan or a daily limit, in force until `ends_at`.
      async up(db: AnyDb) {
        await db.schema
          .alterTable('users')
          .addColumn('owner_id', 'integer', (c) => c.references('users.id'))
          .execute();
        await db.schema.alterTable('users').addColumn('member_permissions', 'text').execute();
        await db.schema.createIndex('users_owner').on('users').column('owner_id').execute();
        await db.schema.alterTable('ledger_transactions').addColumn('acted_by', 'integer').execute();
        await idTable(db, dialect, 'user_overrides')
          .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
          .addColumn('kind', 'text', (c) => c.notNull())
          .addColumn('plan_id', 'integer', (c) => c.references('plans.id'))
          .addColumn('daily_limit', 'integer')
          .addColumn('ends_at', 'text', (c) => c.notNull())
          .addColumn('reason', 'text', (c) => c.notNull())
          .addColumn('created_by', 'integer', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex('user_overrides_user')
          .on('user_overrides')
          .columns(['user_id', 'kind', 'ends_at'])
          .execute();
      },
    },
    '0040_invoices': {
      // Invoices and credit notes (issue 20). Numbers run without gaps per series and year: the counter row is
      // bumped inside the transaction that writes the invoice, so a rollback gives its number back. The buyer
      // is a snapshot and user_id carries no foreign key: an invoice outlives the account it was issued to.
      async up(db: AnyDb) {
        await db.schema
          .createTable('invoice_counters')
          .addColumn('series', 'text', (c) => c.notNull())
          .addColumn('year', 'integer', (c) => c.notNull())
          .addColumn('last_number', 'integer', (c) => c.notNull())
          .addPrimaryKeyConstraint('invoice_counters_pk', ['series', 'year'])
          .execute();
        await idTable(db, dialect, 'invoices')
          .addColumn('number', 'text', (c) => c.notNull().unique())
          .addColumn('series', 'text', (c) => c.notNull())
          .addColumn('year', 'integer', (c) => c.notNull())
          .addColumn('seq', 'integer', (c) => c.notNull())
          .addColumn('kind', 'text', (c) => c.notNull())
          .addColumn('status', 'text', (c) => c.notNull())
          .addColumn('item_type', 'text', (c) => c.notNull())
          .addColumn('user_id', 'integer', (c) => c.notNull())
          .addColumn('buyer_name', 'text', (c) => c.notNull())
          .addColumn('buyer_company', 'text')
          .addColumn('buyer_email', 'text', (c) => c.notNull())
          .addColumn('buyer_address', 'text')
          .addColumn('seller', 'text', (c) => c.notNull())
          .addColumn('currency', 'text', (c) => c.notNull())
          .addColumn('subtotal_cents', 'integer', (c) => c.notNull())
          .addColumn('tax_rate_bp', 'integer', (c) => c.notNull())
          .addColumn('tax_cents', 'integer', (c) => c.notNull())
          .addColumn('total_cents', 'integer', (c) => c.notNull())
          // One invoice per card payment, whoever retries (a corrected invoice carries no payment_id).
          .addColumn('payment_id', 'integer', (c) => c.unique())
          .addColumn('payment_ref', 'text')
          .addColumn('credits_invoice_id', 'integer', (c) => c.unique())
          .addColumn('replaced_by_id', 'integer')
          .addColumn('created_by', 'integer')
          .addColumn('note', 'text')
          .addColumn('search_text', 'text', (c) => c.notNull())
          .addColumn('issued_at', 'text', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addUniqueConstraint('invoices_series_year_seq', ['series', 'year', 'seq'])
          .execute();
        await db.schema.createIndex('invoices_user').on('invoices').columns(['user_id', 'id']).execute();
        await db.schema.createIndex('invoices_issued').on('invoices').column('issued_at').execute();
        await idTable(db, dialect, 'invoice_lines')
          .addColumn('invoice_id', 'integer', (c) =>
            c.notNull().references('invoices.id').onDelete('cascade'),
          )
          .addColumn('position', 'integer', (c) => c.notNull())
          .addColumn('item', 'text', (c) => c.notNull())
          .addColumn('qty', 'integer', (c) => c.notNull())
          .addColumn('unit_cents', 'integer', (c) => c.notNull())
          .addColumn('amount_cents', 'integer', (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex('invoice_lines_invoice')
          .on('invoice_lines')
          .column('invoice_id')
          .execute();
      },
    },
    '0041_landing_content': {
      // The landing page's five sections (issue 20), one row each, written here with their first content so
      // the public page never depends on the demo seed.
      async up(db: AnyDb) {
        await db.schema
          .createTable('landing_content')
          .addColumn('section', 'text', (c) => c.primaryKey())
          .addColumn('content', 'text', (c) => c.notNull())
          .addColumn('updated_by', 'integer')
          .addColumn('updated_at', 'text', (c) => c.notNull())
          .execute();
        const at = isoNow(systemClock);
        await db
          .insertInto('landing_content')
          .values(
            Object.entries(LANDING_DEFAULTS).map(([section, content]) => ({
              section,
              content: JSON.stringify(content),
              updated_by: null,
              updated_at: at,
            })),
          )
          .execute();
      },
    },
    '0050_billing_address': {
      // The buyer's postal address (issue 20): edited on the account page, copied into each invoice when it
      // is issued, so a later change never alters an invoice already issued.
      async up(db: AnyDb) {
        await db.schema.alterTable('users').addColumn('billing_address', 'text').execute();
      },
    },
    '0051_payment_refunds': {
      // A card payment refunded by an admin (issue 20): the provider's refund reference and when. The
      // payment's status stays `paid` (it was paid); its invoice says `refunded`, with a credit note.
      async up(db: AnyDb) {
        await db.schema.alterTable('payments').addColumn('refunded_at', 'text').execute();
        await db.schema.alterTable('payments').addColumn('refund_ref', 'text').execute();
      },
    },
    '0045_blog': {
      // The blog (issue 20): posts with a unique slug, their tags one row each, and comments.
      async up(db: AnyDb) {
        await idTable(db, dialect, 'blog_posts')
          .addColumn('slug', 'text', (c) => c.notNull().unique())
          .addColumn('title', 'text', (c) => c.notNull())
          .addColumn('excerpt', 'text', (c) => c.notNull())
          .addColumn('category', 'text', (c) => c.notNull())
          .addColumn('tags', 'text', (c) => c.notNull())
          .addColumn('body_html', 'text', (c) => c.notNull())
          .addColumn('search_text', 'text', (c) => c.notNull())
          .addColumn('status', 'text', (c) => c.notNull())
          .addColumn('published_at', 'text')
          .addColumn('author_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
          .addColumn('image_key', 'text')
          .addColumn('image_type', 'text')
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('updated_at', 'text', (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex('blog_posts_public')
          .on('blog_posts')
          .columns(['status', 'published_at'])
          .execute();
        await db.schema
          .createTable('blog_post_tags')
          .addColumn('post_id', 'integer', (c) => c.notNull().references('blog_posts.id').onDelete('cascade'))
          .addColumn('tag_key', 'text', (c) => c.notNull())
          .addColumn('tag', 'text', (c) => c.notNull())
          .addPrimaryKeyConstraint('blog_post_tags_pk', ['post_id', 'tag_key'])
          .execute();
        await db.schema.createIndex('blog_post_tags_key').on('blog_post_tags').column('tag_key').execute();
        await idTable(db, dialect, 'blog_comments')
          .addColumn('post_id', 'integer', (c) => c.notNull().references('blog_posts.id').onDelete('cascade'))
          .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
          .addColumn('body', 'text', (c) => c.notNull())
          .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('moderated_by', 'integer')
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex('blog_comments_post')
          .on('blog_comments')
          .columns(['post_id', 'id'])
          .execute();
      },
    },
    '0042_team_owner_roles': {
      // Issue 19. The freelance enterprise, the recruitment agency and the enterprise own teams now: their
      // built-in roles read AF (the team pages), as the seed table says; a database made before this has the
      // old rules stored, so they are added here, once (a fresh database has them from 0031).
      async up(db: AnyDb) {
        const owners = await db
          .selectFrom('roles')
          .select(['id', 'key'])
          .where('builtin', '=', 1)
          .where('key', 'in', ['freelance_enterprise', 'recruitment_agency', 'enterprise'])
          .execute();
        for (const role of owners) {
          const has = await db
            .selectFrom('role_permissions')
            .select('role_id')
            .where('role_id', '=', role.id)
            .where('action', '=', 'read')
            .where('subject', '=', 'AF')
            .executeTakeFirst();
          if (!has)
            await db
              .insertInto('role_permissions')
              .values({ role_id: role.id, action: 'read', subject: 'AF' })
              .execute();
        }
      },
    },
    '0043_deactivated_by': {
      // Issue 19: who deactivated an account, so an owner may reactivate a team member they removed but not
      // one an admin locked.
      async up(db: AnyDb) {
        await db.schema
          .alterTable('users')
          .addColumn('deactivated_by', 'integer', (c) => c.references('users.id'))
          .execute();
      },
    },
    '0055_search_performance': {
      // Issue 26. The marketplace's full-text index holds public profiles only, so a count touches matches,
      // not every public row; city and state filters read partial expression indexes over public rows;
      // logins find a user's sessions and refresh tokens by index.
      async up(db: AnyDb) {
        await sql`CREATE INDEX sessions_user ON sessions (user_id)`.execute(db);
        await sql`CREATE INDEX refresh_tokens_user ON refresh_tokens (user_id)`.execute(db);
        await sql`CREATE INDEX profiles_market_city ON profiles (lower(city)) WHERE is_public = 1`.execute(
          db,
        );
        await sql`CREATE INDEX profiles_market_state ON profiles (lower(state)) WHERE is_public = 1`.execute(
          db,
        );
        if (dialect === 'sqlite') {
          for (const t of ['ai', 'ad', 'au'])
            await sql.raw(`DROP TRIGGER profiles_public_fts_${t}`).execute(db);
          await sql`DROP TABLE profiles_public_fts`.execute(db);
          // External content: the index keeps only rowids and words; a row enters when it becomes public
          // and leaves when it stops being public (its old words are given back to delete it).
          await sql`CREATE VIRTUAL TABLE profiles_market_fts USING fts5(public_search_text, content='profiles', content_rowid='id', tokenize='unicode61')`.execute(
            db,
          );
          const add = (when: string) =>
            `INSERT INTO profiles_market_fts(rowid, public_search_text) SELECT new.id, new.public_search_text WHERE ${when}`;
          const drop = (when: string) =>
            `INSERT INTO profiles_market_fts(profiles_market_fts, rowid, public_search_text) SELECT 'delete', old.id, old.public_search_text WHERE ${when}`;
          await sql
            .raw(
              `CREATE TRIGGER profiles_market_fts_ai AFTER INSERT ON profiles BEGIN ${add('new.is_public = 1')}; END`,
            )
            .execute(db);
          await sql
            .raw(
              `CREATE TRIGGER profiles_market_fts_ad AFTER DELETE ON profiles BEGIN ${drop('old.is_public = 1')}; END`,
            )
            .execute(db);
          // One update trigger, so the old words always leave before the new ones enter.
          await sql
            .raw(
              `CREATE TRIGGER profiles_market_fts_au AFTER UPDATE OF is_public, public_search_text ON profiles BEGIN ${drop('old.is_public = 1')}; ${add('new.is_public = 1')}; END`,
            )
            .execute(db);
          await sql`INSERT INTO profiles_market_fts(rowid, public_search_text) SELECT id, public_search_text FROM profiles WHERE is_public = 1`.execute(
            db,
          );
        } else {
          await sql`DROP INDEX profiles_public_search_gin`.execute(db);
          await sql`CREATE INDEX profiles_market_search_gin ON profiles USING gin (public_search_vector) WHERE is_public = 1`.execute(
            db,
          );
        }
      },
    },
    '0056_running_totals': {
      // Issue 26. Per-user figures kept as running totals, changed by triggers in the same transaction as the
      // row that changes them (so every write path, present or future, keeps them): a user's profiles, public
      // profiles and TAT earned by their own (not bought) profiles; each ledger account's entry count.
      // checkTotals (src/db/totals.ts) recomputes them from the rows: a test and an admin command.
      async up(db: AnyDb) {
        await db.schema
          .createTable('user_totals')
          .addColumn('user_id', 'integer', (c) => c.primaryKey())
          .addColumn('profiles', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('public_profiles', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('coin_earned', 'integer', (c) => c.notNull().defaultTo(0))
          .execute();
        await sql`INSERT INTO user_totals (user_id, profiles, public_profiles, coin_earned)
          SELECT owner_id, count(*), sum(is_public), sum(CASE WHEN is_copy = 0 THEN coin_earned ELSE 0 END)
          FROM profiles GROUP BY owner_id`.execute(db);
        await db.schema
          .alterTable('ledger_accounts')
          .addColumn('entries', 'integer', (c) => c.notNull().defaultTo(0))
          .execute();
        await sql`UPDATE ledger_accounts SET entries = (SELECT count(*) FROM ledger_entries WHERE ledger_entries.account_id = ledger_accounts.id)`.execute(
          db,
        );
        const earned = (row: 'old' | 'new') =>
          `CASE WHEN ${row}.is_copy = 0 THEN ${row}.coin_earned ELSE 0 END`;
        const remove = (row: 'old' | 'new') =>
          `UPDATE user_totals SET profiles = profiles - 1, public_profiles = public_profiles - ${row}.is_public, coin_earned = coin_earned - ${earned(row)} WHERE user_id = ${row}.owner_id`;
        const add = (row: 'old' | 'new', t: string) =>
          `INSERT INTO user_totals AS t (user_id, profiles, public_profiles, coin_earned) VALUES (${row}.owner_id, 1, ${row}.is_public, ${earned(row)}) ON CONFLICT (user_id) DO UPDATE SET profiles = ${t}profiles + 1, public_profiles = ${t}public_profiles + excluded.public_profiles, coin_earned = ${t}coin_earned + excluded.coin_earned`;
        const count = `UPDATE ledger_accounts SET entries = entries + 1 WHERE id = new.account_id`;
        if (dialect === 'sqlite') {
          await sql
            .raw(`CREATE TRIGGER user_totals_ai AFTER INSERT ON profiles BEGIN ${add('new', 't.')}; END`)
            .execute(db);
          await sql
            .raw(`CREATE TRIGGER user_totals_ad AFTER DELETE ON profiles BEGIN ${remove('old')}; END`)
            .execute(db);
          await sql
            .raw(
              `CREATE TRIGGER user_totals_au AFTER UPDATE OF owner_id, is_public, is_copy, coin_earned ON profiles BEGIN ${remove('old')}; ${add('new', 't.')}; END`,
            )
            .execute(db);
          await sql
            .raw(`CREATE TRIGGER ledger_entries_count AFTER INSERT ON ledger_entries BEGIN ${count}; END`)
            .execute(db);
        } else {
          await sql
            .raw(
              `CREATE FUNCTION user_totals_profiles() RETURNS trigger AS $$
              BEGIN
                IF TG_OP IN ('UPDATE', 'DELETE') THEN ${remove('old')}; END IF;
                IF TG_OP IN ('UPDATE', 'INSERT') THEN ${add('new', 't.')}; END IF;
                RETURN NULL;
              END $$ LANGUAGE plpgsql`,
            )
            .execute(db);
          await sql
            .raw(
              `CREATE TRIGGER user_totals_profiles AFTER INSERT OR DELETE OR UPDATE OF owner_id, is_public, is_copy, coin_earned ON profiles FOR EACH ROW EXECUTE FUNCTION user_totals_profiles()`,
            )
            .execute(db);
          await sql
            .raw(
              `CREATE FUNCTION ledger_entries_count() RETURNS trigger AS $$ BEGIN ${count}; RETURN NULL; END $$ LANGUAGE plpgsql`,
            )
            .execute(db);
          await sql
            .raw(
              `CREATE TRIGGER ledger_entries_count AFTER INSERT ON ledger_entries FOR EACH ROW EXECUTE FUNCTION ledger_entries_count()`,
            )
            .execute(db);
        }
        // Per-user lists read in index order and stop at the page: my profiles newest first, the ranked
        // dashboard lists, today's ledger transactions, and the purchases (grants that are still running).
        await sql`CREATE INDEX profiles_owner_created ON profiles (owner_id, created_at, id)`.execute(db);
        await sql`CREATE INDEX profiles_owner_earned ON profiles (owner_id, is_public, coin_earned)`.execute(
          db,
        );
        await sql`CREATE INDEX profiles_owner_rating ON profiles (owner_id, resume_rating)`.execute(db);
        await sql`CREATE INDEX ledger_entries_account_day ON ledger_entries (account_id, created_at)`.execute(
          db,
        );
        await sql`CREATE INDEX profile_access_user_expiry ON profile_access (user_id, expires_at, profile_id)`.execute(
          db,
        );
      },
    },
    '0057_sales_totals': {
      // Issue 26. The dashboard and account statistics counted paid grants row by row: profiles sold (paid
      // grants to my profiles), distinct payers (the network multiplier) and profiles acquired (grants I
      // hold). They are running totals now, kept by triggers like 0056's: on a grant added or removed, and on
      // a profile deleted or given another owner (its paid grants leave the old owner's figures; a grant
      // whose profile is gone counts for no owner, as the join it replaces did). `owner_payers` holds how
      // many paid grants each payer has to each owner's profiles, so "distinct payers" is a counter too.
      async up(db: AnyDb) {
        for (const col of ['profiles_sold', 'profiles_acquired', 'payers'])
          await db.schema
            .alterTable('user_totals')
            .addColumn(col, 'integer', (c) => c.notNull().defaultTo(0))
            .execute();
        await db.schema
          .createTable('owner_payers')
          .addColumn('owner_id', 'integer', (c) => c.notNull())
          .addColumn('payer_id', 'integer', (c) => c.notNull())
          .addColumn('grants', 'integer', (c) => c.notNull())
          .addPrimaryKeyConstraint('owner_payers_pk', ['owner_id', 'payer_id'])
          .execute();
        await sql`INSERT INTO owner_payers (owner_id, payer_id, grants)
          SELECT profiles.owner_id, profile_access.user_id, count(*) FROM profile_access
          JOIN profiles ON profiles.id = profile_access.profile_id
          WHERE profile_access.transaction_id IS NOT NULL GROUP BY profiles.owner_id, profile_access.user_id`.execute(
          db,
        );
        await sql`INSERT INTO user_totals (user_id) SELECT user_id FROM profile_access
          UNION SELECT owner_id FROM owner_payers EXCEPT SELECT user_id FROM user_totals`.execute(db);
        await sql`UPDATE user_totals SET
          profiles_acquired = (SELECT count(*) FROM profile_access WHERE profile_access.user_id = user_totals.user_id),
          profiles_sold = coalesce((SELECT sum(grants) FROM owner_payers WHERE owner_id = user_totals.user_id), 0),
          payers = (SELECT count(*) FROM owner_payers WHERE owner_id = user_totals.user_id)`.execute(db);

        const ownerOf = (r: string) => `(SELECT owner_id FROM profiles WHERE id = ${r}.profile_id)`;
        /** One payer's grant gained (+1) or lost (-1) to the owner of its profile. */
        const sale = (r: 'old' | 'new', sign: 1 | -1) => {
          const paid = `${r}.transaction_id IS NOT NULL`;
          // A payer's first grant to this owner (after the insert) or last one (before the removal).
          const payerDelta = `(SELECT count(*) FROM owner_payers WHERE owner_id = ${ownerOf(r)} AND payer_id = ${r}.user_id AND grants = 1)`;
          return sign === 1
            ? [
                `INSERT INTO owner_payers (owner_id, payer_id, grants) SELECT owner_id, ${r}.user_id, 1 FROM profiles WHERE id = ${r}.profile_id AND ${paid} ON CONFLICT (owner_id, payer_id) DO UPDATE SET grants = owner_payers.grants + 1`,
                // The owner has a user_totals row: 0056's trigger made it with the profile.
                `UPDATE user_totals SET profiles_sold = profiles_sold + 1, payers = payers + ${payerDelta} WHERE ${paid} AND user_id = ${ownerOf(r)}`,
              ]
            : [
                `UPDATE user_totals SET profiles_sold = profiles_sold - 1, payers = payers - ${payerDelta} WHERE ${paid} AND user_id = ${ownerOf(r)}`,
                `UPDATE owner_payers SET grants = grants - 1 WHERE ${paid} AND owner_id = ${ownerOf(r)} AND payer_id = ${r}.user_id`,
                `DELETE FROM owner_payers WHERE owner_id = ${ownerOf(r)} AND payer_id = ${r}.user_id AND grants <= 0`,
              ];
        };
        const acquired = (r: 'old' | 'new', sign: 1 | -1) =>
          sign === 1
            ? `INSERT INTO user_totals AS t (user_id, profiles_acquired) VALUES (new.user_id, 1) ON CONFLICT (user_id) DO UPDATE SET profiles_acquired = t.profiles_acquired + 1`
            : `UPDATE user_totals SET profiles_acquired = profiles_acquired - 1 WHERE user_id = ${r}.user_id`;
        const grantAdded = [acquired('new', 1), ...sale('new', 1)];
        const grantRemoved = [acquired('old', -1), ...sale('old', -1)];

        /** A profile's paid grants, per payer, leave (-1) or join (+1) the figures of the profile's owner. */
        const paidOf = (r: string) =>
          `SELECT user_id, count(*) AS n FROM profile_access WHERE profile_id = ${r}.id AND transaction_id IS NOT NULL GROUP BY user_id`;
        const sold = (r: string) =>
          `(SELECT count(*) FROM profile_access WHERE profile_id = ${r}.id AND transaction_id IS NOT NULL)`;
        const profileMoved = (r: 'old' | 'new', sign: 1 | -1) =>
          sign === -1
            ? [
                // Payers whose every grant to this owner is on this profile stop counting.
                `UPDATE user_totals SET profiles_sold = profiles_sold - ${sold(r)}, payers = payers - (SELECT count(*) FROM owner_payers o JOIN (${paidOf(r)}) p ON p.user_id = o.payer_id WHERE o.owner_id = ${r}.owner_id AND o.grants = p.n) WHERE user_id = ${r}.owner_id`,
                `UPDATE owner_payers SET grants = grants - (SELECT count(*) FROM profile_access WHERE profile_id = ${r}.id AND transaction_id IS NOT NULL AND user_id = owner_payers.payer_id) WHERE owner_id = ${r}.owner_id AND payer_id IN (SELECT user_id FROM profile_access WHERE profile_id = ${r}.id AND transaction_id IS NOT NULL)`,
                `DELETE FROM owner_payers WHERE owner_id = ${r}.owner_id AND grants <= 0 AND payer_id IN (SELECT user_id FROM profile_access WHERE profile_id = ${r}.id)`,
              ]
            : [
                `INSERT INTO user_totals AS t (user_id, profiles_sold, payers) VALUES (${r}.owner_id, ${sold(r)}, (SELECT count(*) FROM (${paidOf(r)}) p WHERE NOT EXISTS (SELECT 1 FROM owner_payers WHERE owner_id = ${r}.owner_id AND payer_id = p.user_id))) ON CONFLICT (user_id) DO UPDATE SET profiles_sold = t.profiles_sold + excluded.profiles_sold, payers = t.payers + excluded.payers`,
                `INSERT INTO owner_payers (owner_id, payer_id, grants) SELECT ${r}.owner_id, user_id, n FROM (${paidOf(r)}) p WHERE true ON CONFLICT (owner_id, payer_id) DO UPDATE SET grants = owner_payers.grants + excluded.grants`,
              ];
        const body = (stmts: string[]) => stmts.map((x) => `${x};`).join(' ');
        if (dialect === 'sqlite') {
          const trigger = (name: string, on: string, stmts: string[]) =>
            sql.raw(`CREATE TRIGGER ${name} ${on} BEGIN ${body(stmts)} END`).execute(db);
          await trigger('sales_totals_ai', 'AFTER INSERT ON profile_access', grantAdded);
          await trigger('sales_totals_ad', 'AFTER DELETE ON profile_access', grantRemoved);
          await trigger(
            'sales_totals_au',
            'AFTER UPDATE OF profile_id, user_id, transaction_id ON profile_access',
            [...grantRemoved, ...grantAdded],
          );
          await trigger('sales_totals_pd', 'AFTER DELETE ON profiles', profileMoved('old', -1));
          await trigger(
            'sales_totals_po',
            'AFTER UPDATE OF owner_id ON profiles WHEN old.owner_id <> new.owner_id',
            [...profileMoved('old', -1), ...profileMoved('new', 1)],
          );
        } else {
          const fn = (name: string, ops: Array<[string, string[]]>) =>
            sql
              .raw(
                `CREATE FUNCTION ${name}() RETURNS trigger AS $$ BEGIN ${ops
                  .map(([when, stmts]) => `IF ${when} THEN ${body(stmts)} END IF;`)
                  .join(' ')} RETURN NULL; END $$ LANGUAGE plpgsql`,
              )
              .execute(db);
          await fn('sales_totals_grants', [
            [`TG_OP IN ('UPDATE', 'DELETE')`, grantRemoved],
            [`TG_OP IN ('UPDATE', 'INSERT')`, grantAdded],
          ]);
          await sql`CREATE TRIGGER sales_totals_grants AFTER INSERT OR DELETE OR UPDATE OF profile_id, user_id, transaction_id ON profile_access FOR EACH ROW EXECUTE FUNCTION sales_totals_grants()`.execute(
            db,
          );
          await fn('sales_totals_profiles', [
            [`TG_OP = 'DELETE' OR old.owner_id <> new.owner_id`, profileMoved('old', -1)],
            [`TG_OP = 'UPDATE' AND old.owner_id <> new.owner_id`, profileMoved('new', 1)],
          ]);
          await sql`CREATE TRIGGER sales_totals_profiles AFTER DELETE OR UPDATE OF owner_id ON profiles FOR EACH ROW EXECUTE FUNCTION sales_totals_profiles()`.execute(
            db,
          );
        }
        // Today's ledger transactions read the day's entries of the owner's accounts from the index alone.
        await sql`CREATE INDEX ledger_entries_account_day_tx ON ledger_entries (account_id, created_at, transaction_id)`.execute(
          db,
        );
        await sql`DROP INDEX ledger_entries_account_day`.execute(db);
        // Purchases page and count the user's grants in profile order, with the expiry to hand.
        await sql`CREATE INDEX profile_access_user_profile ON profile_access (user_id, profile_id, expires_at)`.execute(
          db,
        );
        await sql`DROP INDEX profile_access_user`.execute(db);
      },
    },
    '0058_market_statistics': {
      // Issue 26, PostgreSQL only. The planner misjudged the marketplace's filters by ten times and more, and
      // chose the slow plan for half the mix: it has no statistics for lower(city) and lower(state) (their
      // indexes are partial, and it reads expression statistics of whole-table indexes only), so it took
      // "state = TX" for 0.5% of the market where it was 17%; and with 100 as the statistics target it kept
      // too few of the tsvector's common words to judge a prefix ("java:*": 2,022 rows, 25,009 in fact).
      // Expression statistics and a target of 1,000 put both within a few percent. At 100k public profiles
      // "nurse" in Texas, newest first, fell from 29 to 0.7 ms and the deep offset page from 32 to 8 ms.
      async up(db: AnyDb) {
        if (dialect !== 'postgres') return;
        await sql`CREATE STATISTICS profiles_lower_city ON (lower(city)) FROM profiles`.execute(db);
        await sql`CREATE STATISTICS profiles_lower_state ON (lower(state)) FROM profiles`.execute(db);
        await sql`ALTER TABLE profiles ALTER COLUMN public_search_vector SET STATISTICS 1000`.execute(db);
        await sql`ANALYZE profiles`.execute(db);
      },
    },
    '0059_tat_plans_name_key': {
      // Issue 42: servers that started together could each seed the TAT packs (read-then-insert, no key), so
      // a database may hold a pack twice. Purchases of a double move to the first pack of its name, the
      // doubles go, and the name becomes the packs' key: the seed inserts with ON CONFLICT (name).
      async up(db: AnyDb) {
        await sql`UPDATE payments SET tat_plan_id = (SELECT min(t.id) FROM tat_plans t WHERE t.name =
          (SELECT name FROM tat_plans WHERE id = payments.tat_plan_id))
          WHERE tat_plan_id IN (SELECT id FROM tat_plans)`.execute(db);
        await sql`DELETE FROM tat_plans WHERE id > (SELECT min(t.id) FROM tat_plans t
          WHERE t.name = tat_plans.name)`.execute(db);
        await db.schema.createIndex('tat_plans_name_key').on('tat_plans').column('name').unique().execute();
      },
    },
    '0060_server_heartbeats': {
      // Issue 42: each server keeps a row here while it runs, so a server can tell it has company on this
      // database, and warn when its files are in a local folder the others cannot read.
      async up(db: AnyDb) {
        await db.schema
          .createTable('server_heartbeats')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('hostname', 'text', (c) => c.notNull())
          .addColumn('pid', 'integer', (c) => c.notNull())
          .addColumn('file_kind', 'text', (c) => c.notNull())
          .addColumn('file_location', 'text', (c) => c.notNull())
          .addColumn('started_at', 'text', (c) => c.notNull())
          .addColumn('seen_at', 'text', (c) => c.notNull())
          .execute();
      },
    },
    '0061_client_portal': {
      // Issue 43: a client account is linked to one recruiter's client record (one account per record), and
      // the recruiter shares applications to the client's jobs, which the client answers.
      async up(db: AnyDb) {
        await db.schema
          .createTable('client_accounts')
          .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
          .addColumn('client_id', 'integer', (c) =>
            c.notNull().unique().references('clients.id').onDelete('cascade'),
          )
          .addColumn('invited_by', 'integer', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute();
        await idTable(db, dialect, 'client_shares')
          .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
          .addColumn('application_id', 'integer', (c) =>
            c.notNull().unique().references('applications.id').onDelete('cascade'),
          )
          .addColumn('shared_by', 'integer', (c) => c.notNull())
          .addColumn('note', 'text')
          .addColumn('decision', 'text')
          .addColumn('comment', 'text')
          .addColumn('answered_at', 'text')
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('updated_at', 'text', (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex('client_shares_client_idx')
          .on('client_shares')
          .column('client_id')
          .execute();
      },
    },
    '0062_data_rights': {
      // Issue 44 part A: the people in the resumes. Codes and short sessions keyed by an address (no account),
      // the notice e-mails (one per address and holder), the register of their requests, and on profiles the
      // withdrawal flag and the uploader's lawful basis for publishing.
      async up(db: AnyDb) {
        await idTable(db, dialect, 'data_access_codes')
          .addColumn('address', 'text', (c) => c.notNull())
          .addColumn('code_hash', 'text', (c) => c.notNull())
          .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('expires_at', 'text', (c) => c.notNull())
          .addColumn('used_at', 'text')
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex('data_access_codes_address')
          .on('data_access_codes')
          .column('address')
          .execute();
        await idTable(db, dialect, 'data_access_sessions')
          .addColumn('token_hash', 'text', (c) => c.notNull().unique())
          .addColumn('address', 'text', (c) => c.notNull())
          .addColumn('expires_at', 'text', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute();
        await idTable(db, dialect, 'data_notices')
          .addColumn('address', 'text', (c) => c.notNull())
          .addColumn('holder_id', 'integer', (c) => c.notNull())
          .addColumn('profile_id', 'integer')
          .addColumn('token_hash', 'text', (c) => c.notNull().unique())
          .addColumn('sent_at', 'text', (c) => c.notNull())
          .addColumn('used_at', 'text')
          .addUniqueConstraint('data_notices_address_holder', ['address', 'holder_id'])
          .execute();
        await idTable(db, dialect, 'data_requests')
          .addColumn('kind', 'text', (c) => c.notNull())
          .addColumn('address', 'text', (c) => c.notNull())
          .addColumn('profile_id', 'integer')
          .addColumn('state', 'text', (c) => c.notNull())
          .addColumn('details', 'text')
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('completed_at', 'text')
          .execute();
        await db.schema
          .createIndex('data_requests_created')
          .on('data_requests')
          .column('created_at')
          .execute();
        for (const col of ['withdrawn_at', 'lawful_basis', 'lawful_basis_at'])
          await db.schema.alterTable('profiles').addColumn(col, 'text').execute();
        await db.schema.alterTable('profiles').addColumn('lawful_basis_by', 'integer').execute();
        // /my-data finds profiles by their address; neither column had an index.
        await db.schema.createIndex('profiles_email').on('profiles').column('email').execute();
        await db.schema.createIndex('profiles_mobile').on('profiles').column('mobile').execute();
      },
    },
    '0063_account_rights': {
      // Issue 44 part B: an account holder's data archive (a background job, a 24-hour link) and the
      // deletion of an account after a 14-day grace period with an undo link.
      async up(db: AnyDb) {
        await idTable(db, dialect, 'data_exports')
          .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
          .addColumn('status', 'text', (c) => c.notNull())
          .addColumn('file_key', 'text')
          .addColumn('token_hash', 'text')
          .addColumn('size_bytes', 'integer')
          .addColumn('error', 'text')
          .addColumn('requested_at', 'text', (c) => c.notNull())
          .addColumn('ready_at', 'text')
          .addColumn('expires_at', 'text')
          .execute();
        await db.schema
          .createIndex('data_exports_user_idx')
          .on('data_exports')
          .columns(['user_id', 'requested_at'])
          .execute();
        await idTable(db, dialect, 'account_deletions')
          .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
          .addColumn('undo_token_hash', 'text', (c) => c.notNull())
          .addColumn('requested_at', 'text', (c) => c.notNull())
          .addColumn('delete_after', 'text', (c) => c.notNull())
          .addColumn('cancelled_at', 'text')
          .addColumn('completed_at', 'text')
          .execute();
        await db.schema
          .createIndex('account_deletions_due_idx')
          .on('account_deletions')
          .columns(['delete_after'])
          .execute();
      },
    },
  };
}

export async function runMigrations(db: AnyDb, dialect: DialectName, schema?: string): Promise<void> {
  const all = migrations(dialect);
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => all },
    // Kysely looks for its own tables across all schemas; pin them to ours (tests use one schema per file).
    ...(dialect === 'postgres' ? { migrationTableSchema: schema ?? 'public' } : {}),
  });
  for (let attempt = 1; ; attempt++) {
    const { error, results } = await migrator.migrateToLatest();
    for (const r of results ?? []) {
      if (r.status === 'Error') throw new Error(`Migration ${r.migrationName} failed`);
    }
    if (!error) return;
    // Kysely's introspection reads the tables and columns of every schema before it migrates anything (no
    // results yet). Another process changing its own schema at that moment fails the catalog read: a schema
    // dropped (test files drop theirs when they end) with 3F000 naming that schema, or a column or table
    // renamed by its migrations with 42703 or 42P01. Nothing was migrated yet, so reading again is safe.
    if (attempt < 3 && results === undefined && isOtherSchemaRace(error, schema)) continue;
    throw error instanceof Error ? error : new Error(String(error));
  }
}

function isOtherSchemaRace(error: unknown, schema: string | undefined): boolean {
  const e = error as { code?: unknown; message?: unknown };
  if (typeof e.message !== 'string') return false;
  if (e.code === '3F000') return !e.message.includes(`"${schema}"`);
  return e.code === '42703' || e.code === '42P01';
}
