/**
 * The blog (issue 20; docs/decisions.md "Blog"): admins and editors write posts (an editor changes only their
 * own, an admin any), the body is sanitised before it is stored, a published post is public from its publish
 * date, signed-in users comment and admins and editors moderate.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import {
  BLOG_CATEGORIES,
  BLOG_IMAGE_TYPES,
  BLOG_PAGE_SIZE,
  BLOG_RECENT_POSTS,
  MAX_BLOG_IMAGE_BYTES,
  blogCategoryLabel,
  blogPostPath,
  canEditBlogPost,
  isBlogWriter,
  normaliseTags,
  slugify,
} from '@talent/api/rules';
import type {
  BlogComment,
  BlogPost,
  BlogPostSummary,
  BlogSidebar,
  blogListQuery,
  blogPostInputSchema,
} from '@talent/api';
import type { Database, User } from '../../db/schema';
import { HttpError, badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import type { FileStore } from '../../storage/index';
import { searchTerms } from '../../lib/search-terms';
import { logoTypeOf } from '../../lib/image-type';
import { blogRepo, type CommentRow, type PostRow, type PostWithBody } from './repo';
import { plainText, sanitizeBlogHtml } from './sanitize';

export type BlogPostInput = z.infer<typeof blogPostInputSchema>;
type ListQuery = z.infer<typeof blogListQuery>;

export const NO_POST = 'No such post.';
const NO_COMMENT = 'No such comment.';
const NOT_WRITER = 'Only admins and editors can write blog posts.';
const NOT_YOURS = 'Only the author of this post or an admin can change it.';
const SLUG_TAKEN = 'This slug is already used by another post.';
const IMAGE_PREFIX = 'blog/';
export const IMAGE_URL_PREFIX = '/api/blog/images/';

const imageUrl = (key: string | null) =>
  key ? `${IMAGE_URL_PREFIX}${key.slice(IMAGE_PREFIX.length)}` : null;

function toSummary(row: PostRow): BlogPostSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    category: row.category,
    category_label: blogCategoryLabel(row.category),
    tags: JSON.parse(row.tags) as string[],
    image_url: imageUrl(row.image_key),
    status: row.status as BlogPostSummary['status'],
    published_at: row.published_at,
    author: { id: row.author_id, full_name: row.author_name },
    comment_count: Number(row.comment_count),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

function toComment(row: CommentRow, viewer: User | null): BlogComment {
  return {
    id: row.id,
    post_id: row.post_id,
    body: row.body,
    author: { id: row.user_id, full_name: row.full_name },
    created_at: row.created_at,
    hidden: row.hidden === 1,
    can_delete: viewer !== null && (viewer.id === row.user_id || isBlogWriter(viewer.role)),
  };
}

export function blogService({
  db,
  files,
  now,
}: {
  db: Kysely<Database>;
  files: FileStore;
  now: () => number;
}) {
  const repo = blogRepo(db);
  const nowIso = () => new Date(now()).toISOString();
  const isPublic = (row: { status: string; published_at: string | null }) =>
    row.status === 'published' && row.published_at !== null && row.published_at <= nowIso();

  function toPost(row: PostWithBody, viewer: User | null): BlogPost {
    return {
      ...toSummary(row),
      body_html: row.body_html,
      url: blogPostPath(row.slug),
      can_edit: viewer !== null && canEditBlogPost(viewer, row),
      can_moderate: viewer !== null && isBlogWriter(viewer.role),
    };
  }

  /** A post the viewer may read: public ones for everyone, every post for writers; 404 otherwise. */
  async function readable(ref: number | string, viewer: User | null) {
    const writer = viewer !== null && isBlogWriter(viewer.role);
    const row = await repo.byRef(ref, !writer);
    if (!row || (!writer && !isPublic(row))) throw notFound(NO_POST);
    return row;
  }

  /** A post the user may change (404 when there is none, 403 when it is not theirs to change). */
  async function editable(user: User, id: number) {
    if (!isBlogWriter(user.role)) throw forbidden(NOT_WRITER);
    const row = await repo.byRef(id, false);
    if (!row) throw notFound(NO_POST);
    if (!canEditBlogPost(user, row)) throw forbidden(NOT_YOURS);
    return row;
  }

  /** The stored form of an input: sanitised body, slug, tags, search text and publish date. */
  async function stored(input: BlogPostInput, exceptId: number | null, before: PostWithBody | null) {
    const slug = input.slug || slugify(input.title);
    if (!slug)
      throw badRequest('Give the post a slug: its title has no letters or digits to make one from.', {
        slug: ['The slug is required.'],
      });
    if (await repo.slugTaken(slug, exceptId)) throw conflict(SLUG_TAKEN, { slug: [SLUG_TAKEN] });
    const body = sanitizeBlogHtml(input.body_html);
    const text = plainText(body);
    const tags = normaliseTags(input.tags);
    const excerpt = input.excerpt || (text.length > 200 ? `${text.slice(0, 197).trimEnd()}…` : text);
    // Publishing without a date means now; a draft keeps the date it had, so publishing it again is the
    // writer's choice of date.
    const published_at =
      input.status === 'published'
        ? ((input.published_at ? new Date(input.published_at).toISOString() : null) ??
          (before?.status === 'published' ? before.published_at : null) ??
          nowIso())
        : input.published_at
          ? new Date(input.published_at).toISOString()
          : (before?.published_at ?? null);
    return {
      slug,
      title: input.title,
      excerpt,
      category: input.category,
      tags: JSON.stringify(tags),
      tagList: tags,
      body_html: body,
      search_text: [input.title, excerpt, text, tags.join(' ')].join(' ').toLowerCase(),
      status: input.status,
      published_at,
    };
  }

  async function save(user: User, id: number | null, input: BlogPostInput): Promise<BlogPost> {
    const before = id === null ? null : await editable(user, id);
    if (id === null && !isBlogWriter(user.role)) throw forbidden(NOT_WRITER);
    const { tagList, ...values } = await stored(input, id, before);
    const at = nowIso();
    // Two saves that race past the slug check: the loser's store error is a 409 with SLUG_TAKEN's text
    // (lib/unique-conflict.ts, in the error handler).
    const postId = await db.transaction().execute(async (trx) => {
      const r = blogRepo(trx);
      let saved: number;
      if (id === null) {
        saved = await r.insert({
          ...values,
          author_id: user.id,
          image_key: null,
          image_type: null,
          created_at: at,
          updated_at: at,
        });
      } else {
        await r.update(id, { ...values, updated_at: at });
        saved = id;
      }
      await r.setTags(saved, tagList);
      return saved;
    });
    return toPost((await repo.byRef(postId, false))!, user);
  }

  return {
    async list(viewer: User | null, query: ListQuery) {
      const status = query.status ?? 'published';
      const writer = viewer !== null && isBlogWriter(viewer.role);
      if (status !== 'published' && !writer) throw forbidden('Only admins and editors see drafts.');
      const { count, rows } = await repo.list(
        {
          publicAt: status === 'published' ? nowIso() : null,
          status: status === 'draft' ? 'draft' : undefined,
          category: query.category,
          tagKey: query.tag?.trim().toLowerCase() || undefined,
          words: searchTerms(query.search),
        },
        { limit: Math.min(query.limit ?? BLOG_PAGE_SIZE, 100), offset: query.offset ?? 0 },
        !writer,
      );
      return { count, results: rows.map(toSummary) };
    },

    async sidebar(): Promise<BlogSidebar> {
      const at = nowIso();
      const [recent, counts, tags] = await Promise.all([
        repo.list({ publicAt: at, words: [] }, { limit: BLOG_RECENT_POSTS, offset: 0 }, true),
        repo.categoryCounts(at),
        repo.topTags(at, 12),
      ]);
      return {
        recent: recent.rows.map((r) => ({
          id: r.id,
          slug: r.slug,
          title: r.title,
          image_url: imageUrl(r.image_key),
          published_at: r.published_at!,
        })),
        categories: BLOG_CATEGORIES.map((c) => ({
          category: c.value,
          label: c.label,
          icon: c.icon,
          count: counts.get(c.value) ?? 0,
        })),
        tags,
      };
    },

    async get(viewer: User | null, ref: number | string) {
      return toPost(await readable(ref, viewer), viewer);
    },

    /** A public post for the server-rendered page, or null. */
    async published(slug: string) {
      const row = await repo.byRef(slug, true);
      return row && isPublic(row) ? toPost(row, null) : null;
    },

    create: (user: User, input: BlogPostInput) => save(user, null, input),
    update: (user: User, id: number, input: BlogPostInput) => save(user, id, input),

    async remove(user: User, id: number) {
      const row = await editable(user, id);
      await db.transaction().execute((trx) => blogRepo(trx).remove(id));
      if (row.image_key) await files.deletePrefix(row.image_key);
      return { message: 'The post was deleted.' };
    },

    async setImage(user: User, id: number, file: { filename: string; data: Buffer } | undefined) {
      const row = await editable(user, id);
      if (!file || file.data.length === 0)
        throw badRequest('The image is required.', { file: ['The image is required.'] });
      if (file.data.length > MAX_BLOG_IMAGE_BYTES) {
        const mb = MAX_BLOG_IMAGE_BYTES / 1024 / 1024;
        throw new HttpError(413, `The image is too large: at most ${mb} MB.`, {
          file: [`At most ${mb} MB.`],
        });
      }
      const type = logoTypeOf(file.data);
      if (!type)
        throw badRequest('Choose a PNG, JPEG or WebP image.', {
          file: ['Only real PNG, JPEG or WebP images can be a featured image.'],
        });
      const key = `${IMAGE_PREFIX}${randomUUID()}.${type}`;
      await files.put(key, file.data);
      await repo.update(id, { image_key: key, image_type: BLOG_IMAGE_TYPES[type], updated_at: nowIso() });
      if (row.image_key) await files.deletePrefix(row.image_key);
      return toPost((await repo.byRef(id, false))!, user);
    },

    async removeImage(user: User, id: number) {
      const row = await editable(user, id);
      if (!row.image_key) throw notFound('This post has no image.');
      await repo.update(id, { image_key: null, image_type: null, updated_at: nowIso() });
      await files.deletePrefix(row.image_key);
      return toPost((await repo.byRef(id, false))!, user);
    },

    async image(name: string) {
      const row = await repo.imageByKey(`${IMAGE_PREFIX}${name}`);
      const data = row?.image_key ? await files.get(row.image_key) : null;
      if (!row || !data || !row.image_type) throw notFound('No such image.');
      return { contentType: row.image_type, data };
    },

    async comments(viewer: User | null, postId: number, page: { limit?: number; offset?: number }) {
      const post = await readable(postId, viewer);
      const moderator = viewer !== null && isBlogWriter(viewer.role);
      const { count, rows } = await repo.comments(post.id, moderator, {
        limit: Math.min(page.limit ?? 50, 200),
        offset: page.offset ?? 0,
      });
      return { count, results: rows.map((r) => toComment(r, viewer)) };
    },

    async comment(user: User, postId: number, body: string) {
      const row = await repo.byRef(postId, true);
      if (!row || !isPublic(row)) throw notFound('Comments are open on published posts only.');
      const id = await repo.insertComment({ post_id: postId, user_id: user.id, body, created_at: nowIso() });
      return toComment((await repo.comment(id))!, user);
    },

    async moderate(user: User, commentId: number, hidden: boolean) {
      if (!isBlogWriter(user.role)) throw forbidden('Only admins and editors moderate comments.');
      const row = await repo.comment(commentId);
      if (!row) throw notFound(NO_COMMENT);
      await repo.setHidden(commentId, hidden, user.id);
      return toComment((await repo.comment(commentId))!, user);
    },

    async deleteComment(user: User, commentId: number) {
      const row = await repo.comment(commentId);
      if (!row) throw notFound(NO_COMMENT);
      if (row.user_id !== user.id && !isBlogWriter(user.role))
        throw forbidden('Only its author, an admin or an editor can delete a comment.');
      await repo.removeComment(commentId);
      return { message: 'The comment was deleted.' };
    },

    /** Published posts for the public pages, the feed and the sitemap. */
    async publicList(
      query: { page?: number; search?: string; category?: string; tag?: string },
      limit: number,
    ) {
      const page = query.page ?? 1;
      const { count, rows } = await repo.list(
        {
          publicAt: nowIso(),
          category: query.category,
          tagKey: query.tag?.trim().toLowerCase() || undefined,
          words: searchTerms(query.search),
        },
        { limit, offset: (page - 1) * limit },
        true,
      );
      return { count, page, posts: rows.map(toSummary) };
    },

    async publicComments(postId: number) {
      const { rows } = await repo.comments(postId, false, { limit: 200, offset: 0 });
      return rows.map((r) => toComment(r, null));
    },
  };
}

export type BlogService = ReturnType<typeof blogService>;
