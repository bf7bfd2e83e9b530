/** Blog posts, the sidebar and comments for stories, tests and the demo (contract/blog.ts). */
import type { BlogComment, BlogPost, BlogPostSummary, BlogSidebar } from '../contract/blog';
import { BLOG_CATEGORIES, blogCategoryLabel } from '../rules/blog';

const NOW = '2026-01-05T09:00:00.000Z';

function summary(
  id: number,
  title: string,
  category: string,
  tags: string[],
  excerpt: string,
): BlogPostSummary {
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return {
    id,
    slug,
    title,
    excerpt,
    category,
    category_label: blogCategoryLabel(category),
    tags,
    image_url: null,
    status: 'published',
    published_at: `2026-01-0${Math.max(1, 6 - id)}T09:00:00.000Z`,
    author: { id: 2, full_name: 'Erin Editor' },
    comment_count: id === 1 ? 2 : 0,
    created_at: NOW,
    updated_at: NOW,
  };
}

export const blogPostsFixture: BlogPostSummary[] = [
  summary(
    1,
    'Hiring in 2026: what changed',
    'hiring',
    ['Remote', 'Tips'],
    'Five shifts recruiters saw this year.',
  ),
  summary(
    2,
    'Pricing your freelance work',
    'freelancing',
    ['Money'],
    'How to set a day rate clients accept.',
  ),
  summary(
    3,
    'Resume parsing, explained',
    'product',
    ['Product', 'Tips'],
    'What happens after you upload a file.',
  ),
];

export function blogPostFixture(ref: string | number = 1): BlogPost {
  const base =
    blogPostsFixture.find((p) => String(p.id) === String(ref) || p.slug === ref) ?? blogPostsFixture[0]!;
  return {
    ...base,
    body_html: `<p>${base.excerpt}</p><h2>In short</h2><ul><li>Clear titles</li><li>Fair prices</li></ul>`,
    url: `/blog/${base.slug}`,
    can_edit: true,
    can_moderate: true,
  };
}

export const blogSidebarFixture: BlogSidebar = {
  recent: blogPostsFixture.map((p) => ({
    id: p.id,
    slug: p.slug,
    title: p.title,
    image_url: p.image_url,
    published_at: p.published_at!,
  })),
  categories: BLOG_CATEGORIES.map((c) => ({
    category: c.value,
    label: c.label,
    icon: c.icon,
    count: blogPostsFixture.filter((p) => p.category === c.value).length,
  })),
  tags: [
    { tag: 'Tips', count: 2 },
    { tag: 'Remote', count: 1 },
    { tag: 'Money', count: 1 },
    { tag: 'Product', count: 1 },
  ],
};

export const blogCommentsFixture: BlogComment[] = [
  {
    id: 1,
    post_id: 1,
    body: 'Useful, thanks.',
    author: { id: 5, full_name: 'Jo Seeker' },
    created_at: NOW,
    hidden: false,
    can_delete: true,
  },
  {
    id: 2,
    post_id: 1,
    body: 'Buy followers here',
    author: { id: 6, full_name: 'Spam Bot' },
    created_at: NOW,
    hidden: true,
    can_delete: true,
  },
];
