/** The blog (issue 20): the API under /api/blog, and the public pages, feed and sitemap the server renders. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { endpoints } from '@talent/api';
import { BLOG_PAGE_SIZE } from '@talent/api/rules';
import { RawReply, route } from '../../plugins/contract';
import type { AppModule } from '../module';
import { fileOf } from '../../plugins/uploads';
import { renderIndex, renderNotFound, renderPost, renderRss, renderSitemap } from './render';
import { blogService } from './service';

const RSS_ITEMS = 20;
const SITEMAP_MAX = 50_000;

/** Public pages change when a post does: caches revalidate, and may serve a copy for a minute. */
const sendPage = (type: string, body: string, status = 200) =>
  new RawReply((reply: FastifyReply) =>
    reply.status(status).type(type).header('cache-control', 'public, max-age=60').send(body),
  );

const wantsHtml = (req: FastifyRequest) => (req.headers.accept ?? '').includes('text/html');

const blogModule: AppModule = async (app, { ctx }) => {
  const blog = blogService({ db: ctx.db, files: ctx.files, now: ctx.now });
  const base = ctx.config.publicUrl!.replace(/\/+$/, '');

  route(app, ctx, endpoints.listBlogPosts, ({ auth, query }) => blog.list(auth?.user ?? null, query));
  route(app, ctx, endpoints.blogSidebar, () => blog.sidebar());
  route(app, ctx, endpoints.getBlogPost, ({ auth, params }) => blog.get(auth?.user ?? null, params.id));
  route(app, ctx, endpoints.createBlogPost, ({ auth, body }) => blog.create(auth.user, body));
  route(app, ctx, endpoints.updateBlogPost, ({ auth, params, body }) =>
    blog.update(auth.user, params.id, body),
  );
  route(app, ctx, endpoints.deleteBlogPost, ({ auth, params }) => blog.remove(auth.user, params.id));
  route(app, ctx, endpoints.uploadBlogImage, async ({ auth, params, req }) =>
    blog.setImage(auth.user, params.id, await fileOf(req)),
  );
  route(app, ctx, endpoints.deleteBlogImage, ({ auth, params }) => blog.removeImage(auth.user, params.id));
  route(app, ctx, endpoints.blogImage, async ({ params }) => {
    const image = await blog.image(params.name);
    return new RawReply((reply) =>
      reply
        .type(image.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        // The name changes with every upload: the bytes under it never do.
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(image.data),
    );
  });
  route(app, ctx, endpoints.listBlogComments, ({ auth, params, query }) =>
    blog.comments(auth?.user ?? null, params.id, query),
  );
  route(app, ctx, endpoints.createBlogComment, ({ auth, params, body }) =>
    blog.comment(auth.user, params.id, body.body),
  );
  route(app, ctx, endpoints.moderateBlogComment, ({ auth, params, body }) =>
    blog.moderate(auth.user, params.id, body.hidden),
  );
  route(app, ctx, endpoints.deleteBlogComment, ({ auth, params }) =>
    blog.deleteComment(auth.user, params.id),
  );

  async function side() {
    const s = await blog.sidebar();
    return { recent: s.recent, categories: s.categories };
  }

  route(app, ctx, endpoints.publicBlogIndex, async ({ query }) => {
    const list = await blog.publicList(query, BLOG_PAGE_SIZE);
    return sendPage(
      'text/html; charset=utf-8',
      renderIndex(base, { ...query, page: list.page }, list, BLOG_PAGE_SIZE, await side()),
    );
  });
  route(app, ctx, endpoints.publicBlogRss, async () => {
    const { posts } = await blog.publicList({}, RSS_ITEMS);
    const full = (await Promise.all(posts.map((p) => blog.published(p.slug)))).filter((p) => p !== null);
    return sendPage('application/rss+xml; charset=utf-8', renderRss(base, full));
  });
  route(app, ctx, endpoints.publicBlogPost, async ({ params, req }) => {
    const post = await blog.published(params.slug);
    if (!post) {
      // A browser gets a page; an API client the usual JSON error.
      if (wantsHtml(req)) return sendPage('text/html; charset=utf-8', renderNotFound(base), 404);
      return new RawReply((reply) => reply.status(404).send({ message: 'No such post.' }));
    }
    const comments = await blog.publicComments(post.id);
    return sendPage('text/html; charset=utf-8', renderPost(base, post, comments, await side()));
  });
  route(app, ctx, endpoints.sitemap, async () => {
    const { posts } = await blog.publicList({}, SITEMAP_MAX);
    return sendPage('application/xml; charset=utf-8', renderSitemap(base, posts));
  });
};
export default blogModule;
