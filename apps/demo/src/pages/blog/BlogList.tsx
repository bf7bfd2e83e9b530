import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Avatar, Badge, Card, EmptyState, buttonClassName } from '@talent/ui';
import { PageState } from '../../lib/LoadStates';
import * as kit from '../kit/kit.css';
import * as pages from '../pages.css';
import { BlogSidebar } from './BlogSidebar';
import { toneOfTag, useBlogList } from './model';
import * as css from './blog.css';

/**
 * The blog list (spec 001 section 3): the sample posts with their tags, author, date and comment count, and
 * the sidebar. The sidebar's search filters by title and its categories by tag (`?tag=`).
 */
export default function BlogList() {
  const { data, error, mutate } = useBlogList();
  const [params, setParams] = useSearchParams();
  const [q, setQ] = useState(() => params.get('q') ?? '');
  const tag = params.get('tag') ?? '';
  const needle = q.trim().toLowerCase();
  const posts = (data ?? []).filter(
    (p) => (!tag || p.tags.includes(tag)) && (!needle || p.title.toLowerCase().includes(needle)),
  );
  return (
    <div className={pages.page}>
      <div className={kit.head}>
        <h1 className={pages.title}>{tag ? `Blog: ${tag}` : 'Blog'}</h1>
        {tag ? (
          <Link className={buttonClassName({ variant: 'outline', tone: 'neutral' })} to="/pages/blog/list">
            All posts
          </Link>
        ) : null}
      </div>
      <div className={kit.withSide}>
        {!data ? (
          <PageState what="the posts" error={error} onRetry={() => void mutate()} />
        ) : posts.length === 0 ? (
          <EmptyState
            kind="search"
            headingLevel={2}
            title="No posts found"
            description="No post matches this search or category."
            action={
              <button
                type="button"
                className={buttonClassName({ variant: 'soft' })}
                onClick={() => {
                  setQ('');
                  setParams({});
                }}
              >
                Show all posts
              </button>
            }
          />
        ) : (
          <ul className={css.posts} aria-label="Posts">
            {posts.map((post) => (
              <li key={post.id}>
                <Card>
                  <div className={css.thumb} aria-hidden="true" />
                  <ul className={kit.rowList} aria-label="Tags">
                    {post.tags.map((t) => (
                      <li key={t}>
                        <Badge tone={toneOfTag(t)}>{t}</Badge>
                      </li>
                    ))}
                  </ul>
                  <h2 className={css.postTitle}>
                    <Link className={kit.link} to={`/pages/blog/detail/${post.id}`}>
                      {post.title}
                    </Link>
                  </h2>
                  <div className={kit.row}>
                    <Avatar name={post.userFullName} src={post.avatar || null} size="sm" isDecorative />
                    <span className={kit.small}>
                      by {post.userFullName} · {post.blogPosted}
                    </span>
                  </div>
                  <p className={kit.muted}>{post.excerpt}</p>
                  <span className={kit.small}>{post.comment.toLocaleString('en-US')} comments</span>
                </Card>
              </li>
            ))}
          </ul>
        )}
        <BlogSidebar q={q} onSearch={setQ} />
      </div>
    </div>
  );
}
