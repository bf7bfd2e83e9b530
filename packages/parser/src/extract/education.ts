/**
 * Education: the section's lines -> degrees. A line may carry an institution, a degree (with its field),
 * a "Major in" line, dates and a grade; a second institution or degree starts the next entry.
 */
import type { Line } from '../text/lines';
import type { EducationEntry } from '../types';
import { isBullet, parts, rangeOf, singleDateOf, sourceOf, stripNoise } from './entryLines';
import { INSTITUTION_RE } from './patterns';

const LONG_DEGREE =
  "(?:bachelor|master|doctor|associate)(?:'s)?\\s+of\\s+(?:business\\s+administration|public\\s+(?:health|administration)|fine\\s+arts|applied\\s+science|computer\\s+applications|social\\s+work|science|arts|engineering|philosophy|laws|education|technology|commerce|nursing|medicine|music|architecture)";
// Short forms are case-sensitive (MA, MS are also state codes; checked below).
const SHORT_DEGREE =
  'Ph\\.?\\s?D\\.?|M\\.?B\\.?A\\.?|B\\.?B\\.?A\\.?|B\\.?\\s?Eng\\.?|M\\.?\\s?Eng\\.?|B\\.?\\s?Tech\\.?|M\\.?\\s?Tech\\.?|B\\.?\\s?Sc\\.?|M\\.?\\s?Sc\\.?|B\\.?\\s?S\\.?|M\\.?\\s?S\\.?|B\\.?\\s?A\\.?|M\\.?\\s?A\\.?|A\\.?\\s?S\\.?|A\\.?\\s?A\\.?|J\\.?\\s?D\\.?|M\\.?\\s?D\\.?|LL\\.?\\s?[BM]\\.?|Ed\\.?\\s?D\\.?';
