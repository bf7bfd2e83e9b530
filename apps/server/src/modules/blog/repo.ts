/** Blog posts, their tags and comments (Kysely). */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

export interface PostFilter {
  /** Published with a publish date at or before this instant; null = every status (writers). */
  publicAt: string | null;
  status?: 'draft' | 'published';
  category?: string;
  tagKey?: string;
  /** Lower-cased words, each of which must appear. */
  words: string[];
}

/** `%`, `_` and the escape character itself match literally. */
const likeText = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const POST_COLUMNS = [
  'p.id',
  'p.slug',
  'p.title',
  'p.excerpt',
  'p.category',
  'p.tags',
  'p.status',
  'p.published_at',
  'p.author_id',
  'p.image_key',
  'p.image_type',
  'p.created_at',
  'p.updated_at',
  'u.full_name as author_name',
] as const;

export function blogRepo(db: Db) {
  function filtered(filter: PostFilter) {
    let q = db.selectFrom('blog_posts as p').innerJoin('users as u', 'u.id', 'p.author_id');
    if (filter.publicAt !== null)
      q = q.where('p.status', '=', 'published').where('p.published_at', '<=', filter.publicAt);
    if (filter.status) q = q.where('p.status', '=', filter.status);
    if (filter.category) q = q.where('p.category', '=', filter.category);
    if (filter.tagKey) {
      const key = filter.tagKey;
      q = q.where((eb) =>
        eb.exists(
          eb
            .selectFrom('blog_post_tags as t')
            .select('t.post_id')
            .whereRef('t.post_id', '=', 'p.id')
            .where('t.tag_key', '=', key),
        ),
      );
    }
    for (const word of filter.words)
      q = q.where(sql<boolean>`p.search_text like ${likeText(word)} escape '\\'`);
    return q;
  }

  /** The post's comment count (only those readers see, or every one for moderators). */
  const commentCount = (visibleOnly: boolean) =>
    sql<number>`(select count(*) from blog_comments c where c.post_id = p.id${visibleOnly ? sql` and c.hidden = 0` : sql``})`;

  return {
    async list(filter: PostFilter, page: { limit: number; offset: number }, visibleComments: boolean) {
      const total = await filtered(filter)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      const rows = await filtered(filter)
        .select(POST_COLUMNS)
        .select(commentCount(visibleComments).as('comment_count'))
        // Drafts have no publish date: they sort by their last change, newest first, after the dated ones.
        .orderBy(sql`coalesce(p.published_at, p.updated_at)`, 'desc')
        .orderBy('p.id', 'desc')
        .limit(page.limit)
        .offset(page.offset)
        .execute();
      return { count: Number(total.n), rows };
    },

    /** One post with its body, by id or slug. */
    byRef(ref: number | string, visibleComments: boolean) {
      return db
        .selectFrom('blog_posts as p')
        .innerJoin('users as u', 'u.id', 'p.author_id')
        .select(POST_COLUMNS)
        .select(['p.body_html'])
        .select(commentCount(visibleComments).as('comment_count'))
        .where(typeof ref === 'number' ? 'p.id' : 'p.slug', '=', ref)
        .executeTakeFirst();
    },

    slugTaken(slug: string, exceptId: number | null) {
      return db
        .selectFrom('blog_posts')
        .select('id')
        .where('slug', '=', slug)
        .$if(exceptId !== null, (q) => q.where('id', '!=', exceptId!))
        .executeTakeFirst();
    },

    async insert(values: Omit<Database['blog_posts'], 'id'> & { id?: never }) {
      const row = await db.insertInto('blog_posts').values(values).returning('id').executeTakeFirstOrThrow();
      return row.id;
    },

    async update(id: number, values: Partial<Omit<Database['blog_posts'], 'id'>>) {
      await db.updateTable('blog_posts').set(values).where('id', '=', id).execute();
    },

    async setTags(postId: number, tags: string[]) {
      await db.deleteFrom('blog_post_tags').where('post_id', '=', postId).execute();
      if (tags.length > 0)
        await db
          .insertInto('blog_post_tags')
          .values(tags.map((tag) => ({ post_id: postId, tag, tag_key: tag.toLowerCase() })))
          .execute();
    },

    async remove(postId: number) {
      await db.deleteFrom('blog_comments').where('post_id', '=', postId).execute();
      await db.deleteFrom('blog_post_tags').where('post_id', '=', postId).execute();
      await db.deleteFrom('blog_posts').where('id', '=', postId).execute();
    },

    imageByKey(key: string) {
      return db
        .selectFrom('blog_posts')
        .select(['image_key', 'image_type'])
        .where('image_key', '=', key)
        .executeTakeFirst();
    },

    async categoryCounts(publicAt: string) {
      const rows = await db
        .selectFrom('blog_posts')
        .select(['category', (eb) => eb.fn.countAll<number>().as('n')])
        .where('status', '=', 'published')
        .where('published_at', '<=', publicAt)
        .groupBy('category')
        .execute();
      return new Map(rows.map((r) => [r.category, Number(r.n)]));
    },

    async topTags(publicAt: string, limit: number) {
      const rows = await db
        .selectFrom('blog_post_tags as t')
        .innerJoin('blog_posts as p', 'p.id', 't.post_id')
        .select(['t.tag_key', (eb) => eb.fn.min('t.tag').as('tag'), (eb) => eb.fn.countAll<number>().as('n')])
        .where('p.status', '=', 'published')
        .where('p.published_at', '<=', publicAt)
        .groupBy('t.tag_key')
        .orderBy(sql`count(*)`, 'desc')
        .orderBy('t.tag_key')
        .limit(limit)
        .execute();
      return rows.map((r) => ({ tag: String(r.tag), count: Number(r.n) }));
    },

    comments(postId: number, withHidden: boolean, page: { limit: number; offset: number }) {
      const base = db
        .selectFrom('blog_comments as c')
        .innerJoin('users as u', 'u.id', 'c.user_id')
        .where('c.post_id', '=', postId)
        .$if(!withHidden, (q) => q.where('c.hidden', '=', 0));
      return Promise.all([
        base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
        base
          .select(['c.id', 'c.post_id', 'c.user_id', 'c.body', 'c.hidden', 'c.created_at', 'u.full_name'])
          .orderBy('c.id', 'asc')
          .limit(page.limit)
          .offset(page.offset)
          .execute(),
      ]).then(([total, rows]) => ({ count: Number(total.n), rows }));
    },

    comment(id: number) {
      return db
        .selectFrom('blog_comments as c')
        .innerJoin('users as u', 'u.id', 'c.user_id')
        .select(['c.id', 'c.post_id', 'c.user_id', 'c.body', 'c.hidden', 'c.created_at', 'u.full_name'])
        .where('c.id', '=', id)
        .executeTakeFirst();
    },

    async insertComment(values: { post_id: number; user_id: number; body: string; created_at: string }) {
      const row = await db
        .insertInto('blog_comments')
        .values({ ...values, hidden: 0, moderated_by: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async setHidden(id: number, hidden: boolean, by: number) {
      await db
        .updateTable('blog_comments')
        .set({ hidden: hidden ? 1 : 0, moderated_by: by })
        .where('id', '=', id)
        .execute();
    },

    async removeComment(id: number) {
      await db.deleteFrom('blog_comments').where('id', '=', id).execute();
    },
  };
}

export type BlogRepo = ReturnType<typeof blogRepo>;
export type PostRow = Awaited<ReturnType<BlogRepo['list']>>['rows'][number];
export type PostWithBody = NonNullable<Awaited<ReturnType<BlogRepo['byRef']>>>;
export type CommentRow = NonNullable<Awaited<ReturnType<BlogRepo['comment']>>>;
