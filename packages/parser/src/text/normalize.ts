/**
 * Text normalisation shared by every format: NFKC (ligatures such as "ﬁ" become "fi", full-width forms
 * become ASCII), private-use icon-font glyphs become a separator, invisible characters go.
 */

// Private-use areas: BMP U+E000..U+F8FF and planes 15/16. Icon fonts (Font Awesome and friends) live here.
const PRIVATE_USE = /[\uE000-\uF8FF\u{F0000}-\u{FFFFD}\u{100000}-\u{10FFFD}]+/gu;
// eslint-disable-next-line no-control-regex -- control characters are exactly what this removes
const INVISIBLE = /[\u00AD\u200B-\u200D\u2060\uFEFF\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;
const SPACES = /[\s\u00A0\u2000-\u200A\u202F\u205F\u3000]+/g;

/** The separator an icon glyph turns into, so "⌂San Francisco✉john@x.com" keeps its field boundary. */
export const ICON_SEPARATOR = ' | ';

export function hasPrivateUse(s: string): boolean {
  PRIVATE_USE.lastIndex = 0;
  return PRIVATE_USE.test(s);
}

/** Normalise one run of text (a PDF item, a DOCX paragraph, an HTML text node). Keeps inner single spaces. */
export function normalizeText(s: string): string {
  // Fast path: printable ASCII without runs of spaces needs nothing (most PDF text items).
  if (!/[^\x20-\x7E]| {2}/.test(s)) return s;
  let out = s;
  // Fast path: pure ASCII needs no NFKC.
  // eslint-disable-next-line no-control-regex
  if (/[^\x00-\x7F]/.test(out)) {
    out = out.replace(PRIVATE_USE, ICON_SEPARATOR).normalize('NFKC');
  }
  return out.replace(INVISIBLE, '').replace(SPACES, ' ');
}

/** Clean a finished line: collapse separators and spaces, trim dangling separators. */
export function tidyLine(s: string): string {
  return s
    .replace(/\s+/g, ' ')
    .replace(/(?:\s*\|\s*){2,}/g, ' | ')
    .replace(/^[\s|]+|[\s|]+$/g, '')
    .trim();
}
