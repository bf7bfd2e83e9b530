import type { HeadingLevel } from '../types';
import type { Line, RawDocument } from '../text/lines';
import { normalizeText, tidyLine } from '../text/normalize';

/**
 * A small HTML reader that needs no DOM (Web Workers have none): it tokenises the markup, never runs
 * scripts and never fetches anything (script, style, template, head contents are skipped; src/href are
 * only read as strings).
 */

const SKIP = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'head',
  'svg',
  'math',
  'iframe',
  'object',
  'select',
]);
const BLOCK = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'br',
  'dd',
  'div',
  'dl',
  'dt',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'tbody',
  'td',
  'th',
  'thead',
  'tfoot',
  'tr',
  'ul',
  'title',
  'body',
  'html',
  'caption',
]);
const CELL = new Set(['td', 'th']);
const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  bull: '•',
  middot: '·',
  copy: '©',
  reg: '®',
  trade: '™',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
  laquo: '«',
  raquo: '»',
  eacute: 'é',
  egrave: 'è',
  aacute: 'á',
  agrave: 'à',
  oacute: 'ó',
  uacute: 'ú',
  iacute: 'í',
  ntilde: 'ñ',
  uuml: 'ü',
  ouml: 'ö',
  auml: 'ä',
  ccedil: 'ç',
  szlig: 'ß',
  times: '×',
  deg: '°',
  euro: '€',
  pound: '£',
  yen: '¥',
  cent: '¢',
};

export function decodeHtmlEntities(s: string): string {
  if (!s.includes('&')) return s;
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+\d*);?/gi, (all, e: string) => {
    if (e[0] === '#') {
      const code = e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : '';
    }
    return ENTITIES[e.toLowerCase()] ?? all;
  });
}

function parseAttrs(s: string): Record<string, string> {
  const out: Record<string, string> = {};
  const re = /([^\s=/>"']+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(s))) out[m[1]!.toLowerCase()] = decodeHtmlEntities(m[2] ?? m[3] ?? m[4] ?? '');
  return out;
}

type TagField = NonNullable<RawDocument['tagged']>;
type TagKey = keyof TagField;

/** Spec 5: HTML parsing reads tags for first name, last name, city, e-mail, state abbreviation, postal code, address line 1. */
const FIELD_TAGS: Array<[TagKey, RegExp]> = [
  ['first_name', /^(?:given-?name|first-?name|firstname|fname|first_name)$/i],
  ['last_name', /^(?:family-?name|last-?name|lastname|lname|surname|last_name)$/i],
  ['city', /^(?:locality|city|address-?level2|addresslocality)$/i],
  ['email', /^(?:email|e-mail|mail)$/i],
  ['state', /^(?:region|state|address-?level1|addressregion|state_abbr|stateabbr)$/i],
  ['Zipcode', /^(?:postal-?code|postalcode|zip|zipcode|zip-?code|zip_code)$/i],
  ['address', /^(?:street-?address|address-?line-?1|address1|addressline1|streetaddress|address_line_1)$/i],
];

function fieldOf(attrs: Record<string, string>): TagKey | null {
  const names = [
    attrs.itemprop,
    attrs.autocomplete,
    attrs.name,
    attrs.id,
    ...(attrs.class ?? '').split(/\s+/),
  ].filter((v): v is string => !!v);
  for (const [key, re] of FIELD_TAGS) if (names.some((n) => re.test(n.trim()))) return key;
  return null;
}

export function readHtml(html: string): RawDocument {
  const lines: Line[] = [];
  const links: RawDocument['links'] = [];
  const tagged: TagField = {};
  let buf = '';
  let skipDepth = 0;
  let skipTag = '';
  const openFields: Array<{ key: TagKey; tag: string; start: number; text: string[] }> = [];
  const textParts: string[] = [];
  let headingTag: HeadingLevel | null = null;

  const flush = () => {
    const t = tidyLine(normalizeText(buf));
    if (t) lines.push({ text: t, level: headingTag ?? 'plain' });
    buf = '';
  };

  const re =
    /<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>|<![^>]*>|<\?[\s\S]*?\?>|<\/?([a-zA-Z][\w:-]*)([^>]*)>|([^<]+)|</g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(html))) {
    const [tok, rawName, rawAttrs, text] = m;
    if (text !== undefined || tok === '<') {
      if (skipDepth > 0) continue;
      const t = decodeHtmlEntities(text ?? '<');
      buf += t;
      for (const f of openFields) f.text.push(t);
      textParts.push(t);
      continue;
    }
    if (!rawName) continue;
    const name = rawName.toLowerCase();
    const closing = tok[1] === '/';
    if (skipDepth > 0) {
      if (name === skipTag) skipDepth += closing ? -1 : tok.endsWith('/>') ? 0 : 1;
      continue;
    }
    if (!closing && SKIP.has(name)) {
      if (!VOID.has(name) && !tok.endsWith('/>')) {
        skipDepth = 1;
        skipTag = name;
      }
      continue;
    }
    if (closing) {
      for (let i = openFields.length - 1; i >= 0; i--) {
        const f = openFields[i]!;
        if (f.tag === name) {
          const v = tidyLine(normalizeText(f.text.join('')));
          if (v && !tagged[f.key]) tagged[f.key] = v;
          openFields.splice(i, 1);
          break;
        }
      }
    }
    if (BLOCK.has(name)) {
      if (CELL.has(name) && closing) buf += ' | ';
      else flush();
    }
    if (/^h[1-6]$/.test(name))
      headingTag = closing
        ? null
        : name === 'h1'
          ? 'h1'
          : name === 'h2'
            ? 'h2'
            : name === 'h3'
              ? 'h3'
              : 'bold';
    if (closing) continue;
    const attrs = parseAttrs(rawAttrs ?? '');
    if (name === 'a' && attrs.href) links.push({ url: attrs.href });
    if (name === 'input' || name === 'meta') {
      const key = fieldOf(attrs);
      const v = attrs.value ?? attrs.content;
      if (key && v && !tagged[key]) tagged[key] = tidyLine(normalizeText(v));
      continue;
    }
    const key = fieldOf(attrs);
    if (key && !VOID.has(name)) openFields.push({ key, tag: name, start: textParts.length, text: [] });
  }
  flush();
  return { lines, links, tagged };
}

/** Text of an HTML fragment (message bodies), lines joined by newlines. */
export function htmlToText(html: string): string {
  return readHtml(html)
    .lines.map((l) => l.text)
    .join('\n');
}
