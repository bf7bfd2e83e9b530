/**
 * Work history: the experience section's lines -> positions. Header lines (title, company, dates,
 * place) are grouped into clusters between prose lines; every date range anchors one position.
 */
import type { Line } from '../text/lines';
import type { ExperienceEntry } from '../types';
import {
  hasDate,
  isDuration,
  isProse,
  parts,
  rangeOf,
  singleDateOf,
  sourceOf,
  stripNoise,
  type DateSpan,
} from './entryLines';
import { titleScore } from './patterns';

export interface LocationParser {
  (part: string): { city: string | null; state: string | null } | null;
}

export interface ExperienceContext {
  parseLocation: LocationParser;
  indexOf: (l: Line) => number;
  /** Extra title evidence (master-data job titles): 0 or more. */
  titleBonus?: (phrase: string) => number;
}

interface Block {
  header: Line[];
  body: Line[];
}

/** Header clusters with their prose; a cluster with several dates is split into one block per date. */
function blocks(lines: Line[]): Block[] {
  const clusters: Block[] = [];
  let cur: Block | null = null;
  for (const line of lines) {
    const prose = isProse(line.text) && !hasDate(line.text);
    if (prose) {
      if (!cur) clusters.push((cur = { header: [], body: [] }));
      cur.body.push(line);
      continue;
    }
    if (!cur || cur.body.length > 0) clusters.push((cur = { header: [], body: [] }));
    cur.header.push(line);
  }
  // The first dated cluster tells the style: a date on its first line starts each entry ("Title | dates"),
  // otherwise the date closes an entry's header (LinkedIn: company, title, dates, place).
  const first = clusters.find((c) => c.header.some((l) => hasDate(l.text)));
  const dateStarts = !!first && hasDate(first.header[0]!.text);
  const out: Block[] = [];
  for (const c of clusters) {
    const dates = c.header.map((l, i) => (hasDate(l.text) ? i : -1)).filter((i) => i >= 0);
    if (dates.length <= 1) {
      out.push(c);
      continue;
    }
    const cuts: number[] = [];
    if (dateStarts) {
      // "Company | Place" before the first dated line stays with it.
      cuts.push(0, ...dates.slice(1));
    } else {
      cuts.push(0);
      for (const d of dates.slice(0, -1)) {
        let k = d + 1;
        while (k < c.header.length && !hasDate(c.header[k]!.text) && isPlaceOrDuration(c.header[k]!.text))
          k++;
        cuts.push(k);
      }
    }
    cuts.forEach((a, i) => {
      const b = cuts[i + 1] ?? c.header.length;
      out.push({ header: c.header.slice(a, b), body: i === cuts.length - 1 ? c.body : [] });
    });
  }
  return out.filter((b) => b.header.length > 0);
}

let placeTest: LocationParser = () => null;
function isPlaceOrDuration(text: string): boolean {
  const t = stripNoise(text);
  return !t || isDuration(t) || !!placeTest(t);
}

interface Candidate {
  text: string;
  line: number;
}

function candidatesOf(
  header: Line[],
  ctx: ExperienceContext,
): { cands: Candidate[]; location: string | null } {
  const cands: Candidate[] = [];
  let location: string | null = null;
  header.forEach((h, li) => {
    for (const raw of parts(stripNoise(h.text))) {
      const p = stripNoise(raw);
      if (!p || isDuration(p) || singleDateOf(p) === p) continue;
      const pieces = p.split(/,\s+/);
      let rest = pieces;
      for (const k of [2, 1]) {
        if (pieces.length < k) continue;
        const suffix = pieces.slice(pieces.length - k).join(', ');
        const loc = ctx.parseLocation(suffix);
        if (loc && (loc.state || loc.city)) {
          location ??= suffix;
          rest = pieces.slice(0, pieces.length - k);
          break;
        }
      }
      if (rest.length === 0) continue;
      const q = rest.join(', ');
      const at = /^(.+?)\s+(?:at|@)\s+(.+)$/i.exec(q);
      if (at && score(at[1]!, ctx) > 0) {
        cands.push({ text: at[1]!, line: li }, { text: at[2]!, line: li });
        continue;
      }
      for (const c of q.split(/,\s+(?=[\p{Lu}\d])/u)) if (c.trim()) cands.push({ text: c.trim(), line: li });
    }
  });
  return { cands, location };
}

const score = (phrase: string, ctx: ExperienceContext) =>
  titleScore(phrase) + (ctx.titleBonus?.(phrase) ?? 0);

export function extractExperience(lines: Line[], ctx: ExperienceContext): ExperienceEntry[] {
  placeTest = ctx.parseLocation;
  const entries: ExperienceEntry[] = [];
  const dated = lines.some((l) => hasDate(l.text));
  let prev: { company: string | null; location: string | null; companyFirst: boolean } | null = null;
  for (const block of blocks(lines)) {
    const dates: DateSpan = block.header.map((l) => rangeOf(l.text)).find(Boolean) ?? {
      start: block.header.map((l) => singleDateOf(l.text)).find(Boolean) ?? null,
      end: null,
    };
    const { cands, location } = candidatesOf(block.header, ctx);
    if (cands.length === 0) continue;
    let pos: Candidate | null = null;
    let best = 0;
    for (const c of cands) {
      const s = score(c.text, ctx);
      if (s > best) [pos, best] = [c, s];
    }
    // A dated section: a block without a date or a title word is a stray line, not a position.
    if (dated && !dates.start && best === 0) continue;
    pos ??= cands[0]!;
    const companyCand = cands.find((c) => c !== pos && c.text.split(/\s+/).length <= 8) ?? null;
    let company = companyCand?.text ?? null;
    let loc = location;
    // One company, several roles: a role with only a title inherits the company printed above the first.
    if (!company && prev?.companyFirst && prev.company) {
      company = prev.company;
      loc ??= prev.location;
    }
    entries.push({
      position: pos?.text ?? null,
      company,
      location: loc,
      start_date: dates.start,
      end_date: dates.end,
      text: [...block.header, ...block.body].map((l) => l.text).join('\n'),
      ...withSource([...block.header, ...block.body], ctx),
    });
    const companyFirst = !!companyCand && !!pos && companyCand.line < pos.line;
    prev = companyCand ? { company, location: loc, companyFirst } : prev;
  }
  return entries;
}

function withSource(lines: Line[], ctx: ExperienceContext) {
  const source = sourceOf(lines, ctx.indexOf);
  return source ? { source } : {};
}
