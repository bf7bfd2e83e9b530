/** Role rules (issue 19): built-in roles are fixed, a custom role grants only what its author holds, a role
 * held by users stays. Every change is written with its audit entry in one transaction. */
import type { Kysely } from 'kysely';
import type { AppAbility, Permission, RoleInput, RoleEntry } from '@talent/api';
import type { Database, User } from '../../db/schema';
import { HttpError, badRequest, conflict, notFound } from '../../lib/errors';
import { recordAudit } from '../audit/repo';
import { rolesRepo } from './repo';

const NAME_TAKEN = 'A role of this name exists already.';
const BUILTIN = 'Built-in roles cannot be changed or deleted.';

/** Lower-case letters, digits and underscores from the name, prefixed so that it never meets a built-in key. */
const keyFrom = (name: string) =>
  `custom_${
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '')
      .slice(0, 40) || 'role'
  }`;

/** One row per permission, in a stable order, without repeats. */
function normalise(perms: readonly Permission[]): Permission[] {
  const seen = new Map<string, Permission>();
  for (const p of perms) seen.set(`${p.action}:${p.subject}`, p);
  return [...seen.values()].sort((a, b) =>
    `${a.subject}:${a.action}`.localeCompare(`${b.subject}:${b.action}`),
  );
}

export function roleService(db: Kysely<Database>, now: () => number) {
  const at = () => new Date(now()).toISOString();

  async function entry(id: number): Promise<RoleEntry> {
    const row = (await rolesRepo(db).list()).find((r) => r.id === id);
    if (!row) throw notFound('No such role.');
    return toEntry(row);
  }

  /** 400 naming each permission the author does not hold themselves. */
  function checkGrantable(ability: AppAbility, perms: readonly Permission[]): void {
    const missing = perms.filter((p) => !ability.can(p.action, p.subject));
    if (missing.length > 0) {
      const list = missing.map((p) => `${p.action} ${p.subject}`).join(', ');
      throw new HttpError(400, `You cannot grant permissions you do not have: ${list}.`, {
        permissions: [`You cannot grant permissions you do not have: ${list}.`],
      });
    }
  }

  return {
    async list() {
      return { results: (await rolesRepo(db).list()).map(toEntry) };
    },

    async create(
      actor: User,
      ability: AppAbility,
      body: { name: string; permissions: Permission[] },
      ip: string,
    ) {
      const perms = normalise(body.permissions);
      checkGrantable(ability, perms);
      const id = await db.transaction().execute(async (trx) => {
        const repo = rolesRepo(trx);
        if (await repo.byName(body.name)) throw conflict(NAME_TAKEN, { name: [NAME_TAKEN] });
        let key = keyFrom(body.name);
        for (let i = 2; await repo.byKey(key); i++) key = `${keyFrom(body.name)}_${i}`;
        const roleId = await repo.insert(key, body.name, at());
        await repo.replacePermissions(roleId, perms);
        await recordAudit(trx, {
          actorId: actor.id,
          action: 'role.create',
          subject: `role:${roleId}`,
          details: { name: body.name, permissions: perms },
          ip,
          at: new Date(now()),
        });
        return roleId;
      });
      return entry(id);
    },

    async update(
      actor: User,
      ability: AppAbility,
      id: number,
      body: { name: string; permissions: Permission[] },
      ip: string,
    ) {
      const perms = normalise(body.permissions);
      await db.transaction().execute(async (trx) => {
        const repo = rolesRepo(trx);
        const role = await repo.byId(id);
        if (!role) throw notFound('No such role.');
        if (role.builtin === 1) throw badRequest(BUILTIN);
        checkGrantable(ability, perms);
        const other = await repo.byName(body.name);
        if (other && other.id !== id) throw conflict(NAME_TAKEN, { name: [NAME_TAKEN] });
        const before = (await repo.list()).find((r) => r.id === id)?.permissions ?? [];
        await repo.rename(id, body.name, at());
        await repo.replacePermissions(id, perms);
        await recordAudit(trx, {
          actorId: actor.id,
          action: 'role.update',
          subject: `role:${id}`,
          details: {
            before: { name: role.name, permissions: before },
            after: { name: body.name, permissions: perms },
          },
          ip,
          at: new Date(now()),
        });
      });
      return entry(id);
    },

    async remove(actor: User, id: number, ip: string) {
      await db.transaction().execute(async (trx) => {
        const repo = rolesRepo(trx);
        const role = await repo.byId(id);
        if (!role) throw notFound('No such role.');
        if (role.builtin === 1) throw badRequest(BUILTIN);
        const holders = await repo.holders(id);
        if (holders > 0)
          throw badRequest(
            `${holders} ${holders === 1 ? 'user holds' : 'users hold'} this role. Give them another role first.`,
          );
        await repo.remove(id);
        await recordAudit(trx, {
          actorId: actor.id,
          action: 'role.delete',
          subject: `role:${id}`,
          details: { name: role.name },
          ip,
          at: new Date(now()),
        });
      });
      return { message: 'The role has been deleted.' };
    },
  };
}
export type RoleService = ReturnType<typeof roleService>;

type RoleRow = Awaited<ReturnType<ReturnType<typeof rolesRepo>['list']>>[number];
function toEntry(r: RoleRow): RoleEntry {
  return {
    id: r.id,
    key: r.key,
    name: r.name,
    builtin: r.builtin === 1,
    permissions: r.permissions as Permission[],
    user_count: r.user_count,
    created_at: r.created_at,
    updated_at: r.updated_at,
  };
}
export type { RoleInput };
