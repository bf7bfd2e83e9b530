/** Roles and their permissions as stored data (issue 19): the reader every access check goes through, and
 * the admin's create, update and delete. */
import type { Kysely, Transaction } from 'kysely';
import type { AbilityRule, Action, Subject } from '@talent/api';
import type { Database, User } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** The stored rules of a user's role: the custom role when `role_id` is set, else the built-in one. */
export async function storedRulesFor(db: Db, user: Pick<User, 'role' | 'role_id'>): Promise<AbilityRule[]> {
  const q = db
    .selectFrom('role_permissions')
    .innerJoin('roles', 'roles.id', 'role_permissions.role_id')
    .select(['role_permissions.action', 'role_permissions.subject'])
    .orderBy('role_permissions.subject')
    .orderBy('role_permissions.action');
  const rows = await (
    user.role_id !== null ? q.where('roles.id', '=', user.role_id) : q.where('roles.key', '=', user.role)
  ).execute();
  return rows.map((r) => ({ action: r.action as Action, subject: r.subject as Subject }));
}

export function rolesRepo(db: Db) {
  return {
    async list() {
      const roles = await db
        .selectFrom('roles')
        .selectAll()
        .orderBy('builtin', 'desc')
        .orderBy('id')
        .execute();
      const perms = await db.selectFrom('role_permissions').selectAll().execute();
      const custom = await db
        .selectFrom('users')
        .select(['role_id', (eb) => eb.fn.countAll<number>().as('n')])
        .where('role_id', 'is not', null)
        .groupBy('role_id')
        .execute();
      const builtin = await db
        .selectFrom('users')
        .select(['role', (eb) => eb.fn.countAll<number>().as('n')])
        .where('role_id', 'is', null)
        .groupBy('role')
        .execute();
      const countOf = (r: { id: number; key: string; builtin: number }) =>
        Number(custom.find((c) => c.role_id === r.id)?.n ?? 0) +
        (r.builtin === 1 ? Number(builtin.find((c) => c.role === r.key)?.n ?? 0) : 0);
      return roles.map((r) => ({
        ...r,
        permissions: perms
          .filter((p) => p.role_id === r.id)
          .map((p) => ({ action: p.action, subject: p.subject })),
        user_count: countOf(r),
      }));
    },

    byId: (id: number) => db.selectFrom('roles').selectAll().where('id', '=', id).executeTakeFirst(),
    byKey: (key: string) => db.selectFrom('roles').selectAll().where('key', '=', key).executeTakeFirst(),
    byName: (name: string) =>
      db
        .selectFrom('roles')
        .selectAll()
        .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()))
        .executeTakeFirst(),

    async holders(roleId: number): Promise<number> {
      const role = await db
        .selectFrom('roles')
        .select(['key', 'builtin'])
        .where('id', '=', roleId)
        .executeTakeFirst();
      if (!role) return 0;
      const { n } = await db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where((eb) =>
          eb.or([
            eb('role_id', '=', roleId),
            ...(role.builtin === 1 ? [eb.and([eb('role_id', 'is', null), eb('role', '=', role.key)])] : []),
          ]),
        )
        .executeTakeFirstOrThrow();
      return Number(n);
    },

    async insert(key: string, name: string, now: string): Promise<number> {
      const row = await db
        .insertInto('roles')
        .values({ key, name, builtin: 0, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async rename(id: number, name: string, now: string): Promise<void> {
      await db.updateTable('roles').set({ name, updated_at: now }).where('id', '=', id).execute();
    },

    async replacePermissions(roleId: number, perms: readonly { action: string; subject: string }[]) {
      await db.deleteFrom('role_permissions').where('role_id', '=', roleId).execute();
      if (perms.length > 0)
        await db
          .insertInto('role_permissions')
          .values(perms.map((p) => ({ role_id: roleId, action: p.action, subject: p.subject })))
          .execute();
    },

    async remove(id: number): Promise<void> {
      await db.deleteFrom('role_permissions').where('role_id', '=', id).execute();
      await db.deleteFrom('roles').where('id', '=', id).execute();
    },
  };
}
