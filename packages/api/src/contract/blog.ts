/** The blog (issue 20; spec 001 section 3 "Blog post", "Blog sidebar", "Blog detail", "Blog edit"). The spec
 * names no product calls for it (only the demo's sample data), so the paths are ours
 * (docs/decisions.md "Blog"): the API under /api/blog, and the public pages the server renders itself at
 * /blog, /blog/:slug, /blog/rss.xml and /sitemap.xml. */
import { z } from 'zod';
import {
  BLOG_CATEGORY_VALUES,
  BLOG_SLUG_PATTERN,
  BLOG_STATUSES,
  MAX_BLOG_BODY,
  MAX_BLOG_COMMENT,
  MAX_BLOG_EXCERPT,
  MAX_BLOG_IMAGE_BYTES,
  MAX_BLOG_SLUG,
  MAX_BLOG_TAG,
  MAX_BLOG_TAGS,
  MAX_BLOG_TITLE,
} from '../rules/blog';
import { endpoint, id, idParam, listOf, pageQuery } from './core';

/** Writing and moderating are for admins and editors: the handler answers 403 to other signed-in users. */
const signedIn = { action: 'read', subject: 'Auth' } as const;

const text = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, { message: `${label} has at most ${max} characters.` });

const SLUG_MESSAGE = 'A slug is lower-case letters, digits and hyphens, with at least one letter.';
export const blogSlugSchema = z
  .string()
  .trim()
  .max(MAX_BLOG_SLUG, { message: `The slug has at most ${MAX_BLOG_SLUG} characters.` })
  .regex(BLOG_SLUG_PATTERN, { message: SLUG_MESSAGE });

const CATEGORY_MESSAGE = `Choose one of ${BLOG_CATEGORY_VALUES.join(', ')}.`;
const blogCategorySchema = z.enum(BLOG_CATEGORY_VALUES, { message: CATEGORY_MESSAGE });
const blogStatusSchema = z.enum(BLOG_STATUSES, { message: 'Choose draft or published.' });

export const blogPostInputSchema = z.object({
  title: text(MAX_BLOG_TITLE, 'The title').min(1, { message: 'The title is required.' }),
  /** Empty or left out: made from the title. */
  slug: z.union([z.literal(''), blogSlugSchema]).optional(),
  category: blogCategorySchema,
  tags: z
    .array(text(MAX_BLOG_TAG, 'A tag').min(1, { message: 'A tag cannot be empty.' }))
    .max(MAX_BLOG_TAGS, { message: `A post has at most ${MAX_BLOG_TAGS} tags.` })
    .default([]),
  excerpt: text(MAX_BLOG_EXCERPT, 'The excerpt').default(''),
  /** Sanitised by the server: only safe markup is kept (docs/decisions.md "Blog"). */
  body_html: z
    .string()
    .max(MAX_BLOG_BODY, {
      message: `The body has at most ${MAX_BLOG_BODY.toLocaleString('en-US')} characters.`,
    })
    .default(''),
  status: blogStatusSchema.default('draft'),
  /** When a published post becomes public (ISO date-time); left out when publishing: now. A date in the
   * future schedules it. */
  published_at: z.iso
    .datetime({ offset: true, message: 'The publish date must be a date and time.' })
    .nullable()
    .optional(),
});
export type BlogPostInput = z.input<typeof blogPostInputSchema>;

const authorSchema = z.object({ id: z.number().int(), full_name: z.string() });

export const blogPostSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  category: z.string(),
  category_label: z.string(),
  tags: z.array(z.string()),
  /** The featured image, or null. */
  image_url: z.string().nullable(),
  status: blogStatusSchema,
  published_at: z.string().nullable(),
  author: authorSchema,
  comment_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;

