/** The blog (issue 20; docs/decisions.md "Blog"): posts, their tags (one row each, for the filter and the
 * sidebar's counts) and comments. */
import type { Generated } from 'kysely';

export interface BlogPostsTable {
  id: Generated<number>;
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  /** The tags as written, JSON (a list of strings); blog_post_tags holds them for filtering. */
  tags: string;
  /** Sanitised when saved: only the allowed markup is ever stored. */
  body_html: string;
  /** Lower-cased title, excerpt, body text and tags, for `search`. */
  search_text: string;
  /** `draft` or `published`. */
  status: string;
  /** When a published post is public; a future date schedules it. Null for a draft never published. */
  published_at: string | null;
  author_id: number;
  /** The featured image in the file store (`blog/<uuid>.<ext>`), its content type and size. */
  image_key: string | null;
  image_type: string | null;
  created_at: string;
  updated_at: string;
}

export interface BlogPostTagsTable {
  post_id: number;
  /** Lower-cased, for matching; the shown form lives in blog_posts.tags. */
  tag_key: string;
  tag: string;
}

export interface BlogCommentsTable {
  id: Generated<number>;
  post_id: number;
  user_id: number;
  body: string;
  /** 1 when a moderator hid it. */
  hidden: number;
  moderated_by: number | null;
  created_at: string;
}
