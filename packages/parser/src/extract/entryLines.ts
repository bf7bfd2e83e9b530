/** Line-level helpers shared by the experience and education extractors: dates, parts, body lines. */
import type { Line } from '../text/lines';
import type { EntrySource } from '../types';
import {
  ANY_DATE_RE,
  BULLET_RE,
  DATE_RANGE_RE,
  DURATION_ANY_RE,
  DURATION_RE,
  SINCE_RE,
  normalizeDate,
} from './patterns';

export const isBullet = (s: string) => BULLET_RE.test(s);

/** Splits a header row into parts at " | ", " – ", " — ", " · ", " • " and wide gaps. */
export function parts(text: string): string[] {
  return text
    .split(/\s+[|•·◆]\s+|\s+[–—]\s+|\s{2,}|\s*\|\s*/u)
    .map((p) => p.trim())
    .filter(Boolean);
}

export interface DateSpan {
  start: string | null;
  end: string | null;
}

/** The date range of a line: "Mar 2019 – Present", "since January 2016", or null. */
export function rangeOf(text: string): DateSpan | null {
  const m = DATE_RANGE_RE.exec(text);
  if (m) return { start: normalizeDate(m[1]!), end: normalizeDate(m[2]!) };
  const s = SINCE_RE.exec(text);
  if (s) return { start: normalizeDate(s[1]!), end: 'present' };
  return null;
}

/** A single date alone in a part ("2019", "May 2021"), as the end of an entry (a graduation). */
export function singleDateOf(text: string): string | null {
  for (const p of parts(text)) {
    const t = p.replace(/[(),]/g, ' ').trim();
    const m = ANY_DATE_RE.exec(t);
    if (m && m[0].length >= t.length - 2) return normalizeDate(m[0]);
  }
  const tail = /,\s*((?:19|20)\d{2})\b/.exec(text);
  return tail ? tail[1]! : null;
}

export const hasDate = (text: string) => rangeOf(text) !== null;

/** Removes date ranges, "since X", durations and URLs from a header text. */
export function stripNoise(text: string): string {
  return text
    .replace(DATE_RANGE_RE, ' ')
    .replace(SINCE_RE, ' ')
    .replace(DURATION_ANY_RE, ' ')
    .replace(/\b(?:https?:\/\/|www\.)\S+/gi, ' ')
    .replace(/\(\s*\)/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s|•·,–—-]+|[\s|•·,–—-]+$/g, '')
    .trim();
}

export const isDuration = (text: string) => DURATION_RE.test(text.trim());

/** Prose rather than a header: a sentence, a long line, or a line that continues one. */
export function isProse(text: string): boolean {
  if (isBullet(text)) return true;
  const core = stripNoise(text);
  if (!core) return false;
  const words = core.split(/\s+/).length;
  if (core.length > 90) return true;
  if (/^[a-z(]/.test(core)) return true;
  return /[.;!]$/.test(core) && words >= 4;
}

/** Where an entry came from: the page and the first and last line (indexes into the document's lines). */
export function sourceOf(lines: Line[], indexOf: (l: Line) => number): EntrySource | undefined {
  if (lines.length === 0) return undefined;
  const idx = lines.map(indexOf).filter((i) => i >= 0);
  if (idx.length === 0) return undefined;
  return {
    page: lines[0]!.page ?? null,
    line_start: Math.min(...idx),
    line_end: Math.max(...idx),
  };
}
