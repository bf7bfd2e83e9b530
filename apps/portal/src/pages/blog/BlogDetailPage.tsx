/**
 * /pages/blog/detail?slug=... (issue 20): a post and its comments. Signed-in users comment; admins and
 * editors hide, show and delete comments; a comment's author deletes it. The body is the HTML the server
 * sanitised when the post was saved. Which post: `?slug=` (the spec's route has no parameter;
 * docs/decisions.md "Blog").
 */
import { useState } from 'react';
import { useDateFormatter } from 'react-aria';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { call, firstErrorMessage, useEndpoint } from '@talent/api/client';
import type { BlogComment, BlogPost } from '@talent/api/contract';
import {
  Alert,
  Badge,
  Button,
  Card,
  EmptyState,
  Form,
  Inline,
  Skeleton,
  Stack,
  TextField,
  showToast,
} from '@talent/ui';
import { ConfirmRemoval } from '../common/ConfirmRemoval';
import * as css from './blog.css';
import { PostMeta } from './PostCard';

export default function BlogDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const slug = params.get('slug') ?? '';
  const post = useEndpoint('getBlogPost', slug ? { params: { id: slug } } : null);
  if (!slug)
    return (
      <Stack gap="large">
        <h1>{t('Blog Detail')}</h1>
        <EmptyState
          headingLevel={2}
          title={t('No post chosen')}
          action={<Link to="/pages/blog/list">{t('See all posts')}</Link>}
        />
      </Stack>
    );
  if (post.error && !post.data)
    return (
      <Stack gap="medium">
        <h1>{t('Blog Detail')}</h1>
        <Alert>{firstErrorMessage(post.error, t('Something went wrong'))}</Alert>
        <Link to="/pages/blog/list">{t('See all posts')}</Link>
      </Stack>
    );
  if (!post.data)
    return (
      <Stack gap="medium" aria-busy>
        <Skeleton width="60%" height={36} />
        <Skeleton height={240} />
      </Stack>
    );
  return <PostView post={post.data} />;
}

function PostView({ post }: { post: BlogPost }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [removing, setRemoving] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [openedAt] = useState(() => Date.now());
  const isPublic =
    post.status === 'published' && post.published_at !== null && Date.parse(post.published_at) <= openedAt;

  async function remove() {
    setDeleting(true);
    try {
      await call('deleteBlogPost', { params: { id: post.id } });
      showToast({ title: t('The post was deleted.'), tone: 'positive' });
      void navigate('/pages/blog/list');
    } catch (err) {
      showToast({ title: firstErrorMessage(err, t('Something went wrong')), tone: 'critical' });
    } finally {
      setDeleting(false);
      setRemoving(false);
    }
  }

  return (
    <Stack gap="large">
      <Inline gap="small" wrap>
        <Link to="/pages/blog/list">{t('All posts')}</Link>
        {isPublic ? (
          <a href={post.url} target="_blank" rel="noopener">
            {t('Public page')}
          </a>
        ) : null}
      </Inline>
      <Card>
        <article aria-labelledby="post-title">
          <Stack gap="medium">
            {post.image_url ? <img className={css.hero} src={post.image_url} alt="" /> : null}
            <h1 id="post-title" style={{ margin: 0 }}>
              {post.title}
            </h1>
            <PostMeta
              post={post}
              author={t('By {{name}}', { name: post.author.full_name })}
              dateStyle="long"
            />
            <Inline gap="xsmall" wrap>
              {post.status === 'draft' ? <Badge tone="caution">{t('Draft')}</Badge> : null}
              {post.status === 'published' && !isPublic ? <Badge tone="info">{t('Scheduled')}</Badge> : null}
              {post.tags.map((tag) => (
                <Link key={tag} to={`/pages/blog/list?tag=${encodeURIComponent(tag)}`}>
                  <Badge variant="soft">{tag}</Badge>
                </Link>
              ))}
            </Inline>
            {post.can_edit ? (
              <Inline gap="small" wrap>
                <Button
                  variant="outline"
                  onPress={() => void navigate(`/pages/blog/edit?slug=${encodeURIComponent(post.slug)}`)}
                >
                  {t('Edit')}
                </Button>
                <Button variant="outline" tone="critical" onPress={() => setRemoving(true)}>
                  {t('Delete')}
                </Button>
              </Inline>
            ) : null}
            {/* Sanitised by the server when saved (modules/blog/sanitize.ts). */}
            <div className={css.body} dangerouslySetInnerHTML={{ __html: post.body_html }} />
          </Stack>
        </article>
      </Card>
      {isPublic ? <Comments post={post} /> : null}
      <ConfirmRemoval
        item={removing ? post : null}
        title={t('Delete this post?')}
        confirmLabel={t('Delete')}
        message={t('The post, its comments and its image are deleted.')}
        isPending={deleting}
        onConfirm={() => void remove()}
        onClose={() => setRemoving(false)}
      />
    </Stack>
  );
}

