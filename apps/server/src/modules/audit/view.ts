/** What a user reads of the audit entries about them (issue 43): what was done and by which role, never
 * who exactly did it from where. Another actor's address, name and id are an admin's to read (the audit
 * log page); the user's own entries keep theirs. */
import { ROLE_LABELS, isRole, type AuditEntryRow } from '@talent/api';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { actorRoles } from './repo';

export async function auditForSubject(
  db: Kysely<Database>,
  entries: AuditEntryRow[],
  viewerId: number,
): Promise<AuditEntryRow[]> {
  const others = [...new Set(entries.map((e) => e.actor_id).filter((a) => a !== null && a !== viewerId))];
  const roles = await actorRoles(db, others as number[]);
  return entries.map((e) => {
    if (e.actor_id === null || e.actor_id === viewerId) return e;
    const role = roles.get(e.actor_id);
    return { ...e, actor_id: null, actor_name: isRole(role) ? ROLE_LABELS[role] : 'Administrator', ip: null };
  });
}
