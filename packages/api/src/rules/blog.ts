/** The blog's rules (issue 20; docs/decisions.md "Blog"), shared by the server, the portal and the mocks. */

/** Who writes posts and moderates comments. */
export const BLOG_WRITER_ROLES = ['admin', 'editor'] as const;
export const isBlogWriter = (role: string | null | undefined): boolean =>
  (BLOG_WRITER_ROLES as readonly string[]).includes(role ?? '');
/** Who may change a post: its author, or an admin (an editor changes only their own posts). */
export const canEditBlogPost = (user: { id: number; role: string }, post: { author_id: number }): boolean =>
  isBlogWriter(user.role) && (user.role === 'admin' || post.author_id === user.id);

export const BLOG_STATUSES = ['draft', 'published'] as const;
export type BlogStatus = (typeof BLOG_STATUSES)[number];

/** One category per post, from a fixed list (the sidebar shows each with its icon and count). */
export const BLOG_CATEGORIES = [
  { value: 'hiring', label: 'Hiring', icon: 'search' },
  { value: 'careers', label: 'Careers', icon: 'user' },
  { value: 'freelancing', label: 'Freelancing', icon: 'file' },
  { value: 'product', label: 'Product News', icon: 'bell' },
  { value: 'events', label: 'Events', icon: 'calendar' },
] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number]['value'];
export const BLOG_CATEGORY_VALUES = BLOG_CATEGORIES.map((c) => c.value) as [BlogCategory, ...BlogCategory[]];
export const blogCategoryLabel = (value: string): string =>
  BLOG_CATEGORIES.find((c) => c.value === value)?.label ?? value;

/** A slug: lower-case letters, digits and single hyphens, with at least one letter (so it never reads as an
 * id in `/api/blog/posts/:id`). */
export const BLOG_SLUG_PATTERN = /^(?=[a-z0-9-]*[a-z])[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const MAX_BLOG_SLUG = 120;
export const MAX_BLOG_TITLE = 160;
export const MAX_BLOG_EXCERPT = 300;
export const MAX_BLOG_TAGS = 10;
export const MAX_BLOG_TAG = 30;
/** The body's HTML as sent (before sanitising). */
export const MAX_BLOG_BODY = 200_000;
export const MAX_BLOG_COMMENT = 2_000;
/** A featured image: PNG, JPEG or WebP (SVG can carry scripts), at most this size. */
export const MAX_BLOG_IMAGE_BYTES = 2 * 1024 * 1024;
export const BLOG_IMAGE_TYPES = { png: 'image/png', jpeg: 'image/jpeg', webp: 'image/webp' } as const;
/** Posts on a page of the list, and in the sidebar's "recent posts". */
export const BLOG_PAGE_SIZE = 9;
export const BLOG_RECENT_POSTS = 5;

/** A slug made from a title: "Hiring in 2026: what's new?" -> "hiring-in-2026-whats-new". Empty when the title
 * has no letter or digit; a title of digits only gets a "post-" prefix so the slug has a letter. */
export function slugify(title: string): string {
  const base = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['\u2019]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_BLOG_SLUG)
    .replace(/-+$/, '');
  if (!base) return '';
  return /[a-z]/.test(base) ? base : `post-${base}`.slice(0, MAX_BLOG_SLUG);
}

/** Tags as stored: trimmed, inner spaces collapsed, each once (case-insensitively), in the order given. */
export function normaliseTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim().replace(/\s+/g, ' ');
    if (!tag || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    out.push(tag);
  }
  return out;
}

/** The public address of a published post, relative to the site. */
export const blogPostPath = (slug: string): string => `/blog/${slug}`;
