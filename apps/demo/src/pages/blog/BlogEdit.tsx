import { useEffect, useState } from 'react';
import { FileTrigger } from 'react-aria-components';
import { Link, useParams } from 'react-router-dom';
import {
  Avatar,
  Button,
  Card,
  Checkbox,
  CheckboxGroup,
  Form,
  Select,
  TextField,
  buttonClassName,
  showToast,
} from '@talent/ui';
import { blogTags } from '../../mocks/data/content';
import { NotFound } from '../ComingSoon';
import { PageState } from '../../lib/LoadStates';
import * as kit from '../kit/kit.css';
import * as pages from '../pages.css';
import { postIdOf, useBlogEdit, type BlogEdit as BlogEditData } from './model';
import * as css from './blog.css';

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** Spec 001 shows Published only; Draft is the one other status the demo offers (docs/decisions.md). */
const statuses = [
  { id: 'Published', label: 'Published' },
  { id: 'Draft', label: 'Draft' },
];
const back = { to: '/pages/blog/list', label: 'Back to the blog' };

/**
 * The blog edit form (spec 001 section 3; /pages/blog/edit and /pages/blog/edit/:id): title, categories
 * (several of the five tags), slug, status, excerpt and the featured image with a preview. The spec has no
 * save call: saving checks the form and says so in a toast.
 */
export default function BlogEdit() {
  const id = postIdOf(useParams().id);
  const { data, error, mutate } = useBlogEdit(id);
  if (id === null) return <NotFound />;
  return (
    <div className={pages.page}>
      <h1 className={pages.title}>Edit post</h1>
      {data ? (
        <EditForm key={data.id} post={data} />
      ) : (
        <PageState what="the post" error={error} onRetry={() => void mutate()} back={back} />
      )}
    </div>
  );
}

function EditForm({ post }: { post: BlogEditData }) {
  const [categories, setCategories] = useState(post.blogCategories.map((c) => c.label));
  const [status, setStatus] = useState(post.status);
  const [image, setImage] = useState<{ name: string; url: string } | null>(null);
  useEffect(() => () => (image ? URL.revokeObjectURL(image.url) : undefined), [image]);
  return (
    <Card>
      <div className={kit.row}>
        <Avatar name={post.userFullName} src={post.avatar || null} size="md" isDecorative />
        <span className={kit.stack}>
          <span className={kit.text}>{post.userFullName}</span>
          <span className={kit.small}>{post.createdTime}</span>
        </span>
      </div>
      <Form
        onSubmit={(e) => {
          e.preventDefault();
          if (categories.length === 0) return;
          const title = String(new FormData(e.currentTarget).get('title') ?? '');
          showToast({ title: 'Post saved', description: `"${title}" is ${status.toLowerCase()}.` });
        }}
      >
        <div className={kit.formGrid}>
          <TextField name="title" label="Title" isRequired defaultValue={post.blogTitle} />
          <TextField
            name="slug"
            label="Slug"
            isRequired
            defaultValue={post.slug}
            validate={(v) => (v && !SLUG.test(v) ? 'Lower-case letters, digits and single hyphens.' : null)}
          />
          <Select
            label="Status"
            options={statuses}
            selectedKey={status}
            onSelectionChange={(key) => setStatus(String(key))}
          />
        </div>
        <CheckboxGroup
          label="Categories"
          value={categories}
          onChange={setCategories}
          isInvalid={categories.length === 0}
          errorMessage="Choose at least one category."
        >
          <div className={kit.row}>
            {blogTags.map((tag) => (
              <Checkbox key={tag} value={tag}>
                {tag}
              </Checkbox>
            ))}
          </div>
        </CheckboxGroup>
        <TextField
          name="excerpt"
          label="Excerpt"
          isMultiline
          rows={3}
          defaultValue={post.excerpt}
          validate={(v) => (v.length > 300 ? 'At most 300 characters.' : null)}
        />
        <div className={kit.stack}>
          <span className={kit.text}>Featured image</span>
          {image ? (
            <img src={image.url} alt={`Preview of ${image.name}`} className={css.preview} />
          ) : post.featuredImage ? (
            <img src={post.featuredImage} alt="The post's current cover" className={css.preview} />
          ) : (
            <div className={css.preview} role="img" aria-label="No featured image yet" />
          )}
          <div className={kit.row}>
            <FileTrigger
              acceptedFileTypes={['image/png', 'image/jpeg', 'image/gif', 'image/webp']}
              onSelect={(files) => {
                const file = files?.[0];
                if (file) setImage({ name: file.name, url: URL.createObjectURL(file) });
              }}
            >
              <Button variant="outline" tone="neutral">
                Choose image
              </Button>
            </FileTrigger>
            {image ? <span className={kit.small}>{image.name}</span> : null}
          </div>
        </div>
        <div className={kit.row}>
          <Button type="submit">Save changes</Button>
          <Link
            className={buttonClassName({ variant: 'outline', tone: 'neutral' })}
            to={`/pages/blog/detail/${post.id}`}
          >
            Cancel
          </Link>
        </div>
      </Form>
    </Card>
  );
}
