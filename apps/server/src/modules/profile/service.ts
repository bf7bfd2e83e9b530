/** The account and its sections (spec 000 section 7 "Profile"): a mobile number belongs to one account,
 * a changed number must be verified again, section entries are the user's own. */
import type { EndpointBody } from '@talent/api';
import type { AppContext } from '../../context';
import type { User } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import { toUserData, toUserProfile } from '../auth/users';
import type { ProfileRepo } from './repo';
import { isoNow } from '../../lib/clock';

type AccountPatch = NonNullable<EndpointBody<'updateProfileUser'>>;

/** When an entry was stored; every section answer carries it beside the entry. */
export interface Stamp {
  id: number;
  created_at: string;
}

export function profileService(repo: ProfileRepo, ctx: AppContext) {
  return {
    account: (user: User) => toUserProfile(ctx, user),
    userData: (user: User) => toUserData(ctx, user, ''),

    async updateAccount(user: User, body: AccountPatch) {
      if (body.mobile) {
        const owner = await repo.mobileOwner(body.mobile);
        if (owner !== undefined && owner !== user.id) {
          throw conflict('This mobile number is already in use.', {
            mobile: ['This mobile number is already in use.'],
          });
        }
      }
      const fresh = await repo.updateUser(user.id, {
        ...(body.full_name !== undefined && { full_name: body.full_name }),
        ...(body.mobile !== undefined &&
          body.mobile !== user.mobile && { mobile: body.mobile, is_phone_verified: 0 as const }),
        ...(body.avatar !== undefined && { avatar: body.avatar }),
        ...(body.company_name !== undefined && { company_name: body.company_name }),
        ...(body.billing_address !== undefined && { billing_address: body.billing_address || null }),
        ...(body.userType !== undefined && { user_type: body.userType }),
        ...(body.hire_visa_candidates_statement !== undefined && {
          hire_visa_candidates_statement: body.hire_visa_candidates_statement,
        }),
        ...(body.about_company_statement !== undefined && {
          about_company_statement: body.about_company_statement,
        }),
        ...(body.equal_employee_opportunity !== undefined && {
          equal_employee_opportunity: body.equal_employee_opportunity,
        }),
        updated_at: isoNow(ctx.now),
      });
      return { message: 'Profile updated successfully.', userData: await toUserData(ctx, fresh, '') };
    },

    /** A section's entries; `read` turns the stored JSON back into the entry's type. */
    async sections<T extends object>(userId: number, section: string, read: (data: unknown) => T) {
      const rows = await repo.sections(userId, section);
      const results: Array<T & Stamp> = rows.map((r) => ({
        ...read(JSON.parse(r.data)),
        id: r.id,
        created_at: r.created_at,
      }));
      return { count: results.length, results };
    },

    async addSection<T extends object>(userId: number, section: string, entry: T): Promise<T & Stamp> {
      const created_at = isoNow(ctx.now);
      const id = await repo.insertSection({
        user_id: userId,
        section,
        data: JSON.stringify(entry),
        created_at,
      });
      return { ...entry, id, created_at };
    },

    /** Replaces one of the user's entries; another user's id is not found, as an unknown one is. */
    async updateSection<T extends object>(
      userId: number,
      section: string,
      id: number,
      entry: T,
    ): Promise<T & Stamp> {
      const row = await repo.updateSection(userId, section, id, JSON.stringify(entry));
      if (!row) throw notFound();
      return { ...entry, id: row.id, created_at: row.created_at };
    },

    async deleteSection(userId: number, section: string, id: number) {
      if (!(await repo.deleteSection(userId, section, id))) throw notFound();
      return { message: 'Deleted successfully.' };
    },
  };
}
export type ProfileService = ReturnType<typeof profileService>;
