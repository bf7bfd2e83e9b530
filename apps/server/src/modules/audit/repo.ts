/** The audit log's writer (issue 19). Every module that must leave a trace calls `recordAudit`, inside the
 * same transaction as the change it records, so that a change and its trace land or fail together. */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { isoNow } from '../../lib/clock';
import { clockNow } from '../../lib/request-context';

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
      created_at: e.at ? e.at.toISOString() : isoNow(clockNow),
    })
    .execute();
}

export interface AuditFilter {
  actorId?: number;
  targetUserId?: number;
  /** An action, or its family when it ends with a dot (`user.`). */
  action?: string;
  /** Inclusive UTC days (YYYY-MM-DD). */
  from?: string;
  to?: string;
}

/** The log's one reader: newest first, with the actor's and target's names. Nothing here writes. */
export async function readAudit(db: Db, f: AuditFilter, limit: number, offset: number) {
  let q = db
    .selectFrom('audit_log')
    .leftJoin('users as actor', 'actor.id', 'audit_log.actor_id')
    .leftJoin('users as target', 'target.id', 'audit_log.target_user_id');
  if (f.actorId !== undefined) q = q.where('audit_log.actor_id', '=', f.actorId);
  if (f.targetUserId !== undefined) q = q.where('audit_log.target_user_id', '=', f.targetUserId);
  if (f.action) {
    const action = f.action;
    q = action.endsWith('.')
      ? q.where('audit_log.action', 'like', `${action.replace(/[%_\\]/g, '')}%`)
      : q.where('audit_log.action', '=', action);
  }
  if (f.from) q = q.where('audit_log.created_at', '>=', `${f.from}T00:00:00.000Z`);
  if (f.to) q = q.where('audit_log.created_at', '<=', `${f.to}T23:59:59.999Z`);
  const { n } = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await q
    .select([
      'audit_log.id',
      'audit_log.actor_id',
      'actor.full_name as actor_name',
      'audit_log.action',
      'audit_log.target_user_id',
      'target.full_name as target_name',
      'audit_log.subject',
      'audit_log.reason',
      'audit_log.details',
      'audit_log.ip',
      'audit_log.created_at',
    ])
    .orderBy('audit_log.created_at', 'desc')
    .orderBy('audit_log.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  return {
    count: Number(n),
    results: rows.map((r) => ({ ...r, details: parseDetails(r.details) })),
  };
}

function parseDetails(text: string | null): Record<string, unknown> | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** The role of each actor, by id (for the trail a user reads about themselves). */
export async function actorRoles(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'role'])
    .where('id', 'in', [...ids])
    .execute();
  return new Map(rows.map((r) => [r.id, r.role]));
}
