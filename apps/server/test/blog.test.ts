/** The blog (issue 20): admins and editors write posts (an editor only their own), bodies are sanitised,
 * published posts are public by slug (API, server-rendered page, RSS, sitemap), comments are moderated, and
 * bad input answers 4xx and changes nothing. Runs on SQLite, and on PostgreSQL with DATABASE_URL. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BLOG_IMAGE_BYTES } from '@talent/api/rules';
import { DEMO_EMAILS, bearer, createTestApp, login, multipart, type TestApp } from './helpers';

let t: TestApp;
let admin: string;
let editor: string;
let seeker: string;
let editorId: number;
let clock = Date.parse('2026-11-20T10:00:00Z');

// A 1x1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Signs the three accounts in (again after the clock moved past their tokens' life). */
async function signIn() {
  admin = (await login(t, DEMO_EMAILS.admin)).accessToken;
  const ed = await login(t, DEMO_EMAILS.editor);
  editor = ed.accessToken;
  editorId = ed.userData.id;
  seeker = (await login(t, DEMO_EMAILS.jobseeker)).accessToken;
}

beforeAll(async () => {
  t = await createTestApp({ seedDemo: true, publicUrl: 'https://talent.example' }, { now: () => clock });
  await signIn();
});
afterAll(async () => {
  await t.close();
});

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  token?: string,
  payload?: object,
) => t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

const post = (over: object = {}) => ({
  title: 'Hiring in 2026',
  category: 'hiring',
  tags: ['Remote', 'Tips'],
  excerpt: 'What changed this year.',
  body_html: '<p>Hello <strong>world</strong></p>',
  status: 'published',
  ...over,
});

const rows = async () =>
  await t.ctx.db
    .selectFrom('blog_posts')
    .select(['id', 'slug', 'title', 'updated_at'])
    .orderBy('id')
    .execute();

