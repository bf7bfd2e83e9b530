/** What an account's data archive holds (issue 44 part B): every row about the user, read once. */
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';

export function archiveRepo(db: Kysely<Database>) {
  return {
    /** The account row without its secrets (password hash, current session). */
    async account(userId: number) {
      const row = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
      if (!row) return undefined;
      const { password_hash: _hash, current_session_id: _session, ...rest } = row;
      return rest;
    },

    profileSections: (userId: number) =>
      db.selectFrom('profile_sections').selectAll().where('user_id', '=', userId).orderBy('id').execute(),

    keywords: (userId: number) =>
      db
        .selectFrom('user_keywords')
        .select(['kind', 'value', 'created_at'])
        .where('user_id', '=', userId)
        .orderBy('id')
        .execute(),

    profiles: (userId: number) =>
      db.selectFrom('profiles').selectAll().where('owner_id', '=', userId).orderBy('id').execute(),

    jobs: (userId: number) =>
      db.selectFrom('jobs').selectAll().where('owner_id', '=', userId).orderBy('id').execute(),

    /** Applications the user made as a job seeker. */
    applicationsMade: (userId: number) =>
      db.selectFrom('applications').selectAll().where('applicant_id', '=', userId).orderBy('id').execute(),

    /** Applications to the user's jobs. */
    applicationsReceived: (userId: number) =>
      db
        .selectFrom('applications')
        .innerJoin('jobs', 'jobs.id', 'applications.job_id')
        .selectAll('applications')
        .where('jobs.owner_id', '=', userId)
        .orderBy('applications.id')
        .execute(),

    messages: (userId: number) =>
      db.selectFrom('messages').selectAll().where('sender_id', '=', userId).orderBy('id').execute(),

    /** The user's ledger movements: each entry on their accounts with its transaction's kind and memo. */
    ledger: (userId: number) =>
      db
        .selectFrom('ledger_entries')
        .innerJoin('ledger_accounts', 'ledger_accounts.id', 'ledger_entries.account_id')
        .innerJoin('ledger_transactions', 'ledger_transactions.id', 'ledger_entries.transaction_id')
        .select([
          'ledger_entries.id',
          'ledger_entries.transaction_id',
          'ledger_entries.currency',
          'ledger_entries.amount',
          'ledger_entries.created_at',
          'ledger_transactions.kind',
          'ledger_transactions.memo',
          'ledger_transactions.profile_id',
        ])
        .where('ledger_accounts.user_id', '=', userId)
        .orderBy('ledger_entries.id')
        .execute(),

    payments: (userId: number) =>
      db
        .selectFrom('payments')
        .select([
          'id',
          'kind',
          'plan_id',
          'tat_plan_id',
          'tat',
          'amount_cents',
          'status',
          'provider',
          'created_at',
          'completed_at',
          'refunded_at',
        ])
        .where('user_id', '=', userId)
        .orderBy('id')
        .execute(),

    async invoices(userId: number) {
      const invoices = await db
        .selectFrom('invoices')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('id')
        .execute();
      const ids = invoices.map((i) => i.id);
      const lines =
        ids.length === 0
          ? []
          : await db.selectFrom('invoice_lines').selectAll().where('invoice_id', 'in', ids).execute();
      return invoices.map((i) => ({ ...i, lines: lines.filter((l) => l.invoice_id === i.id) }));
    },

    /** Audit entries about the user or made by them. */
    audit: (userId: number) =>
      db
        .selectFrom('audit_log')
        .selectAll()
        .where((eb) => eb.or([eb('target_user_id', '=', userId), eb('actor_id', '=', userId)]))
        .orderBy('id')
        .execute(),
  };
}
