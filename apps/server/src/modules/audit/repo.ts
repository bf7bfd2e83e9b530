/** The audit log's writer (issue 19). Every module that must leave a trace calls `recordAudit`, inside the
 * same transaction as the change it records, so that a change and its trace land or fail together. */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

export interface AuditEntry {
  actorId: number | null;
  action: string;
  targetUserId?: number | null;
  subject?: string | null;
  reason?: string | null;
  details?: Record<string, unknown> | null;
  ip?: string | null;
  /** The clock's time; defaults to now. */
  at?: Date;
}

export async function recordAudit(db: Db, e: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      actor_id: e.actorId,
      action: e.action,
      target_user_id: e.targetUserId ?? null,
      subject: e.subject ?? null,
      reason: e.reason ?? null,
      details: e.details ? JSON.stringify(e.details) : null,
      ip: e.ip ?? null,
      created_at: (e.at ?? new Date()).toISOString(),
    })
    .execute();
}
