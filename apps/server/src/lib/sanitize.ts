/**
 * A strict allow-list sanitiser for the rich text of job descriptions. No HTML sanitising library is
 * installed (sanitize-html, xss, dompurify: none), so this keeps a small, fixed set of markup and writes
 * everything else out as text: unknown tags are dropped (their text kept), the content of script-like
 * elements is dropped whole, every attribute is dropped except `href` on links, and a link keeps its href
 * only for http, https and mailto. The output is rebuilt from tokens (never copied from the input), with
 * every tag balanced, so what a browser parses is exactly what this function decided.
 */

const ALLOWED = new Set(['p', 'br', 'strong', 'em', 'u', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'a']);
/** Editors write these for the same meaning. */
const ALIAS: Record<string, string> = { b: 'strong', i: 'em' };
/** Elements whose content is never text a reader should see. */
const DROP_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'template',
  'textarea',
  'noscript',
  'svg',
  'math',
  'title',
  'head',
  'select',
]);
const VOID = new Set(['br']);
const SAFE_HREF = /^(https?:\/\/|mailto:)[^\s]*$/i;

const TOKEN = /<!--[\s\S]*?(?:-->|$)|<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
const HREF = /(?:^|\s)href\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;

/** Text with markup characters escaped; existing character references (&amp; &#39; &nbsp;) are kept. */
function escapeText(text: string): string {
  return text
    .replace(/&(?!(?:#\d{1,7}|#x[0-9a-f]{1,6}|[a-z][a-z0-9]{1,31});)/gi, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/** The link target when it is http(s) or mailto, else null. Any character reference other than &amp; is
 * refused: a browser decodes them, so `javascript&colon;` must not slip past the scheme check. */
export function safeHref(raw: string): string | null {
  const value = raw.trim().replace(/&amp;/gi, '&');
  if (/&#|&[a-z][a-z0-9]*;/i.test(value)) return null;
  return SAFE_HREF.test(value) ? value : null;
}

function linkTag(attrs: string): string {
  const m = HREF.exec(attrs);
  const href = m ? safeHref(m[1] ?? m[2] ?? m[3] ?? '') : null;
  if (href === null) return '<a rel="noopener">';
  const quoted = href.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return `<a href="${quoted}" rel="noopener">`;
}

export function sanitizeHtml(input: string): string {
  const out: string[] = [];
  const open: string[] = [];
  let dropping: string | null = null;
  let last = 0;
  const closeTo = (name: string) => {
    const at = open.lastIndexOf(name);
    if (at < 0) return;
    while (open.length > at) out.push(`</${open.pop()}>`);
  };
  for (const m of input.matchAll(TOKEN)) {
    const text = input.slice(last, m.index);
    last = m.index + m[0].length;
    if (dropping === null) out.push(escapeText(text));
    const [, slash, rawName, attrs = ''] = m;
    if (!rawName) continue; // a comment
    const lower = rawName.toLowerCase();
    if (dropping !== null) {
      if (slash && lower === dropping) dropping = null;
      continue;
    }
    if (DROP_CONTENT.has(lower)) {
      if (!slash && !attrs.trim().endsWith('/')) dropping = lower;
      continue;
    }
    const name = ALIAS[lower] ?? lower;
    if (!ALLOWED.has(name)) continue;
    if (slash) {
      closeTo(name);
    } else if (VOID.has(name)) {
      out.push(`<${name}>`);
    } else {
      // A link inside a link is not valid HTML; close the outer one as a browser would.
      if (name === 'a') closeTo('a');
      out.push(name === 'a' ? linkTag(attrs) : `<${name}>`);
      open.push(name);
    }
  }
  if (dropping === null) out.push(escapeText(input.slice(last)));
  while (open.length > 0) out.push(`</${open.pop()}>`);
  return out.join('');
}

/** The visible text of sanitised markup (publishing needs a description with words in it). */
export function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/gi, ' ')
    .trim();
}
