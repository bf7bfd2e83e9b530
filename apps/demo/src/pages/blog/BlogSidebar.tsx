import { Link } from 'react-router-dom';
import { Badge, Card } from '@talent/ui';
import { SearchBox } from '../../lib/SearchBox';
import { PageState } from '../../lib/LoadStates';
import * as kit from '../kit/kit.css';
import { toneOfTag, useBlogSidebar } from './model';

/** The blog's sidebar: search, recent posts and the categories (tags), as in the template. */
export function BlogSidebar({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  const { data, error, mutate } = useBlogSidebar();
  return (
    <aside className={kit.stack} aria-label="Blog sidebar">
      <SearchBox label="Search posts" value={q} onChange={onSearch} />
      {!data ? (
        <PageState what="the sidebar" error={error} onRetry={() => void mutate()} />
      ) : (
        <>
          <Card title="Recent posts">
            <ul className={kit.plainList}>
              {data.recentPosts.map((post) => (
                <li key={post.id} className={kit.stack}>
                  <Link className={kit.link} to={`/pages/blog/detail/${post.id}`}>
                    {post.title}
                  </Link>
                  <span className={kit.small}>{post.createdTime}</span>
                </li>
              ))}
            </ul>
          </Card>
          <Card title="Categories">
            <ul className={kit.rowList} aria-label="Categories">
              {data.categories.map((c) => (
                <li key={c.category}>
                  <Link to={`/pages/blog/list?tag=${encodeURIComponent(c.category)}`} className={kit.link}>
                    <Badge tone={toneOfTag(c.category)}>{c.category}</Badge>
                  </Link>
                </li>
              ))}
            </ul>
          </Card>
        </>
      )}
    </aside>
  );
}
