/** The blog (contract/blog.ts) on fixtures: lists filtered as the server does, saves that answer what they
 * were given, comments and moderation, and small stand-ins for the server-rendered pages. */
import { HttpResponse, type HttpHandler } from 'msw';
import { blogCategoryLabel, isBlogWriter, slugify } from '../../rules/blog';
import { blogCommentsFixture, blogPostFixture, blogPostsFixture, blogSidebarFixture } from '../blogFixtures';
import { NOW, errorResponse, handle, ok, page } from '../handle';

const text = (body: string, type: string) => new HttpResponse(body, { headers: { 'content-type': type } });

export const blogHandlers: HttpHandler[] = [
  handle('listBlogPosts', ({ request, role }) => {
    const q = new URL(request.url).searchParams;
    if ((q.get('status') ?? 'published') !== 'published' && !isBlogWriter(role))
      return errorResponse(403, 'Only admins and editors see drafts.');
    const category = q.get('category');
    const tag = q.get('tag')?.toLowerCase();
    const items = blogPostsFixture.filter(
      (p) => (!category || p.category === category) && (!tag || p.tags.some((t) => t.toLowerCase() === tag)),
    );
    return page(items, request.url);
  }),
  handle('blogSidebar', () => blogSidebarFixture),
  handle('getBlogPost', ({ params, role }) => {
    const ref = String(params.id);
    const post = blogPostsFixture.find((p) => String(p.id) === ref || p.slug === ref);
    if (!post) return errorResponse(404, 'No such post.');
    const writer = isBlogWriter(role);
    return { ...blogPostFixture(ref), can_edit: writer, can_moderate: writer };
  }),
  handle('createBlogPost', ({ body, role }) => {
    if (!isBlogWriter(role)) return errorResponse(403, 'Only admins and editors can write blog posts.');
    const slug = body.slug || slugify(body.title);
    if (blogPostsFixture.some((p) => p.slug === slug))
      return errorResponse(409, 'This slug is already used by another post.', {
        slug: ['This slug is already used by another post.'],
      });
    return {
      ...blogPostFixture(1),
      id: 99,
      slug,
      title: body.title,
      excerpt: body.excerpt,
      category: body.category,
      category_label: blogCategoryLabel(body.category),
      tags: body.tags,
      body_html: body.body_html,
      status: body.status,
      published_at: body.status === 'published' ? (body.published_at ?? NOW) : (body.published_at ?? null),
      comment_count: 0,
      url: `/blog/${slug}`,
    };
  }),
  handle('updateBlogPost', ({ params, body, role }) => {
    if (!isBlogWriter(role)) return errorResponse(403, 'Only admins and editors can write blog posts.');
    const slug = body.slug || slugify(body.title);
    return {
      ...blogPostFixture(Number(params.id)),
      id: Number(params.id),
      slug,
      title: body.title,
      excerpt: body.excerpt,
      category: body.category,
      category_label: blogCategoryLabel(body.category),
      tags: body.tags,
      body_html: body.body_html,
      status: body.status,
      published_at: body.status === 'published' ? (body.published_at ?? NOW) : (body.published_at ?? null),
      url: `/blog/${slug}`,
    };
  }),
  handle('deleteBlogPost', () => ok('The post was deleted.')),
  handle('uploadBlogImage', ({ params }) => ({
    ...blogPostFixture(Number(params.id)),
    image_url: '/api/blog/images/00000000-0000-4000-8000-000000000000.png',
  })),
  handle('deleteBlogImage', ({ params }) => ({ ...blogPostFixture(Number(params.id)), image_url: null })),
  handle(
    'blogImage',
    () =>
      new HttpResponse(
        Uint8Array.from(
          atob(
            'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
          ),
          (c) => c.charCodeAt(0),
        ),
        { headers: { 'content-type': 'image/png' } },
      ),
  ),
  handle('listBlogComments', ({ request, role }) =>
    page(
      blogCommentsFixture.filter((c) => isBlogWriter(role) || !c.hidden),
      request.url,
    ),
  ),
  handle('createBlogComment', ({ params, body }) => ({
    id: 100,
    post_id: Number(params.id),
    body: body.body,
    author: { id: 5, full_name: 'Jo Seeker' },
    created_at: NOW,
    hidden: false,
    can_delete: true,
  })),
  handle('moderateBlogComment', ({ params, body, role }) => {
    if (!isBlogWriter(role)) return errorResponse(403, 'Only admins and editors moderate comments.');
    const c = blogCommentsFixture.find((x) => x.id === Number(params.id)) ?? blogCommentsFixture[0]!;
    return { ...c, hidden: body.hidden };
  }),
  handle('deleteBlogComment', () => ok('The comment was deleted.')),
  handle('publicBlogIndex', () => text('<!doctype html><title>Blog</title><h1>Blog</h1>', 'text/html')),
  handle('publicBlogRss', () =>
    text(
      '<?xml version="1.0"?><rss version="2.0"><channel><title>Talent blog</title></channel></rss>',
      'application/rss+xml',
    ),
  ),
  handle('publicBlogPost', ({ params }) =>
    text(`<!doctype html><title>${String(params.slug)}</title>`, 'text/html'),
  ),
  handle('sitemap', () =>
    text(
      '<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"></urlset>',
      'application/xml',
    ),
  ),
];
