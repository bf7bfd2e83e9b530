/** User administration rules (issue 19): unique e-mail and mobile, roles from the stored table, deactivation
 * that ends the session and unpublishes profiles but deletes nothing, never zero active admins. Every change
 * is written with its audit entry in one transaction. */
import type { z } from 'zod';
import {
  ROLES,
  isRole,
  type AdminUser,
  type AppAbility,
  type UserDetail,
  type userInputSchema,
  type userListQuery,
} from '@talent/api';
import type { AppContext } from '../../context';
import type { Database, User } from '../../db/schema';
import type { Transaction } from 'kysely';
import { hashPassword, randomToken } from '../../lib/crypto';
import { HttpError, badRequest, conflict, fieldError, notFound } from '../../lib/errors';
import { recordAudit, readAudit } from '../audit/repo';
import { auditForSubject } from '../audit/view';
import { authRepo } from '../auth/repo';
import { codeService } from '../auth/codes';
import { newUserRow } from '../auth/users';
import { rolesRepo, storedRulesFor } from '../roles/repo';
import { walletRepo } from '../wallet/repo';
import { walletService } from '../wallet/service';
import { usersRepo, type AdminUserRow } from './repo';

type UserInput = z.infer<typeof userInputSchema>;
type ListQuery = z.infer<typeof userListQuery>;

const EMAIL_TAKEN = 'This email is already in use.';
const MOBILE_TAKEN = 'This mobile number is already in use.';
const LAST_ADMIN =
  'This would leave no active admin. Make another user an admin first, or keep this account active.';

export function toAdminUser(r: AdminUserRow): AdminUser {
  const role = isRole(r.role) ? r.role : 'client';
  const status = r.deactivated_at
    ? 'inactive'
    : r.is_email_verified === 1 && r.is_pending === 0
      ? 'active'
      : 'pending';
  return {
    id: r.id,
    full_name: r.full_name,
    email: r.email,
    mobile: r.mobile,
    role,
    role_id: Number(r.held_role_id ?? 0),
    role_name: r.role_name ?? role,
    custom_role: r.role_id !== null,
    plan: r.plan_name ?? null,
    plan_id: r.current_plan_id,
    status,
    is_email_verified: r.is_email_verified === 1,
    created_at: r.created_at,
    last_login_at: r.last_login_at,
    deactivated_at: r.deactivated_at,
  };
}