export const blogPostSchema = blogPostSummarySchema.extend({
  body_html: z.string(),
  /** The public address (`/blog/<slug>`), readable signed out once published. */
  url: z.string(),
  /** The signed-in reader may change this post (its author, or an admin). */
  can_edit: z.boolean(),
  /** The signed-in reader moderates its comments (an admin or editor). */
  can_moderate: z.boolean(),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

export const blogListQuery = pageQuery.extend({
  category: blogCategorySchema.optional(),
  tag: text(MAX_BLOG_TAG, 'A tag').optional(),
  /** `published` (default) is public; `draft` and `all` are for admins and editors. */
  status: z.enum(['published', 'draft', 'all'], { message: 'Choose published, draft or all.' }).optional(),
});

export const blogSidebarSchema = z.object({
  recent: z.array(
    z.object({
      id: z.number().int(),
      slug: z.string(),
      title: z.string(),
      image_url: z.string().nullable(),
      published_at: z.string(),
    }),
  ),
  categories: z.array(
    z.object({ category: z.string(), label: z.string(), icon: z.string(), count: z.number().int() }),
  ),
  /** The most used tags of published posts, most used first. */
  tags: z.array(z.object({ tag: z.string(), count: z.number().int() })),
});
export type BlogSidebar = z.infer<typeof blogSidebarSchema>;

export const blogCommentSchema = z.object({
  id: z.number().int(),
  post_id: z.number().int(),
  body: z.string(),
  author: authorSchema,
  created_at: z.string(),
  /** Hidden by a moderator: only moderators see it (marked so). */
  hidden: z.boolean(),
  /** The signed-in reader may delete it (its author or a moderator). */
  can_delete: z.boolean(),
});
export type BlogComment = z.infer<typeof blogCommentSchema>;

export const blogCommentInputSchema = z.object({
  body: text(MAX_BLOG_COMMENT, 'A comment').min(1, { message: 'Write a comment first.' }),
});

/** `:id` of a post in a read: its id, or its slug (a slug always has a letter, an id never). */
const idOrSlugParam = z.object({
  id: z.union([
    z
      .string()
      .regex(/^\d{1,10}$/)
      .transform(Number)
      .pipe(id()),
    blogSlugSchema,
  ]),
});
const slugParam = z.object({ slug: blogSlugSchema });
const imageParam = z.object({
  name: z.string().regex(/^[0-9a-f-]{36}\.(png|jpeg|webp)$/, { message: 'No such image.' }),
});
const publicPage = pageQuery.pick({ search: true }).extend({
  page: z.coerce.number().int().min(1).max(10_000).optional(),
  category: blogCategorySchema.optional(),
  tag: text(MAX_BLOG_TAG, 'A tag').optional(),
});

export const blogEndpoints = {
  listBlogPosts: endpoint({
    method: 'GET',
    path: '/api/blog/posts',
    summary:
      'Published posts, newest first, with search (title, excerpt, body, tags), a category and a tag filter, and paging. Admins and editors may ask for drafts (`status=draft` or `all`).',
    query: blogListQuery,
    response: listOf(blogPostSummarySchema),
    errors: { 403: 'Drafts asked for by someone who is not an admin or editor' },
    access: 'public',
  }),
  blogSidebar: endpoint({
    method: 'GET',
    path: '/api/blog/sidebar',
    summary:
      "The blog's sidebar: recent published posts, the categories with their counts, and the top tags.",
    response: blogSidebarSchema,
    access: 'public',
  }),
  getBlogPost: endpoint({
    method: 'GET',
    path: '/api/blog/posts/:id',
    summary:
      'One post by id or slug, with its sanitised body. A draft or a scheduled post is found only by admins and editors (404 for anyone else).',
    params: idOrSlugParam,
    response: blogPostSchema,
    errors: { 404: 'No such post' },
    access: 'public',
  }),
  createBlogPost: endpoint({
    invalidates: ['blog'],
    method: 'POST',
    path: '/api/blog/posts',
    summary:
      'Admins and editors: write a post. The body HTML is sanitised (scripts, event handlers and javascript: URLs are stripped); the slug comes from the title when left empty.',
    body: blogPostInputSchema,
    status: 201,
    response: blogPostSchema,
    errors: { 400: 'Invalid fields', 403: 'Not an admin or editor', 409: 'The slug is taken' },
    access: signedIn,
  }),
  updateBlogPost: endpoint({
    invalidates: ['blog'],
    method: 'PUT',
    path: '/api/blog/posts/:id',
    summary: 'Replace a post: its author, or an admin (an editor cannot change another writer’s post).',
    params: idParam,
    body: blogPostInputSchema,
    response: blogPostSchema,
    errors: {
      400: 'Invalid fields',
      403: 'Not the author nor an admin',
      404: 'No such post',
      409: 'The slug is taken',
    },
    access: signedIn,
  }),
  deleteBlogPost: endpoint({
    invalidates: ['blog'],
    method: 'DELETE',
    path: '/api/blog/posts/:id',
    summary: 'Delete a post with its comments and image: its author, or an admin.',
    params: idParam,
    response: z.object({ message: z.string() }),
    errors: { 403: 'Not the author nor an admin', 404: 'No such post' },
    access: signedIn,
  }),
  uploadBlogImage: endpoint({
    invalidates: ['blog'],
    method: 'POST',
    path: '/api/blog/posts/:id/image',
    summary: `Set a post's featured image (multipart field \`file\`: PNG, JPEG or WebP, at most ${MAX_BLOG_IMAGE_BYTES / 1024 / 1024} MB), replacing the one before.`,
    params: idParam,
    body: z.object({}),
    multipart: true,
    status: 201,
    response: blogPostSchema,
    errors: {
      400: 'No file, or not a real PNG, JPEG or WebP image',
      403: 'Not the author nor an admin',
      404: 'No such post',
      413: 'The image is too large',
    },
    access: signedIn,
  }),
  deleteBlogImage: endpoint({
    invalidates: ['blog'],
    method: 'DELETE',
    path: '/api/blog/posts/:id/image',
    summary: "Remove a post's featured image.",
    params: idParam,
    response: blogPostSchema,
    errors: { 403: 'Not the author nor an admin', 404: 'No such post, or it has no image' },
    access: signedIn,
  }),
  blogImage: endpoint({
    method: 'GET',
    path: '/api/blog/images/:name',
    summary: 'A featured image, by the unguessable name its post carries (`image_url`).',
    params: imageParam,
    response: z.unknown(),
    contentType: 'image/png, image/jpeg or image/webp',
    errors: { 404: 'No such image' },
    access: 'public',
  }),
  listBlogComments: endpoint({
    method: 'GET',
    path: '/api/blog/posts/:id/comments',
    summary:
      "A post's comments, oldest first, with paging. Hidden comments are listed to admins and editors only.",
    params: idParam,
    query: pageQuery.pick({ limit: true, offset: true }),
    response: listOf(blogCommentSchema),
    errors: { 404: 'No such post' },
    access: 'public',
  }),
  createBlogComment: endpoint({
    invalidates: ['blog'],
    method: 'POST',
    path: '/api/blog/posts/:id/comments',
    summary: 'Signed-in users comment on a published post.',
    params: idParam,
    body: blogCommentInputSchema,
    status: 201,
    response: blogCommentSchema,
    errors: { 400: 'Empty or too long', 404: 'No such published post' },
    access: signedIn,
  }),
  moderateBlogComment: endpoint({
    invalidates: ['blog'],
    method: 'PATCH',
    path: '/api/blog/comments/:id',
    summary: 'Admins and editors: hide a comment from readers, or show it again.',
    params: idParam,
    body: z.object({ hidden: z.boolean({ message: 'Say whether the comment is hidden.' }) }),
    response: blogCommentSchema,
    errors: { 403: 'Not an admin or editor', 404: 'No such comment' },
    access: signedIn,
  }),
  deleteBlogComment: endpoint({
    invalidates: ['blog'],
    method: 'DELETE',
    path: '/api/blog/comments/:id',
    summary: 'Delete a comment: its author, an admin or an editor.',
    params: idParam,
    response: z.object({ message: z.string() }),
    errors: { 403: 'Neither its author nor a moderator', 404: 'No such comment' },
    access: signedIn,
  }),
  publicBlogIndex: endpoint({
    method: 'GET',
    path: '/blog',
    summary:
      'The public blog (HTML rendered by the server, for readers and search engines): published posts with search, category and tag filters and paging.',
    query: publicPage,
    response: z.unknown(),
    contentType: 'text/html',
    access: 'public',
  }),
  publicBlogRss: endpoint({
    method: 'GET',
    path: '/blog/rss.xml',
    summary: 'RSS 2.0 feed of the newest published posts.',
    response: z.unknown(),
    contentType: 'application/rss+xml',
    access: 'public',
  }),
  publicBlogPost: endpoint({
    method: 'GET',
    path: '/blog/:slug',
    summary:
      'A published post as a page of its own (HTML rendered by the server, with its title, description, Open Graph and canonical tags, and its visible comments).',
    params: slugParam,
    response: z.unknown(),
    contentType: 'text/html',
    errors: { 404: 'No such published post' },
    access: 'public',
  }),
  sitemap: endpoint({
    method: 'GET',
    path: '/sitemap.xml',
    summary: 'The public pages for search engines: the landing page, the blog and every published post.',
    response: z.unknown(),
    contentType: 'application/xml',
    access: 'public',
  }),
} as const;
