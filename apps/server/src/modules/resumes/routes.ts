/** Resume upload, the collection, profiles (public/private, documents) and searches. */
import { endpoints } from '@talent/api';
import { route } from '../../plugins/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../module';
import type { ResumeDeps } from './service';
import { profileFiles } from './files';
import { listSearch } from './search';
import { resumeService } from './service';
import { readUpload } from './upload';

interface ResumesOptions extends ModuleOptions {
  /** Told after profiles were published: the data-rights notice (issue 44), passed in at registration
   * (modules/index.ts) so that resumes does not import dataRights, which reads profiles (issue 40). */
  onPublished?: ResumeDeps['onPublished'];
}

const resumesModule: FastifyPluginAsync<ResumesOptions> = async (app, { ctx, onPublished }) => {
  const resumes = resumeService({
    db: ctx.db,
    dialect: ctx.dialect,
    files: profileFiles(ctx.files),
    images: ctx.images,
    now: ctx.now,
    onPublished,
  });

  route(app, ctx, endpoints.uploadResume, async ({ auth, req }) =>
    resumes.upload(auth.user, await readUpload(req)),
  );
  route(app, ctx, endpoints.uploadSingleResume, ({ auth, body }) =>
    resumes.create(auth.user, body, undefined, [], []),
  );
  route(app, ctx, endpoints.updateResume, ({ auth, params, body }) =>
    resumes.update(auth.user, params.id, body),
  );
  route(app, ctx, endpoints.getResume, ({ auth, params }) => resumes.get(auth.user, params.id));
  route(app, ctx, endpoints.replaceResumeFile, ({ auth, params, req }) =>
    resumes.replaceFile(auth.user, params.id, () => readUpload(req)),
  );
  route(app, ctx, endpoints.deleteResume, ({ auth, params }) => resumes.remove(auth.user, params.id));
  route(app, ctx, endpoints.todayResume, ({ auth, query }) => resumes.today(auth.user, query));

  route(app, ctx, endpoints.searchResume, ({ auth, query, body }) =>
    resumes.collection(
      auth.user,
      { text: body.search, type: query.search_type ?? body.search_type, filters: body.filters },
      query,
    ),
  );
  route(app, ctx, endpoints.listResume, ({ auth, query, body }) =>
    resumes.collection(auth.user, listSearch(query, body), query),
  );
  route(app, ctx, endpoints.markAsPublic, ({ auth, body }) => resumes.publish(auth.user, body));
  route(app, ctx, endpoints.unpublicResume, ({ auth, body }) => resumes.unpublish(auth.user, body));
  route(app, ctx, endpoints.profileDocument, ({ auth, params }) => resumes.preview(auth.user, params.uid));
  route(app, ctx, endpoints.profileFullDocument, ({ auth, params }) =>
    resumes.fullDocument(auth.user, params.uid),
  );
  route(app, ctx, endpoints.resumeRating, ({ body }) => resumes.rate(body));
};
export default resumesModule;
