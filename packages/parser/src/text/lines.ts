import type { HeadingLevel } from '../types';

/** Where a piece of a line sits on a PDF page, for masking contact details in previews. */
export interface Span {
  start: number;
  end: number;
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Line {
  text: string;
  level: HeadingLevel;
  /** Larger than the body text or set in a different font: a heading candidate. */
  emphasis?: 'size' | 'font';
  height?: number;
  /** DOCX: the line comes from a page header or footer part (contact details often live there). */
  part?: 'header' | 'footer';
  /** PDF: the font id most of the line is set in. */
  font?: string;
  page?: number;
  /** Text before excluded terms were stripped, with the spans indexed into it. */
  raw?: string;
  spans?: Span[];
}

/** The format readers' common output. */
export interface RawDocument {
  lines: Line[];
  /** Link targets (PDF link annotations, HTML/DOCX hyperlinks), in document order. */
  links: Array<{ url: string; page?: number; rect?: [number, number, number, number] }>;
  /** Values read from dedicated HTML tags (spec 5: first name, last name, city, e-mail, state, postal code, address line 1). */
  tagged?: Partial<
    Record<'first_name' | 'last_name' | 'city' | 'email' | 'state' | 'Zipcode' | 'address', string>
  >;
  pages?: { count: number; sizes: Array<{ width: number; height: number }> };
}

export interface LineFilterOptions {
  blockedKeywords: string[];
  blockedDomains: string[];
  excludedTerms: string[];
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A whole-word, case-insensitive alternation; null when the list is empty. */
export function wordListRegExp(words: string[], flags = 'iu'): RegExp | null {
  const cleaned = [...new Set(words.map((w) => w.trim()).filter(Boolean))].sort(
    (a, b) => b.length - a.length,
  );
  if (cleaned.length === 0) return null;
  const alts = cleaned.map(escapeRegExp).join('|');
  // ASCII lists use ASCII word edges without the "u" flag: many times faster on long texts.
  // eslint-disable-next-line no-control-regex
  if (cleaned.every((w) => /^[\x00-\x7F]*$/.test(w))) {
    return new RegExp(`(?<![A-Za-z0-9_])(?:${alts})(?![A-Za-z0-9_])`, flags.replace('u', ''));
  }
  return new RegExp(
    `(?<![\\p{L}\\p{N}])(?:${alts})(?![\\p{L}\\p{N}])`,
    flags.includes('u') ? flags : `${flags}u`,
  );
}

/**
 * Spec 000 section 5: lines containing blocked keywords or blocked domains are removed, so are blank
 * lines and lines beginning with ".", "body" or "table"; excluded terms are stripped.
 */
export function filterLines(lines: Line[], opts: LineFilterOptions): Line[] {
  const keywordRe = wordListRegExp(opts.blockedKeywords);
  const domains = opts.blockedDomains.map((d) => d.trim().toLowerCase().replace(/^@/, '')).filter(Boolean);
  const excludedRe = wordListRegExp(opts.excludedTerms, 'giu');
  const out: Line[] = [];
  for (const line of lines) {
    const text = line.text.trim();
    if (text === '') continue;
    if (text.startsWith('.') || text.startsWith('body') || text.startsWith('table')) continue;
    if (keywordRe && keywordRe.test(text)) continue;
    if (domains.length > 0) {
      const lower = text.toLowerCase();
      if (domains.some((d) => lower.includes(d))) continue;
    }
    if (excludedRe) {
      const stripped = text.replace(excludedRe, ' ').replace(/\s+/g, ' ').trim();
      if (stripped === '') continue;
      if (stripped !== text) {
        out.push({ ...line, raw: line.raw ?? line.text, text: stripped });
        continue;
      }
    }
    out.push(text === line.text ? line : { ...line, text });
  }
  return out;
}

/** Spec 000 section 5: PDF heading levels from font height, thresholds 80, 50, 20, 15 and 12. */
export function headingLevelFromHeight(height: number): HeadingLevel {
  // "Above 80 is h1, 20 to 50 is h2": 80 is the h1 line. The spec leaves 50..80 unassigned; it is not
  // above 80, so it stays in the largest band below h1 (h2). Section detection does not rest on these
  // bands alone: it also compares each line with the body type (markEmphasis) and the heading words.
  if (height > 80) return 'h1';
  if (height > 20) return 'h2';
  if (height > 15) return 'h3';
  if (height > 12) return 'bold';
  return 'plain';
}