describe('writing posts', () => {
  it('an editor creates a post: slug from the title, tags kept, published now, public by slug', async () => {
    const res = await call('POST', '/api/blog/posts', editor, post());
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      slug: 'hiring-in-2026',
      tags: ['Remote', 'Tips'],
      status: 'published',
      published_at: new Date(clock).toISOString(),
      author: { id: editorId },
      url: '/blog/hiring-in-2026',
      can_edit: true,
      category_label: 'Hiring',
    });
    const anon = await call('GET', '/api/blog/posts/hiring-in-2026');
    expect(anon.statusCode).toBe(200);
    expect(anon.json()).toMatchObject({
      id: body.id,
      can_edit: false,
      body_html: '<p>Hello <strong>world</strong></p>',
    });
    expect((await call('GET', `/api/blog/posts/${body.id}`)).json().slug).toBe('hiring-in-2026');
  });

  it('a duplicate slug answers 409 with a message and changes nothing', async () => {
    const before = await rows();
    const res = await call(
      'POST',
      '/api/blog/posts',
      admin,
      post({ title: 'Other', slug: 'hiring-in-2026' }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This slug is already used by another post.');
    expect(res.json().errors.slug).toEqual(['This slug is already used by another post.']);
    // The same title makes the same slug: also refused.
    expect((await call('POST', '/api/blog/posts', admin, post())).statusCode).toBe(409);
    expect(await rows()).toEqual(before);
  });

  it('refuses bad slugs, unknown categories and empty titles with 400', async () => {
    const before = await rows();
    for (const [over, field] of [
      [{ slug: 'Bad Slug!' }, 'slug'],
      [{ slug: '12345' }, 'slug'],
      [{ category: 'gossip' }, 'category'],
      [{ title: '  ' }, 'title'],
      [{ tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }, 'tags'],
      [{ published_at: 'tomorrow' }, 'published_at'],
    ] as const) {
      const res = await call('POST', '/api/blog/posts', editor, post({ title: 'Valid', ...over }));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(Object.keys(res.json().errors ?? {}), JSON.stringify(over)).toContain(field);
    }
    expect(await rows()).toEqual(before);
  });

  it('only admins and editors write; an editor cannot change another writer’s draft (403, nothing changes)', async () => {
    expect((await call('POST', '/api/blog/posts', seeker, post({ title: 'Mine' }))).statusCode).toBe(403);
    const draft = (
      await call('POST', '/api/blog/posts', admin, post({ title: 'Admin draft', status: 'draft' }))
    ).json();
    expect(draft.published_at).toBeNull();
    const before = await rows();
    const res = await call('PUT', `/api/blog/posts/${draft.id}`, editor, post({ title: 'Taken over' }));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Only the author of this post or an admin can change it.');
    expect((await call('DELETE', `/api/blog/posts/${draft.id}`, editor)).statusCode).toBe(403);
    expect((await call('PUT', `/api/blog/posts/${draft.id}`, seeker, post())).statusCode).toBe(403);
    expect(await rows()).toEqual(before);
    // Editors read drafts (the editorial list); readers do not.
    expect((await call('GET', `/api/blog/posts/${draft.id}`, editor)).json().can_edit).toBe(false);
    expect((await call('GET', `/api/blog/posts/${draft.id}`, seeker)).statusCode).toBe(404);
    expect((await call('GET', `/api/blog/posts/${draft.slug}`)).statusCode).toBe(404);
    expect((await call('GET', '/api/blog/posts?status=draft', seeker)).statusCode).toBe(403);
    const drafts = (await call('GET', '/api/blog/posts?status=draft', editor)).json();
    expect(drafts.results.map((p: { slug: string }) => p.slug)).toEqual(['admin-draft']);
    // An admin changes anyone's post.
    const edited = await call(
      'PUT',
      `/api/blog/posts/${draft.id}`,
      admin,
      post({ title: 'Admin draft', status: 'draft', excerpt: 'x' }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
  });

  it('a post scheduled for later is public only from its publish date', async () => {
    const at = new Date(clock + 3_600_000).toISOString();
    const res = await call(
      'POST',
      '/api/blog/posts',
      editor,
      post({ title: 'Coming soon', published_at: at }),
    );
    expect(res.json().published_at).toBe(at);
    expect((await call('GET', '/api/blog/posts/coming-soon')).statusCode).toBe(404);
    clock += 2 * 3_600_000;
    await signIn();
    expect((await call('GET', '/api/blog/posts/coming-soon')).statusCode).toBe(200);
  });
});

describe('sanitisation', () => {
  it('strips scripts, event handlers and javascript: URLs from the body, keeping the safe markup', async () => {
    const body_html = [
      '<h1>Title</h1><p onclick="steal()" style="color:red">Text<script>alert(1)</script></p>',
      '<a href="javascript:alert(1)">js</a> <a href=" JaVaScRiPt:alert(2)">js2</a> <a href="&#106;avascript:alert(3)">js3</a>',
      '<a href="https://example.org" onmouseover="x()" target="_blank">ok</a>',
      '<img src="x" onerror="alert(4)"><img src="javascript:alert(5)"><iframe src="https://evil.example"></iframe>',
      '<svg onload="alert(6)"><script>alert(7)</script></svg><style>body{}</style><ul><li>kept</li></ul>',
    ].join('');
    const res = await call('POST', '/api/blog/posts', editor, post({ title: 'Unsafe input', body_html }));
    expect(res.statusCode, res.body).toBe(201);
    const stored = res.json().body_html as string;
    expect(stored).not.toMatch(
      /<script|onclick|onerror|onmouseover|onload|javascript:|alert\(|<iframe|<svg|<style|style=/i,
    );
    expect(stored).toContain('<h2>Title</h2><p>Text</p>');
    expect(stored).toContain('<a href="https://example.org" rel="noopener noreferrer nofollow">ok</a>');
    expect(stored).toContain('<ul><li>kept</li></ul>');
    // What is stored is what every reader gets: the API, the page and the feed.
    const row = await t.ctx.db
      .selectFrom('blog_posts')
      .select('body_html')
      .where('slug', '=', 'unsafe-input')
      .executeTakeFirstOrThrow();
    expect(row.body_html).toBe(stored);
    const page = await call('GET', '/blog/unsafe-input');
    expect(page.body).not.toMatch(/<script|onerror|javascript:/i);
  });

  it('escapes titles and excerpts on the server-rendered page', async () => {
    await call(
      'POST',
      '/api/blog/posts',
      editor,
      post({ title: 'Quotes "and" <tags>', slug: 'escaping', excerpt: '<b>x</b> & "y"' }),
    );
    const page = await call('GET', '/blog/escaping');
    expect(page.body).toContain('<title>Quotes &quot;and&quot; &lt;tags&gt; · Talent</title>');
    expect(page.body).toContain(
      '<meta name="description" content="&lt;b&gt;x&lt;/b&gt; &amp; &quot;y&quot;">',
    );
    expect(page.body).not.toContain('<tags>');
  });
});

describe('public pages, feed and sitemap', () => {
  it('renders a published post with its meta tags, readable signed out', async () => {
    const res = await call('GET', '/blog/hiring-in-2026');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<link rel="canonical" href="https://talent.example/blog/hiring-in-2026">');
    expect(res.body).toContain('<meta property="og:type" content="article">');
    expect(res.body).toContain('<meta property="og:title" content="Hiring in 2026 · Talent">');
    expect(res.body).toContain('<p>Hello <strong>world</strong></p>');
    expect(res.body).not.toContain('<script');
  });

  it("leads every blog page back to the landing page's sign-up (issue 43)", async () => {
    for (const url of ['/blog', '/blog/hiring-in-2026']) {
      const body = (await call('GET', url)).body;
      expect(body, url).toContain('<a href="/#sign-up">Sign up free</a>');
      expect(body, url).toContain('<a href="/">Home</a>');
    }
  });

  it('answers 404 for drafts and unknown slugs: a page to browsers, JSON to others', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: '/blog/admin-draft',
      headers: { accept: 'text/html' },
    });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('<h1>Post not found</h1>');
    const api = await call('GET', '/blog/no-such-post');
    expect(api.statusCode).toBe(404);
    expect(api.json().message).toBe('No such post.');
  });

  it('the index lists published posts with search, category and tag filters', async () => {
    const all = await call('GET', '/blog');
    expect(all.body).toContain('href="/blog/hiring-in-2026"');
    expect(all.body).not.toContain('admin-draft');
    const tagged = await call('GET', '/blog?tag=remote');
    expect(tagged.body).toContain('href="/blog/hiring-in-2026"');
    expect((await call('GET', '/blog?search=nothing-matches-this')).body).toContain('No posts match.');
    expect((await call('GET', '/blog?category=nope')).statusCode).toBe(400);
  });

  it('the RSS feed and the sitemap list published posts only, with absolute links', async () => {
    const rss = await call('GET', '/blog/rss.xml');
    expect(rss.headers['content-type']).toContain('application/rss+xml');
    expect(rss.body).toContain('<rss version="2.0"');
    expect(rss.body).toContain('<link>https://talent.example/blog/hiring-in-2026</link>');
    expect(rss.body).toContain('<title>Quotes &quot;and&quot; &lt;tags&gt;</title>');
    expect(rss.body).not.toContain('admin-draft');
    const sitemap = await call('GET', '/sitemap.xml');
    expect(sitemap.headers['content-type']).toContain('application/xml');
    const locs = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toContain('https://talent.example/');
    expect(locs).toContain('https://talent.example/blog');
    expect(locs).toContain('https://talent.example/blog/hiring-in-2026');
    expect(locs).toContain('https://talent.example/blog/coming-soon');
    expect(locs).not.toContain('https://talent.example/blog/admin-draft');
  });

  it('the API lists, searches and filters published posts with paging; the sidebar counts them', async () => {
    const list = (await call('GET', '/api/blog/posts?limit=2')).json();
    expect(list.results).toHaveLength(2);
    expect(list.count).toBeGreaterThanOrEqual(4);
    const found = (await call('GET', '/api/blog/posts?search=HELLO%20world&tag=tips&category=hiring')).json();
    expect(found.results.map((p: { slug: string }) => p.slug)).toContain('hiring-in-2026');
    expect((await call('GET', '/api/blog/posts?category=events')).json().count).toBe(0);
    expect((await call('GET', '/api/blog/posts?search=hello%20nowhere')).json().count).toBe(0);
    const side = (await call('GET', '/api/blog/sidebar')).json();
    expect(side.recent.length).toBeGreaterThan(0);
    expect(side.recent.map((r: { slug: string }) => r.slug)).not.toContain('admin-draft');
    expect(side.categories.find((c: { category: string }) => c.category === 'hiring').count).toBe(list.count);
    expect(side.tags[0]).toEqual({ tag: 'Remote', count: list.count });
  });
});

