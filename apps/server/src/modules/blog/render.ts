/**
 * The public blog as the server renders it (docs/decisions.md "Blog"): plain HTML that search engines and
 * readers without scripts get whole, with its meta tags, and no script at all. Every value is escaped; the
 * body is the sanitised HTML stored with the post. Also the RSS feed and the sitemap.
 */
import { BLOG_CATEGORIES, blogPostPath } from '@talent/api/rules';
import type { BlogComment, BlogPost, BlogPostSummary } from '@talent/api';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

const SITE = 'Talent';
/** The landing page's sign-up section (issue 43: the blog leads readers back to it). */
export const LANDING_SIGN_UP = '/#sign-up';

/** Light and dark by the reader's setting; logical properties, so a right-to-left page reads as well. */
const STYLE = `
:root{color-scheme:light dark;--fg:#1f2933;--muted:#52606d;--bg:#f7f8fa;--card:#fff;--line:#d9e2ec;--accent:#1d4ed8}
@media (prefers-color-scheme:dark){:root{--fg:#e4e7eb;--muted:#9aa5b1;--bg:#12161c;--card:#1b2129;--line:#323f4b;--accent:#93b4ff}}
*{box-sizing:border-box}body{margin:0;font:16px/1.6 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--fg);background:var(--bg)}
a{color:var(--accent)}a:focus-visible{outline:2px solid var(--accent);outline-offset:2px}
header.site,footer.site{background:var(--card);border-block-end:1px solid var(--line)}
footer.site{border-block-end:0;border-block-start:1px solid var(--line);margin-block-start:3rem}
.bar{max-width:72rem;margin:0 auto;padding:.75rem 1rem;display:flex;gap:1rem;align-items:center;flex-wrap:wrap}
.brand{font-weight:700;font-size:1.15rem;text-decoration:none;color:var(--fg)}.bar nav{margin-inline-start:auto;display:flex;gap:1rem}
main{max-width:72rem;margin:0 auto;padding:1.5rem 1rem;display:grid;gap:2rem;grid-template-columns:minmax(0,1fr)}
@media (min-width:60rem){main.with-side{grid-template-columns:minmax(0,1fr) 18rem}}
.cards{display:grid;gap:1rem;grid-template-columns:repeat(auto-fill,minmax(16rem,1fr));list-style:none;padding:0;margin:0}
.card,.side section,article.post{background:var(--card);border:1px solid var(--line);border-radius:.5rem;overflow:hidden}
.card img{width:100%;aspect-ratio:16/9;object-fit:cover;display:block}.card div{padding:1rem}
.card h2{font-size:1.15rem;margin:0 0 .5rem}.meta{color:var(--muted);font-size:.875rem}
.chips{display:flex;flex-wrap:wrap;gap:.375rem;list-style:none;padding:0;margin:.5rem 0}
.chips a,.chips span{display:inline-block;border:1px solid var(--line);border-radius:999px;padding:.125rem .625rem;font-size:.8125rem;text-decoration:none}
.side{display:grid;gap:1rem;align-content:start}.side section{padding:1rem}.side h2{font-size:1rem;margin:0 0 .5rem}.side ul{margin:0;padding-inline-start:1.1rem}
article.post{padding:1.5rem}article.post>img{width:100%;max-height:26rem;object-fit:cover;border-radius:.375rem}
.body img{max-width:100%;height:auto}.body pre{overflow:auto;background:var(--bg);padding:.75rem;border-radius:.375rem}
.body blockquote{margin-inline:0;padding-inline-start:1rem;border-inline-start:3px solid var(--line);color:var(--muted)}
.comments{list-style:none;padding:0}.comments li{border-block-start:1px solid var(--line);padding-block:.75rem}
form.search{display:flex;gap:.5rem;flex-wrap:wrap;margin-block-end:1.25rem}form.search input,form.search select,form.search button{font:inherit;padding:.4rem .6rem;border:1px solid var(--line);border-radius:.375rem;background:var(--card);color:var(--fg)}
.pages{display:flex;gap:1rem;justify-content:space-between;margin-block-start:1.5rem}
h1{line-height:1.25}.sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
`;

interface Head {
  title: string;
  description: string;
  /** Absolute URL of this page. */
  canonical: string;
  type: 'website' | 'article';
  image?: string | null;
  publishedAt?: string | null;
  rss: string;
}

function page(head: Head, mainClass: string, body: string, base: string): string {
  const image = head.image ? `${base}${head.image}` : null;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(head.title)}</title>
