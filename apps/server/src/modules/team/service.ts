/**
 * Team members (issue 19): an account owner adds members who work inside the owner's account. Each
 * member's permissions are a subset of the owner's; the number of members is limited per plan
 * (`TEAM_MEMBER_LIMITS`); a new member gets a link to set their password (the reset machinery). Every
 * change is written to the audit log in the same transaction.
 */
import type { TeamMember, TeamMemberInput, TeamMemberUpdate, ResourceCode } from '@talent/api';
import { canOwnTeam, teamMemberLimit } from '@talent/api/rules';
import type { AppContext } from '../../context';
import type { Transaction } from 'kysely';
import type { Database, User } from '../../db/schema';
import { isoNow } from '../../lib/clock';
import { HttpError, conflict, forbidden, notFound } from '../../lib/errors';
import type { AuthInfo } from '../../plugins/contract';
import { recordAudit } from '../audit/repo';
import { authRepo } from '../auth/repo';
import { codeService } from '../auth/codes';
import { newUserRow } from '../auth/users';
import { effectivePlan } from '../plans/limits';
import { grantableBy, storedPermissions } from '../roles/access';
import { teamRepo } from './repo';

const EMAIL_IN_USE = 'This email is already in use.';

function toMember(u: User): TeamMember {
  return {
    id: u.id,
    full_name: u.full_name,
    email: u.email,
    mobile: u.mobile,
    permissions: storedPermissions(u),
    has_signed_in: u.is_pending !== 1,
    deactivated_at: u.deactivated_at,
    created_at: u.created_at,
  };
}

/** Only the account owner, signed in as themselves, manages the team. */
function ownerOf(auth: AuthInfo): User {
  if (auth.self.owner_id !== null) throw forbidden('A team member cannot manage the team.');
  if (!canOwnTeam(auth.user.role))
    throw forbidden(
      'Only a freelancer, freelance enterprise, recruitment agency or enterprise account has team members.',
    );
  return auth.user;
}

/** 403 naming what the owner tried to grant without having it. */
function checkSubset(auth: AuthInfo, permissions: ResourceCode[]): void {
  const allowed = grantableBy(auth.ability);
  const extra = permissions.filter((p) => !allowed.includes(p));
  if (extra.length > 0) {
    const message = `You cannot grant ${extra.join(', ')}: a member's permissions are a subset of yours (${allowed.join(', ') || 'none'}).`;
    throw new HttpError(403, message, { permissions: [message] });
  }
}

