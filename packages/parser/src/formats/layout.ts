import { headingLevelFromHeight, type Line, type Span } from '../text/lines';
import { normalizeText, tidyLine } from '../text/normalize';
import { classifyHeading } from '../extract/sections';
import { findGutter } from './gutter';

/** A positioned run of text from pdf.js getTextContent, already normalised. */
export interface PositionedItem {
  str: string;
  x: number;
  /** baseline, PDF user space (origin bottom-left) */
  y: number;
  width: number;
  height: number;
  font: string;
}

const SPAN_PAGES = 2;
const LETTER_SPACED_RE = /^\p{L}(?: \p{L}){2,}$/u;

interface Row {
  y: number;
  height: number;
  items: PositionedItem[];
}

export interface Segment {
  x0: number;
  x1: number;
  y: number;
  height: number;
  items: PositionedItem[];
}

/** pdf.js item -> positioned item, or null for empty runs. */
export function toPositionedItem(item: {
  str: string;
  transform: number[];
  width: number;
  height: number;
  fontName: string;
}): PositionedItem | null {
  if (item.str === '') return null;
  let str = normalizeText(item.str);
  if (str.trim() === '') return null;
  // Class: letter-spaced display type ("J O H N"): pdf.js puts a space between the spread letters of
  // one run; the words are separate runs. Three or more single letters separated by single spaces.
  if (LETTER_SPACED_RE.test(str)) str = str.replace(/ /g, '');
  const t = item.transform;
  const height = Math.hypot(t[2] ?? 0, t[3] ?? 0) || item.height;
  return { str, x: t[4] ?? 0, y: t[5] ?? 0, width: item.width, height, font: item.fontName };
}

function buildRows(items: PositionedItem[]): Row[] {
  const sorted = items.slice().sort((a, b) => b.y - a.y || a.x - b.x);
  const rows: Row[] = [];
  let current: Row | null = null;
  for (const it of sorted) {
    // The smaller size sets the tolerance (class: display type beside a column of small text: a 48 pt
    // name must not swallow the four sidebar rows that sit within its height).
    if (current && Math.abs(current.y - it.y) <= 0.35 * Math.max(Math.min(current.height, it.height), 1)) {
      current.items.push(it);
      if (it.height > current.height) current.height = it.height;
    } else {
      current = { y: it.y, height: it.height, items: [it] };
      rows.push(current);
    }
  }
  for (const r of rows) r.items.sort((a, b) => a.x - b.x);
  return rows;
}

function splitSegments(row: Row): Segment[] {
  const segs: Segment[] = [];
  let seg: Segment | null = null;
  for (const it of row.items) {
    // Between runs of different sizes the smaller one sets the gap (class: a display-type name level
    // with a sidebar's small text is a separate segment, not one line).
    const last = seg?.items[seg.items.length - 1];
    const h = last ? Math.min(it.height, last.height) : it.height;
    // Body type: a gap over 2.2 line heights separates columns (a 25 pt gutter beside right-aligned
    // dates); display type keeps 3 (letter-spaced names spread their words wide).
    const base = Math.max(h, Math.min(row.height, it.height) * 0.5);
    const gapLimit = Math.max((base >= 14 ? 3 : 2.2) * base, 16);
    if (seg && it.x - seg.x1 <= gapLimit) {
      seg.items.push(it);
      seg.x1 = Math.max(seg.x1, it.x + it.width);
    } else {
      seg = { x0: it.x, x1: it.x + it.width, y: row.y, height: row.height, items: [it] };
      segs.push(seg);
    }
  }
  return segs;
}

function segmentToLine(seg: { items: PositionedItem[]; height: number }, page: number): Line {
  let text = '';
  const spans: Span[] = [];
  let prev: PositionedItem | null = null;
  const fontChars = new Map<string, number>();
  let maxHeight = 0;
  for (const it of seg.items) {
    if (prev) {
      const gap = it.x - (prev.x + prev.width);
      const needsSpace =
        gap > 0.12 * Math.max(it.height, prev.height) && !text.endsWith(' ') && !it.str.startsWith(' ');
      if (needsSpace) text += ' ';
    }
    const start = text.length;
    text += it.str;
    // Positions are kept for the first pages only: contact details (what previews mask) live there.
    if (page <= SPAN_PAGES)
      spans.push({ start, end: text.length, page, x: it.x, y: it.y, width: it.width, height: it.height });
    if (it.str !== ' | ') {
      fontChars.set(it.font, (fontChars.get(it.font) ?? 0) + it.str.length);
      if (it.height > maxHeight) maxHeight = it.height;
    }
    prev = it;
  }
  let font = '';
  let most = -1;
  for (const [f, n] of fontChars) if (n > most) [font, most] = [f, n];
  const tidy = tidyLine(text);
  return {
    text: tidy,
    raw: text,
    ...(page <= SPAN_PAGES ? { spans } : {}),
    level: headingLevelFromHeight(maxHeight),
    height: maxHeight,
    page,
    font,
  };
}