describe('featured image', () => {
  const upload = (id: number, data: Buffer, token = editor) => {
    const form = multipart({}, [{ name: 'file', filename: 'a.png', contentType: 'image/png', data }]);
    return t.app.inject({
      method: 'POST',
      url: `/api/blog/posts/${id}/image`,
      headers: { ...bearer(token), ...form.headers },
      payload: form.payload,
    });
  };

  it('uploads a real image, serves it publicly, and refuses oversized or fake ones unchanged', async () => {
    const id = (await call('GET', '/api/blog/posts/hiring-in-2026')).json().id;
    const ok = await upload(id, PNG);
    expect(ok.statusCode, ok.body).toBe(201);
    const url = ok.json().image_url as string;
    expect(url).toMatch(/^\/api\/blog\/images\/[0-9a-f-]{36}\.png$/);
    const img = await call('GET', url);
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.rawPayload.equals(PNG)).toBe(true);

    const big = Buffer.concat([PNG, Buffer.alloc(MAX_BLOG_IMAGE_BYTES)]);
    const tooBig = await upload(id, big);
    expect([413, 400]).toContain(tooBig.statusCode);
    expect(tooBig.json().message).toMatch(/too large/);
    const fake = await upload(id, Buffer.from('<svg onload="alert(1)"></svg>'));
    expect(fake.statusCode).toBe(400);
    expect((await call('GET', '/api/blog/posts/hiring-in-2026')).json().image_url).toBe(url);
    // Someone else's post: 403.
    const adminPost = (await call('GET', '/api/blog/posts?status=draft', admin)).json().results[0];
    expect((await upload(adminPost.id, PNG)).statusCode).toBe(403);
  });
});

