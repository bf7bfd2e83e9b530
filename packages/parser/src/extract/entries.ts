/** Entries of the experience and education sections: position, company, place, dates; school, degree. */
import type { Line } from '../text/lines';
import type { EducationEntry, ExperienceEntry } from '../types';
import {
  BULLET_RE,
  DATE_RANGE_RE,
  DEGREE_RE,
  DURATION_RE,
  INSTITUTION_RE,
  SINGLE_DATE_RE,
  normalizeDate,
  titleScore,
} from './patterns';

const isBullet = (s: string) => BULLET_RE.test(s);

/** Splits a header row into parts at " | ", " – ", " — ", " · ", " • ". */
function parts(text: string): string[] {
  return text
    .split(/\s+[|•·◆]\s+|\s+[–—]\s+|\s{2,}/u)
    .map((p) => p.trim())
    .filter(Boolean);
}

export interface LocationParser {
  (part: string): { city: string | null; state: string | null } | null;
}

interface EntryBlock {
  header: string[];
  body: string[];
}

/** Groups a section's lines into entries: runs of non-bullet header lines, each followed by its bullets. */
function entryBlocks(lines: Line[]): EntryBlock[] {
  const blocks: EntryBlock[] = [];
  let block: EntryBlock | null = null;
  let prevWasBody = false;
  for (const line of lines) {
    const text = line.text;
    if (isBullet(text)) {
      if (!block) {
        block = { header: [], body: [] };
        blocks.push(block);
      }
      block.body.push(text);
      prevWasBody = true;
      continue;
    }
    const core = parts(text)
      .filter((p) => !DURATION_RE.test(p) && !DATE_RANGE_RE.test(p) && !SINGLE_DATE_RE.test(p))
      .join(' ');
    const continuation =
      prevWasBody &&
      !DATE_RANGE_RE.test(text) &&
      (/^[a-z(]/.test(core) || core.split(/\s+/).length <= 2 || /[.;]$/.test(core) || core.length > 90);
    if (continuation && block) {
      block.body.push(text);
      continue;
    }
    if (!block || prevWasBody) {
      block = { header: [], body: [] };
      blocks.push(block);
    }
    if (block.header.length >= 3 || core.length > 110) block.body.push(text);
    else block.header.push(text);
    prevWasBody = core.length > 110;
  }
  return blocks.filter((b) => b.header.length > 0);
}

function findDates(texts: string[]): { start: string | null; end: string | null } {
  for (const t of texts) {
    const m = DATE_RANGE_RE.exec(t);
    if (m) return { start: normalizeDate(m[1]!), end: normalizeDate(m[2]!) };
  }
  for (const t of texts) {
    for (const p of parts(t)) {
      if (SINGLE_DATE_RE.test(p)) return { start: normalizeDate(p), end: null };
    }
  }
  return { start: null, end: null };
}

function stripDates(p: string): string {
  return p
    .replace(DATE_RANGE_RE, ' ')
    .replace(/\b(?:19|20)\d{2}\s*[-–]\s*(?:(?:19|20)\d{2}|present)\b/gi, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s|•·,–—-]+|[\s|•·,–—-]+$/g, '')
    .trim();
}

export function extractExperience(lines: Line[], parseLocation: LocationParser): ExperienceEntry[] {
  const entries: ExperienceEntry[] = [];
  for (const block of entryBlocks(lines)) {
    const dates = findDates([...block.header, ...block.body.slice(0, 2)]);
    let location: string | null = null;
    const candidates: string[] = [];
    for (const h of block.header) {
      for (const raw of parts(stripDates(h))) {
        const p = stripDates(raw);
        if (!p || DURATION_RE.test(p) || SINGLE_DATE_RE.test(p)) continue;
        // A location at the end of a comma list: "Staff Accountant, KPMG, Chicago, IL"
        const pieces = p.split(/,\s+/);
        let rest = pieces;
        for (const k of [2, 1]) {
          if (pieces.length < k) continue;
          const suffix = pieces.slice(pieces.length - k).join(', ');
          const loc = parseLocation(suffix);
          if (loc && (loc.state || loc.city)) {
            location ??= suffix;
            rest = pieces.slice(0, pieces.length - k);
            break;
          }
        }
        if (rest.length === 0) continue;
        const q = rest.join(', ');
        // "Software Engineer at Company X"
        const at = /^(.+?)\s+(?:at|@)\s+(.+)$/i.exec(q);
        if (at && titleScore(at[1]!) > 0) {
          candidates.push(at[1]!, at[2]!);
          continue;
        }
        // "Company, Position" or "Position, Company" (a comma followed by a capitalised phrase)
        const comma = q.split(/,\s+(?=[\p{Lu}\d])/u);
        candidates.push(...comma.map((c) => c.trim()).filter(Boolean));
      }
    }
    if (candidates.length === 0) continue;
    let position: string | null = null;
    let best = 0;
    for (const c of candidates) {
      const s = titleScore(c);
      if (s > best) [position, best] = [c, s];
    }
    const company = candidates.find((c) => c !== position) ?? null;
    if (!position && candidates.length === 1) position = candidates[0]!;
    entries.push({
      position,
      company,
      location,
      start_date: dates.start,
      end_date: dates.end,
      text: [...block.header, ...block.body].join('\n'),
    });
  }
  return entries;
}

export function extractEducation(lines: Line[]): EducationEntry[] {
  const entries: EducationEntry[] = [];
  for (const block of entryBlocks(lines)) {
    const header = block.header.join(' | ');
    if (!INSTITUTION_RE.test(header) && !DEGREE_RE.test(header)) continue;
    const dates = findDates([...block.header, ...block.body.slice(0, 2)]);
    let institution: string | null = null;
    let degree: string | null = null;
    let area: string | null = null;
    for (const raw of block.header.flatMap(parts)) {
      const p = stripDates(raw);
      for (const piece of p.split(/,\s+/)) {
        const inst = INSTITUTION_RE.exec(piece);
        if (inst && !institution) {
          // "PhD Princeton University" -> degree "PhD", institution "Princeton University"
          const d = DEGREE_RE.exec(piece);
          if (d && d.index === 0) {
            degree ??= d[0];
            institution = piece.slice(d[0].length).trim() || piece;
          } else institution = piece;
          continue;
        }
        const d = DEGREE_RE.exec(piece);
        if (d && !degree) {
          degree = d[0];
          const rest = piece
            .slice(d.index + d[0].length)
            .replace(/^\s*(?:in|of)\s+/i, '')
            .trim();
          if (rest) area ??= rest;
          continue;
        }
        if (institution && !area && /^[\p{Lu}]/u.test(piece) && piece.split(' ').length <= 5) area = piece;
      }
    }
    entries.push({
      institution,
      degree,
      area,
      start_date: dates.start,
      end_date: dates.end,
      text: [...block.header, ...block.body].join('\n'),
    });
  }
  return entries;
}
