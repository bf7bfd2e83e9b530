/**
 * The blog body's HTML, made safe with sanitize-html (a maintained allow-list sanitiser): the markup the
 * portal's rich-text editor writes is kept; scripts, styles, frames, forms, event handlers (every attribute
 * not listed) and links or images whose URL is not http(s), mailto or a path on this site are dropped.
 */
import sanitize from 'sanitize-html';

const OPTIONS: sanitize.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'strong',
    'em',
    'u',
    's',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'hr',
    'a',
    'img',
  ],
  // rel is set on every link by transformTags (whatever the input said).
  allowedAttributes: { a: ['href', 'title', 'rel'], img: ['src', 'alt', 'title'] },
  // Relative URLs (paths on this site) stay; a protocol-relative one (//evil.org) does not.
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  // The editor's h1 is the page's title: headings inside the body start at h2.
  transformTags: {
    h1: 'h2',
    b: 'strong',
    i: 'em',
    strike: 's',
    del: 's',
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, rel: 'noopener noreferrer nofollow' },
    }),
  },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  // Whatever is inside these is never text a reader should see.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'template',
    'svg',
    'math',
  ],
  disallowedTagsMode: 'discard',
  // An image without a source, or a link whose href was dropped, is kept empty rather than broken.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** The allowed markup of `html`; everything else is dropped (the text of unknown elements is kept). */
export function sanitizeBlogHtml(html: string): string {
  return sanitize(html, OPTIONS);
}

/** The visible words of some HTML, spaces collapsed. */
export function plainText(html: string): string {
  return sanitize(html.replace(/<\/(p|h[1-6]|li|blockquote|pre)>|<br\s*\/?>/gi, ' $&'), {
    allowedTags: [],
    allowedAttributes: {},
    nonTextTags: OPTIONS.nonTextTags,
  })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}
