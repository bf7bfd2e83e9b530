/** Profile routes: the account and its sections (spec 000 section 7 "Profile"). */
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { endpoints, type EndpointDef } from '@talent/api';
import type { AppContext } from '../../context';
import { nowIso } from '../../db/index';
import { conflict, notFound } from '../../lib/errors';
import { route } from '../../plugins/contract';
import { toUserData, toUserProfile } from '../auth/users';

export function registerProfileRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  route(app, ctx, endpoints.getProfile, async ({ auth }) => toUserProfile(ctx, auth.user));
  route(app, ctx, endpoints.getUserDetail, async ({ auth }) => toUserData(ctx, auth.user, ''));
  route(app, ctx, endpoints.getProfileUser, async ({ auth }) => toUserProfile(ctx, auth.user));

  route(app, ctx, endpoints.updateProfileUser, async ({ auth, body }) => {
    if (body.mobile) {
      const owner = await db
        .selectFrom('users')
        .select('id')
        .where('mobile', '=', body.mobile)
        .executeTakeFirst();
      if (owner && owner.id !== auth.user.id) {
        throw conflict('This mobile number is already in use.', {
          mobile: ['This mobile number is already in use.'],
        });
      }
    }
    const patch = {
      ...(body.full_name !== undefined && { full_name: body.full_name }),
      ...(body.mobile !== undefined &&
        body.mobile !== auth.user.mobile && { mobile: body.mobile, is_phone_verified: 0 as const }),
      ...(body.avatar !== undefined && { avatar: body.avatar }),
      ...(body.company_name !== undefined && { company_name: body.company_name }),
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
    };
    await db
      .updateTable('users')
      .set({ ...patch, updated_at: nowIso() })
      .where('id', '=', auth.user.id)
      .execute();
    const fresh = await db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', auth.user.id)
      .executeTakeFirstOrThrow();
    return { message: 'Profile updated successfully.', userData: await toUserData(ctx, fresh, '') };
  });

  const sections: Array<[string, EndpointDef, EndpointDef]> = [
    ['experience', endpoints.listUserExperience, endpoints.createUserExperience],
    ['education', endpoints.listUserEducation, endpoints.createUserEducation],
    ['skill', endpoints.listUserSkill, endpoints.createUserSkill],
    ['course', endpoints.listCourseAndCertification, endpoints.createCourseAndCertification],
    ['languages', endpoints.listLanguages, endpoints.createLanguages],
    ['other_personal', endpoints.listOtherPersonal, endpoints.createOtherPersonal],
  ];
  for (const [section, listDef, createDef] of sections) {
    route(app, ctx, listDef, async ({ auth }) => {
      const rows = await db
        .selectFrom('profile_sections')
        .selectAll()
        .where('user_id', '=', auth!.user.id)
        .where('section', '=', section)
        .orderBy('id')
        .execute();
      return {
        count: rows.length,
        results: rows.map((r) => ({ ...JSON.parse(r.data), id: r.id, created_at: r.created_at })),
      };
    });
    route(app, ctx, createDef, async ({ auth, body }) => {
      const created_at = nowIso();
      const data = body as z.infer<z.ZodObject>;
      const row = await db
        .insertInto('profile_sections')
        .values({ user_id: auth!.user.id, section, data: JSON.stringify(data), created_at })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { ...data, id: row.id, created_at };
    });
  }

  route(app, ctx, endpoints.deleteCourseAndCertification, async ({ auth, params }) => {
    const res = await db
      .deleteFrom('profile_sections')
      .where('id', '=', params.id)
      .where('user_id', '=', auth.user.id)
      .where('section', '=', 'course')
      .executeTakeFirst();
    if (Number(res.numDeletedRows) === 0) throw notFound();
    return { message: 'Deleted successfully.' };
  });
}