function Comments({ post }: { post: BlogPost }) {
  const { t } = useTranslation();
  const comments = useEndpoint('listBlogComments', { params: { id: post.id }, query: { limit: 200 } });
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const date = useDateFormatter({ dateStyle: 'medium', timeStyle: 'short' });

  async function send() {
    setSending(true);
    setError(null);
    try {
      await call('createBlogComment', { params: { id: post.id }, body: { body: text } });
      setText('');
    } catch (err) {
      setError(firstErrorMessage(err, t('Something went wrong')));
    } finally {
      setSending(false);
    }
  }

  async function act(comment: BlogComment, action: 'hide' | 'show' | 'delete') {
    try {
      if (action === 'delete') await call('deleteBlogComment', { params: { id: comment.id } });
      else
        await call('moderateBlogComment', {
          params: { id: comment.id },
          body: { hidden: action === 'hide' },
        });
    } catch (err) {
      showToast({ title: firstErrorMessage(err, t('Something went wrong')), tone: 'critical' });
    }
  }

  const list = comments.data?.results ?? [];
  return (
    <Card
      title={t('{{count}} comments', { count: comments.data?.count ?? post.comment_count })}
      headingLevel={2}
    >
      <Stack gap="medium">
        {comments.error && !comments.data ? (
          <Alert>{firstErrorMessage(comments.error, t('Something went wrong'))}</Alert>
        ) : !comments.data ? (
          <Skeleton height={60} />
        ) : list.length === 0 ? (
          <p className={css.meta}>{t('No comments yet. Be the first.')}</p>
        ) : (
          <ul className={css.comments}>
            {list.map((c) => (
              <li key={c.id} className={c.hidden ? `${css.comment} ${css.hiddenComment}` : css.comment}>
                <Stack gap="xsmall">
                  <p className={css.meta}>
                    <strong>{c.author.full_name}</strong> ·{' '}
                    <time dateTime={c.created_at}>{date.format(new Date(c.created_at))}</time>
                    {c.hidden ? (
                      <>
                        {' '}
                        <Badge tone="caution">{t('Hidden')}</Badge>
                      </>
                    ) : null}
                  </p>
                  <p style={{ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{c.body}</p>
                  {post.can_moderate || c.can_delete ? (
                    <Inline gap="xsmall">
                      {post.can_moderate ? (
                        <Button
                          size="sm"
                          variant="ghost"
                          onPress={() => void act(c, c.hidden ? 'show' : 'hide')}
                        >
                          {c.hidden ? t('Show') : t('Hide')}
                        </Button>
                      ) : null}
                      {c.can_delete ? (
                        <Button
                          size="sm"
                          variant="ghost"
                          tone="critical"
                          onPress={() => void act(c, 'delete')}
                        >
                          {t('Delete')}
                        </Button>
                      ) : null}
                    </Inline>
                  ) : null}
                </Stack>
              </li>
            ))}
          </ul>
        )}
        <Form
          onSubmit={(e) => {
            e.preventDefault();
            void send();
          }}
        >
          <Stack gap="small">
            <TextField
              label={t('Your comment')}
              value={text}
              onChange={setText}
              isMultiline
              rows={3}
              isRequired
              maxLength={2000}
              errorMessage={error ?? undefined}
              isInvalid={Boolean(error)}
            />
            <div>
              <Button type="submit" isPending={sending}>
                {t('Post comment')}
              </Button>
            </div>
          </Stack>
        </Form>
      </Stack>
    </Card>
  );
}
