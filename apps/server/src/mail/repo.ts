/** The mail outbox table: every message the default transport "sends" (read by development and tests). */
import type { Insertable, Kysely } from 'kysely';
import type { Database, MailOutboxTable } from '../db/schema';

export function outboxRepo(db: Kysely<Database>) {
  return {
    async insert(row: Insertable<MailOutboxTable>): Promise<void> {
      await db.insertInto('mail_outbox').values(row).execute();
    },
  };
}
