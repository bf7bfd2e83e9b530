/** Column gutters of a PDF page: where a sidebar or a second column begins (reading order, layout.ts). */
import type { Segment } from './layout';

/**
 * Finds the gutter of a two-column (sidebar) page: an x position that few rows cross and that has real
 * text on both sides. Returns null for single-column pages (right-aligned date columns do not count:
 * long bullet lines cross their gutter).
 */
export function findGutter(segs: Segment[], pageWidth: number): number | null {
  if (segs.length < 8) return null;
  const step = 4;
  const bins = Math.ceil(pageWidth / step) + 1;
  const cover = new Uint16Array(bins);
  const charsLeftOf = new Float64Array(bins);
  let totalChars = 0;
  for (const s of segs) {
    const a = Math.max(0, Math.floor(s.x0 / step));
    const b = Math.min(bins - 1, Math.ceil(s.x1 / step));
    for (let i = a; i <= b; i++) cover[i] = (cover[i] ?? 0) + 1;
    let n = 0;
    for (const it of s.items) n += it.str.length;
    totalChars += n;
    const mid = Math.min(bins - 1, Math.max(0, Math.floor((s.x0 + s.x1) / 2 / step)));
    charsLeftOf[mid] = (charsLeftOf[mid] ?? 0) + n;
  }
  // prefix sums of chars by segment midpoint
  for (let i = 1; i < bins; i++) charsLeftOf[i] = (charsLeftOf[i] ?? 0) + (charsLeftOf[i - 1] ?? 0);
  let best: number | null = null;
  let bestCover = Infinity;
  const lo = Math.floor((pageWidth * 0.2) / step);
  // Right-aligned date/location columns start at about 75% of the width; sidebars end before 70%.
  const hi = Math.ceil((pageWidth * 0.7) / step);
  for (let i = lo; i <= hi && i < bins; i++) {
    const c = cover[i] ?? 0;
    if (c > segs.length * 0.08) continue;
    const left = charsLeftOf[i] ?? 0;
    const right = totalChars - left;
    // A narrow sidebar (LinkedIn's Contact / Top Skills column) holds a few per cent of the page's text.
    if (left < totalChars * 0.03 || right < totalChars * 0.03) continue;
    if (c < bestCover) {
      bestCover = c;
      best = i * step;
    }
  }
  if (best === null) return null;
  // Both sides must hold many rows of their own, not a few stray labels.
  let leftRows = 0;
  let rightRows = 0;
  for (const s of segs) {
    if (s.x1 <= best) leftRows++;
    else if (s.x0 >= best) rightRows++;
  }
  if (leftRows < 4 || rightRows < 4) return null;
  return isColumnGutter(segs, best) ? best : null;
}

const YEAR_RE = /\b(?:19|20)\d{2}\b/;

/**
 * A gutter between columns, not a gap before right-aligned text or after a date column: the right
 * side's segments start at one x (a column's left edge) rather than end at one x (right-aligned dates
 * and places), and the left side is not mostly dates (a date column beside its entries).
 */
function isColumnGutter(segs: Segment[], gutter: number): boolean {
  const starts = new Map<number, number>();
  const ends = new Map<number, number>();
  let right = 0;
  let left = 0;
  let leftDates = 0;
  let rightDates = 0;
  for (const s of segs) {
    if (s.x0 >= gutter) {
      right++;
      const t = s.items.map((i) => i.str).join('');
      if (t.split(/\s+/).length <= 5 && (YEAR_RE.test(t) || /,\s*[A-Z]{2}$/.test(t.trim()))) rightDates++;
      const a = Math.round(s.x0 / 3);
      const b = Math.round(s.x1 / 3);
      starts.set(a, (starts.get(a) ?? 0) + 1);
      ends.set(b, (ends.get(b) ?? 0) + 1);
    } else if (s.x1 <= gutter) {
      left++;
      if (YEAR_RE.test(s.items.map((i) => i.str).join(''))) leftDates++;
    }
  }
  const maxOf = (m: Map<number, number>) => Math.max(0, ...m.values());
  // Right-aligned text that sits on its entry's row (dates, places): no column.
  const leftRowsY = new Set(segs.filter((s) => s.x1 <= gutter).map((s) => Math.round(s.y)));
  const paired = segs.filter((s) => s.x0 >= gutter && leftRowsY.has(Math.round(s.y))).length;
  if (maxOf(ends) > maxOf(starts) && paired >= right * 0.8) return false;
  // Dates and places at a tab stop right of their entries ("Title<tab>05/2022 - 04/2024"): no column.
  if (rightDates >= right * 0.6) return false;
  return leftDates < left * 0.5;
}
