/** Migrations, written once with Kysely's schema builder for both dialects. */
import { Kysely, Migrator, type Migration, type CreateTableBuilder } from 'kysely';
import type { DialectName } from './index';

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
        await db.schema.createIndex('otp_user_purpose').on('otp_codes').columns(['user_id', 'purpose']).execute();

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
  const { error, results } = await migrator.migrateToLatest();
  for (const r of results ?? []) {
    if (r.status === 'Error') throw new Error(`Migration ${r.migrationName} failed`);
  }
  if (error) throw error instanceof Error ? error : new Error(String(error));
}
