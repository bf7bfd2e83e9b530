/** One post in the blog list: its image, title (the link to the post), author, date, category, excerpt, tags
 * and comment count; a draft or a scheduled post says so. */
import { useState } from 'react';
import { useDateFormatter } from 'react-aria';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { BlogPostSummary } from '@talent/api/contract';
import { Badge, Card, Inline, Stack } from '@talent/ui';
import * as css from './blog.css';

export type PostCardPost = Pick<
  BlogPostSummary,
  | 'id'
  | 'slug'
  | 'title'
  | 'excerpt'
  | 'category_label'
  | 'tags'
  | 'image_url'
  | 'status'
  | 'published_at'
  | 'author'
  | 'comment_count'
>;

/** The line under a post's title: author, publication date (when published) and category. */
export function PostMeta({
  post,
  author,
  dateStyle,
}: {
  post: Pick<PostCardPost, 'published_at' | 'category_label'>;
  author: string;
  dateStyle: 'medium' | 'long';
}) {
  const date = useDateFormatter({ dateStyle, timeZone: 'UTC' });
  return (
    <p className={css.meta}>
      {author}
      {post.published_at ? (
        <>
          {' · '}
          <time dateTime={post.published_at}>{date.format(new Date(post.published_at))}</time>
        </>
      ) : null}
      {' · '}
      {post.category_label}
    </p>
  );
}

export const detailPath = (slug: string) => `/pages/blog/detail?slug=${encodeURIComponent(slug)}`;

/** `now` (tests and stories): the moment that tells a scheduled post; by default, when the card mounted. */
export function PostCard({ post, now }: { post: PostCardPost; now?: number }) {
  const { t } = useTranslation();
  const [mountedAt] = useState(() => Date.now());
  const at = now ?? mountedAt;
  const titleId = `post-${post.id}-title`;
  const scheduled =
    post.status === 'published' && post.published_at !== null && Date.parse(post.published_at) > at;
  return (
    <Card>
      <article aria-labelledby={titleId}>
        <Stack gap="small">
          {post.image_url ? (
            <img
              className={css.cardImage}
              src={post.image_url}
              alt=""
              loading="lazy"
              width={640}
              height={360}
            />
          ) : null}
          <h2 id={titleId} className={css.cardTitle}>
            <Link to={detailPath(post.slug)}>{post.title}</Link>
          </h2>
          <PostMeta post={post} author={post.author.full_name} dateStyle="medium" />
          {post.status === 'draft' || scheduled ? (
            <Inline gap="xsmall">
              <Badge tone={scheduled ? 'info' : 'caution'}>{scheduled ? t('Scheduled') : t('Draft')}</Badge>
            </Inline>
          ) : null}
          {post.excerpt ? <p className={css.excerpt}>{post.excerpt}</p> : null}
          {post.tags.length > 0 ? (
            <ul className={css.chips} aria-label={t('Tags')}>
              {post.tags.map((tag) => (
                <li key={tag}>
                  <Link to={`/pages/blog/list?tag=${encodeURIComponent(tag)}`}>
                    <Badge variant="soft">{tag}</Badge>
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
          <p className={css.meta}>{t('{{count}} comments', { count: post.comment_count })}</p>
        </Stack>
      </article>
    </Card>
  );
}
