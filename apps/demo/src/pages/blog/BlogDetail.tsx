import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Avatar, Badge, Button, Card, Form, TextField, buttonClassName, showToast } from '@talent/ui';
import { NotFound } from '../ComingSoon';
import { PageState } from '../../lib/LoadStates';
import { paragraphsOf } from '../kit/richText';
import * as kit from '../kit/kit.css';
import * as pages from '../pages.css';
import { BlogSidebar } from './BlogSidebar';
import { postIdOf, toneOfTag, useBlogDetail, type BlogComment } from './model';
import * as css from './blog.css';

const back = { to: '/pages/blog/list', label: 'Back to the blog' };

/**
 * A blog post (spec 001 section 3; /pages/blog/detail for the sample post, /pages/blog/detail/:id for one):
 * title, author, date, tags, the content as structured text, counts, the comments and a comment form. The
 * spec has no comment call: a comment is added to the page until it is left.
 */
export default function BlogDetail() {
  const id = postIdOf(useParams().id);
  const { data, error, mutate } = useBlogDetail(id);
  const navigate = useNavigate();
  const [added, setAdded] = useState<BlogComment[]>([]);
  const [q, setQ] = useState('');
  if (id === null) return <NotFound />;
  if (!data) {
    return (
      <div className={pages.page}>
        <h1 className={pages.title}>Blog post</h1>
        <PageState what="the post" error={error} onRetry={() => void mutate()} back={back} />
      </div>
    );
  }
  const { blog } = data;
  const comments = [...data.comments, ...added];
  return (
    <div className={pages.page}>
      <div className={kit.withSide}>
        <div className={kit.stack}>
          <Card>
            <div className={css.thumb} aria-hidden="true" />
            <h1 className={pages.title}>{blog.title}</h1>
            <div className={kit.row}>
              <Avatar name={blog.userFullName} src={blog.avatar || null} size="sm" isDecorative />
              <span className={kit.small}>
                by {blog.userFullName} · {blog.createdTime}
              </span>
            </div>
            <ul className={kit.rowList} aria-label="Tags">
              {blog.tags.map((t) => (
                <li key={t}>
                  <Badge tone={toneOfTag(t)}>{t}</Badge>
                </li>
              ))}
            </ul>
            {paragraphsOf(blog.content).map((text, i) => (
              <p key={i} className={kit.text}>
                {text}
              </p>
            ))}
            <div className={kit.head}>
              <span className={kit.small}>
                {(blog.comments + added.length).toLocaleString('en-US')} comments ·{' '}
                {blog.bookmarked.toLocaleString('en-US')} bookmarks
              </span>
              <Link
                className={buttonClassName({ variant: 'outline', tone: 'neutral', size: 'sm' })}
                to={`/pages/blog/edit/${blog.id}`}
              >
                Edit post
              </Link>
            </div>
          </Card>
          <Card title="Comments">
            <ul className={kit.plainList}>
              {comments.map((c, i) => (
                <li key={i} className={kit.row}>
                  <Avatar name={c.userFullName} src={c.avatar || null} size="sm" isDecorative />
                  <span className={kit.stack}>
                    <span className={kit.text}>
                      <strong>{c.userFullName}</strong> <span className={kit.small}>{c.commentedAt}</span>
                    </span>
                    <span className={kit.text}>{c.commentText}</span>
                  </span>
                </li>
              ))}
            </ul>
          </Card>
          <Card title="Leave a comment">
            <CommentForm
              onAdd={(comment) => {
                setAdded((list) => [...list, comment]);
                showToast({ title: 'Comment added', description: 'Shown on this page until you leave it.' });
              }}
            />
          </Card>
        </div>
        <BlogSidebar
          q={q}
          onSearch={(value) => {
            setQ(value);
          }}
        />
      </div>
      {q.trim() ? (
        <Button
          variant="soft"
          onPress={() => void navigate(`/pages/blog/list?q=${encodeURIComponent(q.trim())}`)}
        >
          Search "{q.trim()}" in all posts
        </Button>
      ) : null}
    </div>
  );
}

function CommentForm({ onAdd }: { onAdd: (comment: BlogComment) => void }) {
  const [name, setName] = useState('');
  const [text, setText] = useState('');
  return (
    <Form
      onSubmit={(e) => {
        e.preventDefault();
        onAdd({ avatar: '', userFullName: name.trim(), commentedAt: 'Just now', commentText: text.trim() });
        setName('');
        setText('');
      }}
    >
      <TextField label="Name" isRequired value={name} onChange={setName} />
      <TextField
        label="Comment"
        isRequired
        isMultiline
        rows={3}
        value={text}
        onChange={setText}
        validate={(v) => (v.length > 500 ? 'At most 500 characters.' : null)}
      />
      <div className={kit.row}>
        <Button type="submit">Post comment</Button>
      </div>
    </Form>
  );
}
