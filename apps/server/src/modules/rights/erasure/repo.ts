/**
 * An account's erasure (issue 44 part B), run by the scheduler when the grace period ends. Personal data is
 * deleted; the account row stays, anonymised, because the ledger, card payments, invoices and the audit log
 * point at it and must be kept (docs/privacy.md "Deleting an account"): their amounts stay exact and their
 * link to a person is gone.
 */
import type { Transaction } from 'kysely';
import type { Database, User } from '../../../db/schema';
import type { Kysely } from 'kysely';

/** Rows owned by the user, deleted outright (children go by their ON DELETE CASCADE). */
const OWNED: Array<[keyof Database, string]> = [
  ['profile_sections', 'user_id'],
  ['user_keywords', 'user_id'],
  ['profiles', 'owner_id'],
  ['applications', 'applicant_id'],
  ['jobs', 'owner_id'],
  ['job_templates', 'owner_id'],
  ['messages', 'sender_id'],
  ['message_templates', 'owner_id'],
  ['clients', 'owner_id'],
  ['projects', 'owner_id'],
  ['saved_projects', 'user_id'],
  ['freelancer_profiles', 'user_id'],
  ['inbox_files', 'user_id'],
  ['inbound_log', 'user_id'],
  ['inbound_mailboxes', 'user_id'],
  ['imap_mailboxes', 'user_id'],
  ['smtp_accounts', 'user_id'],
  ['sms_accounts', 'user_id'],
  ['client_accounts', 'user_id'],
  ['blog_comments', 'user_id'],
  ['user_overrides', 'user_id'],
  ['daily_usage', 'user_id'],
  ['api_keys', 'user_id'],
  ['otp_codes', 'user_id'],
  ['password_resets', 'user_id'],
  ['email_change_undos', 'user_id'],
  ['refresh_tokens', 'user_id'],
  ['sessions', 'user_id'],
  ['data_exports', 'user_id'],
];

/** The address an erased account keeps: unique, and no mail can reach it. */
export const erasedEmail = (userId: number) => `deleted-${userId}@deleted.invalid`;

export function erasureRepo(db: Kysely<Database>) {
  return {
    /** Every stored file of the user: profile folders, inbox files, project attachments, client logos and
     * archives. Read before the rows go; removed after they went. */
    async fileKeys(userId: number): Promise<string[]> {
      const profiles = await db.selectFrom('profiles').select('id').where('owner_id', '=', userId).execute();
      const inbox = await db
        .selectFrom('inbox_files')
        .select('file_key')
        .where('user_id', '=', userId)
        .execute();
      const attachments = await db
        .selectFrom('project_attachments')
        .innerJoin('projects', 'projects.id', 'project_attachments.project_id')
        .select('project_attachments.file_key')
        .where('projects.owner_id', '=', userId)
        .execute();
      const logos = await db
        .selectFrom('clients')
        .select('logo_key')
        .where('owner_id', '=', userId)
        .where('logo_key', 'is not', null)
        .execute();
      const archives = await db
        .selectFrom('data_exports')
        .select('file_key')
        .where('user_id', '=', userId)
        .where('file_key', 'is not', null)
        .execute();
      return [
        ...profiles.map((p) => `profiles/${p.id}`),
        ...inbox.map((f) => f.file_key),
        ...attachments.map((a) => a.file_key),
        ...logos.map((l) => l.logo_key!),
        ...archives.map((a) => a.file_key!),
      ];
    },

    /** Deletes the user's rows and anonymises the account row, in the caller's transaction. */
    async eraseRows(trx: Transaction<Database>, user: User, at: string): Promise<void> {
      for (const [table, column] of OWNED) {
        // Table and column come from the constant list above, never from input.
        await trx
          .deleteFrom(table as 'profiles')
          .where(column as 'owner_id', '=', user.id)
          .execute();
      }
      await trx
        .updateTable('users')
        .set({
          email: erasedEmail(user.id),
          password_hash: '',
          full_name: 'Deleted account',
          mobile: null,
          avatar: null,
          company_name: null,
          billing_address: null,
          hire_visa_candidates_statement: null,
          about_company_statement: null,
          equal_employee_opportunity: null,
          is_email_verified: 0,
          is_phone_verified: 0,
          current_session_id: null,
          member_permissions: null,
          deactivated_at: at,
          deactivated_by: user.id,
          updated_at: at,
        })
        .where('id', '=', user.id)
        .execute();
    },
  };
}
