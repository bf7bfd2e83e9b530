/**
 * /pages/blog/edit (issue 20): admins and editors write a post (no `slug`) or change one (`?slug=...`): title,
 * slug, category, tags, excerpt, a featured image, the body in a rich-text editor, and draft or published
 * with a publish date. The editor (TipTap) is its own lazy chunk. The server sanitises the body and answers
 * field errors (a taken slug: 409), shown under their fields.
 */
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileTrigger } from 'react-aria-components';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import {
  call,
  endpointUrl,
  firstErrorMessage,
  http,
  revalidateAfter,
  routes,
  useEndpoint,
} from '@talent/api/client';
import type { BlogPost, BlogPostInput } from '@talent/api/contract';
import {
  BLOG_CATEGORIES,
  BLOG_IMAGE_TYPES,
  MAX_BLOG_IMAGE_BYTES,
  isBlogWriter,
  slugify,
  type BlogCategory,
} from '@talent/api/rules';
import { Alert, Button, Card, Inline, Select, Skeleton, Stack, TextField, showToast } from '@talent/ui';
import { useSession } from '../../app/session';
import { detailPath } from './PostCard';
import * as css from './blog.css';

const RichTextEditor = lazy(() => import('./RichTextEditor'));

const ACCEPTED: string[] = Object.values(BLOG_IMAGE_TYPES);
const MB = MAX_BLOG_IMAGE_BYTES / 1024 / 1024;

export default function BlogEditPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const [params] = useSearchParams();
  const slug = params.get('slug');
  const existing = useEndpoint('getBlogPost', slug ? { params: { id: slug } } : null, {
    revalidateOnFocus: false,
  });
  if (!isBlogWriter(user?.role))
    return (
      <Stack gap="large">
        <h1>{t('Edit Blog')}</h1>
        <Alert>{t('Only admins and editors can write blog posts.')}</Alert>
      </Stack>
    );
  if (!slug) return <PostForm post={null} />;
  if (existing.error && !existing.data)
    return (
      <Stack gap="large">
        <h1>{t('Edit Blog')}</h1>
        <Alert>{firstErrorMessage(existing.error, t('Something went wrong'))}</Alert>
      </Stack>
    );
  if (!existing.data) return <Skeleton height={320} />;
  if (!existing.data.can_edit)
    return (
      <Stack gap="large">
        <h1>{t('Edit Blog')}</h1>
        <Alert>{t('Only the author of this post or an admin can change it.')}</Alert>
      </Stack>
    );
  return <PostForm key={existing.data.id} post={existing.data} />;
}

/** `iso` as the value of a datetime-local input, in the reader's time zone. */
function localInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