<meta name="description" content="${escapeHtml(head.description)}">
<link rel="canonical" href="${escapeHtml(head.canonical)}">
<link rel="alternate" type="application/rss+xml" title="${SITE} blog" href="${escapeHtml(head.rss)}">
<link rel="icon" href="/favicon.ico">
<meta property="og:site_name" content="${SITE}">
<meta property="og:type" content="${head.type}">
<meta property="og:title" content="${escapeHtml(head.title)}">
<meta property="og:description" content="${escapeHtml(head.description)}">
<meta property="og:url" content="${escapeHtml(head.canonical)}">
${image ? `<meta property="og:image" content="${escapeHtml(image)}">\n<meta name="twitter:card" content="summary_large_image">` : '<meta name="twitter:card" content="summary">'}
${head.publishedAt ? `<meta property="article:published_time" content="${escapeHtml(head.publishedAt)}">` : ''}
<style>${STYLE}</style>
</head>
<body>
<header class="site"><div class="bar"><a class="brand" href="/">${SITE}</a><nav aria-label="Site"><a href="/blog">Blog</a><a href="/login">Sign in</a><a href="${LANDING_SIGN_UP}">Sign up free</a></nav></div></header>
<main class="${mainClass}" id="main">
${body}
</main>
<footer class="site"><div class="bar"><span class="meta">© ${SITE}</span><a href="/">Home</a><a href="${LANDING_SIGN_UP}">Create a free account</a><nav aria-label="Feeds"><a href="/blog/rss.xml">RSS</a><a href="/sitemap.xml">Sitemap</a></nav></div></footer>
</body>
</html>
`;
}

const dateText = (iso: string | null) =>
  iso ? new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso)) : '';
const time = (iso: string | null) =>
  iso ? `<time datetime="${escapeHtml(iso)}">${dateText(iso)}</time>` : '';

function card(post: BlogPostSummary): string {
  const href = escapeHtml(blogPostPath(post.slug));
  return `<li class="card">${post.image_url ? `<img src="${escapeHtml(post.image_url)}" alt="" loading="lazy" width="640" height="360">` : ''}<div>
<h2><a href="${href}">${escapeHtml(post.title)}</a></h2>
<p class="meta">${escapeHtml(post.author.full_name)} · ${time(post.published_at)} · ${escapeHtml(post.category_label)}</p>
<p>${escapeHtml(post.excerpt)}</p>
${post.tags.length ? `<ul class="chips" aria-label="Tags">${post.tags.map((t) => `<li><a href="/blog?tag=${encodeURIComponent(t)}">${escapeHtml(t)}</a></li>`).join('')}</ul>` : ''}
<p class="meta">${post.comment_count} ${post.comment_count === 1 ? 'comment' : 'comments'}</p>
</div></li>`;
}

export interface SidebarData {
  recent: { slug: string; title: string; published_at: string }[];
  categories: { category: string; label: string; count: number }[];
}

function sidebar(side: SidebarData): string {
  return `<aside class="side" aria-label="Blog sidebar">
<section><h2>Recent posts</h2><ul>${side.recent.map((p) => `<li><a href="${escapeHtml(blogPostPath(p.slug))}">${escapeHtml(p.title)}</a> <span class="meta">${dateText(p.published_at)}</span></li>`).join('') || '<li>No posts yet.</li>'}</ul></section>
<section><h2>Categories</h2><ul>${side.categories.map((c) => `<li><a href="/blog?category=${encodeURIComponent(c.category)}">${escapeHtml(c.label)}</a> <span class="meta">(${c.count})</span></li>`).join('')}</ul></section>
</aside>`;
}

export interface IndexQuery {
  page: number;
  search?: string;
  category?: string;
  tag?: string;
}

export function renderIndex(
  base: string,
  query: IndexQuery,
  list: { count: number; posts: BlogPostSummary[] },
  perPage: number,
  side: SidebarData,
): string {
  const params = (page: number) => {
    const p = new URLSearchParams();
    if (query.search) p.set('search', query.search);
    if (query.category) p.set('category', query.category);
    if (query.tag) p.set('tag', query.tag);
    if (page > 1) p.set('page', String(page));
    const s = p.toString();
    return `/blog${s ? `?${s}` : ''}`;
  };
  const pages = Math.max(1, Math.ceil(list.count / perPage));
  const filtered = query.search || query.category || query.tag;
  const options = BLOG_CATEGORIES.map(
    (c) =>
      `<option value="${c.value}"${c.value === query.category ? ' selected' : ''}>${escapeHtml(c.label)}</option>`,
  ).join('');
  const body = `<div>