const LONG_RE = new RegExp(`\\b${LONG_DEGREE}\\b`, 'i');
const SHORT_RE = new RegExp(`(?<![\\w.])(?:${SHORT_DEGREE})(?![\\w])`);
const OTHER_RE =
  /\b(?:bachelor(?:'s)?|master(?:'s)?|doctorate|associate(?:'s)? degree|diploma|high school diploma|GED)\b/i;
const GRADE_RE =
  /\b(?:GPA|CGPA|grade)\s*:?\s*(\d(?:[.,]\d{1,2})?(?:\s*\/\s*\d(?:[.,]\d{1,2})?)?)|\b((?:summa|magna)\s+cum\s+laude|cum\s+laude|first[- ]class\s+honou?rs|(?:upper|lower)\s+second[- ]class\s+honou?rs|with\s+(?:distinction|honou?rs))\b/i;
const COURSEWORK_RE = /^(?:relevant\s+)?(?:course\s*work|courses|modules)\b/i;
const MAJOR_RE = /^(?:major(?:ed)?|concentration|specialization|field of study)\s*(?:in|:)\s*(.+)$/i;

/** The degree in a text: its words as printed and where it ends, or null. */
export function findDegree(text: string): { degree: string; index: number; end: number } | null {
  const long = LONG_RE.exec(text);
  if (long) return { degree: long[0], index: long.index, end: long.index + long[0].length };
  SHORT_RE.lastIndex = 0;
  const re = new RegExp(SHORT_RE.source, 'g');
  for (let m = re.exec(text); m; m = re.exec(text)) {
    // "Boston, MA" / "Jackson, MS": a state code after a comma, not a degree.
    const after = text.slice(m.index + m[0].length);
    if (
      /^[A-Z]{2}$/.test(m[0]) &&
      /,\s*$/.test(text.slice(0, m.index)) &&
      /^\s*(?:\d{5}|$|[|,·–—-])/.test(after)
    )
      continue;
    return { degree: m[0], index: m.index, end: m.index + m[0].length };
  }
  const other = OTHER_RE.exec(text);
  return other ? { degree: other[0], index: other.index, end: other.index + other[0].length } : null;
}

export const hasDegree = (text: string) => findDegree(text) !== null;

/** The field after a degree: "B.S. in Computer Science and Engineering" -> "Computer Science and Engineering". */
function areaAfter(text: string, end: number): string | null {
  const rest = text
    .slice(end)
    .replace(/^\s*(?:-\s*[A-Z.]{2,6}\b)?/, '')
    .replace(/^[\s,:]*(?:(?:in|of)\s+)?/i, '');
  const area = rest.split(/\s*(?:,|\||·|•|\(|\s[–—-]\s|\s{2,})\s*/)[0]!.trim();
  if (!area || /\d/.test(area) || INSTITUTION_RE.test(area) || area.split(/\s+/).length > 7) return null;
  return /^[\p{Lu}]/u.test(area) ? area : null;
}

const CONNECTOR = /^(?:of|at|in|for|de|del|della|du|and|&|the|on|\()/i;

/** "Stanford University Stanford" (a right-aligned place run into the name) -> "Stanford University". */
function trimAfterKeyword(name: string): string {
  const m = INSTITUTION_RE.exec(name);
  if (!m) return name;
  const end = m.index + m[0].length;
  const rest = name.slice(end).trim();
  return rest && !CONNECTOR.test(rest) ? name.slice(0, end) : name;
}

/** A name wrapped over two lines ("Massachusetts Institute of" / "Technology") reads as one line. */
function joinWrapped(lines: Line[]): Array<{ line: Line; from: Line[] }> {
  const out: Array<{ line: Line; from: Line[] }> = [];
  for (const line of lines) {
    const prev = out[out.length - 1];
    if (prev && /\b(?:of|and|at|for|the|&)$/i.test(prev.line.text) && !isBullet(line.text)) {
      prev.line = { ...prev.line, text: `${prev.line.text} ${line.text}` };
      prev.from.push(line);
    } else out.push({ line, from: [line] });
  }
  return out;
}

function institutionIn(text: string): string | null {
  for (const p of parts(stripNoise(text))) {
    for (const piece of p.split(/,\s+/)) {
      if (!INSTITUTION_RE.test(piece)) continue;
      const d = findDegree(piece);
      // "PhD Princeton University" -> the institution after the degree
      const inst = d && d.index === 0 ? piece.slice(d.end).trim() : piece;
      return trimAfterKeyword(inst.replace(/\s*\(\s*(?:GPA|grade)[^)]*\)$/i, '').trim()) || null;
    }
  }
  return null;
}

export function extractEducation(lines: Line[], indexOf: (l: Line) => number): EducationEntry[] {
  const out: Array<EducationEntry & { lines: Line[] }> = [];
  let cur: (EducationEntry & { lines: Line[] }) | null = null;
  const start = () => {
    cur = {
      institution: null,
      degree: null,
      area: null,
      start_date: null,
      end_date: null,
      grade: null,
      text: '',
      lines: [],
    };
    out.push(cur);
    return cur;
  };
  let inCoursework = false;
  for (const { line, from } of joinWrapped(lines)) {
    const text = line.text;
    const inst = institutionIn(text);
    const deg = findDegree(inst ? text.replace(inst, ' ') : text);
    if (COURSEWORK_RE.test(text.replace(/^[•\-–*]\s*/, ''))) inCoursework = true;
    if (inst || deg) inCoursework = false;
    let e: EducationEntry & { lines: Line[] } = cur ?? start();
    if (inCoursework || (isBullet(text) && !inst && !deg)) {
      e.lines.push(...from);
      continue;
    }
    if ((inst && e.institution) || (deg && e.degree) || (inst && deg && (e.institution || e.degree)))
      e = start();
    e.lines.push(line);
    if (inst) e.institution = inst;
    if (deg) {
      e.degree = deg.degree;
      e.area ??= areaAfter(text, text.indexOf(deg.degree) + deg.degree.length);
    }
    const major = MAJOR_RE.exec(text.trim());
    if (major) e.area = major[1]!.trim();
    const range = rangeOf(text);
    if (range && !e.start_date) [e.start_date, e.end_date] = [range.start, range.end];
    else if (!range && !e.end_date && (inst || deg || !e.start_date)) {
      const single = singleDateOf(text);
      if (single) e.end_date = single;
    }
    const g = GRADE_RE.exec(text);
    if (g && !e.grade) e.grade = (g[1] ?? g[2] ?? '').trim() || null;
  }
  return out
    .filter((e) => e.institution || e.degree)
    .map(({ lines: ls, ...e }) => {
      const source = sourceOf(ls, indexOf);
      return { ...e, text: ls.map((l) => l.text).join('\n'), ...(source ? { source } : {}) };
    });
}