describe('comments', () => {
  it('signed-in users comment; moderators hide and delete; hidden comments vanish for readers', async () => {
    const postId = (await call('GET', '/api/blog/posts/hiring-in-2026')).json().id;
    expect(
      (await call('POST', `/api/blog/posts/${postId}/comments`, undefined, { body: 'anon' })).statusCode,
    ).toBe(401);
    expect(
      (await call('POST', `/api/blog/posts/${postId}/comments`, seeker, { body: '  ' })).statusCode,
    ).toBe(400);
    const c1 = await call('POST', `/api/blog/posts/${postId}/comments`, seeker, {
      body: 'Great <b>post</b>',
    });
    expect(c1.statusCode, c1.body).toBe(201);
    const spam = (
      await call('POST', `/api/blog/posts/${postId}/comments`, seeker, { body: 'Buy now' })
    ).json();

    // A reader cannot moderate; an editor can.
    expect((await call('PATCH', `/api/blog/comments/${spam.id}`, seeker, { hidden: true })).statusCode).toBe(
      403,
    );
    const hidden = await call('PATCH', `/api/blog/comments/${spam.id}`, editor, { hidden: true });
    expect(hidden.json().hidden).toBe(true);

    const readers = (await call('GET', `/api/blog/posts/${postId}/comments`)).json();
    expect(readers.results.map((c: { body: string }) => c.body)).toEqual(['Great <b>post</b>']);
    const mods = (await call('GET', `/api/blog/posts/${postId}/comments`, editor)).json();
    expect(mods.results.map((c: { hidden: boolean }) => c.hidden)).toEqual([false, true]);
    expect((await call('GET', '/api/blog/posts/hiring-in-2026')).json().comment_count).toBe(1);
    const page = await call('GET', '/blog/hiring-in-2026');
    expect(page.body).toContain('Great &lt;b&gt;post&lt;/b&gt;');
    expect(page.body).not.toContain('Buy now');

    // Another reader cannot delete it; its author and a moderator can.
    const other = (await login(t, DEMO_EMAILS.freelancer)).accessToken;
    expect((await call('DELETE', `/api/blog/comments/${c1.json().id}`, other)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/blog/comments/${c1.json().id}`, seeker)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/blog/comments/${spam.id}`, admin)).statusCode).toBe(200);
    expect((await call('GET', `/api/blog/posts/${postId}/comments`, editor)).json().count).toBe(0);
  });

  it('comments only on published posts', async () => {
    const draft = (await call('GET', '/api/blog/posts?status=draft', admin)).json().results[0];
    const res = await call('POST', `/api/blog/posts/${draft.id}/comments`, seeker, { body: 'early' });
    expect(res.statusCode).toBe(404);
  });

  it('deleting a post takes its comments and image with it', async () => {
    const p = (await call('GET', '/api/blog/posts/hiring-in-2026')).json();
    await call('POST', `/api/blog/posts/${p.id}/comments`, seeker, { body: 'bye' });
    expect((await call('DELETE', `/api/blog/posts/${p.id}`, editor)).statusCode).toBe(200);
    expect((await call('GET', '/api/blog/posts/hiring-in-2026')).statusCode).toBe(404);
    expect((await call('GET', p.image_url)).statusCode).toBe(404);
    const left = await t.ctx.db
      .selectFrom('blog_comments')
      .select('id')
      .where('post_id', '=', p.id)
      .execute();
    expect(left).toEqual([]);
  });
});