<h1>Blog</h1>
<form class="search" action="/blog" method="get" role="search">
<label class="sr-only" for="q">Search posts</label><input id="q" name="search" type="search" placeholder="Search posts" value="${escapeHtml(query.search ?? '')}">
<label class="sr-only" for="cat">Category</label><select id="cat" name="category"><option value="">All categories</option>${options}</select>
${query.tag ? `<input type="hidden" name="tag" value="${escapeHtml(query.tag)}">` : ''}
<button type="submit">Search</button>
</form>
${query.tag ? `<p>Tagged <strong>${escapeHtml(query.tag)}</strong> · <a href="/blog">All posts</a></p>` : ''}
${list.posts.length ? `<ul class="cards">${list.posts.map(card).join('')}</ul>` : `<p>${filtered ? 'No posts match. <a href="/blog">See all posts</a>.' : 'No posts yet.'}</p>`}
${pages > 1 ? `<nav class="pages" aria-label="Pages">${query.page > 1 ? `<a href="${escapeHtml(params(query.page - 1))}" rel="prev">Newer posts</a>` : '<span></span>'}<span class="meta">Page ${query.page} of ${pages}</span>${query.page < pages ? `<a href="${escapeHtml(params(query.page + 1))}" rel="next">Older posts</a>` : '<span></span>'}</nav>` : ''}
</div>
${sidebar(side)}`;
  return page(
    {
      title: `Blog · ${SITE}`,
      description: 'News, hiring advice and product updates from the Talent marketplace.',
      canonical: `${base}${params(query.page)}`,
      type: 'website',
      rss: `${base}/blog/rss.xml`,
    },
    'with-side',
    body,
    base,
  );
}

export function renderPost(base: string, post: BlogPost, comments: BlogComment[], side: SidebarData): string {
  const body = `<div><article class="post">
${post.image_url ? `<img src="${escapeHtml(post.image_url)}" alt="" width="1200" height="630">` : ''}
<h1>${escapeHtml(post.title)}</h1>
<p class="meta">By ${escapeHtml(post.author.full_name)} · ${time(post.published_at)} · <a href="/blog?category=${encodeURIComponent(post.category)}">${escapeHtml(post.category_label)}</a></p>
${post.tags.length ? `<ul class="chips" aria-label="Tags">${post.tags.map((t) => `<li><a href="/blog?tag=${encodeURIComponent(t)}">${escapeHtml(t)}</a></li>`).join('')}</ul>` : ''}
<div class="body">${post.body_html}</div>
</article>
<section aria-labelledby="comments"><h2 id="comments">${comments.length} ${comments.length === 1 ? 'comment' : 'comments'}</h2>
<ul class="comments">${comments.map((c) => `<li><p class="meta"><strong>${escapeHtml(c.author.full_name)}</strong> · ${time(c.created_at)}</p><p>${escapeHtml(c.body)}</p></li>`).join('')}</ul>
<p><a href="/pages/blog/detail?slug=${encodeURIComponent(post.slug)}">Sign in to comment</a></p>
</section></div>
${sidebar(side)}`;
  return page(
    {
      title: `${post.title} · ${SITE}`,
      description: post.excerpt || post.title,
      canonical: `${base}${blogPostPath(post.slug)}`,
      type: 'article',
      image: post.image_url,
      publishedAt: post.published_at,
      rss: `${base}/blog/rss.xml`,
    },
    'with-side',
    body,
    base,
  );
}

export function renderNotFound(base: string): string {
  return page(
    {
      title: `Post not found · ${SITE}`,
      description: 'This post does not exist or is not published.',
      canonical: `${base}/blog`,
      type: 'website',
      rss: `${base}/blog/rss.xml`,
    },
    '',
    '<div><h1>Post not found</h1><p>This post does not exist or is not published yet. <a href="/blog">See all posts</a>.</p></div>',
    base,
  );
}

const xml = (text: string) => escapeHtml(text);

export function renderRss(base: string, posts: BlogPost[]): string {
  const items = posts
    .map(
      (p) => `<item>
<title>${xml(p.title)}</title>
<link>${xml(`${base}${blogPostPath(p.slug)}`)}</link>
<guid isPermaLink="true">${xml(`${base}${blogPostPath(p.slug)}`)}</guid>
<pubDate>${new Date(p.published_at!).toUTCString()}</pubDate>
<dc:creator>${xml(p.author.full_name)}</dc:creator>
<category>${xml(p.category_label)}</category>
${p.tags.map((t) => `<category>${xml(t)}</category>`).join('')}
<description>${xml(p.excerpt)}</description>
<content:encoded><![CDATA[${p.body_html.replace(/]]>/g, ']]]]><![CDATA[>')}]]></content:encoded>
</item>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:content="http://purl.org/rss/1.0/modules/content/">
<channel>
<title>${SITE} blog</title>
<link>${xml(`${base}/blog`)}</link>
<atom:link href="${xml(`${base}/blog/rss.xml`)}" rel="self" type="application/rss+xml"/>
<description>News, hiring advice and product updates from the Talent marketplace.</description>
<language>en</language>
${posts[0] ? `<lastBuildDate>${new Date(posts[0].published_at!).toUTCString()}</lastBuildDate>` : ''}
${items}
</channel>
</rss>
`;
}

export function renderSitemap(base: string, posts: { slug: string; updated_at: string }[]): string {
  const urls = [
    `<url><loc>${xml(`${base}/`)}</loc><changefreq>weekly</changefreq></url>`,
    `<url><loc>${xml(`${base}/blog`)}</loc><changefreq>daily</changefreq></url>`,
    ...posts.map(
      (p) =>
        `<url><loc>${xml(`${base}${blogPostPath(p.slug)}`)}</loc><lastmod>${xml(p.updated_at)}</lastmod></url>`,
    ),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls.join('\n')}
</urlset>
`;
}