export function teamService(ctx: AppContext) {
  const codes = codeService(ctx.db, ctx.mail, ctx.now);
  const repo = teamRepo(ctx.db, ctx.dialect);

  /** 409 when the team's active members already fill the plan's limit. */
  async function checkSeat(trx: Transaction<Database>, owner: User): Promise<void> {
    const plan = await effectivePlan(trx, owner);
    const limit = teamMemberLimit(plan.tier);
    const count = await teamRepo(trx, ctx.dialect).count(owner.id);
    if (count >= limit)
      throw conflict(
        `Your plan ${plan.login_name} allows ${limit} team members, and your team has ${count}. Upgrade your plan to add more.`,
      );
  }

  async function limitOf(owner: User): Promise<number> {
    return teamMemberLimit((await effectivePlan(ctx.db, owner)).tier);
  }

  return {
    async list(auth: AuthInfo, q: { search?: string; limit?: number; offset?: number }) {
      const owner = ownerOf(auth);
      const rows = await repo.members(owner.id, q.search);
      const offset = q.offset ?? 0;
      return {
        count: rows.length,
        used: await repo.count(owner.id),
        limit: await limitOf(owner),
        grantable: grantableBy(auth.ability),
        // A team is small (TEAM_MEMBER_LIMITS): read whole, then paged.
        results: rows.slice(offset, offset + Math.min(Math.max(q.limit || 10, 1), 75)).map(toMember),
      };
    },

    async get(auth: AuthInfo, id: number) {
      const owner = ownerOf(auth);
      const row = await repo.member(owner.id, id);
      if (!row) throw notFound('No such member in your team.');
      return toMember(row);
    },

    async add(
      auth: AuthInfo,
      body: TeamMemberInput & { permissions: ResourceCode[]; mobile: string | null },
      ip: string,
    ) {
      const owner = ownerOf(auth);
      checkSubset(auth, body.permissions);
      const at = isoNow(ctx.now);
      const member = await ctx.db.transaction().execute(async (trx) => {
        const r = teamRepo(trx, ctx.dialect);
        await r.lockOwner(owner.id);
        if (await r.emailTaken(body.email)) throw conflict(EMAIL_IN_USE, { email: [EMAIL_IN_USE] });
        await checkSeat(trx, owner);
        const row = await r.insert({
          ...newUserRow(
            {
              email: body.email,
              // An empty hash never verifies; login refuses a pending account until the link sets a password.
              password_hash: '',
              full_name: body.full_name,
              role: owner.role,
              mobile: body.mobile,
              is_pending: 1,
            },
            at,
          ),
          user_type: owner.user_type,
          sub_user: 1,
          owner_id: owner.id,
          member_permissions: JSON.stringify(body.permissions),
        });
        await recordAudit(trx, {
          actorId: auth.self.id,
          action: 'team.member_add',
          targetUserId: row.id,
          subject: `user:${owner.id}`,
          details: { email: row.email, permissions: body.permissions },
          ip,
        });
        return row;
      });
      await codes.sendMemberInvite(member, ctx.config.publicUrl, owner.full_name);
      return toMember(member);
    },

    async update(
      auth: AuthInfo,
      id: number,
      body: TeamMemberUpdate & { permissions: ResourceCode[]; mobile: string | null },
      ip: string,
    ) {
      const owner = ownerOf(auth);
      checkSubset(auth, body.permissions);
      return ctx.db.transaction().execute(async (trx) => {
        const r = teamRepo(trx, ctx.dialect);
        const before = await r.member(owner.id, id);
        if (!before) throw notFound('No such member in your team.');
        const after = await r.update(id, {
          full_name: body.full_name,
          mobile: body.mobile,
          member_permissions: JSON.stringify(body.permissions),
          updated_at: isoNow(ctx.now),
        });
        await recordAudit(trx, {
          actorId: auth.self.id,
          action: 'team.member_update',
          targetUserId: id,
          subject: `user:${owner.id}`,
          details: {
            before: {
              full_name: before.full_name,
              mobile: before.mobile,
              permissions: storedPermissions(before),
            },
            after: { full_name: after.full_name, mobile: after.mobile, permissions: body.permissions },
          },
          ip,
        });
        return toMember(after);
      });
    },

    /**
     * Removes a member (`active: false`): the row stays, the member's session ends at once (its next call
     * answers 401) and sign-in is refused with MEMBER_REMOVED; the seat is freed. Reactivating takes a seat
     * again (409 at the plan's limit) and is refused when an admin, not the owner, deactivated the member.
     * Setting the state a member already has changes nothing and writes no audit entry.
     */
    async setActive(auth: AuthInfo, id: number, active: boolean, ip: string) {
      const owner = ownerOf(auth);
      return ctx.db.transaction().execute(async (trx) => {
        const r = teamRepo(trx, ctx.dialect);
        await r.lockOwner(owner.id);
        const member = await r.member(owner.id, id);
        if (!member) throw notFound('No such member in your team.');
        if ((member.deactivated_at === null) === active) return toMember(member);
        const now = isoNow(ctx.now);
        if (active) {
          if (member.deactivated_by !== owner.id)
            throw forbidden(
              'An administrator deactivated this member; only an administrator can reactivate them.',
            );
          await checkSeat(trx, owner);
        }
        const after = await r.update(id, {
          deactivated_at: active ? null : now,
          deactivated_by: active ? null : auth.self.id,
          updated_at: now,
        });
        if (!active && member.current_session_id)
          await authRepo(trx).endSession(member.id, member.current_session_id, 'deactivated', now);
        await recordAudit(trx, {
          actorId: auth.self.id,
          action: active ? 'team.member_reactivate' : 'team.member_deactivate',
          targetUserId: id,
          subject: `user:${owner.id}`,
          details: { email: member.email },
          ip,
        });
        return toMember(after);
      });
    },
  };
}
