/** The account and its sections (spec 000 section 7 "Profile"). */
import type { FastifyInstance } from 'fastify';
import { endpoints } from '@talent/api';
import type { AppContext } from '../../context';
import { route, type SignedInEndpoint } from '../../plugins/contract';
import type { AppModule } from '../module';
import { profileRepo } from './repo';
import { profileService, type ProfileService, type Stamp } from './service';

/** The list and create calls of one profile section, whose entries are of type T. */
interface SectionEndpoints<T extends object> {
  list: SignedInEndpoint<{ response: { count: number; results: Array<T & Stamp> } }>;
  create: SignedInEndpoint<{ body: T; response: T & Stamp }>;
}

function sectionRoutes<T extends object>(
  app: FastifyInstance,
  ctx: AppContext,
  profile: ProfileService,
  section: string,
  defs: SectionEndpoints<T>,
): void {
  // Stored entries are read back through the create schema, so the answer is typed without a cast.
  const read = (data: unknown): T => defs.create.body.parse(data);
  route(app, ctx, defs.list, ({ auth }) => profile.sections(auth.user.id, section, read));
  route(app, ctx, defs.create, ({ auth, body }) => profile.addSection(auth.user.id, section, body));
}

const profileModule: AppModule = async (app, { ctx }) => {
  const profile = profileService(profileRepo(ctx.db), ctx);
  route(app, ctx, endpoints.getProfile, ({ auth }) => profile.account(auth.self));
  route(app, ctx, endpoints.getUserDetail, ({ auth }) => profile.userData(auth.self));
  route(app, ctx, endpoints.getProfileUser, ({ auth }) => profile.account(auth.self));
  route(app, ctx, endpoints.updateProfileUser, ({ auth, body }) => profile.updateAccount(auth.self, body));

  const sections = <T extends object>(section: string, defs: SectionEndpoints<T>) =>
    sectionRoutes(app, ctx, profile, section, defs);
  sections('experience', { list: endpoints.listUserExperience, create: endpoints.createUserExperience });
  sections('education', { list: endpoints.listUserEducation, create: endpoints.createUserEducation });
  sections('skill', { list: endpoints.listUserSkill, create: endpoints.createUserSkill });
  sections('course', {
    list: endpoints.listCourseAndCertification,
    create: endpoints.createCourseAndCertification,
  });
  sections('languages', { list: endpoints.listLanguages, create: endpoints.createLanguages });
  sections('other_personal', { list: endpoints.listOtherPersonal, create: endpoints.createOtherPersonal });
  // Issue 39: experience and education entries (imported from a parsed resume) are edited and deleted.
  route(app, ctx, endpoints.updateUserExperience, ({ auth, params, body }) =>
    profile.updateSection(auth.user.id, 'experience', params.id, body),
  );
  route(app, ctx, endpoints.deleteUserExperience, ({ auth, params }) =>
    profile.deleteSection(auth.user.id, 'experience', params.id),
  );
  route(app, ctx, endpoints.updateUserEducation, ({ auth, params, body }) =>
    profile.updateSection(auth.user.id, 'education', params.id, body),
  );
  route(app, ctx, endpoints.deleteUserEducation, ({ auth, params }) =>
    profile.deleteSection(auth.user.id, 'education', params.id),
  );
  route(app, ctx, endpoints.deleteCourseAndCertification, ({ auth, params }) =>
    profile.deleteSection(auth.user.id, 'course', params.id),
  );
};
export default profileModule;
