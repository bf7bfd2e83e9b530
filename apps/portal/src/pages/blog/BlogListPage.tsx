/**
 * /pages/blog/list (issue 20): published posts with search, a category filter, tags and paging, beside the
 * sidebar of spec 001's blog entity (recent posts and categories, plus the top tags). Admins and editors
 * also see drafts and write new posts. The query lives in the URL, so back and a shared link keep it.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { firstErrorMessage, useEndpoint } from '@talent/api/client';
import { BLOG_CATEGORIES, BLOG_PAGE_SIZE, isBlogWriter, type BlogCategory } from '@talent/api/rules';
import {
  Alert,
  Badge,
  Button,
  Card,
  EmptyState,
  Form,
  Pagination,
  Select,
  Skeleton,
  Stack,
  TextField,
} from '@talent/ui';
import { useSession } from '../../app/session';
import { tableLabels } from '../common/tableLabels';
import { PostCard, detailPath } from './PostCard';
import * as css from './blog.css';

type Status = 'published' | 'draft' | 'all';

function readQuery(params: URLSearchParams) {
  const category = params.get('category');
  const status = params.get('status');
  return {
    search: params.get('search') ?? '',
    category: BLOG_CATEGORIES.some((c) => c.value === category) ? (category as BlogCategory) : undefined,
    tag: params.get('tag') || undefined,
    status: (status === 'draft' || status === 'all' ? status : 'published') as Status,
    page: Math.max(1, Number(params.get('page')) || 1),
  };
}
type Query = ReturnType<typeof readQuery>;

function writeQuery(q: Query): URLSearchParams {
  const out = new URLSearchParams();
  if (q.search) out.set('search', q.search);
  if (q.category) out.set('category', q.category);
  if (q.tag) out.set('tag', q.tag);
  if (q.status !== 'published') out.set('status', q.status);
  if (q.page > 1) out.set('page', String(q.page));
  return out;
}

export default function BlogListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useSession();
  const writer = isBlogWriter(user?.role);
  const [params, setParams] = useSearchParams();
  const query = readQuery(params);
  const go = (next: Partial<Query>) => setParams(writeQuery({ ...query, page: 1, ...next }));
  const [text, setText] = useState(query.search);

  const list = useEndpoint(
    'listBlogPosts',
    {
      query: {
        limit: BLOG_PAGE_SIZE,
        offset: (query.page - 1) * BLOG_PAGE_SIZE,
        ...(query.search ? { search: query.search } : {}),
        ...(query.category ? { category: query.category } : {}),
        ...(query.tag ? { tag: query.tag } : {}),
        ...(writer && query.status !== 'published' ? { status: query.status } : {}),
      },
    },
    { keepPreviousData: true },
  );
  const data = list.data;
  const filtered = Boolean(query.search || query.category || query.tag);

  let body;
  if (list.error && !data) {
    body = (
      <Stack gap="small">
        <Alert>{firstErrorMessage(list.error, t('Something went wrong'))}</Alert>
        <div>
          <Button variant="outline" onPress={() => void list.mutate()}>
            {t('Retry')}
          </Button>
        </div>
      </Stack>
    );
  } else if (!data) {
    body = (
      <ul className={css.cards} aria-label={t('Loading')} aria-busy>
        {[0, 1, 2].map((i) => (
          <li key={i}>
            <Card>
              <Stack gap="small">
                <Skeleton height={140} />
                <Skeleton width="70%" />
                <Skeleton width="40%" />
              </Stack>
            </Card>
          </li>
        ))}
      </ul>
    );
  } else if (data.results.length === 0) {
    body = (
      <EmptyState
        headingLevel={2}
        kind="search"
        title={filtered ? t('No posts match') : t('No posts yet')}
        description={filtered ? t('Try other words, or clear the filters.') : undefined}
        action={
          filtered ? (
            <Button
              variant="outline"
              onPress={() => {
                setText('');
                go({ search: '', category: undefined, tag: undefined });
              }}
            >
              {t('Clear search and filters')}
            </Button>
          ) : writer ? (
            <Button onPress={() => void navigate('/pages/blog/edit')}>{t('Write a post')}</Button>
          ) : undefined
        }
      />
    );
  } else {
    body = (
      <Stack gap="medium">
        <ul className={css.cards} aria-label={t('Posts')} aria-busy={list.isValidating || undefined}>
          {data.results.map((post) => (
            <li key={post.id}>
              <PostCard post={post} />
            </li>
          ))}
        </ul>
        <Pagination
          page={query.page}
          pageSize={BLOG_PAGE_SIZE}
          totalCount={data.count}
          onPageChange={(page) => go({ page })}
          labels={tableLabels(t)}
        />
      </Stack>
    );
  }

  return (
    <Stack gap="large">
      <div className={css.toolbar} style={{ justifyContent: 'space-between' }}>
        <h1 style={{ margin: 0 }}>{t('Blog')}</h1>
        {writer ? (
          <Button onPress={() => void navigate('/pages/blog/edit')}>{t('Write a post')}</Button>
        ) : null}
      </div>
      <Card>
        <Form
          role="search"
          aria-label={t('Search posts')}
          onSubmit={(e) => {
            e.preventDefault();
            go({ search: text.trim() });
          }}
        >
          <div className={css.toolbar}>
            <div style={{ flex: '1 1 14rem' }}>
              <TextField label={t('Search posts')} type="search" value={text} onChange={setText} />
            </div>
            <div style={{ flex: '0 1 12rem' }}>
              <Select
                label={t('Category')}
                options={[
                  { id: 'any', label: t('All categories') },
                  ...BLOG_CATEGORIES.map((c) => ({ id: c.value, label: t(c.label) })),
                ]}
                selectedKey={query.category ?? 'any'}
                onSelectionChange={(key) =>
                  go({ category: key === 'any' ? undefined : (key as BlogCategory) })
                }
              />
            </div>
            {writer ? (
              <div style={{ flex: '0 1 10rem' }}>
                <Select
                  label={t('Status')}
                  options={[
                    { id: 'published', label: t('Published') },
                    { id: 'draft', label: t('Drafts') },
                    { id: 'all', label: t('All') },
                  ]}
                  selectedKey={query.status}
                  onSelectionChange={(key) => go({ status: key as Status })}
                />
              </div>
            ) : null}
            <Button type="submit">{t('Search')}</Button>
          </div>
        </Form>
        {query.tag ? (
          <p>
            {t('Tagged')} <Badge variant="soft">{query.tag}</Badge>{' '}
            <Button size="sm" variant="ghost" onPress={() => go({ tag: undefined })}>
              {t('Remove tag filter')}
            </Button>
          </p>
        ) : null}
      </Card>
      <div className={css.layout}>
        <section aria-label={t('Posts')}>{body}</section>
        <Sidebar onCategory={(category) => go({ category })} onTag={(tag) => go({ tag })} />
      </div>
    </Stack>
  );
}

function Sidebar({
  onCategory,
  onTag,
}: {
  onCategory: (category: BlogCategory) => void;
  onTag: (tag: string) => void;
}) {
  const { t } = useTranslation();
  const side = useEndpoint('blogSidebar', {}, { revalidateOnFocus: false });
  if (side.error && !side.data)
    return (
      <aside aria-label={t('Blog sidebar')}>
        <Alert>{firstErrorMessage(side.error, t('Something went wrong'))}</Alert>
      </aside>
    );
  if (!side.data)
    return (
      <aside aria-label={t('Blog sidebar')} aria-busy>
        <Card>
          <Skeleton height={160} />
        </Card>
      </aside>
    );
  const { recent, categories, tags } = side.data;
  return (
    <aside aria-label={t('Blog sidebar')}>
      <Stack gap="medium">
        <Card title={t('Recent posts')} headingLevel={2}>
          {recent.length === 0 ? (
            <p className={css.meta}>{t('No posts yet')}</p>
          ) : (
            <ul className={css.sideList}>
              {recent.map((p) => (
                <li key={p.id}>
                  <Link to={detailPath(p.slug)}>{p.title}</Link>
                </li>
              ))}
            </ul>
          )}
        </Card>
        <Card title={t('Categories')} headingLevel={2}>
          <ul className={css.sideList}>
            {categories.map((c) => (
              <li key={c.category}>
                <Button variant="ghost" size="sm" onPress={() => onCategory(c.category as BlogCategory)}>
                  {t(c.label)} ({c.count})
                </Button>
              </li>
            ))}
          </ul>
        </Card>
        {tags.length > 0 ? (
          <Card title={t('Tags')} headingLevel={2}>
            <ul className={css.chips}>
              {tags.map((tag) => (
                <li key={tag.tag}>
                  <Button variant="outline" size="sm" onPress={() => onTag(tag.tag)}>
                    {tag.tag}
                  </Button>
                </li>
              ))}
            </ul>
          </Card>
        ) : null}
      </Stack>
    </aside>
  );
}