function PostForm({ post }: { post: BlogPost | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [title, setTitle] = useState(post?.title ?? '');
  const [slug, setSlug] = useState(post?.slug ?? '');
  const [slugEdited, setSlugEdited] = useState(Boolean(post));
  const [category, setCategory] = useState<BlogCategory>((post?.category as BlogCategory) ?? 'hiring');
  const [tags, setTags] = useState((post?.tags ?? []).join(', '));
  const [excerpt, setExcerpt] = useState(post?.excerpt ?? '');
  const [body, setBody] = useState(post?.body_html ?? '');
  const [publishAt, setPublishAt] = useState(localInput(post?.published_at ?? null));
  const [image, setImage] = useState<File | null>(null);
  const [removeImage, setRemoveImage] = useState(false);
  const [imageProblem, setImageProblem] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [saving, setSaving] = useState<null | 'draft' | 'published'>(null);
  const errorOf = (field: string) => errors[field]?.[0];
  const shownSlug = slugEdited ? slug : slugify(title);

  function choose(files: FileList | null) {
    const file = files?.[0];
    if (!file) return;
    if (!ACCEPTED.includes(file.type)) return setImageProblem(t('Choose a PNG, JPEG or WebP image.'));
    if (file.size > MAX_BLOG_IMAGE_BYTES)
      return setImageProblem(t('The image is too large: at most {{mb}} MB.', { mb: MB }));
    setImageProblem(null);
    setRemoveImage(false);
    setImage(file);
  }

  async function save(status: 'draft' | 'published') {
    setSaving(status);
    setErrors({});
    const input: BlogPostInput = {
      title,
      slug: shownSlug,
      category,
      tags: tags
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
      excerpt,
      body_html: body,
      status,
      published_at: publishAt ? new Date(publishAt).toISOString() : null,
    };
    try {
      let saved = post
        ? await call('updateBlogPost', { params: { id: post.id }, body: input })
        : await call('createBlogPost', { body: input });
      try {
        if (image) {
          const form = new FormData();
          form.append('file', image);
          saved = (await http.post<BlogPost>(endpointUrl(routes.uploadBlogImage, { id: saved.id }), form))
            .data;
          await revalidateAfter('uploadBlogImage');
        } else if (removeImage && saved.image_url) {
          saved = await call('deleteBlogImage', { params: { id: saved.id } });
        }
      } catch (err) {
        showToast({
          title: t('The post was saved, but not its image: {{why}}', {
            why: firstErrorMessage(err, t('Something went wrong')),
          }),
          tone: 'critical',
        });
      }
      showToast({ title: status === 'published' ? t('Published') : t('Draft saved'), tone: 'positive' });
      void navigate(detailPath(saved.slug));
    } catch (err) {
      const data = (err as { response?: { data?: { errors?: Record<string, string[]> } } }).response?.data;
      setErrors(data?.errors ?? {});
      showToast({ title: firstErrorMessage(err, t('Something went wrong')), tone: 'critical' });
    } finally {
      setSaving(null);
    }
  }

  const imageName = image?.name ?? (removeImage ? null : post?.image_url ? t('Current image') : null);
  return (
    <Stack gap="large">
      <Inline gap="small" wrap>
        <Link to="/pages/blog/list">{t('All posts')}</Link>
      </Inline>
      <h1 style={{ margin: 0 }}>{post ? t('Edit post') : t('Write a post')}</h1>
      <Card>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void save('published');
          }}
        >
          <Stack gap="medium">
            <div className={css.formGrid}>
              <div className={css.wide}>
                <TextField
                  label={t('Title')}
                  value={title}
                  onChange={setTitle}
                  isRequired
                  maxLength={160}
                  errorMessage={errorOf('title')}
                  isInvalid={Boolean(errorOf('title'))}
                />
              </div>
              <TextField
                label={t('Slug')}
                description={t('The address of the post: /blog/{{slug}}', { slug: shownSlug || '…' })}
                value={shownSlug}
                onChange={(v) => {
                  setSlugEdited(true);
                  setSlug(v);
                }}
                maxLength={120}
                errorMessage={errorOf('slug')}
                isInvalid={Boolean(errorOf('slug'))}
              />
              <Select
                label={t('Category')}
                options={BLOG_CATEGORIES.map((c) => ({ id: c.value, label: t(c.label) }))}
                selectedKey={category}
                onSelectionChange={(key) => setCategory(key as BlogCategory)}
                errorMessage={errorOf('category')}
              />
              <TextField
                label={t('Tags')}
                description={t('Separated by commas')}
                value={tags}
                onChange={setTags}
                errorMessage={errorOf('tags')}
                isInvalid={Boolean(errorOf('tags'))}
              />
              <label className={css.label}>
                {t('Publish date')}
                <br />
                <input
                  className={css.nativeInput}
                  type="datetime-local"
                  value={publishAt}
                  onChange={(e) => setPublishAt(e.target.value)}
                />
                {errorOf('published_at') ? (
                  <span className={css.error}>
                    <br />
                    {errorOf('published_at')}
                  </span>
                ) : null}
              </label>
              <div className={css.wide}>
                <TextField
                  label={t('Excerpt')}
                  description={t('Shown in the list and to search engines. Empty: the start of the body.')}
                  value={excerpt}
                  onChange={setExcerpt}
                  isMultiline
                  rows={2}
                  maxLength={300}
                  errorMessage={errorOf('excerpt')}
                  isInvalid={Boolean(errorOf('excerpt'))}
                />
              </div>
              <div className={css.wide}>
                <Stack gap="xsmall">
                  <span className={css.label}>{t('Featured image')}</span>
                  <Inline gap="small" wrap>
                    <FileTrigger acceptedFileTypes={ACCEPTED} onSelect={choose}>
                      <Button variant="outline">{imageName ? t('Replace image') : t('Choose image')}</Button>
                    </FileTrigger>
                    {imageName ? (
                      <>
                        <span>{imageName}</span>
                        <Button
                          variant="ghost"
                          tone="critical"
                          onPress={() => {
                            setImage(null);
                            setRemoveImage(true);
                          }}
                        >
                          {t('Remove image')}
                        </Button>
                      </>
                    ) : null}
                  </Inline>
                  <span className={css.meta}>{t('PNG, JPEG or WebP, at most {{mb}} MB.', { mb: MB })}</span>
                  {imageProblem ? (
                    <span role="alert" className={css.error}>
                      {imageProblem}
                    </span>
                  ) : null}
                </Stack>
              </div>
              <div className={css.wide}>
                <Suspense fallback={<Skeleton height={280} />}>
                  <RichTextEditor
                    label={t('Body')}
                    initialValue={post?.body_html ?? ''}
                    onChange={setBody}
                    errorMessage={errorOf('body_html')}
                  />
                </Suspense>
              </div>
            </div>
            <Inline gap="small" wrap>
              <Button type="submit" isPending={saving === 'published'} isDisabled={saving !== null}>
                {t('Publish')}
              </Button>
              <Button
                variant="outline"
                isPending={saving === 'draft'}
                isDisabled={saving !== null}
                onPress={() => void save('draft')}
              >
                {t('Save draft')}
              </Button>
            </Inline>
          </Stack>
        </form>
      </Card>
    </Stack>
  );
}