/** One page of positioned items -> lines in reading order (sidebars and columns read one after another). */
export function pageToLines(items: PositionedItem[], page: number, pageWidth: number): Line[] {
  if (items.length === 0) return [];
  const rows = buildRows(items);
  const rowSegs = rows.map(splitSegments);
  const all = rowSegs.flat();
  const gutter = findGutter(all, pageWidth);
  const out: Line[] = [];
  if (gutter === null) {
    for (const segs of rowSegs) {
      // Segments of one row stay one line (a right-aligned date stays with its entry), split by a wide gap marker.
      const items: PositionedItem[] = [];
      segs.forEach((s, i) => {
        if (i > 0) items.push({ str: ' | ', x: s.x0 - 0.01, y: s.y, width: 0, height: 0, font: '' });
        items.push(...s.items);
      });
      out.push(segmentToLine({ items, height: segs[0]?.height ?? 0 }, page));
    }
    return out.filter((l) => l.text !== '');
  }
  // Two columns: rows crossing the gutter are emitted in place; between them, the left column then the right.
  let left: Segment[] = [];
  let right: Segment[] = [];
  const flush = () => {
    for (const s of left) out.push(segmentToLine(s, page));
    for (const s of right) out.push(segmentToLine(s, page));
    left = [];
    right = [];
  };
  // Rows above the first row with text on both sides (a name or headline over one column) read in place.
  // Class: columns begin once each side has shown a row of its own (a name over the main column beside
  // a sidebar's first lines is not a page-wide header), unless the left side is a table's section labels
  // beside their cells: those read row by row from the first row with text on both sides.
  let leftOnly = 0;
  let both = 0;
  let labels = 0;
  for (const segs of rowSegs) {
    if (segs.some((s) => s.x0 < gutter - 2 && s.x1 > gutter + 2)) continue;
    const l = segs.filter((s) => s.x1 <= gutter + 2);
    const r = segs.some((s) => s.x1 > gutter + 2);
    if (l.length && r) both++;
    else if (l.length) leftOnly++;
    if (l.length === 1 && classifyHeading(l[0]!.items.map((i) => i.str).join(' '))) labels++;
  }
  // A table's left column is section labels beside their cells: read row by row.
  const byPitch = labels < (both + leftOnly) * 0.6;
  let started = false;
  let seenLeft = false;
  let seenRight = false;
  for (const segs of rowSegs) {
    const crossing = segs.some((s) => s.x0 < gutter - 2 && s.x1 > gutter + 2);
    const hasLeft = segs.some((s) => s.x1 <= gutter + 2);
    const hasRight = segs.some((s) => s.x1 > gutter + 2);
    if (!crossing) {
      seenLeft ||= hasLeft;
      seenRight ||= hasRight;
      if (hasLeft && hasRight) started = true;
      if (byPitch && seenLeft && seenRight) started = true;
    }
    // Class: a sidebar whose section title ("CONTACT") sits above the main column's first line: the
    // title reads with its column, not before everything.
    if (
      !started &&
      !crossing &&
      segs.length === 1 &&
      classifyHeading(segs[0]!.items.map((i) => i.str).join(' '))
    ) {
      (hasLeft ? left : right).push(segs[0]!);
      continue;
    }
    if (crossing || !started) {
      flush();
      const items: PositionedItem[] = [];
      segs.forEach((s, i) => {
        if (i > 0) items.push({ str: ' | ', x: s.x0 - 0.01, y: s.y, width: 0, height: 0, font: '' });
        items.push(...s.items);
      });
      out.push(segmentToLine({ items, height: segs[0]?.height ?? 0 }, page));
      continue;
    }
    const l = segs.filter((s) => s.x1 <= gutter + 2);
    const r = segs.filter((s) => s.x1 > gutter + 2);
    if (l.length) left.push(mergeRow(l));
    if (r.length) right.push(mergeRow(r));
  }
  flush();
  return out.filter((l) => l.text !== '');
}

function mergeRow(segs: Segment[]): Segment {
  if (segs.length === 1) return segs[0]!;
  const items: PositionedItem[] = [];
  segs.forEach((s, i) => {
    if (i > 0) items.push({ str: ' | ', x: s.x0 - 0.01, y: s.y, width: 0, height: 0, font: '' });
    items.push(...s.items);
  });
  return {
    x0: segs[0]!.x0,
    x1: segs[segs.length - 1]!.x1,
    y: segs[0]!.y,
    height: Math.max(...segs.map((s) => s.height)),
    items,
  };
}

/** Marks heading candidates: lines taller than the body text, or short lines in a different font. */
export function markEmphasis(lines: Line[]): void {
  const heights = new Map<number, number>();
  const fonts = new Map<string, number>();
  for (const l of lines) {
    const h = Math.round((l.height ?? 0) * 2) / 2;
    heights.set(h, (heights.get(h) ?? 0) + l.text.length);
    if (l.font) fonts.set(l.font, (fonts.get(l.font) ?? 0) + l.text.length);
  }
  let bodyHeight = 0;
  let most = -1;
  for (const [h, n] of heights) if (n > most) [bodyHeight, most] = [h, n];
  let bodyFont = '';
  most = -1;
  for (const [f, n] of fonts) if (n > most) [bodyFont, most] = [f, n];
  for (const l of lines) {
    const h = l.height ?? 0;
    const short = l.text.length <= 60;
    if (h > bodyHeight * 1.15 && short) l.emphasis = 'size';
    else if (short && !!l.font && l.font !== bodyFont && l.text.split(' ').length <= 5) l.emphasis = 'font';
  }
}