export function userService(ctx: AppContext) {
  const at = () => new Date(ctx.tokens.now()).toISOString();
  const clock = () => new Date(ctx.tokens.now());
  const codes = codeService(ctx.db, ctx.mail, ctx.tokens.now);
  const wallet = walletService(ctx.db, walletRepo(ctx.db));

  async function adminUser(id: number): Promise<AdminUser> {
    const row = await usersRepo(ctx.db).byIdForAdmin(id);
    if (!row) throw notFound('No such user.');
    return toAdminUser(row);
  }

  /** The `role` and `role_id` columns for a role of the table: a built-in role is the role itself; a custom
   * role keeps the neutral built-in `client` for landing and behaviour and replaces its permissions. */
  async function roleColumns(trx: Transaction<Database>, roleId: number) {
    const role = await rolesRepo(trx).byId(roleId);
    if (!role) throw fieldError('role_id', 'Choose a role from the list.');
    if (role.builtin === 1) {
      if (!(ROLES as readonly string[]).includes(role.key))
        throw fieldError('role_id', 'Choose a role from the list.');
      return { role: role.key, role_id: null, name: role.name };
    }
    return { role: 'client', role_id: role.id, name: role.name };
  }

  /** 403 unless the actor holds every permission of the role (issue 43): nobody hands out, to anyone
   * (themselves included), more than they hold; nor edits a user who holds more than they do. The built-in
   * admin is the one exception: it gives every built-in role, RU (recruiters' own pages) included, which its
   * table does not read (docs/decisions.md "Who may give a role"). */
  async function checkWithin(
    trx: Transaction<Database>,
    actor: User,
    ability: AppAbility,
    holder: Pick<User, 'role' | 'role_id'>,
    what: 'give' | 'change',
  ) {
    if (actor.role === 'admin' && actor.role_id === null && actor.owner_id === null) return;
    const rules = await storedRulesFor(trx, holder);
    const missing = rules.filter((r) => !ability.can(r.action, r.subject));
    if (missing.length === 0) return;
    const list = missing.map((p) => `${p.action} ${p.subject}`).join(', ');
    const message =
      what === 'give'
        ? `You cannot give a role that holds permissions you do not have: ${list}.`
        : `You cannot change a user who holds permissions you do not have: ${list}.`;
    throw new HttpError(403, message, { role_id: [message] });
  }

  async function checkUnique(trx: Transaction<Database>, body: UserInput, selfId: number | null) {
    const repo = usersRepo(trx);
    const byEmail = await repo.byEmail(body.email);
    if (byEmail && byEmail.id !== selfId) throw conflict(EMAIL_TAKEN, { email: [EMAIL_TAKEN] });
    if (body.mobile) {
      const byMobile = await repo.byMobile(body.mobile);
      if (byMobile && byMobile.id !== selfId) throw conflict(MOBILE_TAKEN, { mobile: [MOBILE_TAKEN] });
    }
  }

  /** Deactivates inside `trx`: ends the session at once, unpublishes the profiles, keeps every row. */
  async function deactivateIn(trx: Transaction<Database>, actor: User, user: User, ip: string) {
    const now = at();
    await usersRepo(trx).update(user.id, { deactivated_at: now, deactivated_by: actor.id, updated_at: now });
    if (user.current_session_id)
      await authRepo(trx).endSession(user.id, user.current_session_id, 'deactivated', now);
    const unpublished = await usersRepo(trx).unpublishAll(user.id, now);
    await recordAudit(trx, {
      actorId: actor.id,
      action: 'user.deactivate',
      targetUserId: user.id,
      details: { unpublished_profiles: unpublished },
      ip,
      at: clock(),
    });
  }

  async function reactivateIn(trx: Transaction<Database>, actor: User, user: User, ip: string) {
    const now = at();
    await usersRepo(trx).update(user.id, { deactivated_at: null, deactivated_by: null, updated_at: now });
    await recordAudit(trx, {
      actorId: actor.id,
      action: 'user.reactivate',
      targetUserId: user.id,
      ip,
      at: clock(),
    });
  }

  async function keepAnAdmin(trx: Transaction<Database>) {
    if ((await usersRepo(trx).activeAdmins()) === 0) throw badRequest(LAST_ADMIN);
  }

  return {
    async list(query: ListQuery) {
      let roleFilter: { key: string } | { id: number } | null = null;
      if (query.role_id !== undefined) {
        const role = await rolesRepo(ctx.db).byId(query.role_id);
        if (!role) return { count: 0, results: [] };
        roleFilter = role.builtin === 1 ? { key: role.key } : { id: role.id };
      }
      const { count, rows } = await usersRepo(ctx.db).list(query, roleFilter);
      return { count, results: rows.map(toAdminUser) };
    },

    /** One's own account, or anyone's for an admin; another user's id answers 404 (nothing to probe). A team
     * member is themselves here, not the owner whose account they work in (issue 43). */
    async detail(self: User, ability: AppAbility, id: number): Promise<UserDetail> {
      const admin = ability.can('manage', 'ACL');
      if (!admin && self.id !== id) throw notFound('No such user.');
      const user = await adminUser(id);
      const repo = usersRepo(ctx.db);
      const balance = await ctx.balances(id);
      const { results: movements } = await wallet.movements(id, 10, 0);
      const trail = await readAudit(ctx.db, { targetUserId: id }, 20, 0);
      return {
        user,
        wallet: { tat: balance.tat, ttt: balance.ttt, movements },
        counts: await repo.counts(id),
        jobs: await repo.recentJobs(id),
        projects: await repo.recentProjects(id),
        team: { members: await repo.teamOf(id) },
        // An admin reads the whole trail; the user reads the action and the actor's role, not their address.
        audit: admin ? trail.results : await auditForSubject(ctx.db, trail.results, self.id),
      };
    },

    async create(actor: User, ability: AppAbility, body: UserInput, ip: string): Promise<AdminUser> {
      const created = await ctx.db.transaction().execute(async (trx) => {
        const role = await roleColumns(trx, body.role_id);
        await checkWithin(trx, actor, ability, role, 'give');
        await checkUnique(trx, body, null);
        const now = at();
        // No password until the e-mailed link sets one (a pending account, as a guest applicant's).
        const row = await usersRepo(trx).insert({
          ...newUserRow(
            {
              email: body.email,
              password_hash: await hashPassword(randomToken(32)),
              full_name: body.full_name,
              role: role.role,
              mobile: body.mobile,
              is_pending: 1,
            },
            now,
          ),
          role_id: role.role_id,
          deactivated_at: body.status === 'inactive' ? now : null,
          deactivated_by: body.status === 'inactive' ? actor.id : null,
        });
        await recordAudit(trx, {
          actorId: actor.id,
          action: 'user.create',
          targetUserId: row.id,
          details: { email: body.email, role: role.name, status: body.status },
          ip,
          at: clock(),
        });
        return row;
      });
      await codes.sendWelcomeLink(created, ctx.config.publicUrl);
      return adminUser(created.id);
    },

    async update(
      actor: User,
      ability: AppAbility,
      id: number,
      body: UserInput,
      ip: string,
    ): Promise<AdminUser> {
      await ctx.db.transaction().execute(async (trx) => {
        const repo = usersRepo(trx);
        const user = await repo.byId(id);
        if (!user) throw notFound('No such user.');
        await checkWithin(trx, actor, ability, user, 'change');
        const role = await roleColumns(trx, body.role_id);
        await checkWithin(trx, actor, ability, role, 'give');
        await checkUnique(trx, body, id);
        const changes = {
          full_name: body.full_name,
          email: body.email,
          mobile: body.mobile,
          role: role.role,
          role_id: role.role_id,
        };
        const changed = Object.fromEntries(
          Object.entries(changes)
            .filter(([k, v]) => user[k as keyof typeof changes] !== v)
            .map(([k, v]) => [k, { before: user[k as keyof typeof changes], after: v }]),
        );
        if (Object.keys(changed).length > 0) {
          await repo.update(id, { ...changes, updated_at: at() });
          await recordAudit(trx, {
            actorId: actor.id,
            action: 'role' in changed || 'role_id' in changed ? 'user.role_change' : 'user.update',
            targetUserId: id,
            details: changed,
            ip,
            at: clock(),
          });
        }
        if (body.status === 'inactive' && user.deactivated_at === null)
          await deactivateIn(trx, actor, user, ip);
        if (body.status === 'active' && user.deactivated_at !== null)
          await reactivateIn(trx, actor, user, ip);
        await keepAnAdmin(trx);
      });
      return adminUser(id);
    },

    async setStatus(actor: User, ability: AppAbility, ids: number[], active: boolean, ip: string) {
      const unique = [...new Set(ids)];
      const changed = await ctx.db.transaction().execute(async (trx) => {
        const users = await usersRepo(trx).existing(unique);
        if (users.length !== unique.length) {
          const missing = unique.filter((i) => !users.some((u) => u.id === i));
          throw new HttpError(404, `No such user: ${missing.join(', ')}.`);
        }
        for (const user of users) await checkWithin(trx, actor, ability, user, 'change');
        let n = 0;
        for (const user of users) {
          if (active && user.deactivated_at !== null) {
            await reactivateIn(trx, actor, user, ip);
            n++;
          } else if (!active && user.deactivated_at === null) {
            await deactivateIn(trx, actor, user, ip);
            n++;
          }
        }
        await keepAnAdmin(trx);
        return n;
      });
      const verb = active ? 'reactivated' : 'deactivated';
      return { message: `${changed} ${changed === 1 ? 'user' : 'users'} ${verb}.`, changed };
    },
  };
}
export type UserService = ReturnType<typeof userService>;
